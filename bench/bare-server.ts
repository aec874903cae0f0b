import 'reflect-metadata';
import http from 'node:http';
import { initORM } from '../api/src/db/orm';

/** Baseline for the benchmark: plain node:http doing the health route's work (one `select 1`). */
const port = Number(process.argv[2] ?? 3101);
const orm = await initORM(
  process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { pgliteDir: process.argv[3] ?? 'memory://' },
);
const connection = orm.em.getConnection();
http
  .createServer(async (req, res) => {
    if (req.url === '/api/health') {
      await connection.execute('select 1');
      const body = JSON.stringify({ status: 'ok' });
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
      return;
    }
    res.writeHead(404).end();
  })
  .listen(port, '127.0.0.1', () => console.log(`bare server on ${port}`));
