// Issue 42, point 5: an article names where readers meet it, so a partner need not build tracking URLs from
// our source: `publicUrls { page pixel }` over GraphQL and REST, absolute, from PUBLIC_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeVendor } from '@issuerwire/plugin-sdk/testing';
import { callWithKey, fakeVendorRegistry, generateArticle, startFakeMedium } from '../src/modules/publishing/publishing.testing';
import { createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';
import { createTestApp, type TestApp } from './test-app';

const PUBLIC_URL = 'https://app.issuerwire.test';
const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

interface PublicUrls {
  page: string | null;
  pixel: string;
}

describe('article publicUrls', () => {
  let t: TestApp;
  let medium: FakeVendor;
  let apple: Issuer;

  beforeAll(async () => {
    medium = await startFakeMedium();
    t = await createTestApp({ plugins: fakeVendorRegistry({ mediumUrl: medium.url }), env: { PUBLIC_URL } });
    apple = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'agency' });
  });
  afterAll(async () => {
    await t?.close();
    await medium?.close();
  });

  const restUrls = async (id: string) => {
    const res = await apple.get<{ publicUrls: PublicUrls }>(`/api/articles/${id}`);
    expect(res.status).toBe(200);
    return res.body.publicUrls;
  };
  const graphqlUrls = async (id: string) => {
    const res = await apple.graphql('query ($id: ID!) { article(id: $id) { publicUrls { page pixel } } }', { id });
    expect(res.errors).toBeUndefined();
    return (res.data!.article as { publicUrls: PublicUrls }).publicUrls;
  };

  async function views(articleId: string): Promise<number> {
    await t.services.engagement.ingest.flush();
    const rows = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ views: number }[]>('select coalesce(sum(views), 0)::int as views from analytics where article_id = ?', [articleId]);
    return Number(rows[0]!.views);
  }

  it('names the pixel (absolute) before publishing and no page yet; a GET of the pixel counts a view, a bot is not counted', async () => {
    const articleId = await generateArticle(apple, await createCampaign(apple, { companyName: 'Apple Inc.' }));
    const expected = { page: null, pixel: `${PUBLIC_URL}/t/v/${articleId}` };
    expect(await restUrls(articleId)).toEqual(expected);
    expect(await graphqlUrls(articleId)).toEqual(expected);
    const list = await apple.get<{ items: { id: string; publicUrls: PublicUrls }[] }>('/api/articles');
    expect(list.body.items.find((a) => a.id === articleId)?.publicUrls).toEqual(expected);

    const pixel = new URL(expected.pixel);
    const hit = (ua: string) =>
      t.app.inject({ method: 'GET', url: pixel.pathname, headers: { 'user-agent': ua }, remoteAddress: '203.0.113.9' });
    expect((await hit('curl/8.5.0')).statusCode).toBe(200);
    expect(await views(articleId)).toBe(0);
    const res = await hit(BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(await views(articleId)).toBe(1);
  });

  it('names the hosted page (absolute) once the article is published, and it serves the article', async () => {
    const articleId = await generateArticle(apple, await createCampaign(apple, { companyName: 'Apple Inc.' }));
    const published = await callWithKey<{ hostedUrl: string }>(
      t,
      apple.cookie,
      'POST',
      `/api/articles/${articleId}/publish`,
      { platforms: ['twitter'] },
      `public-urls-${articleId}`,
    );
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const urls = await restUrls(articleId);
    expect(urls.page).toMatch(new RegExp(`^${PUBLIC_URL}/p/[a-z0-9-]+$`));
    expect(urls.page).toBe(published.body.hostedUrl);
    expect(await graphqlUrls(articleId)).toEqual(urls);
    const page = await t.app.inject({ method: 'GET', url: new URL(urls.page!).pathname, headers: { 'user-agent': BROWSER } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Apple Inc.');
  });

  it("is another organization's article: 404, no addresses", async () => {
    const other = await createVerifiedIssuer(t, { ticker: 'MSFT', companyName: 'Microsoft Corporation' });
    const articleId = await generateArticle(apple, await createCampaign(apple, { companyName: 'Apple Inc.' }));
    const res = await other.get(`/api/articles/${articleId}`);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('/t/v/');
  });
});
