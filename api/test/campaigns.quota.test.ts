import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/lib/clock';
import { createTestApp, type TestApp } from './test-app';
import { createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';

const BASIC_MESSAGE = "This article is beyond your Basic plan's 4 this month: $500 will be charged. Confirm the charge to generate it.";

describe('plans and monthly quotas', () => {
  let t: TestApp;
  let basic: Issuer;
  const campaigns: string[] = [];
  const articles: string[] = [];

  async function sql<T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> {
    return t.orm.em.fork().getConnection().execute(query, params) as Promise<T[]>;
  }

  beforeAll(async () => {
    t = await createTestApp({ clock: new ManualClock(new Date('2026-03-16T12:00:00Z')) });
    basic = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'basic' });
    for (let i = 0; i < 6; i++)
      campaigns.push(await createCampaign(basic, { companyName: 'Apple Inc.', budget: 'basic', title: `Campaign ${i}` }));
  });
  afterAll(async () => t?.close());

  it('lets a Basic plan generate 4 articles this month', async () => {
    for (let i = 0; i < 4; i++) {
      const res = await basic.post<{ article: { id: string }; summary: { quota: { used: number; remaining: number } } }>(
        `/api/campaigns/${campaigns[i]}/generate-article`,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.summary.quota).toMatchObject({ used: i + 1, remaining: 3 - i });
      articles.push(res.body.article.id);
    }
    expect((await basic.get('/api/plan')).body).toMatchObject({
      plan: 'basic',
      name: 'Basic',
      limit: 4,
      used: 4,
      remaining: 0,
      upgradeTo: 'pro',
      priceCents: 199_900,
    });
  });

  it('refuses the fifth without confirmation of its price (402), with the plan to upgrade to; nothing is saved', async () => {
    const res = await basic.post(`/api/campaigns/${campaigns[4]}/generate-article`);
    expect(res.status).toBe(402);
    expect(res.body).toEqual({
      code: 'overage_confirmation_required',
      message: BASIC_MESSAGE,
      plan: 'basic',
      limit: 4,
      used: 4,
      overageCents: 50_000,
      currency: 'USD',
      upgradeTo: 'pro',
    });
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from articles where campaign_id = ?', [campaigns[4]]);
    expect(n).toBe(0);
    const [{ charges }] = await sql<{ charges: number }>('select count(*)::int as charges from charges where organization_id = ?', [
      basic.organizationId,
    ]);
    expect(charges).toBe(5); // the month's subscription and the four included articles
    expect((await basic.get(`/api/campaigns/${campaigns[4]}`)).body.status).toBe('draft');
  });

  it('still allows regenerating an existing article at the quota (regenerations do not count; each is audited)', async () => {
    const res = await basic.post(`/api/articles/${articles[0]}/regenerate`);
    expect(res.status).toBe(200);
    expect((await basic.get('/api/plan')).body.used).toBe(4);
  });

  it('the same refusal over GraphQL carries the numbers in extensions', async () => {
    const res = await basic.graphql(`mutation ($id: ID!) { generateArticle(input: { campaignId: $id }) { result { article { id } } } }`, {
      id: campaigns[4],
    });
    expect(res.errors?.[0].message).toBe(BASIC_MESSAGE);
    expect(res.errors?.[0].extensions).toMatchObject({
      code: 'overage_confirmation_required',
      plan: 'basic',
      limit: 4,
      used: 4,
      upgradeTo: 'pro',
    });
  });

  it('upgrading records and audits the change, and the fifth article goes through', async () => {
    const res = await basic.post('/api/plan', { plan: 'pro' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ plan: 'pro', limit: 12, used: 4, remaining: 8, changed: true, upgradeTo: 'agency' });
    const [audit] = await sql<{ action: string; details: { from: string; to: string } }>(
      `select action, details from audit_log where organization_id = ? and action = 'plan.changed'`,
      [basic.organizationId],
    );
    expect(audit.details).toMatchObject({ from: 'basic', to: 'pro' });
    const [user] = await sql<{ plan: string }>('select plan from organizations where id = ?', [basic.organizationId]);
    expect(user.plan).toBe('pro');
    expect((await basic.post(`/api/campaigns/${campaigns[4]}/generate-article`)).status).toBe(201);
    const same = await basic.post('/api/plan', { plan: 'pro' });
    expect(same.body.changed).toBe(false);
    const [{ n }] = await sql<{ n: number }>(
      `select count(*)::int as n from audit_log where organization_id = ? and action = 'plan.changed'`,
      [basic.organizationId],
    );
    expect(n).toBe(1);
  });

  it('changes plan over GraphQL too, and refuses an unknown plan', async () => {
    const res = await basic.graphql(
      `mutation { changePlan(input: { plan: AGENCY }) { planUsage { plan limit changed } userErrors { field } } }`,
    );
    expect(res.data?.changePlan).toEqual({ planUsage: { plan: 'AGENCY', limit: 25, changed: true }, userErrors: [] });
    const bad = await basic.post('/api/plan', { plan: 'platinum' });
    expect(bad.status).toBe(400);
    const usage = await basic.graphql(`{ planUsage { plan used plans { id priceCents articlesPerMonth } } }`);
    expect(usage.data?.planUsage).toMatchObject({
      plan: 'AGENCY',
      used: 5,
      plans: [
        { id: 'BASIC', priceCents: 199_900, articlesPerMonth: 4 },
        { id: 'PRO', priceCents: 499_900, articlesPerMonth: 12 },
        { id: 'AGENCY', priceCents: 1_000_000, articlesPerMonth: 25 },
      ],
    });
  });

  it('refuses a plan change to an unverified account (the authorization function)', async () => {
    const pending = await createVerifiedIssuer(t, { ticker: 'MSFT', verified: false });
    const res = await pending.post('/api/plan', { plan: 'agency' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('issuer_not_verified');
  });

  it('counts only this UTC calendar month: last month’s articles leave the quota free', async () => {
    const fresh = await createVerifiedIssuer(t, { ticker: 'NVDA', plan: 'basic' });
    for (let i = 0; i < 4; i++) {
      const id = await createCampaign(fresh, { budget: 'basic' });
      await sql(
        `insert into articles (id, campaign_id, organization_id, title, content, body, created_at, updated_at) values (?, ?, ?, 'Old', 'Old', 'Old', '2026-02-28T23:59:59Z', '2026-02-28T23:59:59Z')`,
        [randomUUID(), id, fresh.organizationId],
      );
    }
    expect((await fresh.get('/api/plan')).body).toMatchObject({ used: 0, remaining: 4 });
    const id = await createCampaign(fresh, { budget: 'basic' });
    expect((await fresh.post(`/api/campaigns/${id}/generate-article`)).status).toBe(201);
  });

  it('lets only one of two simultaneous generations take the last slot', async () => {
    const racer = await createVerifiedIssuer(t, { ticker: 'AMZN', plan: 'basic' });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await createCampaign(racer, { budget: 'basic' }));
    for (let i = 0; i < 3; i++) expect((await racer.post(`/api/campaigns/${ids[i]}/generate-article`)).status).toBe(201);
    const [a, b] = await Promise.all([
      racer.post(`/api/campaigns/${ids[3]}/generate-article`),
      racer.post(`/api/campaigns/${ids[4]}/generate-article`),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 402]);
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from articles where organization_id = ?', [racer.organizationId]);
    expect(n).toBe(4);
  });
});
