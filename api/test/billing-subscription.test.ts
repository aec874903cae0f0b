import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/lib/clock';
import { createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';
import { createTestApp, type TestApp } from './test-app';

interface ChargeJson {
  kind: string;
  campaignId: string | null;
  articleId: string | null;
  amount: { amountCents: number; currency: string };
  description: string;
}
interface Generated {
  article: {
    id: string;
    disclosures: string;
    disclosureFacts: { payment: { amountCents: number; subscription?: { name: string; priceCents: number; articlesPerMonth: number } } };
  };
  summary: { chargedCents: number; quota: { used: number; limit: number; remaining: number } };
}

const BASIC = { name: 'Basic', priceCents: 199_900, articlesPerMonth: 4 };
const paid = (g: Generated) => g.article.disclosures.split('\n\n').find((p) => p.startsWith('Paid content:'))!;

/**
 * Issue 38 item 5: one billing model. A plan is a monthly subscription with an article allowance; articles within
 * it cost nothing more, each one beyond it the plan's overage price, shown and confirmed before it is charged,
 * and each paid-content disclosure states what was charged for that content and under which subscription.
 */
describe('plans are monthly subscriptions with an allowance, and the disclosures say so', () => {
  let t: TestApp;
  let basic: Issuer;
  const campaigns: string[] = [];
  let first: Generated;

  beforeAll(async () => {
    t = await createTestApp({ clock: new ManualClock(new Date('2026-03-16T12:00:00Z')) });
    basic = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'basic' });
    for (let i = 0; i < 6; i++)
      campaigns.push(await createCampaign(basic, { companyName: 'Apple Inc.', budget: 'basic', title: `Campaign ${i}` }));
  });
  afterAll(async () => t?.close());

  const charges = async () => (await basic.get<{ items: ChargeJson[] }>('/api/billing/charges')).body.items;
  const countRows = async (table: string, campaignId: string) => {
    const rows = await t.orm.em
      .fork()
      .getConnection()
      .execute(`select count(*)::int as n from ${table} where campaign_id = ?`, [campaignId]);
    return (rows as { n: number }[])[0].n;
  };

  it('bills the month’s subscription once and nothing more for the articles it includes', async () => {
    for (let i = 0; i < 4; i++) {
      const res = await basic.post<Generated>(`/api/campaigns/${campaigns[i]}/generate-article`);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.summary.chargedCents).toBe(0);
      if (i === 0) first = res.body;
    }
    const billed = await charges();
    expect(billed.filter((c) => c.kind === 'plan')).toEqual([
      expect.objectContaining({
        amount: { amountCents: 199_900, currency: 'USD' },
        campaignId: null,
        description: expect.stringContaining('Basic plan'),
      }),
    ]);
    const content = billed.filter((c) => c.kind === 'campaign');
    expect(content.map((c) => c.amount.amountCents)).toEqual([0, 0, 0, 0]);
    expect(content.find((c) => c.campaignId === campaigns[0])!.description).toContain('Included in the Basic plan (article 1 of 4');
    expect((await basic.get('/api/plan')).body).toMatchObject({ used: 4, remaining: 0, overageCents: 50_000, priceCents: 199_900 });
  });

  it('discloses the subscription and that nothing was charged separately for an included article', async () => {
    expect(paid(first)).toContain(
      'paid for by Apple Inc. (NASDAQ: AAPL), the issuer it discusses, through its Basic subscription to IssuerWire ($1,999 a month, 4 articles a month included); IssuerWire made no separate charge for this content',
    );
    expect(first.article.disclosureFacts.payment).toMatchObject({ amountCents: 0, subscription: BASIC });
    const compliance = await basic.get<{ findings: { ruleId: string }[] }>(`/api/articles/${first.article.id}/compliance`);
    for (const id of ['required.paid-disclosure', 'paid.incomplete', 'disclosure.facts-mismatch', 'required.forward-looking'])
      expect(compliance.body.findings.map((f) => f.ruleId)).not.toContain(id);
  });

  it('refuses an article beyond the allowance without confirmation of its price (402), writing and charging nothing', async () => {
    const res = await basic.post(`/api/campaigns/${campaigns[4]}/generate-article`);
    expect(res.status).toBe(402);
    expect(res.body).toEqual({
      code: 'overage_confirmation_required',
      message: "This article is beyond your Basic plan's 4 this month: $500 will be charged. Confirm the charge to generate it.",
      plan: 'basic',
      limit: 4,
      used: 4,
      overageCents: 50_000,
      currency: 'USD',
      upgradeTo: 'pro',
    });
    const gql = await basic.graphql(`mutation ($id: ID!) { generateArticle(input: { campaignId: $id }) { result { article { id } } } }`, {
      id: campaigns[4],
    });
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'overage_confirmation_required', overageCents: 50_000 });
    expect(await countRows('articles', campaigns[4])).toBe(0);
    expect(await countRows('charges', campaigns[4])).toBe(0);
  });

  it('charges the confirmed overage once, and the disclosure states that amount', async () => {
    const res = await basic.post<Generated>(`/api/campaigns/${campaigns[4]}/generate-article`, { confirmOverage: true });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.summary.chargedCents).toBe(50_000);
    expect(paid(res.body)).toContain(
      'IssuerWire charged the issuer $500 for this content, beyond the articles included in its Basic subscription to IssuerWire ($1,999 a month',
    );
    expect(res.body.article.disclosureFacts.payment).toMatchObject({ amountCents: 50_000, subscription: BASIC });

    const again = await basic.post(`/api/campaigns/${campaigns[4]}/generate-article`, { confirmOverage: true });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('article_exists');
    const billed = (await charges()).filter((c) => c.campaignId === campaigns[4]);
    expect(billed).toEqual([
      expect.objectContaining({ kind: 'campaign', articleId: res.body.article.id, amount: { amountCents: 50_000, currency: 'USD' } }),
    ]);
    expect((await charges()).filter((c) => c.kind === 'plan')).toHaveLength(1);
  });

  it('takes confirmOverage over GraphQL too', async () => {
    const res = await basic.graphql(
      `mutation ($id: ID!) { generateArticle(input: { campaignId: $id, confirmOverage: true }) { result { summary { chargedCents } article { disclosures } } } }`,
      { id: campaigns[5] },
    );
    expect(res.errors).toBeUndefined();
    const result = (res.data!.generateArticle as { result: { summary: { chargedCents: number }; article: { disclosures: string } } })
      .result;
    expect(result.summary.chargedCents).toBe(50_000);
    expect(result.article.disclosures).toContain('IssuerWire charged the issuer $500 for this content');
  });

  it('bills the difference when the plan is upgraded during the month, at the next article', async () => {
    expect((await basic.post('/api/plan', { plan: 'pro' })).status).toBe(200);
    const id = await createCampaign(basic, { companyName: 'Apple Inc.', budget: 'pro' });
    const res = await basic.post<Generated>(`/api/campaigns/${id}/generate-article`);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.summary.chargedCents).toBe(0);
    const plans = (await charges()).filter((c) => c.kind === 'plan').map((c) => c.amount.amountCents);
    expect(plans.sort((a, b) => a - b)).toEqual([199_900, 300_000]);
    expect(paid(res.body)).toContain('through its Pro subscription to IssuerWire ($4,999 a month, 12 articles a month included)');
  });

  it('lets only the owner change the plan: an editor or a viewer gets 403 over REST and GraphQL', async () => {
    const other = await createVerifiedIssuer(t, { ticker: 'MSFT', companyName: 'Microsoft Corporation', plan: 'basic' });
    for (const role of ['editor', 'viewer', 'approver']) {
      await t.orm.em
        .fork()
        .getConnection()
        .execute('update memberships set role = ? where organization_id = ?', [role, other.organizationId]);
      const rest = await other.post('/api/plan', { plan: 'agency' });
      expect(rest.status, role).toBe(403);
      const gql = await other.graphql(`mutation { changePlan(input: { plan: AGENCY }) { planUsage { plan } } }`);
      expect(gql.errors?.[0].extensions?.code, role).toBe('role_not_permitted');
    }
    expect((await other.get('/api/plan')).body.plan).toBe('basic');
  });
});
