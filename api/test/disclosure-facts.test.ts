import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignBody, createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';
import { createTestApp, type TestApp } from './test-app';

interface Facts {
  payer: { name: string; ticker: string; exchange: string };
  payment: { amountCents: number; currency: string; form: string };
  aiAssisted: boolean;
  notAdvice: boolean;
  forwardLooking: { included: boolean; jurisdiction: string | null; pennyStock: boolean; safeHarbor: boolean };
  items: { id: string; title: string; text: string }[];
}
interface ArticleJson {
  id: string;
  title: string;
  body: string;
  content: string;
  version: number;
  disclosureFacts: Facts | null;
}
interface Finding {
  ruleId: string;
  severity: string;
  message: string;
  span: { text: string } | null;
}
interface Compliance {
  blocked: boolean;
  findings: Finding[];
}

// Within the Pro subscription's allowance: nothing charged for the content itself.
const PRO_CENTS = 0;

/**
 * Issue 18 point 3: a generated piece's disclosures are stored as data with the article and each version,
 * and verified as such: against the campaign and listing they were written from (which may change after
 * generation), by the article's compliance report and the publish gate alike.
 */
describe('disclosure facts of a generated article', () => {
  let t: TestApp;
  let apple: Issuer;

  async function sql<T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> {
    return t.orm.em.fork().getConnection().execute(query, params) as Promise<T[]>;
  }

  async function generate(campaignId: string): Promise<ArticleJson> {
    const res = await apple.post<{ article: ArticleJson }>(`/api/campaigns/${campaignId}/generate-article`);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.article;
  }

  const compliance = async (id: string) => (await apple.get<Compliance>(`/api/articles/${id}/compliance`)).body;
  const factFindings = (c: Compliance) => c.findings.filter((f) => f.ruleId.startsWith('disclosure.facts'));
  const changeCampaign = async (campaignId: string, overrides: Record<string, unknown>) => {
    const res = await apple.put(`/api/campaigns/${campaignId}`, campaignBody('AAPL', { companyName: 'Apple Inc.', ...overrides }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    apple = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'pro' });
  });
  afterAll(async () => t?.close());

  it('are stored with the article and its version, equal to its campaign and listing, and pass verification', async () => {
    const campaignId = await createCampaign(apple, { companyName: 'Apple Inc.', budget: 'pro' });
    const article = await generate(campaignId);
    const facts = article.disclosureFacts!;
    expect(facts).toMatchObject({
      payer: { name: 'Apple Inc.', ticker: 'AAPL', exchange: 'NASDAQ' },
      payment: { amountCents: PRO_CENTS, currency: 'USD', form: 'cash' },
      // The built-in composer wrote it: no model, so no claim of AI assistance.
      aiAssisted: false,
      model: null,
      notAdvice: true,
      forwardLooking: { jurisdiction: 'US', pennyStock: false },
    });
    expect(facts.items.map((i) => i.id).slice(0, 3)).toEqual(['paid', 'ai', 'not-advice']);
    expect(facts.items.some((i) => i.id === 'forward-looking')).toBe(facts.forwardLooking.included);
    for (const item of facts.items) expect(article.content).toContain(item.text);
    expect(facts.items.find((i) => i.id === 'paid')!.text).toContain(
      'through its Pro subscription to IssuerWire ($4,999 a month, 12 articles a month included); IssuerWire made no separate charge for this content',
    );

    const [version] = await sql<{ disclosure_facts: Facts }>(
      'select disclosure_facts from article_versions where article_id = ? and version = 1',
      [article.id],
    );
    expect(version.disclosure_facts).toEqual(facts);

    const gql = await apple.graphql(
      `query ($id: ID!) { article(id: $id) { disclosureFacts { payer { name ticker exchange } payment { amountCents currency form subscription { name priceCents articlesPerMonth } }
         aiAssisted model notAdvice forwardLooking { included jurisdiction pennyStock safeHarbor } items { id title text } } } }`,
      { id: article.id },
    );
    expect(gql.errors).toBeUndefined();
    // GraphQL names the closed sets in upper case (PaymentForm, DisclosureKind); the stored values stay lower case.
    const upper = (value: string) => value.toUpperCase().replace(/-/g, '_');
    expect((gql.data!.article as { disclosureFacts: Facts }).disclosureFacts).toEqual({
      ...facts,
      payment: { ...facts.payment, form: upper(facts.payment.form) },
      items: facts.items.map((item) => ({ ...item, id: upper(item.id) })),
    });

    expect(factFindings(await compliance(article.id))).toEqual([]);
  });

  it('a change of the campaign after generation is a critical finding naming the stale field, in the report and at the gate; regenerating clears it', async () => {
    const campaignId = await createCampaign(apple, { companyName: 'Apple Inc.', budget: 'pro' });
    const article = await generate(campaignId);
    expect(factFindings(await compliance(article.id))).toEqual([]);

    // Another plan after the campaign was billed changes no bill: the disclosed amount (the charge) stays true.
    // (Issue 37 point 4; before, the disclosure followed the plan's price and claimed $10,000 that was never charged.)
    await changeCampaign(campaignId, { budget: 'agency' });
    expect(factFindings(await compliance(article.id))).toEqual([]);

    // A new company name on the campaign: the payer is stale.
    await changeCampaign(campaignId, { companyName: 'Apple Incorporated', budget: 'agency' });
    const stale = await compliance(article.id);
    expect(stale.blocked).toBe(true);
    const [mismatch, ...others] = factFindings(stale);
    expect(others).toEqual([]);
    expect(mismatch).toMatchObject({ ruleId: 'disclosure.facts-mismatch', severity: 'critical', span: { text: 'Apple Inc.' } });
    expect(mismatch.message).toContain('payer.name');
    expect(mismatch.message).toContain('"Apple Incorporated"');

    const refused = await apple.post<{ code: string; findings: Finding[] }>(`/api/articles/${article.id}/publish`, {
      platforms: ['medium'],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('compliance_blocked');
    expect(refused.body.findings.map((f) => f.ruleId)).toContain('disclosure.facts-mismatch');

    const regenerated = await apple.post<{ article: ArticleJson }>(`/api/articles/${article.id}/regenerate`);
    expect(regenerated.status, JSON.stringify(regenerated.body)).toBe(200);
    const fresh = regenerated.body.article;
    expect(fresh.disclosureFacts!.payer.name).toBe('Apple Incorporated');
    expect(fresh.disclosureFacts!.payment.amountCents).toBe(PRO_CENTS);
    expect(factFindings(await compliance(article.id))).toEqual([]);
    const versions = await sql<{ version: number; payer: string; amount: number }>(
      `select version, disclosure_facts->'payer'->>'name' as payer, (disclosure_facts->'payment'->>'amountCents')::int as amount
         from article_versions where article_id = ? order by version`,
      [article.id],
    );
    expect(versions).toEqual([
      { version: 1, payer: 'Apple Inc.', amount: PRO_CENTS },
      { version: 2, payer: 'Apple Incorporated', amount: PRO_CENTS },
    ]);

    // Saving an edit writes the disclosures again, from the sources of the day.
    await changeCampaign(campaignId, { companyName: 'Apple Inc.', budget: 'agency' });
    expect(factFindings(await compliance(article.id)).map((f) => f.ruleId)).toEqual(['disclosure.facts-mismatch']);
    const edited = await apple.put<{ article: ArticleJson }>(`/api/articles/${article.id}`, {
      title: fresh.title,
      content: `${fresh.body}\n\nThe company thanks its suppliers.`,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.article.disclosureFacts!.payer.name).toBe('Apple Inc.');
    expect(factFindings(await compliance(article.id))).toEqual([]);
  });

  it('an article written before facts were stored (null) is still checked from its text', async () => {
    const campaignId = await createCampaign(apple, { companyName: 'Apple Inc.', budget: 'pro' });
    const article = await generate(campaignId);
    await sql('update articles set disclosure_facts = null where id = ?', [article.id]);
    const got = await apple.get<ArticleJson>(`/api/articles/${article.id}`);
    expect(got.body.disclosureFacts).toBeNull();

    // No facts to hold against the campaign: a changed name goes unnoticed by this check...
    await changeCampaign(campaignId, { companyName: 'Apple Incorporated' });
    expect(factFindings(await compliance(article.id))).toEqual([]);
    // ...but the text is read as always: without its disclosures the article is blocked.
    await sql('update articles set content = body where id = ?', [article.id]);
    const textOnly = await compliance(article.id);
    expect(textOnly.blocked).toBe(true);
    expect(textOnly.findings.map((f) => f.ruleId)).toEqual(expect.arrayContaining(['required.ai-disclosure', 'required.not-advice']));
    expect(factFindings(textOnly)).toEqual([]);
  });
});
