import { loadDataset } from '@issuerwire/market-embedded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATOR_TONES } from '../src/modules/compliance/content-generator.schemas';
import { markVerified } from './fixtures/issuers';
import { signUp, type Account } from './identity.helpers';
import { createTestApp, type TestApp } from './test-app';

/** Signs an issuer up and marks it verified for `ticker` (KYC itself is tested elsewhere). */
async function verifiedIssuer(t: TestApp, ticker: string, companyName: string): Promise<Account> {
  const account = await signUp(t, { ticker, companyName });
  await markVerified(t, account.userId, { ticker, companyName, website: 'https://example.com' });
  return account;
}

const request = (ticker: string, companyName: string, extra: Record<string, unknown> = {}) => ({
  ticker,
  companyName,
  title: `${companyName.split(' ')[0]} Announces Quarterly Business Update`,
  keyMessages: ['Opened a second production line', '  ', 'Signed a distribution agreement'],
  tone: 'bullish',
  includeCEOQuote: true,
  includeFinancials: false,
  customContext: '',
  ...extra,
});

describe('POST /api/content/generate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('refuses anonymous callers (401), unverified issuers and other tickers (403) with { message, code }', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/content/generate', payload: request('AAPL', 'Apple Inc.') });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'unauthenticated' });

    const pending = await signUp(t, { ticker: 'SHOP', companyName: 'Shopify Inc.' });
    const unverified = await pending.browser.post('/api/content/generate', request('SHOP', 'Shopify Inc.'));
    expect(unverified.status).toBe(403);
    expect(unverified.body).toMatchObject({ code: 'issuer_not_verified' });

    const issuer = await verifiedIssuer(t, 'SHOP', 'Shopify Inc.');
    const other = await issuer.browser.post('/api/content/generate', request('AAPL', 'Apple Inc.'));
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('ticker_not_authorized');
    expect(String(other.body.message)).toContain('SHOP');
  });

  it('answers the spec fields, with the disclosures appended and the amount named', async () => {
    const issuer = await verifiedIssuer(t, 'AAPL', 'Apple Inc.');
    const res = await issuer.browser.post('/api/content/generate', request('AAPL', 'Apple Inc.'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as Record<string, unknown> & { content: string; mandatoryDisclosures: string[]; warnings: string[] };
    for (const key of ['title', 'content', 'complianceLevel', 'jurisdiction', 'exchange', 'warnings', 'mandatoryDisclosures', 'timestamp'])
      expect(body).toHaveProperty(key);
    expect(body).toMatchObject({ exchange: 'NASDAQ', jurisdiction: 'US' });
    expect(body.mandatoryDisclosures.length).toBeGreaterThanOrEqual(3);
    expect(body.content).toContain(body.mandatoryDisclosures[0]);
    expect(body.content).toMatch(/\$4,999/); // the Pro plan's price: s.17(b) wants the amount
    expect(body.content).toContain('today announced that it opened a second production line');
    expect(body.content).not.toMatch(/\n\s*\n\s*\n\s*$/);
  });

  it('uses only facts the product holds for research, never invented ones', async () => {
    const issuer = await verifiedIssuer(t, 'MSFT', 'Microsoft Corporation');
    const res = await issuer.browser.post(
      '/api/content/generate',
      request('MSFT', 'Microsoft Corporation', { enableResearch: true, researchDepth: 'standard', includeCompetitorAnalysis: true }),
    );
    expect(res.status).toBe(200);
    const facts = res.body.researchFacts as { label: string; value: string; source: string }[];
    expect(facts.find((f) => f.label === 'Listing')?.value).toBe('MSFT on NASDAQ');
    for (const f of facts) expect(['market data'].includes(f.source) || f.source.startsWith('IssuerWire')).toBe(true);
  });

  it('produces text with no critical finding for every tone on several listings', async () => {
    const exchanges = ['NASDAQ', 'NYSE', 'OTC Pink', 'TSXV', 'TSX', 'LSE', 'AIM', 'ASX'];
    const companies = loadDataset().companies.filter((c) => !c.isDemo);
    for (const exchange of exchanges) {
      const company = companies.find((c) => c.exchange === exchange)!;
      const issuer = await verifiedIssuer(t, company.ticker, company.name);
      for (const tone of GENERATOR_TONES) {
        const res = await issuer.browser.post(
          '/api/content/generate',
          request(company.ticker, company.name, { tone, enableResearch: true }),
        );
        expect(res.status, `${exchange} ${tone}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
        const critical = (res.body.findings as { severity: string; ruleId: string }[]).filter((f) => f.severity === 'critical');
        expect(critical, `${exchange} ${tone}`).toEqual([]);
      }
    }
  });

  it('offers the same through GraphQL', async () => {
    const issuer = await verifiedIssuer(t, 'NVDA', 'NVIDIA Corporation');
    const res = await issuer.browser.graphql(
      `mutation($input: GenerateContentInput!) { generateContent(input: $input) { content { title exchange mandatoryDisclosures findings { severity } } userErrors { field } } }`,
      { input: request('NVDA', 'NVIDIA Corporation', { tone: 'BULLISH' }) },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.generateContent).toMatchObject({ content: { exchange: 'NASDAQ' }, userErrors: [] });
    const denied = await issuer.browser.graphql(
      `mutation($input: GenerateContentInput!) { generateContent(input: $input) { content { title } } }`,
      {
        input: request('AAPL', 'Apple Inc.', { tone: 'BULLISH' }),
      },
    );
    expect(denied.errors?.[0].extensions?.code).toBe('ticker_not_authorized');
  });
});
