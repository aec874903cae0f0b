// Hosted-page tracking: the view pixel and tracked link redirects count readers (once per article per
// 30 minutes, a keyed hash of address and User-Agent), not bots or repeats, keep no IP address and set
// no cookie, and a redirect only ever goes to a stored, allow-listed target.
import { READER_WINDOW_MS } from '../src/modules/engagement/readers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/lib/clock';
import { createTestApp, type TestApp } from './test-app';
import { createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';

const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const VISITOR_IP = '203.0.113.77';
const MINUTE = 60_000;

/** A reader of its own for each hit, unless a test says otherwise. */
let nextReader = 0;
const freshAddress = () => `198.18.${Math.floor(++nextReader / 250) % 250}.${nextReader % 250}`;

interface AnalyticsRow {
  platform: string;
  views: number;
  clicks: number;
}

describe('hosted-page tracking', () => {
  let t: TestApp;
  let issuer: Issuer;
  let articleId: string;
  const clock = new ManualClock(new Date('2026-11-20T09:00:00Z'));

  async function article(who: Issuer, overrides: Record<string, unknown> = {}): Promise<string> {
    const campaignId = await createCampaign(who, overrides);
    const res = await who.post<{ article: { id: string } }>(`/api/campaigns/${campaignId}/generate-article`);
    expect(res.status).toBe(201);
    return res.body.article.id;
  }

  function hit(
    url: string,
    headers: Record<string, string> = { 'user-agent': BROWSER },
    method: 'GET' | 'HEAD' = 'GET',
    remoteAddress = freshAddress(),
  ) {
    return t.app.inject({ method, url, headers, remoteAddress });
  }

  async function stored(): Promise<AnalyticsRow[]> {
    await t.services.engagement.ingest.flush();
    return t.orm.em
      .fork()
      .getConnection()
      .execute(`select platform, views, clicks from analytics where article_id = ? order by platform`, [articleId]);
  }

  beforeAll(async () => {
    t = await createTestApp({ clock });
    issuer = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', website: 'https://www.apple.com' });
    articleId = await article(issuer, { website: 'https://www.apple.com' });
  });
  beforeEach(async () => {
    await t.services.engagement.ingest.flush();
    await t.orm.em.fork().getConnection().execute('delete from analytics');
    await t.orm.em.fork().getConnection().execute('delete from tracking_readers');
    // Every test starts with no reader counted: past the window of whatever the last one counted.
    clock.advance(READER_WINDOW_MS);
  });
  afterAll(async () => t?.close());

  describe('view pixel GET /t/v/<articleId>', () => {
    it('answers a transparent GIF that is never cached, sets no cookie, and counts one view per reader', async () => {
      const res = await hit(`/t/v/${articleId}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/gif');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.rawPayload.subarray(0, 6).toString('latin1')).toBe('GIF89a');
      await hit(`/t/v/${articleId}`);
      await hit(`/t/v/${articleId}`);
      expect(await stored()).toEqual([{ platform: 'web', views: 3, clicks: 0 }]);
    });

    it('ignores bots, clients without a User-Agent, HEAD requests and prefetches (the image still answers)', async () => {
      const agents = [
        'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        'facebookexternalhit/1.1',
        'curl/8.5.0',
        'python-requests/2.31.0',
      ];
      for (const ua of agents) expect((await hit(`/t/v/${articleId}`, { 'user-agent': ua })).statusCode).toBe(200);
      expect((await hit(`/t/v/${articleId}`, { 'user-agent': '' })).statusCode).toBe(200);
      expect((await hit(`/t/v/${articleId}`, { 'user-agent': BROWSER }, 'HEAD')).statusCode).toBe(200);
      expect((await hit(`/t/v/${articleId}`, { 'user-agent': BROWSER, 'sec-purpose': 'prefetch' })).statusCode).toBe(200);
      expect(await stored()).toEqual([]);
      await hit(`/t/v/${articleId}`);
      expect(await stored()).toEqual([{ platform: 'web', views: 1, clicks: 0 }]);
    });

    it("attributes a visit to the platform named by the canonical link's src, and ignores unknown sources", async () => {
      await hit(`/t/v/${articleId}?src=twitter`);
      await hit(`/t/v/${articleId}?src=x`);
      await hit(`/t/v/${articleId}?src=medium`);
      await hit(`/t/v/${articleId}?src=myspace`);
      expect(await stored()).toEqual([
        { platform: 'web', views: 1, clicks: 0 },
        { platform: 'web:medium', views: 1, clicks: 0 },
        { platform: 'web:twitter', views: 2, clicks: 0 },
      ]);
    });

    it('answers 404 for an article that does not exist, and counts nothing', async () => {
      expect((await hit('/t/v/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await hit('/t/v/not-a-uuid')).statusCode).toBe(404);
      expect(await stored()).toEqual([]);
    });

    it('counts one reader once per article within 30 minutes across the pixel, the hosted page and the service; a click once too', async () => {
      const from = (ua = BROWSER) => ({ 'user-agent': ua });
      for (let i = 0; i < 50; i++) expect((await hit(`/t/v/${articleId}`, from(), 'GET', VISITOR_IP)).statusCode).toBe(200);
      expect(await t.services.engagement.recordView(articleId, { userAgent: BROWSER, address: VISITOR_IP, source: 'twitter' })).toBe(
        'repeat',
      );
      const link = (await t.services.engagement.trackedLink(articleId, 'https://investor.apple.com/sec-filings/'))!;
      for (let i = 0; i < 5; i++) expect((await hit(new URL(link).pathname, from(), 'GET', VISITOR_IP)).statusCode).toBe(302);
      // The same address with another browser is another reader.
      await hit(`/t/v/${articleId}`, from(BROWSER.replace('17.4', '17.5')), 'GET', VISITOR_IP);
      expect(await stored()).toEqual([{ platform: 'web', views: 2, clicks: 1 }]);
      clock.advance(29 * MINUTE);
      await hit(`/t/v/${articleId}`, from(), 'GET', VISITOR_IP);
      expect(await stored()).toEqual([{ platform: 'web', views: 2, clicks: 1 }]);
      clock.advance(MINUTE);
      await hit(`/t/v/${articleId}`, from(), 'GET', VISITOR_IP);
      expect(await stored()).toEqual([{ platform: 'web', views: 3, clicks: 1 }]);
    });

    it('counts at most 120 hits a minute from one address; the excess is answered, not counted', async () => {
      const address = '192.0.2.200';
      clock.advance(MINUTE); // a fresh minute for this address
      for (let i = 0; i < 150; i++) {
        const res = await hit(`/t/v/${articleId}`, { 'user-agent': `${BROWSER} reader/${i}` }, 'GET', address);
        expect(res.statusCode).toBe(200);
      }
      expect(await stored()).toEqual([{ platform: 'web', views: 120, clicks: 0 }]);
      clock.advance(MINUTE);
      await hit(`/t/v/${articleId}`, { 'user-agent': `${BROWSER} reader/new` }, 'GET', address);
      expect(await stored()).toEqual([{ platform: 'web', views: 121, clicks: 0 }]);
    });

    it("counts through the service the hosted page calls, and keeps no visitor's IP address anywhere", async () => {
      expect(await t.services.engagement.recordView(articleId, { userAgent: BROWSER, address: VISITOR_IP, source: 'substack' })).toBe(
        'counted',
      );
      expect(await t.services.engagement.recordView(articleId, { userAgent: 'Slackbot-LinkExpanding 1.0', address: VISITOR_IP })).toBe(
        'ignored',
      );
      await hit(`/t/v/${articleId}`, undefined, 'GET', '203.0.113.78');
      const link = await t.services.engagement.trackedLink(articleId, 'https://investor.apple.com/sec-filings/');
      await hit(new URL(link!).pathname, undefined, 'GET', VISITOR_IP);
      expect(await stored()).toEqual([
        { platform: 'web', views: 1, clicks: 1 },
        { platform: 'web:substack', views: 1, clicks: 0 },
      ]);
      // Every text column of the tracking tables, searched for the visitor's address.
      const db = t.orm.em.fork().getConnection();
      const analytics = await db.execute(`select count(*)::int as n from analytics a where position(? in a::text) > 0`, [VISITOR_IP]);
      const links = await db.execute(`select count(*)::int as n from tracked_links l where position(? in l::text) > 0`, [VISITOR_IP]);
      const readers = await db.execute(`select count(*)::int as n from tracking_readers r where position(? in r::text) > 0`, [VISITOR_IP]);
      expect([analytics[0].n, links[0].n, readers[0].n]).toEqual([0, 0, 0]);
      const columns = await db.execute(
        `select column_name from information_schema.columns where table_name in ('analytics', 'tracked_links', 'tracking_readers') and (column_name like '%ip%' or column_name like '%agent%' or column_name like '%address%')`,
      );
      expect(columns).toEqual([]);
    });
  });

  describe('reader keys', () => {
    it('keeps none past its window or its UTC day: a later hit finds only its own', async () => {
      expect((await hit(`/t/v/${articleId}`)).statusCode).toBe(200);
      await t.services.engagement.ingest.flush();
      const db = t.orm.em.fork().getConnection();
      const keys = async () => (await db.execute<{ n: number }[]>('select count(*)::int as n from tracking_readers'))[0]!.n;
      expect(await keys()).toBe(1);
      const now = clock.now();
      clock.set(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 0, 5)));
      expect((await hit(`/t/v/${articleId}`)).statusCode).toBe(200);
      await t.services.engagement.ingest.flush();
      const days = await db.execute<{ day: string }[]>(`select distinct to_char(counted_at, 'YYYY-MM-DD') as day from tracking_readers`);
      expect(days.map((d) => d.day)).toEqual([clock.now().toISOString().slice(0, 10)]);
    });
  });

  describe('tracked links GET /r/<id>', () => {
    it('redirects to the stored target and counts a click; the same URL keeps its id', async () => {
      const target = 'https://investor.apple.com/sec-filings/annual-reports?year=2024&form=10-K';
      const links = await t.services.engagement.trackedLinks(articleId, [
        target,
        'https://investor.apple.com/sec-filings/',
        'https://evil.example/phish',
      ]);
      const tracked = links.get(target)!;
      expect(tracked).toMatch(new RegExp(`^${t.config.publicUrl}/r/[A-Za-z0-9_-]{8,16}$`));
      // The issuer's verified domain is allowed; anything else is not tracked (tracked-links.test.ts has the rest).
      expect(links.get('https://investor.apple.com/sec-filings/')).toMatch(/\/r\//);
      expect(links.has('https://evil.example/phish')).toBe(false);
      expect(await t.services.engagement.trackedLink(articleId, target)).toBe(tracked);

      const path = new URL(tracked).pathname;
      const res = await hit(path);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(target);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['set-cookie']).toBeUndefined();
      await hit(`${path}?src=twitter`);
      // A bot follows the link too, uncounted.
      expect((await hit(path, { 'user-agent': 'Twitterbot/1.0' })).headers.location).toBe(target);
      expect(await stored()).toEqual([
        { platform: 'web', views: 0, clicks: 1 },
        { platform: 'web:twitter', views: 0, clicks: 1 },
      ]);
    });

    it('never goes anywhere not stored: query parameters cannot choose the target', async () => {
      const tracked = (await t.services.engagement.trackedLink(articleId, 'https://www.apple.com/newsroom/2024/10/q4-results/'))!;
      const path = new URL(tracked).pathname;
      for (const query of ['?url=https://evil.example', '?target=https://evil.example', '?next=//evil.example']) {
        const res = await hit(path + query);
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe('https://www.apple.com/newsroom/2024/10/q4-results/');
      }
    });

    it('answers a 404 page for an unknown id and counts nothing', async () => {
      const res = await hit('/r/unknownid');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('Link not found');
      expect(res.headers.location).toBeUndefined();
      expect((await hit('/r/..%2F..%2Fetc')).statusCode).toBe(404);
      expect(await stored()).toEqual([]);
    });

    it('renders a page with its allow-listed outbound links through /r/<id>, others untouched', async () => {
      const render = (linkHref: (url: string) => string) =>
        ['https://www.apple.com/investor/filing', 'https://unlisted.example/blog', 'https://www.apple.com/investor/filing']
          .map((u) => `<a href="${linkHref(u)}">x</a>`)
          .join('');
      const html = await t.services.engagement.withTrackedLinks(articleId, render);
      const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
      expect(hrefs[0]).toMatch(/\/r\/[A-Za-z0-9_-]+$/);
      expect(hrefs[1]).toBe('https://unlisted.example/blog');
      expect(hrefs[2]).toBe(hrefs[0]);
      expect((await hit(new URL(hrefs[0]).pathname)).headers.location).toBe('https://www.apple.com/investor/filing');
    });

    it('refuses to track other schemes, credentials in the URL and hosts off the list', async () => {
      const links = await t.services.engagement.trackedLinks(articleId, [
        'javascript:alert(1)',
        'https://user:pw@x.com/',
        'http://127.0.0.1:3000/admin',
        'https://x.com.evil.example/',
      ]);
      expect(links.size).toBe(0);
    });
  });
});
