// GET /api/engagement/{campaignId} (and GraphQL engagement): the spec's shape from stored data only, scoped
// to the owner; the Analytics screen's data and CSV; Refresh's rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { COMPARISON_LABEL } from '../src/modules/engagement/engagement.service';
import { createTestApp, type TestApp } from './test-app';
import { createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

interface Engagement {
  campaignId: string;
  articleId: string | null;
  articleTitle: string | null;
  publishedAt: string | null;
  hasData: boolean;
  platforms: {
    twitter: { views: number; likes: number; retweets: number; clicks: number; source: string };
    medium: { views: number; claps: number; clicks: number; source: string };
    substack: { opens: number; clicks: number; source: string };
    web: { views: number; clicks: number };
  };
  stockData: {
    ticker: string;
    currentPrice: number | null;
    changePercent: number | null;
    volume: number | null;
    currency: string | null;
    asOf: string | null;
    source: string | null;
  };
  totalEngagement: number;
  comparison: { label: string; percent: number; averageEngagement: number; campaignsCompared: number } | null;
  series: { date: string; platform: string; views: number; clicks: number; shares: number; likes: number; comments: number }[];
  updatedAt: string;
}

describe('engagement API', () => {
  let t: TestApp;
  let apple: Issuer;
  let msft: Issuer;

  async function campaignWithArticle(
    who: Issuer,
    overrides: Record<string, unknown> = {},
  ): Promise<{ campaignId: string; articleId: string; title: string }> {
    const campaignId = await createCampaign(who, overrides);
    const res = await who.post<{ article: { id: string; title: string } }>(`/api/campaigns/${campaignId}/generate-article`);
    expect(res.status).toBe(201);
    return { campaignId, articleId: res.body.article.id, title: res.body.article.title };
  }

  // Each visit and click from a reader of its own (a reader counts once per article per 30 minutes).
  let readers = 0;
  const reader = () => `198.18.${Math.floor(++readers / 250) % 250}.${readers % 250}`;

  async function visit(articleId: string, times: number, src?: string): Promise<void> {
    for (let i = 0; i < times; i++) {
      await t.app.inject({
        method: 'GET',
        url: `/t/v/${articleId}${src ? `?src=${src}` : ''}`,
        headers: { 'user-agent': BROWSER },
        remoteAddress: reader(),
      });
    }
  }

  async function click(articleId: string, url: string, times: number): Promise<void> {
    const link = (await t.services.engagement.trackedLink(articleId, url))!;
    for (let i = 0; i < times; i++)
      await t.app.inject({ method: 'GET', url: new URL(link).pathname, headers: { 'user-agent': BROWSER }, remoteAddress: reader() });
  }

  /** What a platform pull stores: the platform's own row for a day. */
  async function platformRow(
    articleId: string,
    organizationId: string,
    platform: string,
    date: string,
    counts: Partial<Record<'views' | 'clicks' | 'shares' | 'likes' | 'comments', number>>,
  ) {
    await t.orm.em
      .fork()
      .getConnection()
      .execute(
        `insert into analytics (id, article_id, organization_id, platform, views, clicks, shares, likes, comments, date) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          randomUUID(),
          articleId,
          organizationId,
          platform,
          counts.views ?? 0,
          counts.clicks ?? 0,
          counts.shares ?? 0,
          counts.likes ?? 0,
          counts.comments ?? 0,
          date,
        ],
      );
  }

  beforeAll(async () => {
    t = await createTestApp();
    apple = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.' });
    msft = await createVerifiedIssuer(t, { ticker: 'MSFT', companyName: 'Microsoft Corporation' });
  });
  afterAll(async () => t?.close());

  it('says so when nothing was measured yet: hasData false, zeros, no comparison, and the quote with its as-of time and source', async () => {
    const { campaignId, articleId, title } = await campaignWithArticle(apple);
    const res = await apple.get<Engagement>(`/api/engagement/${campaignId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      campaignId,
      articleId,
      articleTitle: title,
      publishedAt: null,
      hasData: false,
      totalEngagement: 0,
      comparison: null,
      series: [],
      platforms: {
        twitter: { views: 0, likes: 0, retweets: 0, clicks: 0, source: 'none' },
        medium: { views: 0, claps: 0, clicks: 0, source: 'none' },
        substack: { opens: 0, clicks: 0, source: 'none' },
        web: { views: 0, clicks: 0 },
      },
    });
    // The embedded market data: the dataset's last known values, saying so.
    const quote = await t.services.market.quote('AAPL');
    expect(quote).not.toBeNull();
    expect(res.body.stockData).toEqual({
      ticker: 'AAPL',
      currentPrice: quote!.price,
      changePercent: quote!.changePercent,
      volume: quote!.volume,
      currency: quote!.currency,
      asOf: quote!.asOf,
      source: 'embedded-dataset',
      // The bundled dataset is sample data with its date: never live, and no live plugin is configured.
      freshness: 'sample',
      live: false,
      liveSource: false,
    });
  });

  it('answers a campaign without an article yet with no article and no data', async () => {
    const campaignId = await createCampaign(apple);
    const res = await apple.get<Engagement>(`/api/engagement/${campaignId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ campaignId, articleId: null, articleTitle: null, hasData: false, totalEngagement: 0 });
  });

  it("answers 404 for another issuer's campaign and for unknown ids, 401 when signed out (REST and GraphQL)", async () => {
    const { campaignId } = await campaignWithArticle(apple);
    expect((await msft.get(`/api/engagement/${campaignId}`)).status).toBe(404);
    expect((await msft.get(`/api/engagement/${randomUUID()}`)).status).toBe(404);
    expect((await msft.get(`/api/engagement/not-an-id`)).status).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/engagement/${campaignId}` });
    expect(anonymous.statusCode).toBe(401);
    const gql = await msft.graphql(`query ($id: ID!) { engagement(campaignId: $id) { campaignId } }`, { id: campaignId });
    expect(gql.errors?.[0]?.extensions?.code).toBe('not_found');
    expect((await msft.post(`/api/engagement/${campaignId}/refresh`)).status).toBe(404);
  });

  it("reports measured figures per platform: the platform's own where it has them, else the hosted page's visits from its link", async () => {
    const { campaignId, articleId } = await campaignWithArticle(apple);
    await visit(articleId, 5);
    await visit(articleId, 3, 'medium');
    await visit(articleId, 2, 'substack');
    await visit(articleId, 4, 'twitter');
    await click(articleId, 'https://www.aapl.example/investors/', 2);
    await t.services.engagement.ingest.flush();
    // X's own metrics, as two daily rows of a pull.
    await platformRow(articleId, apple.organizationId, 'twitter', '2026-01-04', {
      views: 1000,
      likes: 20,
      shares: 5,
      clicks: 30,
      comments: 1,
    });
    await platformRow(articleId, apple.organizationId, 'twitter', '2026-01-05', { views: 500, likes: 10, shares: 1, clicks: 12 });

    const res = await apple.get<Engagement>(`/api/engagement/${campaignId}`);
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body.hasData).toBe(true);
    expect(body.platforms).toEqual({
      twitter: { views: 1500, likes: 30, retweets: 6, clicks: 42, source: 'platform' },
      medium: { views: 3, claps: 0, clicks: 0, source: 'hosted-page' },
      substack: { opens: 2, clicks: 0, source: 'hosted-page' },
      web: { views: 14, clicks: 2 },
    });
    // The dashboard's definition: clicks + shares + likes + comments over every row (views are reach).
    expect(body.totalEngagement).toBe(2 + (30 + 5 + 20 + 1) + (12 + 1 + 10));
    expect(body.series).toContainEqual({
      date: '2026-01-04',
      platform: 'twitter',
      views: 1000,
      clicks: 30,
      shares: 5,
      likes: 20,
      comments: 1,
    });
    expect(body.series.filter((p) => p.platform === 'web').reduce((n, p) => n + p.views, 0)).toBe(5);

    // The same number the dashboard's Total Engagement card adds up for this issuer.
    const stats = await apple.get<{ totalEngagement: number }>('/api/stats');
    const all = await Promise.all(
      (await apple.get<{ id: string }[]>('/api/campaigns')).body.map(
        async (c) => (await apple.get<Engagement>(`/api/engagement/${c.id}`)).body.totalEngagement,
      ),
    );
    expect(stats.body.totalEngagement).toBe(all.reduce((a, b) => a + b, 0));

    const gql = await apple.graphql(
      `query ($id: ID!) { engagement(campaignId: $id) { campaignId hasData totalEngagement platforms { twitter { views likes retweets clicks source } medium { views claps clicks } substack { opens clicks } web { views clicks } } stockData { ticker currentPrice volume source asOf } } }`,
      { id: campaignId },
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.engagement).toMatchObject({
      campaignId,
      hasData: true,
      totalEngagement: body.totalEngagement,
      platforms: {
        twitter: { views: 1500, retweets: 6, source: 'PLATFORM' },
        medium: { views: 3 },
        substack: { opens: 2 },
        web: { views: 14, clicks: 2 },
      },
      stockData: { ticker: 'AAPL', source: 'embedded-dataset' },
    });
  });

  it("compares a campaign with the issuer's own other campaigns, labelled as such, once there are two with data", async () => {
    const issuer = await createVerifiedIssuer(t, { ticker: 'NVDA' });
    const first = await campaignWithArticle(issuer);
    await click(first.articleId, 'https://www.nvda.example/investors/', 10);
    await t.services.engagement.ingest.flush();
    expect((await issuer.get<Engagement>(`/api/engagement/${first.campaignId}`)).body.comparison).toBeNull();

    const second = await campaignWithArticle(issuer);
    await click(second.articleId, 'https://www.nvda.example/investors/', 15);
    const third = await campaignWithArticle(issuer);
    await click(third.articleId, 'https://www.nvda.example/investors/', 5);
    await t.services.engagement.ingest.flush();
    const res = await issuer.get<Engagement>(`/api/engagement/${second.campaignId}`);
    // 15 against the average of 10 and 5 (7.5): 100% above.
    expect(res.body.comparison).toEqual({ label: COMPARISON_LABEL, percent: 100, averageEngagement: 7.5, campaignsCompared: 2 });
    const below = await issuer.get<Engagement>(`/api/engagement/${third.campaignId}`);
    // 5 against 12.5: 60% below.
    expect(below.body.comparison).toMatchObject({ percent: -60, campaignsCompared: 2 });
  });

  it('limits Refresh to once a minute per campaign', async () => {
    const { campaignId } = await campaignWithArticle(apple);
    const first = await apple.post<{ queued: boolean; message: string }>(`/api/engagement/${campaignId}/refresh`);
    expect(first.status).toBe(202);
    expect(first.body.message).toEqual(expect.any(String));
    const again = await apple.post<{ code: string; retryAfterSeconds: number }>(`/api/engagement/${campaignId}/refresh`);
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('rate_limited');
    expect(again.body.retryAfterSeconds).toBeGreaterThan(0);
    expect(again.body.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another campaign is not held back.
    const other = await campaignWithArticle(apple);
    expect((await apple.post(`/api/engagement/${other.campaignId}/refresh`)).status).toBe(202);

    // GraphQL: the answer under result; the limit and another issuer's campaign stay errors with their code.
    const REFRESH = `mutation ($id: ID!) { refreshEngagement(input: { campaignId: $id }) { result { queued message } userErrors { field } } }`;
    const third = await campaignWithArticle(apple);
    const gql = await apple.graphql(REFRESH, { id: third.campaignId });
    expect(gql.errors).toBeUndefined();
    expect(gql.data?.refreshEngagement).toEqual({ result: { queued: expect.any(Boolean), message: expect.any(String) }, userErrors: [] });
    expect((await apple.graphql(REFRESH, { id: third.campaignId })).errors?.[0]?.extensions?.code).toBe('rate_limited');
    expect((await msft.graphql(REFRESH, { id: third.campaignId })).errors?.[0]?.extensions?.code).toBe('not_found');
  });

  describe('Analytics screen', () => {
    let issuer: Issuer;
    let a: { campaignId: string; articleId: string };
    let b: { campaignId: string; articleId: string };
    const today = new Date().toISOString().slice(0, 10);
    // Before the default 30-day range, inside the longest one (366 days).
    const earlier = new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 10);

    beforeAll(async () => {
      issuer = await createVerifiedIssuer(t, { ticker: 'SHOP', companyName: 'Shopify Inc.' });
      a = await campaignWithArticle(issuer, { title: 'Q3 "record", results' });
      b = await campaignWithArticle(issuer, { title: '=HYPERLINK("http://evil.example")' });
      await visit(a.articleId, 4);
      await visit(a.articleId, 2, 'twitter');
      await visit(b.articleId, 1);
      await click(b.articleId, 'https://www.shop.example/investors/', 3);
      await t.services.engagement.ingest.flush();
      await platformRow(a.articleId, issuer.organizationId, 'twitter', earlier, { views: 999, clicks: 9 });
    });

    it("answers views and clicks per day, campaign and platform in the range (the last 30 days by default), only the issuer's own", async () => {
      const res = await issuer.get<{ from: string; to: string; rows: Record<string, unknown>[]; newswireOrders: unknown[] }>(
        '/api/analytics',
      );
      expect(res.status).toBe(200);
      expect(res.body.to).toBe(today);
      expect(Date.parse(res.body.to) - Date.parse(res.body.from)).toBe(29 * 86_400_000);
      expect(res.body.rows).toHaveLength(3);
      expect(res.body.rows).toContainEqual(
        expect.objectContaining({ date: today, campaignId: a.campaignId, platform: 'web', label: 'Hosted page', views: 4, clicks: 0 }),
      );
      expect(res.body.rows).toContainEqual(
        expect.objectContaining({ campaignId: a.campaignId, platform: 'web:twitter', label: 'Hosted page, from X (Twitter)', views: 2 }),
      );
      expect(res.body.rows).toContainEqual(expect.objectContaining({ campaignId: b.campaignId, platform: 'web', views: 1, clicks: 3 }));
      expect(Array.isArray(res.body.newswireOrders)).toBe(true);
      // The old X row is outside the default range; a wider one includes it.
      const wide = await issuer.get<{ rows: { date: string; views: number }[] }>(`/api/analytics?from=${earlier}&to=${today}`);
      expect(wide.body.rows).toContainEqual(
        expect.objectContaining({ date: earlier, views: 999, platform: 'twitter', label: 'X (Twitter)' }),
      );
      const one = await issuer.get<{ rows: { campaignId: string }[] }>(`/api/analytics?campaignId=${b.campaignId}`);
      expect(one.body.rows.every((r) => r.campaignId === b.campaignId)).toBe(true);
      expect((await apple.get(`/api/analytics?campaignId=${b.campaignId}`)).status).toBe(404);
      const others = await apple.get<{ rows: { campaignId: string }[] }>('/api/analytics');
      expect(others.body.rows.some((r) => r.campaignId === a.campaignId || r.campaignId === b.campaignId)).toBe(false);
    });

    it('validates the range', async () => {
      expect((await issuer.get('/api/analytics?from=2026-02-30')).status).toBe(400);
      expect((await issuer.get('/api/analytics?from=yesterday')).status).toBe(400);
      expect((await issuer.get('/api/analytics?from=2026-03-02&to=2026-03-01')).status).toBe(400);
      expect((await issuer.get('/api/analytics?from=2020-01-01&to=2026-01-01')).status).toBe(400);
      expect((await t.app.inject({ method: 'GET', url: '/api/analytics' })).statusCode).toBe(401);
    });

    it('exports the rows as CSV with a header row, quoting and formula-safe cells', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/analytics/export.csv?from=${earlier}&to=${today}`,
        headers: { cookie: `iw_session=${issuer.cookie}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="issuerwire-analytics-${earlier}-to-${today}.csv"`);
      const lines = res.body.trimEnd().split('\r\n');
      expect(lines[0]).toBe('date,campaign_id,campaign,ticker,platform,views,clicks,shares,likes,comments');
      expect(lines).toHaveLength(5);
      expect(lines).toContain(`${earlier},${a.campaignId},"Q3 ""record"", results",SHOP,X (Twitter),999,9,0,0,0`);
      expect(lines).toContain(`${today},${b.campaignId},"'=HYPERLINK(""http://evil.example"")",SHOP,Hosted page,1,3,0,0,0`);
    });

    it("exports a range longer than the screen shows (streamed a week at a time), in the screen's order", async () => {
      const day = (d: number) => new Date(Date.parse(`${today}T00:00:00Z`) - d * 86_400_000).toISOString().slice(0, 10);
      const csv = async (from: string) =>
        t.app.inject({
          method: 'GET',
          url: `/api/analytics/export.csv?from=${from}&to=${today}`,
          headers: { cookie: `iw_session=${issuer.cookie}` },
        });
      // Two years and a day: past the screen's 366 days, and dozens of the export's week-long windows.
      const long = await csv(day(731));
      expect(long.statusCode).toBe(200);
      const screen = await issuer.get<{ rows: { date: string; campaignId: string; views: number }[] }>(
        `/api/analytics?from=${earlier}&to=${today}`,
      );
      const exported = long.body
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',').slice(0, 2).join(','));
      expect(exported).toEqual(screen.body.rows.map((r) => `${r.date},${r.campaignId}`));
      const tooLong = await csv(day(1_096));
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toMatchObject({ code: 'invalid_input', message: 'Choose a range of at most 1096 days' });
    });

    it('exports thousands of rows (written in many chunks) each once, in the screen order, under the right campaign', async () => {
      const day = (d: number) => new Date(Date.parse(`${today}T00:00:00Z`) - d * 86_400_000).toISOString().slice(0, 10);
      const big = await createVerifiedIssuer(t, { ticker: 'INTC', companyName: 'Intel Corporation' });
      const yearly = await campaignWithArticle(big, { title: 'Résultats annuels — « record »' });
      const late = await campaignWithArticle(big, { title: 'Late' });
      // A year of rows on five platforms (about 240 KB of CSV), and a campaign first seen in the last window.
      await t.orm.em
        .fork()
        .getConnection()
        .execute(
          `insert into analytics (id, article_id, organization_id, platform, views, clicks, shares, likes, comments, date)
           select gen_random_uuid(), ?, ?, p, d, d % 7, 0, 0, 0, ?::date - d
           from unnest(array['twitter', 'medium', 'substack', 'web', 'web:twitter']) p cross join generate_series(1, 365) d`,
          [yearly.articleId, big.organizationId, today],
        );
      await platformRow(late.articleId, big.organizationId, 'web', today, { views: 5 });
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/analytics/export.csv?from=${day(365)}&to=${today}`,
        headers: { cookie: `iw_session=${big.cookie}` },
      });
      expect(res.statusCode).toBe(200);
      const lines = res.body.trimEnd().split('\r\n').slice(1);
      expect(lines).toHaveLength(5 * 365 + 1);
      expect(lines).toContain(`${day(1)},${yearly.campaignId},Résultats annuels — « record »,INTC,Medium,1,1,0,0,0`);
      expect(lines.at(-1)).toBe(`${today},${late.campaignId},Late,INTC,Hosted page,5,0,0,0,0`);
      const screen = await big.get<{ rows: { date: string; campaignId: string; label: string }[] }>(
        `/api/analytics?from=${day(365)}&to=${today}`,
      );
      expect(lines.map((line) => line.split(',').slice(0, 2).join(','))).toEqual(screen.body.rows.map((r) => `${r.date},${r.campaignId}`));
    });
  });
});
