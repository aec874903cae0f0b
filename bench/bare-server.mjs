// The baseline of the skeleton benchmark: plain node:http answering, with no work at all, the very bytes
// (status, headers, body) the app answered once for each route measured; no database, no framework.
// Usage: node bench/bare-server.mjs <app base URL> '<JSON list of { method, path, headers?, body? }>'.
// Prints its port once it has recorded every answer and listens.
import http from 'node:http';

const [base, specs] = [process.argv[2], JSON.parse(process.argv[3])];
// Node writes these itself (per connection, per moment): everything else is replayed as the app sent it.
const OWN = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

function record({ method, path, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(path, base), { method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const replay = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          if (!OWN.has(res.rawHeaders[i].toLowerCase())) replay.push(res.rawHeaders[i], res.rawHeaders[i + 1]);
        }
        resolve({ status: res.statusCode, headers: replay, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

const answers = new Map();
for (const spec of specs) answers.set(`${spec.method} ${spec.path}`, await record(spec));

const server = http.createServer((req, res) => {
  const answer = answers.get(`${req.method} ${req.url}`);
  if (!answer) return void res.writeHead(404).end();
  // A request body (the GraphQL query) is drained, not parsed: answered once it has arrived, as the app does.
  req.resume();
  req.on('end', () => {
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  });
});
server.listen(0, '127.0.0.1', () => console.log(String(server.address().port)));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
