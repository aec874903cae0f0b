import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/lib/clock';
import { createTestApp, type TestApp } from './test-app';
import { countStatements } from './fixtures/sql-counter';
import { createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';

interface Stats {
  activeCampaigns: number;
  articlesPublished: number;
  totalEngagement: number;
  revenue: number;
  revenueCents: number;
  changes: { activeCampaigns: number | null; articlesPublished: number | null; totalEngagement: number | null; revenue: number | null };
  monthly: { current: Record<string, number>; previous: Record<string, number> };
  unreadNotifications: number;
}

const DASHBOARD_QUERY = `{
  dashboardStats { activeCampaigns articlesPublished totalEngagement revenue changes { activeCampaigns articlesPublished totalEngagement revenue } unreadNotifications }
  campaigns(first: 100) { totalCount nodes { id companyName ticker status sector budget createdAt title articleId articleStatus } }
  notifications { totalCount nodes { id kind } }
}`;

describe('dashboard stats: /api/stats', () => {
  let t: TestApp;
  let issuer: Issuer;
  let other: Issuer;

  async function sql<T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> {
    return t.orm.em.fork().getConnection().execute(query, params) as Promise<T[]>;
  }

  async function insertCampaign(
    organizationId: string,
    createdAt: string,
    status = 'draft',
    archivedAt: string | null = null,
  ): Promise<string> {
    const id = randomUUID();
    await sql(
      `insert into campaigns (id, organization_id, title, company_name, ticker, sector, tone, budget, status, created_at, updated_at, archived_at) values (?, ?, 'Old campaign', 'Apple Inc.', 'AAPL', 'technology', 'neutral', 'pro', ?, ?, ?, ?)`,
      [id, organizationId, status, createdAt, createdAt, archivedAt],
    );
    return id;
  }

  async function insertPublishedArticle(organizationId: string, campaignId: string, publishedAt: string): Promise<string> {
    const id = randomUUID();
    await sql(
      `insert into articles (id, campaign_id, organization_id, title, content, body, status, published_at, created_at, updated_at) values (?, ?, ?, 'Published', 'Text', 'Text', 'published', ?, ?, ?)`,
      [id, campaignId, organizationId, publishedAt, publishedAt, publishedAt],
    );
    return id;
  }

  async function insertAnalytics(
    organizationId: string,
    articleId: string,
    date: string,
    counts: { views: number; clicks: number; shares: number; likes: number; comments: number },
  ) {
    await sql(
      `insert into analytics (id, article_id, organization_id, platform, views, clicks, shares, likes, comments, date) values (?, ?, ?, 'twitter', ?, ?, ?, ?, ?, ?)`,
      [randomUUID(), articleId, organizationId, counts.views, counts.clicks, counts.shares, counts.likes, counts.comments, date],
    );
  }

  beforeAll(async () => {
    t = await createTestApp({ clock: new ManualClock(new Date('2026-03-16T12:00:00Z')) });
    issuer = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.' });
    other = await createVerifiedIssuer(t, { ticker: 'SHOP' });

    // This month: two campaigns through the API, one of them generated (billed $4,999 on its pro budget).
    const c1 = await createCampaign(issuer, { companyName: 'Apple Inc.' });
    const c2 = await createCampaign(issuer, { companyName: 'Apple Inc.' });
    expect((await issuer.post(`/api/campaigns/${c1}/generate-article`)).status).toBe(201);
    // Last month: one still active, one archived this month (active then), one archived last month, one failed.
    const c3 = await insertCampaign(issuer.organizationId, '2026-02-05T10:00:00Z');
    const c4 = await insertCampaign(issuer.organizationId, '2026-02-06T10:00:00Z', 'archived', '2026-03-02T10:00:00Z');
    await insertCampaign(issuer.organizationId, '2026-02-07T10:00:00Z', 'archived', '2026-02-20T10:00:00Z');
    await insertCampaign(issuer.organizationId, '2026-02-08T10:00:00Z', 'failed');
    // Published: one this month, two last month.
    const a2 = await insertPublishedArticle(issuer.organizationId, c2, '2026-03-03T09:00:00Z');
    const a3 = await insertPublishedArticle(issuer.organizationId, c3, '2026-02-10T09:00:00Z');
    await insertPublishedArticle(issuer.organizationId, c4, '2026-02-20T09:00:00Z');
    // Engagement (clicks + shares + likes + comments): 20 this month, 10 last month; views are not engagement.
    await insertAnalytics(issuer.organizationId, a2, '2026-03-05', { views: 1000, clicks: 10, shares: 3, likes: 5, comments: 2 });
    await insertAnalytics(issuer.organizationId, a3, '2026-02-15', { views: 500, clicks: 4, shares: 1, likes: 4, comments: 1 });
    // A newswire order billed last month.
    await sql(
      `insert into charges (id, organization_id, kind, amount_cents, reference, description, created_at, updated_at) values (?, ?, 'newswire', 199900, 'newswire:test-1', 'Newswire order', '2026-02-12T10:00:00Z', '2026-02-12T10:00:00Z')`,
      [randomUUID(), issuer.organizationId],
    );
  });
  afterAll(async () => t?.close());

  it('computes all four cards from the issuer’s data, revenue in dollars, changes against last month', async () => {
    const res = await issuer.get<Stats>('/api/stats');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      activeCampaigns: 3,
      articlesPublished: 3,
      totalEngagement: 30,
      revenue: 6998,
      revenueCents: 699_800,
      unreadNotifications: 1,
      changes: { activeCampaigns: 50, articlesPublished: -50, totalEngagement: 100, revenue: 150 },
      monthly: {
        current: { activeCampaigns: 3, articlesPublished: 1, totalEngagement: 20, revenueCents: 499_900 },
        previous: { activeCampaigns: 2, articlesPublished: 2, totalEngagement: 10, revenueCents: 199_900 },
      },
    });
  });

  it('shows nothing of another issuer, and null changes when last month was empty', async () => {
    const res = await other.get<Stats>('/api/stats');
    expect(res.body).toMatchObject({
      activeCampaigns: 0,
      articlesPublished: 0,
      totalEngagement: 0,
      revenue: 0,
      unreadNotifications: 0,
      changes: { activeCampaigns: null, articlesPublished: null, totalEngagement: null, revenue: null },
    });
  });

  it('counts unread notifications for the bell, and marks them read', async () => {
    const bell = await issuer.get<{ items: { id: string; kind: string; title: string }[]; unread: number }>('/api/notifications');
    expect(bell.body.unread).toBe(1);
    expect(bell.body.items[0]).toMatchObject({ kind: 'article.generated', title: 'Article generated' });
    // Another issuer cannot mark them.
    expect((await other.post('/api/notifications/read', { ids: [bell.body.items[0].id] })).body).toEqual({ unread: 0 });
    expect((await issuer.get<Stats>('/api/stats')).body.unreadNotifications).toBe(1);
    expect((await issuer.post('/api/notifications/read', { ids: [bell.body.items[0].id] })).body).toEqual({ unread: 0 });
    expect((await issuer.get<Stats>('/api/stats')).body.unreadNotifications).toBe(0);
    expect((await issuer.graphql('{ unreadNotificationCount }')).data).toEqual({ unreadNotificationCount: 0 });
  });

  it('answers the same figures over GraphQL', async () => {
    const res = await issuer.graphql(DASHBOARD_QUERY);
    expect(res.errors).toBeUndefined();
    expect(res.data?.dashboardStats).toEqual({
      activeCampaigns: 3,
      articlesPublished: 3,
      totalEngagement: 30,
      revenue: 6998,
      changes: { activeCampaigns: 50, articlesPublished: -50, totalEngagement: 100, revenue: 150 },
      unreadNotifications: 0,
    });
    // The list shows every campaign but the archived ones (the failed one too); the card counts active ones.
    expect((res.data?.campaigns as { totalCount: number }).totalCount).toBe(4);
  });

  it('issues the same number of SQL statements for the dashboard query with 10 and with 100 campaigns', async () => {
    const small = await createVerifiedIssuer(t, { ticker: 'MSFT' });
    const large = await createVerifiedIssuer(t, { ticker: 'NVDA' });
    for (const [who, n] of [
      [small, 10],
      [large, 100],
    ] as const) {
      const values = Array.from(
        { length: n },
        (_, i) =>
          `('${randomUUID()}', '${who.organizationId}', 'C${i}', 'Co', '${who.ticker}', 'technology', 'neutral', 'pro', now() - interval '${i} minutes')`,
      );
      await sql(
        `insert into campaigns (id, organization_id, title, company_name, ticker, sector, tone, budget, created_at) values ${values.join(', ')}`,
      );
      const some = await sql<{ id: string }>('select id from campaigns where organization_id = ? limit 5', [who.organizationId]);
      for (const c of some) await insertPublishedArticle(who.organizationId, c.id, '2026-03-01T00:00:00Z');
    }
    const run = (who: Issuer) => countStatements(t.orm, () => who.graphql(DASHBOARD_QUERY));
    await run(small); // warm caches (metadata, session touch)
    await run(large);
    const ten = await run(small);
    const hundred = await run(large);
    expect((ten.result.data?.campaigns as { nodes: unknown[] }).nodes).toHaveLength(10);
    expect((hundred.result.data?.campaigns as { nodes: unknown[] }).nodes).toHaveLength(100);
    expect(ten.statements.length).toBeGreaterThan(0);
    expect(hundred.statements.length).toBe(ten.statements.length);
  });
});
