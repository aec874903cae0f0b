import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignBody, Client, createCampaign, createToken, createVerifiedIssuer, partnerClient, type Issuer } from './fixtures/issuers';
import { createTestApp, type TestApp } from './test-app';

interface ChargeJson {
  id: string;
  kind: string;
  campaignId: string | null;
  articleId: string | null;
  amount: { amountCents: number; currency: string };
  description: string;
  createdAt: string;
}
interface ArticleJson {
  id: string;
  body: string;
  disclosures: string;
  content: string;
  model: string | null;
  disclosureFacts: { payment: { amountCents: number; currency: string }; aiAssisted: boolean; model: string | null };
}

// Within the Pro subscription's allowance the content itself is charged nothing (the month's subscription is its own charge).
const PRO_CENTS = 0;

/**
 * Issue 37 point 4: the disclosures say what is true. The paid-content disclosure states the amount IssuerWire
 * charged for the campaign (the charge GET /api/billing/charges lists), the automated-writing one what wrote
 * the text; the organization reads its charges over REST and GraphQL.
 */
describe('charges and the disclosures that state them', () => {
  let t: TestApp;
  let apple: Issuer;

  beforeAll(async () => {
    t = await createTestApp();
    apple = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'pro' });
  });
  afterAll(async () => t?.close());

  const charges = async (client: Client = apple) => {
    const res = await client.get<{ items: ChargeJson[] }>('/api/billing/charges');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.items;
  };
  const paidSentence = (a: ArticleJson) => a.disclosures.split('\n\n').find((p) => p.startsWith('Paid content:'))!;

  it('disclose the amount charged for the content, to IssuerWire, and the built-in composer as automated writing', async () => {
    const campaignId = await createCampaign(apple, { companyName: 'Apple Inc.', budget: 'pro' });
    const res = await apple.post<{ article: ArticleJson }>(`/api/campaigns/${campaignId}/generate-article`);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const article = res.body.article;

    const charge = (await charges()).find((c) => c.campaignId === campaignId)!;
    expect(charge).toMatchObject({ kind: 'campaign', articleId: article.id, amount: { amountCents: PRO_CENTS, currency: 'USD' } });
    expect(charge.description).toContain('Pro plan');
    // The disclosed amount is the charged one, as text and as data.
    expect(article.disclosureFacts.payment).toMatchObject({ amountCents: charge.amount.amountCents, currency: charge.amount.currency });
    expect(paidSentence(article)).toContain('its Pro subscription to IssuerWire ($4,999 a month, 12 articles a month included)');
    expect(paidSentence(article)).not.toMatch(/in cash/);

    // No model ran: the built-in composer wrote it, and the disclosure says so (never "AI assistance").
    expect(article.model).toBe('composer');
    expect(article.disclosures).toContain(
      'Automated writing: This content was drafted by automated writing software from facts supplied by the issuer',
    );
    expect(article.disclosures).not.toMatch(/AI assistance/);
    expect(article.disclosureFacts).toMatchObject({ aiAssisted: false, model: null });
    const compliance = await apple.get<{ findings: { ruleId: string }[] }>(`/api/articles/${article.id}/compliance`);
    const ids = compliance.body.findings.map((f) => f.ruleId);
    for (const id of ['required.ai-disclosure', 'required.paid-disclosure', 'paid.incomplete', 'disclosure.facts-mismatch']) {
      expect(ids).not.toContain(id);
    }
  });

  it('keep disclosing the amount charged when the campaign moves to another plan after it was billed', async () => {
    const campaignId = await createCampaign(apple, { companyName: 'Apple Inc.', budget: 'pro' });
    const article = (await apple.post<{ article: ArticleJson }>(`/api/campaigns/${campaignId}/generate-article`)).body.article;
    const moved = await apple.put(`/api/campaigns/${campaignId}`, campaignBody('AAPL', { companyName: 'Apple Inc.', budget: 'agency' }));
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);

    const regenerated = await apple.post<{ article: ArticleJson }>(`/api/articles/${article.id}/regenerate`);
    expect(regenerated.status, JSON.stringify(regenerated.body)).toBe(200);
    const billed = (await charges()).filter((c) => c.campaignId === campaignId);
    expect(billed.map((c) => c.amount.amountCents)).toEqual([PRO_CENTS]);
    expect(regenerated.body.article.disclosureFacts.payment.amountCents).toBe(PRO_CENTS);
    expect(paidSentence(regenerated.body.article)).toContain('$4,999');
    const compliance = await apple.get<{ findings: { ruleId: string }[] }>(`/api/articles/${article.id}/compliance`);
    expect(compliance.body.findings.map((f) => f.ruleId)).not.toContain('disclosure.facts-mismatch');
  });

  it('lists only the organization’s own charges, newest first, to every member and read token, over REST and GraphQL', async () => {
    const other = await createVerifiedIssuer(t, { ticker: 'MSFT', companyName: 'Microsoft Corporation', plan: 'basic' });
    expect(await charges(other)).toEqual([]);

    const mine = await charges();
    expect(mine.length).toBeGreaterThanOrEqual(2);
    const times = mine.map((c) => Date.parse(c.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const gql = await apple.graphql(
      '{ billingCharges(first: 20) { totalCount nodes { id kind campaignId articleId amount { amountCents currency } description createdAt } } }',
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.billingCharges).toEqual({ totalCount: mine.length, nodes: mine.map((c) => ({ ...c, kind: c.kind.toUpperCase() })) });

    const { secret } = await createToken(apple, ['read']);
    expect(await charges(partnerClient(t, secret, 'AAPL'))).toEqual(mine);

    const anonymous = await new Client(t, undefined).get<{ code: string }>('/api/billing/charges');
    expect(anonymous.status).toBe(401);
  });
});
