// Issue 42 point 4: every amount is Money and every day a Date over GraphQL, beside the deprecated fields they
// replace (same figures), and the retyped fields answer what they did (docs/graphql-changelog.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';

interface Money {
  amountCents: number;
  currency: string;
  amount: string;
}
const MONEY = '{ amountCents currency amount }';
type Priced = { priceCents: number; overageCents: number; price: Money; overagePrice: Money };
const usd = (cents: number): Money => ({ amountCents: cents, currency: 'USD', amount: (cents / 100).toFixed(2) });

describe('GraphQL Money and Date fields', () => {
  let t: TestApp;
  let issuer: Issuer;
  let campaignId: string;
  let articleId: string;

  beforeAll(async () => {
    t = await createTestApp();
    issuer = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.' });
    campaignId = await createCampaign(issuer);
    const res = await issuer.post<{ article: { id: string } }>(`/api/campaigns/${campaignId}/generate-article`);
    expect(res.status).toBe(201);
    articleId = res.body.article.id;
  });
  afterAll(async () => t?.close());

  async function query<T>(text: string, variables: Record<string, unknown> = {}): Promise<T> {
    const answer = await issuer.graphql(text, variables);
    expect(answer.errors).toBeUndefined();
    return answer.data as T;
  }

  it('prices plans, the quota and newswires in Money, the same figures as the deprecated cents', async () => {
    const data = await query<{
      planUsage: { priceCents: number; overageCents: number; price: Money; overagePrice: Money; plans: Priced[] };
      newswireProviders: { nodes: { pricingCents: Record<string, number>; prices: Record<string, Money> }[] };
      newswireQuote: { packages: { priceCents: number; price: Money; overageCents: number | null; overage: Money | null }[] };
    }>(
      `query ($articleId: ID!) {
        planUsage { priceCents overageCents price ${MONEY} overagePrice ${MONEY} plans { priceCents overageCents price ${MONEY} overagePrice ${MONEY} } }
        newswireProviders { nodes { pricingCents { basic enhanced premium } prices { basic ${MONEY} enhanced ${MONEY} premium ${MONEY} } } }
        newswireQuote(articleId: $articleId) { packages { priceCents price ${MONEY} overageCents overage ${MONEY} } }
      }`,
      { articleId },
    );
    expect(data.planUsage.plans.length).toBeGreaterThan(1);
    for (const plan of [...data.planUsage.plans, data.planUsage]) {
      expect(plan.price).toEqual(usd(plan.priceCents));
      expect(plan.overagePrice).toEqual(usd(plan.overageCents));
    }
    expect(data.newswireProviders.nodes.length).toBeGreaterThan(0);
    for (const provider of data.newswireProviders.nodes)
      for (const level of ['basic', 'enhanced', 'premium']) expect(provider.prices[level]).toEqual(usd(provider.pricingCents[level]!));
    for (const pack of data.newswireQuote.packages) {
      expect(pack.price).toEqual(usd(pack.priceCents));
      expect(pack.overage).toEqual(pack.overageCents === null ? null : usd(pack.overageCents));
    }
  });

  it("gives the share price in the listing's currency, exactly, and the quote's day as a Date", async () => {
    const quote = (await t.services.market.quote('AAPL'))!;
    const { engagement } = await query<{
      engagement: {
        stockData: { currentPrice: number; currency: string; sharePrice: Money; asOf: string; asOfDate: string; asOfTime: string | null };
      };
    }>(
      `query ($id: ID!) { engagement(campaignId: $id) { stockData { currentPrice currency sharePrice ${MONEY} asOf asOfDate asOfTime } } }`,
      {
        id: campaignId,
      },
    );
    const stock = engagement.stockData;
    expect(stock.sharePrice).toEqual({ amountCents: Math.round(quote.price! * 100), currency: quote.currency, amount: expect.any(String) });
    expect(Number(stock.sharePrice.amount)).toBe(quote.price);
    expect(stock.sharePrice.currency).toBe(stock.currency);
    // The bundled dataset dates its figures by day: a Date, and no instant.
    expect(stock).toMatchObject({ asOfDate: quote.asOf, asOfTime: null });
  });

  it('takes and answers the Analytics range as Dates, with each row on its day, and refuses a day that is not one', async () => {
    const { analytics } = await query<{
      analytics: {
        firstDay: string;
        lastDay: string;
        from: string;
        to: string;
        stocks: { asOfDate: string; points: { day: string; sharePrice: Money | null }[] }[];
      };
    }>(
      `query ($first: Date, $last: Date) { analytics(firstDay: $first, lastDay: $last) {
        firstDay lastDay from to stocks { asOfDate points { day sharePrice ${MONEY} } } } }`,
      { first: '2026-01-01', last: '2026-01-31' },
    );
    expect(analytics).toMatchObject({ firstDay: '2026-01-01', lastDay: '2026-01-31', from: '2026-01-01', to: '2026-01-31' });
    const refused = await issuer.graphql(`query ($first: Date) { analytics(firstDay: $first) { firstDay } }`, { first: '2026-02-30' });
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors?.[0]?.message).toMatch(/2026-02-30/);
  });

  it("types Campaign.articleStatus by the article's enum, and reports whole-number scores and counts as Int", async () => {
    const data = await query<{
      campaign: { articleStatus: string };
      checkCompliance: { complianceScore: number };
      dashboardStats: { totalEngagement: number };
      __type: { fields: { name: string; type: { ofType: { name: string } | null; name: string | null } }[] };
    }>(
      `query ($id: ID!) {
        campaign(id: $id) { articleStatus }
        checkCompliance(content: "Acme guarantees a 40% return.", ticker: "AAPL") { complianceScore }
        dashboardStats { totalEngagement }
        __type(name: "Campaign") { fields { name type { name ofType { name } } } }
      }`,
      { id: campaignId },
    );
    expect(data.campaign.articleStatus).toBe('DRAFT');
    expect(data.__type.fields.find((f) => f.name === 'articleStatus')!.type.name).toBe('ArticleStatus');
    expect(Number.isInteger(data.checkCompliance.complianceScore)).toBe(true);
    expect(data.dashboardStats.totalEngagement).toBe(0);
  });
});
