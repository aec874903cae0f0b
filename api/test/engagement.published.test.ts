// Engagement on real publications: the hosted page counts its visits, a post published to X (a local fake)
// has its metrics pulled with the issuer's stored credentials, and sandbox posts are never pulled.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeVendor, type FakeVendor } from '@issuerwire/plugin-sdk/testing';
import { callWithKey, generateArticle } from '../src/modules/publishing/publishing.testing';
import { REPO_ROOT } from '../src/plugins/load-plugins';
import { createPluginRegistry, discoverPlugins } from '../src/plugins/plugin-registry';
import { createTestApp, type TestApp } from './test-app';
import { createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';

const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const X_TOKEN = 'x-user-access-token-0123456789abcdef';

interface PublishAnswer {
  hostedUrl: string;
  publications: { id: string; platform: string; status: string; sandbox: boolean }[];
}

describe('engagement of published articles', () => {
  let x: FakeVendor;
  let t: TestApp;
  let issuer: Issuer;

  async function publish(platforms: string[]): Promise<{ articleId: string; campaignId: string; answer: PublishAnswer }> {
    const campaignId = await createCampaign(issuer);
    const articleId = await generateArticle(issuer, campaignId);
    const res = await callWithKey<PublishAnswer>(
      t,
      issuer.cookie,
      'POST',
      `/api/articles/${articleId}/publish`,
      { platforms },
      randomUUID(),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { articleId, campaignId, answer: res.body };
  }

  async function rows(articleId: string): Promise<{ platform: string; views: number; clicks: number; likes: number; shares: number }[]> {
    await t.services.engagement.ingest.flush();
    return t.orm.em
      .fork()
      .getConnection()
      .execute(`select platform, views, clicks, likes, shares from analytics where article_id = ? order by platform`, [articleId]);
  }

  beforeAll(async () => {
    let posted = 0;
    x = await startFakeVendor({
      'POST /2/tweets': (req) => ({
        status: 201,
        json: { data: { id: `18000000000000000${++posted}`, text: (req.json as { text: string }).text } },
      }),
      'GET /2/tweets/:id': (req) => ({
        json: {
          data: {
            id: req.params.id,
            public_metrics: { impression_count: 2400, like_count: 48, retweet_count: 9 },
            non_public_metrics: { url_link_clicks: 130 },
          },
        },
      }),
    });
    const plugins = createPluginRegistry(await discoverPlugins({ rootDir: REPO_ROOT }), {
      optionsById: { twitter: { clientId: 'TEST-x-app-client-id-0001', baseUrl: x.url } },
      http: { allowLoopback: { ports: [x.port] }, retryBaseDelayMs: 1, maxRetryDelayMs: 20 },
    });
    t = await createTestApp({ plugins });
    issuer = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'agency' });
  });
  afterAll(async () => {
    await t?.close();
    await x?.close();
  });

  it('counts one view per reader of the hosted page, not repeats, bots or prefetches', async () => {
    const { articleId, answer } = await publish(['medium']);
    const path = new URL(answer.hostedUrl).pathname;
    for (let i = 0; i < 3; i++) {
      expect(
        (await t.app.inject({ method: 'GET', url: path, headers: { 'user-agent': BROWSER }, remoteAddress: `198.18.0.${i + 1}` }))
          .statusCode,
      ).toBe(200);
    }
    // The first reader again: served, not counted.
    expect(
      (await t.app.inject({ method: 'GET', url: path, headers: { 'user-agent': BROWSER }, remoteAddress: '198.18.0.1' })).statusCode,
    ).toBe(200);
    await t.app.inject({ method: 'GET', url: `${path}?src=medium`, headers: { 'user-agent': BROWSER }, remoteAddress: '198.18.0.9' });
    await t.app.inject({ method: 'GET', url: path, headers: { 'user-agent': 'facebookexternalhit/1.1' } });
    await t.app.inject({ method: 'GET', url: path, headers: { 'user-agent': BROWSER, 'sec-purpose': 'prefetch' } });
    expect(await rows(articleId)).toEqual([
      { platform: 'web', views: 3, clicks: 0, likes: 0, shares: 0 },
      { platform: 'web:medium', views: 1, clicks: 0, likes: 0, shares: 0 },
    ]);
  });

  it("pulls X's metrics for a live post with the issuer's stored credentials, and never for a sandbox post", async () => {
    // Without a connected account the X post is a sandbox one: nothing to pull.
    const sandboxed = await publish(['twitter']);
    expect(sandboxed.answer.publications[0]).toMatchObject({ platform: 'twitter', sandbox: true });
    expect(await t.services.engagement.metrics!.pull(sandboxed.articleId)).toMatchObject({ stored: [], failed: [] });
    expect(x.requests.filter((r) => r.method === 'GET')).toHaveLength(0);

    expect(
      (await issuer.put('/api/platforms/twitter/connection', { credentials: { accessToken: X_TOKEN, username: 'apple' } })).status,
    ).toBe(200);
    const live = await publish(['twitter']);
    expect(live.answer.publications[0]).toMatchObject({ platform: 'twitter', status: 'published', sandbox: false });
    // Published a moment ago: due on every sweep (every 30 minutes for the first week).
    expect(await t.services.engagement.metrics!.dueArticles()).toContain(live.articleId);
    expect(await t.services.engagement.metrics!.dueArticles()).not.toContain(sandboxed.articleId);

    const outcome = await t.services.engagement.metrics!.pull(live.articleId);
    expect(outcome).toMatchObject({ stored: ['twitter'], failed: [] });
    const lookup = x.requests.find((r) => r.method === 'GET')!;
    expect(lookup.headers.authorization).toBe(`Bearer ${X_TOKEN}`);
    expect(await rows(live.articleId)).toEqual([{ platform: 'twitter', views: 2400, clicks: 130, likes: 48, shares: 9 }]);

    const engagement = await issuer.get<{ hasData: boolean; platforms: { twitter: Record<string, unknown> }; totalEngagement: number }>(
      `/api/engagement/${live.campaignId}`,
    );
    expect(engagement.body.hasData).toBe(true);
    expect(engagement.body.platforms.twitter).toEqual({ views: 2400, likes: 48, retweets: 9, clicks: 130, source: 'platform' });
    expect(engagement.body.totalEngagement).toBe(48 + 9 + 130);

    // After the first week: once a day (due while today has no row of X's yet); after 37 days: no more.
    const db = t.orm.em.fork().getConnection();
    const age = (days: number) =>
      db.execute(`update publications set published_at = now() - make_interval(days => ?) where article_id = ?`, [days, live.articleId]);
    await age(10);
    expect(await t.services.engagement.metrics!.dueArticles()).not.toContain(live.articleId);
    await db.execute(`delete from analytics where article_id = ? and platform = 'twitter'`, [live.articleId]);
    expect(await t.services.engagement.metrics!.dueArticles()).toContain(live.articleId);
    await age(40);
    expect(await t.services.engagement.metrics!.dueArticles()).not.toContain(live.articleId);
  });
});
