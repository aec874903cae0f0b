import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeVendor } from '@issuerwire/plugin-sdk/testing';
import {
  callWithKey,
  fakeVendorRegistry,
  generateArticle,
  MEDIUM_TOKEN,
  startFakeMedium,
} from '../src/modules/publishing/publishing.testing';
import { createTestApp, type TestApp } from './test-app';
import { createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';

const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

interface PublishAnswer {
  hostedUrl: string;
  publications: { id: string; status: string }[];
}

describe('the hosted article page /p/<slug>', () => {
  let t: TestApp;
  let medium: FakeVendor;
  let apple: Issuer;

  const page = (path: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url: path });
  async function publishedArticle(
    platforms: string[],
    title?: string,
    scheduledFor?: string,
  ): Promise<{ articleId: string; path: string; answer: PublishAnswer }> {
    const articleId = await generateArticle(apple, await createCampaign(apple, { companyName: 'Apple Inc.' }));
    if (title) {
      const current = (await apple.get<{ content: string }>(`/api/articles/${articleId}`)).body;
      expect((await apple.put(`/api/articles/${articleId}`, { title, content: current.content })).status).toBe(200);
    }
    const res = await callWithKey<PublishAnswer>(
      t,
      apple.cookie,
      'POST',
      `/api/articles/${articleId}/publish`,
      { platforms, ...(scheduledFor ? { scheduledFor } : {}) },
      `hosted-${articleId}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { articleId, path: new URL(res.body.hostedUrl).pathname, answer: res.body };
  }

  beforeAll(async () => {
    medium = await startFakeMedium();
    // The job queue runs so that an article can be scheduled (it never fires here: the time is days away).
    t = await createTestApp({ plugins: fakeVendorRegistry({ mediumUrl: medium.url }), jobs: true });
    apple = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'agency' });
  });
  afterAll(async () => {
    await t?.close();
    await medium?.close();
  });

  it('serves the published article with its disclosures, issuer, ticker, date and canonical link, under a strict CSP with no script', async () => {
    const { articleId, path, answer } = await publishedArticle(['twitter']);
    const article = (await apple.get<{ title: string; body: string; disclosures: string }>(`/api/articles/${articleId}`)).body;
    const res = await page(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.body).not.toMatch(/<script/i);
    expect(res.body).toContain(`<link rel="canonical" href="${answer.hostedUrl}">`);
    expect(res.body).toContain('Apple Inc. (NASDAQ: AAPL)');
    expect(res.body).toContain('<h2 id="disclosures">Disclosures</h2>');
    for (const line of article.disclosures.split('\n\n')) expect(res.body).toContain(line.split(':')[0]);
    expect(res.body).toContain('It is not investment advice');
    // The same true statements as the article: what was charged under which plan, and what wrote it (issue 37 point 4, issue 38 item 5).
    expect(res.body).toMatch(
      /through its \w+ subscription to IssuerWire \(\$[\d,]+ a month, \d+ articles a month included\); IssuerWire made no separate charge for this content/,
    );
    expect(res.body).toContain('drafted by automated writing software from facts supplied by the issuer');
    expect(res.body).not.toMatch(/in cash|written with AI assistance/);
    expect(res.body).toMatch(/<time datetime="\d{4}-\d{2}-\d{2}T/);
    // Published only in sandbox: shown as such, kept out of search engines.
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(res.body).toMatch(/published in sandbox mode/);
    expect((await page(path, 'HEAD')).statusCode).toBe(200);
  });

  it('a real post makes it indexable and links it through a counted /r/<id> redirect; the slug comes from the title', async () => {
    expect((await apple.put('/api/platforms/medium/connection', { credentials: { integrationToken: MEDIUM_TOKEN } })).status).toBe(200);
    const { articleId, path } = await publishedArticle(['medium'], 'Apple <b>Q3</b> update & outlook');
    expect(path).toMatch(/^\/p\/apple-b-q3-b-update-outlook-[a-z0-9]{8}$/);
    const res = await page(path);
    expect(res.body).not.toContain('noindex');
    expect(res.body).toContain('<h1>Apple &lt;b&gt;Q3&lt;/b&gt; update &amp; outlook</h1>');
    // The post's own address never appears: the link goes through the click counter, which leads there.
    expect(res.body).not.toMatch(/href="https:\/\/medium\.com/);
    const link = /Also on <a href="([^"]+)" rel="noopener">Medium<\/a>/.exec(res.body)?.[1];
    expect(link).toMatch(new RegExp(`^${t.config.publicUrl}/r/[A-Za-z0-9_-]{8,16}$`));
    // The same page keeps the same link on every visit.
    expect((await page(path)).body).toContain(`href="${link}"`);

    const click = await t.app.inject({ method: 'GET', url: new URL(link!).pathname, headers: { 'user-agent': BROWSER } });
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toMatch(/^https:\/\/medium\.com\/@issuer\/post-\d+$/);
    await t.services.engagement.ingest.flush();
    const [counted] = await t.orm.em
      .fork()
      .getConnection()
      .execute(`select coalesce(sum(clicks), 0)::int as clicks from analytics where article_id = ?`, [articleId]);
    expect(counted.clicks).toBe(1);
  });

  it('shows a new post on the next visit (a rendered page is reused only while what it shows is unchanged)', async () => {
    // X is not connected: sandbox only, so the page says so and stays out of search engines.
    const other = await createVerifiedIssuer(t, { ticker: 'MSFT', companyName: 'Microsoft Corporation', plan: 'agency' });
    const articleId = await generateArticle(other, await createCampaign(other, { companyName: 'Microsoft Corporation' }));
    const first = await callWithKey<PublishAnswer>(
      t,
      other.cookie,
      'POST',
      `/api/articles/${articleId}/publish`,
      { platforms: ['twitter'] },
      `hosted-a-${articleId}`,
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const path = new URL(first.body.hostedUrl).pathname;
    expect((await page(path)).body).toContain('noindex');
    expect((await page(path)).body).not.toContain('Also on');

    expect((await other.put('/api/platforms/medium/connection', { credentials: { integrationToken: MEDIUM_TOKEN } })).status).toBe(200);
    const second = await callWithKey<PublishAnswer>(
      t,
      other.cookie,
      'POST',
      `/api/articles/${articleId}/publish`,
      { platforms: ['medium'] },
      `hosted-b-${articleId}`,
    );
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const after = (await page(path)).body;
    expect(after).toContain('Also on');
    expect(after).not.toContain('noindex');
  });

  it('answers a 404 page for an unknown slug, and stops serving an article whose publications were all cancelled', async () => {
    const missing = await page('/p/no-such-article-00000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/html/);
    expect(missing.body).toContain('Page Not Found');
    expect((await page('/p/%3Cscript%3E')).statusCode).toBe(404);

    // Substack without an account runs in sandbox (published at once); with one it waits for the issuer: pending keeps the page up.
    expect(
      (await apple.put('/api/platforms/substack/connection', { credentials: { publicationUrl: 'https://apple-ir.substack.com' } })).status,
    ).toBe(200);
    const { path, answer } = await publishedArticle(['substack']);
    expect(answer.publications[0].status).toBe('pending');
    expect((await page(path)).statusCode).toBe(200);
    expect((await apple.post(`/api/publications/${answer.publications[0].id}/cancel`)).status).toBe(200);
    expect((await page(path)).statusCode).toBe(404);
  });

  it('says when a scheduled article will be live instead of answering 404, and shows none of it before then', async () => {
    const at = new Date(Date.now() + 2 * 86_400_000);
    at.setUTCHours(14, 30, 0, 0);
    const { articleId, path, answer } = await publishedArticle(['twitter'], 'Apple announces record services quarter', at.toISOString());
    expect(answer.publications[0].status).toBe('scheduled');
    const res = await t.app.inject({ method: 'GET', url: path, headers: { 'user-agent': BROWSER } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('This article is not published yet');
    expect(res.body).toContain(`<time datetime="${at.toISOString()}">`);
    expect(res.body).toContain('14:30');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    // The content stays unpublished until its time: not even the title.
    expect(res.body).not.toContain('record services quarter');
    expect(res.body).not.toContain('Disclosures');
    // A visit before the release is not a reader of the article.
    await t.services.engagement.ingest.flush();
    const [counted] = await t.orm.em
      .fork()
      .getConnection()
      .execute(`select coalesce(sum(views), 0)::int as views from analytics where article_id = ?`, [articleId]);
    expect(counted.views).toBe(0);
  });

  it('carries the favicon on every hosted page', async () => {
    const { path } = await publishedArticle(['twitter']);
    expect((await page(path)).body).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
    expect((await page('/p/no-such-article-00000000')).body).toContain('<link rel="icon"');
  });
});
