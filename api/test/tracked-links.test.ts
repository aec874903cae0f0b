// Issue 12, point 10: tracked links (`/r/<id>`, a redirect under our domain) go only where the issuer may
// send readers: the verified domain, the connected platforms' own hosts, and links the issuer confirmed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callWithKey, generateArticle } from '../src/modules/publishing/publishing.testing';
import { createTestApp, type TestApp } from './test-app';
import { campaignBody, createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';

const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

const LINKS = {
  verified: 'https://investors.northwind-trading.co.uk/q3-results',
  platform: 'https://northwind.substack.com/p/q3',
  otherSubstack: 'https://evil.substack.com/p/q3',
  confirmed: 'https://deck.partner-bank.example.org/northwind-q3.pdf',
  website: 'https://evil.example/phish',
  filing: 'https://www.sec.gov/edgar/search/',
  foreign: 'https://unconfirmed.example.net/page',
};

describe('tracked links go only where the issuer may send readers', () => {
  let t: TestApp;
  let issuer: Issuer;
  let path: string;
  let campaignId: string;
  let articleId: string;

  const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER } });
  const hrefs = (html: string) => [...html.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

  beforeAll(async () => {
    t = await createTestApp();
    issuer = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'agency' });
    // What KYC keeps on a verified account: the website whose domain the official email matched.
    await t.orm.em
      .fork()
      .getConnection()
      .execute('update organizations set website = ? where id = ?', ['https://www.northwind-trading.co.uk', issuer.organizationId]);
    expect(
      (await issuer.put('/api/platforms/substack/connection', { credentials: { publicationUrl: 'https://northwind.substack.com' } }))
        .status,
    ).toBe(200);

    // The campaign's website is the attacker's; one link is confirmed on purpose.
    campaignId = await createCampaign(issuer, { companyName: 'Apple Inc.', website: LINKS.website, confirmedLinks: [LINKS.confirmed] });
    articleId = await generateArticle(issuer, campaignId);
    const current = (await issuer.get<{ title: string; content: string }>(`/api/articles/${articleId}`)).body;
    const links = Object.entries(LINKS)
      .map(([name, url]) => `[${name}](${url})`)
      .join(', ');
    const edited = await issuer.put(`/api/articles/${articleId}`, {
      title: current.title,
      content: `${current.content}\n\nRead more: ${links}.`,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const published = await callWithKey<{ hostedUrl: string }>(
      t,
      issuer.cookie,
      'POST',
      `/api/articles/${articleId}/publish`,
      { platforms: ['twitter'] },
      `links-${articleId}`,
    );
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    path = new URL(published.body.hostedUrl).pathname;
  });
  afterAll(async () => t?.close());

  it('rewrites links to the verified domain, the connected platform and the confirmed link, and /r/<id> leads there', async () => {
    const res = await page(path);
    expect(res.statusCode).toBe(200);
    const links = hrefs(res.body);
    const tracked = links.filter((h) => h.startsWith(`${t.config.publicUrl}/r/`));
    expect(tracked).toHaveLength(3);
    const targets: string[] = [];
    for (const link of tracked) {
      const click = await page(new URL(link).pathname);
      expect(click.statusCode).toBe(302);
      targets.push(String(click.headers.location));
    }
    expect(targets.sort()).toEqual([LINKS.confirmed, LINKS.verified, LINKS.platform].sort());
    for (const url of [LINKS.verified, LINKS.platform, LINKS.confirmed]) expect(links).not.toContain(url);
  });

  it("leaves every other link as written: the campaign's website, another Substack, a filing site, an unconfirmed site", async () => {
    const links = hrefs((await page(path)).body);
    for (const url of [LINKS.website, LINKS.otherSubstack, LINKS.filing, LINKS.foreign]) expect(links, url).toContain(url);
    expect(await t.orm.em.fork().getConnection().execute(`select target_url from tracked_links where target_url like '%evil%'`)).toEqual(
      [],
    );
  });

  it('never redirects a stored link whose target is no longer allowed: the link is not found', async () => {
    await t.orm.em
      .fork()
      .getConnection()
      .execute(`insert into tracked_links (id, article_id, target_url) values ('legacyEvil01', ?, ?)`, [articleId, LINKS.website]);
    const res = await page('/r/legacyEvil01');
    expect(res.statusCode).toBe(404);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toContain('Link not found');
  });

  it('refuses a campaign website that is not an https URL (400 with the field), on create and update', async () => {
    for (const website of [
      'javascript:alert(document.cookie)',
      'http://northwind-trading.co.uk',
      'https://user:pw@evil.example',
      'localhost',
    ]) {
      const res = await issuer.post<{ code: string; message: string; fields?: Record<string, string> }>(
        '/api/campaigns',
        campaignBody('AAPL', { website }),
      );
      expect(res.status, website).toBe(400);
      expect(res.body.code).toBe('invalid_input');
      expect(res.body.fields?.website).toBe('Valid https website URL is required');
    }
    const update = await issuer.put<{ fields?: Record<string, string> }>(
      `/api/campaigns/${campaignId}`,
      campaignBody('AAPL', { website: 'http://evil.example' }),
    );
    expect(update.status).toBe(400);
    expect(update.body.fields?.website).toBe('Valid https website URL is required');
    const bad = await issuer.post<{ fields?: Record<string, string> }>(
      '/api/campaigns',
      campaignBody('AAPL', { confirmedLinks: ['http://partner.example.org/'] }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.['confirmedLinks.0'] ?? bad.body.fields?.confirmedLinks).toBe('Each confirmed link must be a valid https URL');
    // A website typed without its scheme is an https address.
    const bare = await issuer.post<{ id: string; website: string }>(
      '/api/campaigns',
      campaignBody('AAPL', { website: 'northwind-trading.co.uk' }),
    );
    expect(bare.status).toBe(201);
    expect(bare.body.website).toBe('https://northwind-trading.co.uk');
  });

  it('keeps loading a campaign stored with an old non-https website, and keeps its confirmed links when an update leaves them out', async () => {
    const id = await createCampaign(issuer, { confirmedLinks: [LINKS.confirmed] });
    await t.orm.em.fork().getConnection().execute('update campaigns set website = ? where id = ?', ['http://legacy.example', id]);
    const read = await issuer.get<{ website: string; confirmedLinks: string[] }>(`/api/campaigns/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ website: 'http://legacy.example', confirmedLinks: [LINKS.confirmed] });
    expect((await issuer.get('/api/campaigns')).status).toBe(200);
    const updated = await issuer.put<{ website: string; confirmedLinks: string[] }>(
      `/api/campaigns/${id}`,
      campaignBody('AAPL', { website: 'https://northwind-trading.co.uk/ir' }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ website: 'https://northwind-trading.co.uk/ir', confirmedLinks: [LINKS.confirmed] });
  });
});
