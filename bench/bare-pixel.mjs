// The physical limit for the tracking benchmark: plain node:http answering the pixel's bytes (a 1×1 GIF,
// no-store) with no work at all, in a process of its own as the app is. Prints its port.
import http from 'node:http';

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'image/gif', 'content-length': GIF.length, 'cache-control': 'no-store' });
  res.end(GIF);
});
server.listen(0, '127.0.0.1', () => console.log(String(server.address().port)));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
