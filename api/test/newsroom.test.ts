// Issue 40, points 1, 2, 3 and 5: the organization's newsroom (server-rendered list and permalinks), its
// RSS, Atom and JSON feeds (read back with feedsmith's parsers), the newsroom as a channel of
// POST /api/articles/{id}/publish, and the embargo: nothing of a release anywhere on it before its time.
import { parseAtomFeed, parseJsonFeed, parseRssFeed } from 'feedsmith';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/lib/clock';
import { generateArticle } from '../src/modules/publishing/publishing.testing';
import { createCampaign, createToken, createVerifiedIssuer, partnerClient, type Issuer } from './fixtures/issuers';
import { createTestApp, type TestApp } from './test-app';

interface NewsroomBody {
  slug: string;
  url: string;
  title: string;
  logoUrl: string | null;
  feeds: { rss: string; atom: string; json: string };
}
interface PublishBody {
  message: string;
  publications: unknown[];
  newsroom?: { url: string; version: number; at: string };
}

const T0 = new Date('2026-03-16T14:00:00Z');

// Generous timeouts: the embargo test alone makes 600 requests, on a machine shared by many.
/** The <loc> of every <url> in a sitemap, in order. */
function sitemapUrls(xml: string): string[] {
  return [...xml.matchAll(/<url><loc>([^<]*)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
}

describe('the newsroom', { timeout: 300_000 }, () => {
  let t: TestApp;
  let clock: ManualClock;
  let acme: Issuer;

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const path = (url: string) => new URL(url).pathname;

  async function article(title: string): Promise<string> {
    const id = await generateArticle(acme, await createCampaign(acme, { companyName: 'Acme Gold Corp' }));
    const current = (await acme.get<{ content: string }>(`/api/articles/${id}`)).body;
    expect((await acme.put(`/api/articles/${id}`, { title, content: current.content })).status).toBe(200);
    return id;
  }

  async function publish(id: string, body: Record<string, unknown>): Promise<PublishBody> {
    const res = await acme.post<PublishBody>(`/api/articles/${id}/publish`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  /** Every public surface of the newsroom, read once: what each shows of `title`. */
  async function surfaces(permalink: string, title: string) {
    const list = await get('/newsroom/acme');
    const page = await get(path(permalink));
    const rss = parseRssFeed((await get('/newsroom/acme/feed.rss')).body);
    const atom = parseAtomFeed((await get('/newsroom/acme/feed.atom')).body);
    const json = parseJsonFeed(JSON.parse((await get('/newsroom/acme/feed.json')).body));
    const sitemap = await get('/newsroom/acme/sitemap.xml');
    return {
      list: list.statusCode === 200 && list.body.includes(title),
      permalink: page.statusCode,
      rss: (rss.items ?? []).some((i) => i.title === title),
      // Atom titles are text constructs: { value }.
      atom: (atom.entries ?? []).some((e) => e.title?.value === title),
      json: (json.items ?? []).some((i) => i.title === title),
      sitemap: sitemap.statusCode === 200 && sitemapUrls(sitemap.body).includes(permalink),
      anywhere: [list.body, page.body, sitemap.body].some((b) => b.includes(title)),
    };
  }

  beforeAll(async () => {
    clock = new ManualClock(new Date('2026-03-16T13:30:00Z'));
    t = await createTestApp({ clock, authRateLimit: { max: 10_000, timeWindowMs: 60_000 } });
    acme = await createVerifiedIssuer(t, { ticker: 'ACME', companyName: 'Acme Gold Corp', exchange: 'TSXV', plan: 'agency' });
  }, 300_000);
  afterAll(async () => t?.close());

  describe('Settings → Newsroom', () => {
    it('defaults to the ticker in lower case and answers its URL and feeds', async () => {
      const res = await acme.get<NewsroomBody>('/api/newsroom');
      expect(res.status).toBe(200);
      const base = `${t.config.publicUrl}/newsroom/acme`;
      expect(res.body).toMatchObject({
        slug: 'acme',
        url: base,
        title: 'Acme Gold Corp Newsroom',
        feeds: { rss: `${base}/feed.rss`, atom: `${base}/feed.atom`, json: `${base}/feed.json` },
      });
      expect((await get('/newsroom/acme')).statusCode).toBe(200);
    });

    it('lets the owner change slug, title and logo; stable codes for a bad or taken slug; others only read', async () => {
      const other = await createVerifiedIssuer(t, { ticker: 'ORE', companyName: 'Ore Mining' });
      expect((await other.get<NewsroomBody>('/api/newsroom')).body.slug).toBe('ore');

      const taken = await acme.put('/api/newsroom', { slug: 'ore' });
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({ code: 'newsroom_slug_taken' });
      for (const slug of ['-acme', 'a', 'Acme Gold', 'acme_gold', 'x'.repeat(61)]) {
        const bad = await acme.put('/api/newsroom', { slug });
        expect(bad.status, slug).toBe(400);
        expect(bad.body, slug).toMatchObject({ code: 'newsroom_slug_invalid' });
      }
      const logo = await acme.put('/api/newsroom', { logoUrl: 'javascript:alert(1)' });
      expect(logo.status).toBe(400);

      const saved = await acme.put<NewsroomBody>('/api/newsroom', {
        slug: 'acme-gold',
        title: 'Acme Gold Investor News',
        logoUrl: 'https://cdn.acme.example/logo.png',
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body).toMatchObject({
        slug: 'acme-gold',
        title: 'Acme Gold Investor News',
        logoUrl: 'https://cdn.acme.example/logo.png',
      });
      const page = await get('/newsroom/acme-gold');
      expect(page.body).toContain('Acme Gold Investor News');
      expect(page.body).toContain('src="https://cdn.acme.example/logo.png"');
      expect((await get('/newsroom/acme')).statusCode).toBe(404);

      // A partner token reads it but cannot change it (the owner's, in person).
      const partner = partnerClient(t, (await createToken(acme, ['read'])).secret, 'ACME');
      expect((await partner.get<NewsroomBody>('/api/newsroom')).body).toMatchObject({ slug: 'acme-gold', canChange: false });
      expect((await partner.put('/api/newsroom', { title: 'Hijacked' })).status).toBe(403);

      // GraphQL: the same service.
      const gql = await acme.graphql(
        'mutation { updateNewsroom(input: { slug: "acme" }) { newsroom { slug url feeds { json } canChange } userErrors { message } } }',
      );
      expect(gql.data?.updateNewsroom).toMatchObject({ newsroom: { slug: 'acme', canChange: true }, userErrors: [] });
      expect((await acme.graphql('{ newsroom { title } }')).data).toEqual({ newsroom: { title: 'Acme Gold Investor News' } });
    });
  });

  describe('a release on the newsroom', () => {
    const title = 'Acme Gold completes the Red Lake drill program';
    let id: string;
    let permalink: string;

    it('holds a scheduled release back everywhere until its time: 120 probes before T0 find nothing', async () => {
      // Sessions end after 30 idle minutes: the owner's calls are never further apart than that.
      clock.set('2026-03-16T13:40:00Z');
      id = await article(title);
      const answer = await publish(id, { platforms: ['newsroom'], scheduledFor: T0.toISOString() });
      expect(answer.newsroom).toMatchObject({ version: 2, at: T0.toISOString() });
      // For people: the exchange's clock (TSXV, Toronto) with its zone, never the raw ISO instant.
      expect(answer.message).toContain('On the newsroom from March 16, 2026 at 10:00 AM EDT, once any newswire release is out');
      expect(answer.message).not.toContain(T0.toISOString());
      permalink = answer.newsroom!.url;
      expect(permalink).toMatch(new RegExp(`^${t.config.publicUrl}/newsroom/acme/acme-gold-completes-the-red-lake-drill-program$`));

      // From twenty minutes before to the last millisecond before T0.
      const probes = 120;
      for (let i = 0; i < probes; i += 1) {
        clock.set(new Date(T0.getTime() - 1_200_000 + Math.floor((1_200_000 * i) / probes)));
        if (i === probes - 1) clock.set(new Date(T0.getTime() - 1));
        const seen = await surfaces(permalink, title);
        expect(seen, `probe ${i} at ${clock.now().toISOString()}`).toEqual({
          list: false,
          permalink: 404,
          rss: false,
          atom: false,
          json: false,
          sitemap: false,
          anywhere: false,
        });
      }
      const scheduled = (await acme.get<{ status: string }>(`/api/articles/${id}`)).body;
      expect(scheduled.status).toBe('scheduled');

      clock.set(T0);
      expect(await surfaces(permalink, title)).toEqual({
        list: true,
        permalink: 200,
        rss: true,
        atom: true,
        json: true,
        sitemap: true,
        anywhere: true,
      });
    });

    it('shows the release with its date, time and zone, and its disclosures at a stable permalink', async () => {
      const list = (await get('/newsroom/acme')).body;
      // TSXV: Toronto time (EDT on March 16).
      expect(list).toContain(`<time datetime="${T0.toISOString()}">March 16, 2026 at 10:00 AM EDT</time>`);
      expect(list).toContain(`<a href="${permalink}">${title}</a>`);
      const page = await get(path(permalink));
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(String(page.headers['content-security-policy'])).toMatch(/default-src 'none'/);
      expect(page.body).toContain(`<h1>${title}</h1>`);
      expect(page.body).toContain('<h2 id="disclosures">Disclosures</h2>');
      expect(page.body).not.toMatch(/<script/i);
    });

    it('serves three valid feeds (RSS 2.0, Atom, JSON Feed 1.1) with the asked types and fields', async () => {
      const rss = await get('/newsroom/acme/feed.rss');
      expect(rss.headers['content-type']).toMatch(/^application\/rss\+xml/);
      const rssFeed = parseRssFeed(rss.body);
      expect(rssFeed.items?.[0]).toMatchObject({ title, link: permalink, guid: { value: permalink } });
      expect(new Date(String(rssFeed.items?.[0].pubDate)).toISOString()).toBe(T0.toISOString());

      const atom = await get('/newsroom/acme/feed.atom');
      expect(atom.headers['content-type']).toMatch(/^application\/atom\+xml/);
      const entry = parseAtomFeed(atom.body).entries?.[0];
      expect(entry).toMatchObject({ id: permalink, title: { value: title } });
      expect(entry?.content?.value).toContain('Disclosures');

      const json = await get('/newsroom/acme/feed.json');
      expect(json.headers['content-type']).toMatch(/^application\/feed\+json/);
      const raw = JSON.parse(json.body) as { version: string; items: Record<string, unknown>[] };
      expect(raw.version).toBe('https://jsonfeed.org/version/1.1');
      const item = raw.items[0];
      expect(item).toMatchObject({ id: permalink, url: permalink, title, date_published: T0.toISOString() });
      expect(typeof item.id).toBe('string');
      expect(item.content_html).toMatch(/<p>/);
      expect(item.content_text).toMatch(/Disclosures/);
      expect(String(item.date_published)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/);
      expect(parseJsonFeed(raw).items).toHaveLength(1);
    });

    it("lists the newsroom and its live releases in a sitemap, named in the pages' head", async () => {
      const sitemap = await get('/newsroom/acme/sitemap.xml');
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
      expect(sitemap.body).toMatch(
        /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
      );
      expect(sitemapUrls(sitemap.body)).toEqual([`${t.config.publicUrl}/newsroom/acme`, permalink]);
      expect(sitemap.body).toContain(`<url><loc>${permalink}</loc><lastmod>${T0.toISOString()}</lastmod></url>`);
      expect((await get('/newsroom/acme/sitemap.xml', { 'if-none-match': String(sitemap.headers.etag) })).statusCode).toBe(304);
      for (const url of ['/newsroom/acme', path(permalink)])
        expect((await get(url)).body).toContain(
          `<link rel="sitemap" type="application/xml" href="${t.config.publicUrl}/newsroom/acme/sitemap.xml">`,
        );
      expect((await get('/newsroom/nobody-here/sitemap.xml')).statusCode).toBe(404);
    });

    it('answers conditional GETs with 304 (ETag and Last-Modified) until the feed changes', async () => {
      for (const format of ['rss', 'atom', 'json']) {
        const first = await get(`/newsroom/acme/feed.${format}`);
        const etag = String(first.headers.etag);
        const lastModified = String(first.headers['last-modified']);
        expect(etag).toMatch(/^"/);
        expect(new Date(lastModified).getTime()).toBe(T0.getTime());
        expect((await get(`/newsroom/acme/feed.${format}`, { 'if-none-match': etag })).statusCode).toBe(304);
        expect((await get(`/newsroom/acme/feed.${format}`, { 'if-modified-since': lastModified })).statusCode).toBe(304);
        expect((await get(`/newsroom/acme/feed.${format}`, { 'if-none-match': '"other"' })).statusCode).toBe(200);
        const before = new Date(T0.getTime() - 1000).toUTCString();
        expect((await get(`/newsroom/acme/feed.${format}`, { 'if-modified-since': before })).statusCode).toBe(200);
      }
    });

    it('shows a correction as a new version with its history at the same permalink; an archived release stays', async () => {
      clock.set('2026-03-16T14:20:00Z');
      const current = (await acme.get<{ content: string; campaignId: string }>(`/api/articles/${id}`)).body;
      const corrected = `${title} (corrected)`;
      const edit = await acme.put(`/api/articles/${id}`, { title: corrected, content: current.content });
      expect(edit.status, JSON.stringify(edit.body)).toBe(200);
      // An edit alone is a draft: the newsroom keeps the released text.
      expect((await get(path(permalink))).body).toContain(`<h1>${title}</h1>`);
      const answer = await publish(id, { platforms: ['newsroom'] });
      expect(answer.newsroom).toMatchObject({ url: permalink, version: 3 });

      const page = (await get(path(permalink))).body;
      expect(page).toContain(`<h1>${corrected}</h1>`);
      expect(page).toContain('<h2 id="history">History</h2>');
      expect(page).toContain(`${permalink}?version=2`);
      expect((await get(`${path(permalink)}?version=2`)).body).toContain(`<h1>${title}</h1>`);
      expect((await get(`${path(permalink)}?version=1`)).statusCode).toBe(404);
      const list = (await get('/newsroom/acme')).body;
      expect(list.match(/<li>/g)).toHaveLength(1);
      expect(list).toContain('Updated');
      const json = JSON.parse((await get('/newsroom/acme/feed.json')).body) as { items: Record<string, unknown>[] };
      expect(json.items[0]).toMatchObject({ id: permalink, title: corrected, date_published: T0.toISOString() });

      expect((await acme.delete(`/api/campaigns/${current.campaignId}`)).status).toBe(200);
      expect((await get(path(permalink))).statusCode).toBe(200);
      expect((await get('/newsroom/acme')).body).toContain(corrected);
    });
  });

  it('waits for the newswire: not before the wire reports the release out, though its own time has come', async () => {
    clock.set('2026-03-16T14:40:00Z');
    const title = 'Acme Gold announces a private placement';
    const id = await article(title);
    const wire = await acme.post('/api/newswire/distribute', { articleId: id, providers: ['globenewswire'], distributionLevel: 'basic' });
    expect(wire.status, JSON.stringify(wire.body)).toBe(200);
    // The vendor has the order, to go out at 13:00 (as it reports through polls and callbacks).
    const db = t.orm.em.fork().getConnection();
    await db.execute(`update newswire_orders set status = 'submitted', published_at = null, target_time = ? where article_id = ?`, [
      new Date('2026-03-16T15:00:00Z'),
      id,
    ]);
    const answer = await publish(id, { platforms: ['newsroom'], scheduledFor: '2026-03-16T14:50:00Z' });
    const permalink = answer.newsroom!.url;

    for (const at of ['2026-03-16T14:50:00Z', '2026-03-16T15:00:00Z', '2026-03-16T15:05:00Z']) {
      clock.set(at);
      expect(await surfaces(permalink, title), at).toMatchObject({ list: false, permalink: 404, rss: false, atom: false, json: false });
    }
    await db.execute(`update newswire_orders set status = 'published', published_at = ? where article_id = ?`, [
      new Date('2026-03-16T15:04:00Z'),
      id,
    ]);
    expect(await surfaces(permalink, title)).toMatchObject({ list: true, permalink: 200, rss: true, atom: true, json: true });
    const json = JSON.parse((await get('/newsroom/acme/feed.json')).body) as { items: Record<string, unknown>[] };
    expect(json.items[0]).toMatchObject({ title, date_published: '2026-03-16T15:04:00.000Z' });

    // Once live it stays live, even when another wire order of the article is placed later.
    await db.execute(`update newswire_orders set status = 'submitted', published_at = null where article_id = ?`, [id]);
    expect((await get(path(permalink))).statusCode).toBe(200);
  });

  it('pages the list, newest first, 20 to a page; unknown newsrooms, releases and pages are 404', async () => {
    clock.set('2026-03-16T15:30:00Z');
    const db = t.orm.em.fork().getConnection();
    for (let i = 0; i < 22; i += 1) {
      const at = new Date(Date.parse('2026-03-16T15:10:00Z') + i * 10_000);
      await db.execute(
        `insert into newsroom_releases (id, organization_id, slug, version, title, body, disclosures, requested_at, live_at)
         values (gen_random_uuid(), ?, ?, 1, ?, 'Body.', 'Disclosures.', ?, ?)`,
        [acme.organizationId, `older-${i}`, `Older release ${i}`, at, at],
      );
    }
    const first = (await get('/newsroom/acme')).body;
    expect(first.match(/<li>/g)).toHaveLength(20);
    expect(first.indexOf('Older release 21')).toBeLessThan(first.indexOf('Older release 20'));
    expect(first).toContain('href="http');
    expect(first).toContain('rel="next"');
    const second = (await get('/newsroom/acme?page=2')).body;
    expect(second.match(/<li>/g)).toHaveLength(24 - 20);
    expect(second).toContain('rel="prev"');
    expect((await get('/newsroom/acme?page=9')).statusCode).toBe(404);
    expect((await get('/newsroom/acme?page=abc')).statusCode).toBe(200);
    expect((await get('/newsroom/nobody-here')).statusCode).toBe(404);
    expect((await get('/newsroom/acme/no-such-release')).statusCode).toBe(404);
    expect((await get('/newsroom/acme/feed.xml')).statusCode).toBe(404);
    expect((await get('/newsroom/NOT%20A%20SLUG/feed.rss')).statusCode).toBe(404);
  });
});
