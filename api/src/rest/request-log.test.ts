import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { serializers } from '../lib/logger';
import { OneLinePerRequest } from './request-log';

/** A server logging as the app does (its serializers and redaction) into an array of parsed lines. */
async function server() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  // The app's req serializer (it scrubs tokens), written where the test can read the lines.
  const logger = pino({ level: 'info', redact: ['req.headers.cookie'], serializers }, sink);
  const app = Fastify({ loggerInstance: logger as FastifyBaseLogger, logController: new OneLinePerRequest(logger) });
  app.get('/reset', async () => ({ ok: true }));
  app.get('/pixel', { logLevel: 'warn' }, async () => 'gif');
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return { app, lines };
}

describe('request log lines', () => {
  it('writes one line per request with its id, method, path without tokens, address, status and time', async () => {
    const { app, lines } = await server();
    await app.inject({ method: 'GET', url: '/reset?token=secret-token', headers: { cookie: 'iw_session=abc' } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      reqId: expect.any(String),
      req: { method: 'GET', url: '/reset?token=[redacted]', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(JSON.stringify(lines)).not.toContain('abc');
    await app.close();
  });

  it('writes none for a route logging at warn (the tracking routes) and keeps error lines', async () => {
    const { app, lines } = await server();
    await app.inject({ method: 'GET', url: '/pixel' });
    expect(lines).toHaveLength(0);
    await app.inject({ method: 'GET', url: '/broken' });
    expect(lines.some((line) => line.level === 50)).toBe(true);
    await app.close();
  });
});
