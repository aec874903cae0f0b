// Issue 36, point 9: where a webhook may go. WEBHOOK_ALLOWED_HOSTS opens host:port pairs, not every port
// of a host; the app's own origin (PUBLIC_URL, HOST:PORT) is never a target, opened or not; the IPv6
// forms that reach a private IPv4 address (mapped, translated, NAT64) or tunnel anywhere (Teredo, 6to4)
// are refused; and a receiver's redirect is not followed.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateArticle } from '../src/modules/publishing/publishing.testing';
import { createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';
import { createTestApp, type TestApp } from './test-app';

/** An HTTP server on 127.0.0.1 that records the paths it is sent and answers `answer(path)`. */
async function startServer(answer: (path: string) => { status: number; location?: string } = () => ({ status: 200 })) {
  const paths: string[] = [];
  const server: Server = createServer((req, res) => {
    paths.push(req.url ?? '');
    req.resume();
    req.on('end', () => {
      const { status, location } = answer(req.url ?? '');
      res.writeHead(status, location ? { location } : {}).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, url: `http://127.0.0.1:${port}`, paths, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('webhook targets', () => {
  let t: TestApp;
  let owner: Issuer;
  let receiver: Awaited<ReturnType<typeof startServer>>;
  /** Stands in for this app's own listening port (PORT), so anything sent there is seen. */
  let self: Awaited<ReturnType<typeof startServer>>;

  beforeAll(async () => {
    self = await startServer();
    receiver = await startServer((path) =>
      path === '/moved' ? { status: 307, location: `${self.url}/api/auth/logout` } : { status: 200 },
    );
    t = await createTestApp({
      jobs: { pollingIntervalSeconds: 0.5 },
      env: {
        PUBLIC_URL: 'https://app.issuerwire.test',
        HOST: '127.0.0.1',
        PORT: String(self.port),
        // Everything the tests try to reach is opened, the app's own origin included: it is refused all the same.
        WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${receiver.port}, 127.0.0.1:${self.port}, localhost:${self.port}, app.issuerwire.test`,
      },
      webhookRetry: { baseMs: 200, maxMs: 400, giveUpAfterMs: 60_000 },
    });
    owner = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'agency' });
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
    await self?.close();
  });

  const create = (url: string) =>
    owner.post<{ id: string; code?: string; message?: string }>('/api/webhooks', { url, eventTypes: ['article.generated'] });

  it("never lets a webhook reach the app's own origin, even when the operator opened it", async () => {
    for (const url of [
      'https://app.issuerwire.test/api/auth/logout',
      `http://127.0.0.1:${self.port}/api/auth/logout`,
      `http://localhost:${self.port}/api/auth/logout`,
      `https://[::ffff:127.0.0.1]:${self.port}/api/auth/logout`,
    ]) {
      const res = await create(url);
      expect(res.status, url).toBe(400);
      expect(res.body, url).toMatchObject({ code: 'webhook_url_refused', message: expect.stringMatching(/IssuerWire server itself/) });
    }
  });

  it('opens only the host:port pairs named: another port of an opened host is refused', async () => {
    for (const url of [
      'http://127.0.0.1:5432/',
      `http://127.0.0.1:${receiver.port + 1}/hook`,
      'https://127.0.0.1/hook',
      'https://localhost/hook',
    ]) {
      const res = await create(url);
      expect(res.status, url).toBe(400);
      expect(res.body.code, url).toBe('webhook_url_refused');
    }
    const opened = await create(`${receiver.url}/hook`);
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    expect((await owner.delete(`/api/webhooks/${opened.body.id}`)).status).toBe(204);
  });

  it('refuses the IPv6 forms of private addresses and the tunnels (Teredo, 6to4)', async () => {
    for (const url of [
      'https://[::ffff:10.0.0.1]/hook',
      'https://[::ffff:a9fe:a9fe]/latest',
      'https://[::ffff:0:a00:1]/hook', // IPv4-translated
      'https://[64:ff9b::a00:1]/hook', // NAT64 to 10.0.0.1
      'https://[2002:a00:1::1]/hook', // 6to4 of 10.0.0.1
      'https://[2002:808:808::1]/hook', // 6to4 of a public address: a tunnel all the same
      'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook', // Teredo
    ]) {
      const res = await create(url);
      expect(res.status, url).toBe(400);
      expect(res.body.code, url).toBe('webhook_url_refused');
    }
  });

  it("does not send to the app's own origin when a stored endpoint leads there, nor follow a receiver's redirect", async () => {
    const stored = await create(`${receiver.url}/stored`);
    const moved = await create(`${receiver.url}/moved`);
    expect([stored.status, moved.status]).toEqual([201, 201]);
    // An endpoint saved before the rule (or whose name now resolves elsewhere) is checked again at send.
    await t.orm.em
      .fork()
      .getConnection()
      .execute('update webhook_endpoints set url = ? where id = ?', [`${self.url}/api/auth/logout`, stored.body.id]);
    await generateArticle(owner, await createCampaign(owner, { companyName: 'Apple Inc.' }));

    type Log = { items: { log: { status: number | null; error: string | null }[] }[] };
    const firstAttempt = async (id: string) => {
      await expect
        .poll(async () => (await owner.get<Log>(`/api/webhooks/${id}/deliveries`)).body.items[0]?.log.length ?? 0, { timeout: 10_000 })
        .toBeGreaterThan(0);
      return (await owner.get<Log>(`/api/webhooks/${id}/deliveries`)).body.items[0].log[0];
    };
    expect(await firstAttempt(stored.body.id)).toMatchObject({ status: null, error: expect.stringMatching(/IssuerWire server itself/) });
    expect(await firstAttempt(moved.body.id)).toMatchObject({ status: 307 });
    expect(receiver.paths).toContain('/moved');
    expect(self.paths).toEqual([]);
  });
});
