// Issue 38, item 8: one sector list that covers the bundled market data, and the Bullish tone written as confident and
// strictly factual (the model's tone wording, the enums' descriptions), its drafts clean on their own compliance check.
import { loadDataset } from '@issuerwire/market-embedded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMessages } from '../src/ai/prompt';
import { SECTORS, sectorForListing } from '../src/modules/campaigns/campaigns.schemas';
import { createTestApp, type TestApp } from './test-app';
import { campaignBody, createVerifiedIssuer } from './fixtures/issuers';

const STRICTLY_FACTUAL = /confident, strictly factual/i;

describe('sectors and the Bullish tone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('has a campaign sector for every sector the bundled market data uses', () => {
    const listed = new Set(loadDataset().companies.flatMap((c) => (c.sector ? [c.sector] : [])));
    expect(listed.size).toBeGreaterThanOrEqual(11);
    for (const sector of listed) expect(sectorForListing(sector), sector).not.toBeNull();
    expect(sectorForListing('Materials')).toBe('materials');
    expect(SECTORS).toContain('materials');
  });

  it('accepts a Materials campaign over REST and GraphQL, and still refuses a sector not on the list', async () => {
    const issuer = await createVerifiedIssuer(t, { ticker: 'ECL', companyName: 'Ecolab Inc.', plan: 'agency' });
    const rest = await issuer.post<{ sector: string }>(
      '/api/campaigns',
      campaignBody('ECL', { sector: 'materials', format: 'press-release' }),
    );
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect(rest.body.sector).toBe('materials');

    const refused = await issuer.post<{ code: string }>(
      '/api/campaigns',
      campaignBody('ECL', { sector: 'mining', format: 'press-release' }),
    );
    expect(refused.status).toBe(400);

    const gql = await issuer.post<{ data?: { __type: { enumValues: { name: string; description: string }[] } } }>('/graphql', {
      query: '{ __type(name: "Sector") { enumValues { name description } } }',
    });
    expect(gql.body.data?.__type.enumValues).toContainEqual({ name: 'MATERIALS', description: 'Materials' });
  });

  it('describes Bullish as confident and strictly factual, to the model and in both enums', async () => {
    const system = buildMessages({
      kind: 'press-release',
      companyName: 'Ecolab Inc.',
      ticker: 'ECL',
      exchange: 'NYSE',
      sector: 'Materials',
      tone: 'bullish',
      highlights: ['Opened a second plant in Texas'],
    } as Parameters<typeof buildMessages>[0])
      .map((m) => m.content)
      .join('\n');
    expect(system).toMatch(/Bullish: confident and strictly factual/);
    expect(system).not.toMatch(/warm/);

    const issuer = await createVerifiedIssuer(t, { ticker: 'SHW', companyName: 'The Sherwin-Williams Company' });
    for (const type of ['CampaignTone', 'GeneratorTone']) {
      const answer = await issuer.post<{ data?: { __type: { enumValues: { name: string; description: string }[] } } }>('/graphql', {
        query: `{ __type(name: "${type}") { enumValues { name description } } }`,
      });
      const bullish = answer.body.data?.__type.enumValues.find((v) => v.name === 'BULLISH');
      expect(bullish?.description, type).toMatch(STRICTLY_FACTUAL);
    }
  });

  // 30 drafts and their reports: minutes on a busy machine.
  it(
    'writes Bullish drafts its own compliance check finds nothing serious in, over several listings and inputs',
    { timeout: 300_000 },
    async () => {
      const companies = loadDataset().companies.filter((c) => !c.isDemo);
      const inputs = [
        ['Opened a second production line', 'Signed a distribution agreement'],
        ['Revenue grew 12% to $4.1 billion in the third quarter', 'Named a new chief financial officer'],
        ['Completed the acquisition of a regional distributor', 'Began shipping its new product line to customers in Europe'],
      ];
      for (const exchange of ['NASDAQ', 'NYSE', 'TSX', 'LSE', 'ASX']) {
        const company = companies.find((c) => c.exchange === exchange)!;
        const issuer = await createVerifiedIssuer(t, { ticker: company.ticker, companyName: company.name, plan: 'agency', exchange });
        for (const [index, keyMessages] of inputs.entries()) {
          const generated = await issuer.post<{ findings: { severity: string; ruleId: string }[] }>('/api/content/generate', {
            ticker: company.ticker,
            companyName: company.name,
            title: `${company.name.split(' ')[0]} Reports a Business Update`,
            keyMessages,
            tone: 'bullish',
            includeCEOQuote: false,
            includeFinancials: index === 1,
            enableResearch: index !== 0,
            customContext: '',
          });
          expect(generated.status, JSON.stringify(generated.body).slice(0, 300)).toBe(200);
          const serious = generated.body.findings.filter((f) => f.severity !== 'advisory').map((f) => `${f.severity} ${f.ruleId}`);
          expect(serious, `${exchange} generator ${index}`).toEqual([]);

          const campaign = await issuer.post<{ id: string }>(
            '/api/campaigns',
            campaignBody(company.ticker, {
              companyName: company.name,
              tone: 'bullish',
              format: 'press-release',
              highlights: keyMessages.join('\n'),
            }),
          );
          expect(campaign.status, JSON.stringify(campaign.body)).toBe(201);
          const article = await issuer.post<{ article: { id: string } }>(`/api/campaigns/${campaign.body.id}/generate-article`);
          expect(article.status, JSON.stringify(article.body).slice(0, 300)).toBe(201);
          const report = await issuer.get<{ findings: { severity: string; ruleId: string; span: { text: string } | null }[] }>(
            `/api/articles/${article.body.article.id}/compliance`,
          );
          const flagged = report.body.findings.filter((f) => f.severity !== 'advisory').map((f) => `${f.ruleId}: ${f.span?.text}`);
          expect(flagged, `${exchange} campaign ${index}`).toEqual([]);
        }
      }
    },
  );
});
