// The tracking pixel is answered before Fastify (src/modules/engagement/tracking.fast-path.ts). A reader's
// browser must not be able to tell: the same request over HTTP (the fast path) and through Fastify's route
// (inject, which never reaches the server's listener) gets the same status, headers and bytes, and the
// fast path counts readers by the same address the route would use (TRUST_PROXY included).
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TrackingPixelFastPath } from '../src/modules/engagement';
import { READER_WINDOW_MS } from '../src/modules/engagement/readers';
import { ManualClock } from '../src/lib/clock';
import { createCampaign, createVerifiedIssuer } from './fixtures/issuers';
import { createTestApp } from './test-app';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

const handle = vi.spyOn(TrackingPixelFastPath.prototype, 'handle');

async function started(env: Record<string, string> = {}) {
  const clock = new ManualClock(new Date('2026-11-20T09:00:00Z'));
  const t = await createTestApp({ clock, env });
  const issuer = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.' });
  const campaignId = await createCampaign(issuer);
  const generated = await issuer.post<{ article: { id: string } }>(`/api/campaigns/${campaignId}/generate-article`);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as AddressInfo).port;
  return { t, clock, articleId: generated.body.article.id, port };
}

/** Over HTTP to the listening server; `taken`: whether the fast path answered it. */
function overHttp(port: number, url: string, headers: Record<string, string>): Promise<Answer & { taken: boolean }> {
  handle.mockClear();
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = res.headers;
        resolve({
          status: res.statusCode ?? 0,
          headers: rest,
          body: Buffer.concat(chunks).toString('base64'),
          taken: handle.mock.results[0]?.value === true,
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the tracking pixel before Fastify', () => {
  let s: Awaited<ReturnType<typeof started>>;

  async function views(): Promise<number> {
    await s.t.services.engagement.ingest.flush();
    const rows = await s.t.orm.em
      .fork()
      .getConnection()
      .execute<{ views: number }[]>('select coalesce(sum(views), 0)::int as views from analytics where article_id = ?', [s.articleId]);
    return rows[0].views;
  }

  async function viaFastify(url: string, headers: Record<string, string>): Promise<Answer> {
    const res = await s.t.app.inject({ method: 'GET', url, headers, remoteAddress: '127.0.0.1' });
    const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = res.headers;
    return { status: res.statusCode, headers: rest, body: res.rawPayload.toString('base64') };
  }

  beforeAll(async () => {
    s = await started();
  });
  beforeEach(() => s.clock.advance(READER_WINDOW_MS));
  afterAll(async () => s?.t.close());

  it.each([
    ['a reader', (id: string) => `/t/v/${id}`, { 'user-agent': BROWSER }],
    ['a reader from X (?src=)', (id: string) => `/t/v/${id}?src=twitter`, { 'user-agent': BROWSER }],
    ['a prefetch', (id: string) => `/t/v/${id}`, { 'user-agent': BROWSER, 'sec-purpose': 'prefetch' }],
    ['a bot', (id: string) => `/t/v/${id}`, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }],
    ['an article that does not exist', () => '/t/v/00000000-0000-4000-8000-000000000000', { 'user-agent': BROWSER }],
  ])('%s: the same answer both ways', async (_name, url, headers) => {
    const fast = await overHttp(s.port, url(s.articleId), headers);
    s.clock.advance(READER_WINDOW_MS);
    const route = await viaFastify(url(s.articleId), headers);
    expect(fast.taken).toBe(true);
    expect({ status: fast.status, headers: fast.headers, body: fast.body }).toEqual(route);
  });

  it('counts a reader once, a prefetch or a bot never, and a reader from X under web:twitter', async () => {
    const before = await views();
    await overHttp(s.port, `/t/v/${s.articleId}`, { 'user-agent': BROWSER });
    await overHttp(s.port, `/t/v/${s.articleId}`, { 'user-agent': BROWSER });
    await overHttp(s.port, `/t/v/${s.articleId}`, { 'user-agent': `${BROWSER} other` });
    await overHttp(s.port, `/t/v/${s.articleId}`, { 'user-agent': BROWSER, purpose: 'prefetch' });
    await overHttp(s.port, `/t/v/${s.articleId}`, { 'user-agent': 'curl/8.5.0' });
    expect((await views()) - before).toBe(2);
    await overHttp(s.port, `/t/v/${s.articleId}?src=twitter`, { 'user-agent': `${BROWSER} from X` });
    await s.t.services.engagement.ingest.flush();
    const platforms = await s.t.orm.em
      .fork()
      .getConnection()
      .execute<{ platform: string }[]>('select platform from analytics where article_id = ?', [s.articleId]);
    expect(platforms.map((r: { platform: string }) => r.platform)).toContain('web:twitter');
  });

  it('leaves every other form of the address to the route, which validates it', async () => {
    for (const url of [`/t/v/${s.articleId}/`, `/t/v/${s.articleId}?src=twitter&x=1`, `/t/v/not-an-id`, `/t/v/${'a'.repeat(65)}`]) {
      const res = await overHttp(s.port, url, { 'user-agent': BROWSER });
      expect(res.taken, url).toBe(false);
      expect([200, 400, 404], url).toContain(res.status);
    }
  });
});

describe('the tracking pixel before Fastify, behind a proxy', () => {
  it('counts readers by the forwarded address only when TRUST_PROXY says the proxy is trusted', async () => {
    for (const [trust, expected] of [
      ['1', 2],
      ['false', 1],
    ] as const) {
      const s = await started({ TRUST_PROXY: trust });
      try {
        for (const forwarded of ['203.0.113.7', '203.0.113.8', '203.0.113.8']) {
          const res = await overHttp(s.port, `/t/v/${s.articleId}`, { 'user-agent': BROWSER, 'x-forwarded-for': forwarded });
          expect(res.taken).toBe(true);
        }
        await s.t.services.engagement.ingest.flush();
        const [row] = await s.t.orm.em
          .fork()
          .getConnection()
          .execute<{ views: number }[]>('select coalesce(sum(views), 0)::int as views from analytics where article_id = ?', [s.articleId]);
        expect(row.views, `TRUST_PROXY=${trust}`).toBe(expected);
      } finally {
        await s.t.close();
      }
    }
  });
});
