import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

const HYPE = 'Act now: ACME is guaranteed to double and our price target is $50. Insiders are buying before the news breaks!';
const CLEAN =
  'Acme Corp. reported third-quarter revenue in its quarterly filing. The company may expand its product line, subject to financing.';

describe('compliance API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, payload });

  it('answers guidelines in the spec shape for a listing, strict and High for OTC-style venture listings', async () => {
    const nasdaq = await t.app.inject({ method: 'GET', url: '/api/guidelines/aapl' });
    expect(nasdaq.statusCode).toBe(200);
    const body = nasdaq.json();
    expect(body.simplified).toMatchObject({ exchange: 'NASDAQ', jurisdiction: 'US' });
    expect(['basic', 'moderate', 'strict']).toContain(body.simplified.complianceLevel);
    expect(body.simplified.keyRequirements.length).toBeGreaterThan(0);
    expect(typeof body.guidelines.materialChangeDeadline).toBe('string');
    for (const key of ['distributionRequirements', 'financialReportingRequirements', 'minimumDisclosures', 'additionalRestrictions']) {
      expect(Array.isArray(body.guidelines[key])).toBe(true);
    }
    expect(body.detail.simplified.keyRequirements[0]).toHaveProperty('citation');
  });

  it('derives strict / High for a TSXV listing', async () => {
    const ticker = await firstTickerOn('TSXV');
    const body = (await t.app.inject({ method: 'GET', url: `/api/guidelines/${ticker}` })).json();
    expect(body.simplified).toMatchObject({ exchange: 'TSXV', jurisdiction: 'CA', complianceLevel: 'strict', riskLevel: 'High' });
    expect(body.deadlines.materialChangeReport.form).toMatch(/51-102F3/);
  });

  it('computes the Form 8-K deadline from an event time', async () => {
    // Event on Friday 2026-11-20 10:00 ET; Thanksgiving (Thursday 26) is a federal holiday.
    const res = await t.app.inject({ method: 'GET', url: '/api/guidelines/AAPL?eventTime=2026-11-20T15:00:00Z' });
    const due = new Date(res.json().deadlines.materialChangeReport.dueAt);
    expect(res.json().deadlines.materialChangeReport.form).toBe('Form 8-K');
    // Mon 23, Tue 24, Wed 25, (Thu 26 holiday), Fri 27 -> due Friday 27 November.
    expect(due.toISOString().slice(0, 10)).toBe('2026-11-27');
  });

  it('answers 404 with a clear message for an unknown ticker, not a default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/guidelines/ZZZQQ' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'unknown_ticker' });
    expect(res.json().message).toContain('ZZZQQ');
    expect((await post('/api/compliance/check', { ticker: 'ZZZQQ', content: CLEAN })).statusCode).toBe(404);
  });

  it('flags hype as critical with spans, and answers the spec shape', async () => {
    const res = await post('/api/compliance/check', { ticker: 'AAPL', content: HYPE });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body.warnings).sort()).toEqual(['advisory', 'critical', 'important']);
    expect(body.warnings.critical.length).toBeGreaterThanOrEqual(3);
    expect(body.result).toBe('non_compliant');
    const spanned = body.findings.filter((f: { span: unknown }) => f.span);
    for (const f of spanned) expect(HYPE.slice(f.span.start, f.span.end)).toBe(f.span.text);
    expect(spanned.map((f: { span: { text: string } }) => f.span.text.toLowerCase()).join(' ')).toMatch(/guaranteed/);
  });

  it('scores content 0–100 with critical issues and recommendations', async () => {
    const hype = (await post('/api/content/analyze', { ticker: 'AAPL', content: HYPE })).json();
    const clean = (await post('/api/content/analyze', { ticker: 'AAPL', content: CLEAN })).json();
    expect(hype.complianceScore).toBeLessThan(clean.complianceScore);
    expect(hype.complianceScore).toBeGreaterThanOrEqual(0);
    expect(clean.complianceScore).toBeLessThanOrEqual(100);
    expect(hype.criticalIssues.length).toBeGreaterThan(0);
    expect(Array.isArray(clean.recommendations)).toBe(true);
  });

  it('validates input with the spec messages', async () => {
    const res = await post('/api/compliance/check', { ticker: 'AAPL' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', fields: { content: 'Required' } });
  });

  it('offers guidelines and checks through GraphQL', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: {
        query: `query($c: String!) { guidelines(ticker: "AAPL") { simplified { exchange keyRequirements { id citation } } deadlines { materialChangeReport { form } } }
                 checkCompliance(ticker: "AAPL", content: $c) { result findings { ruleId severity span { start end text } } } }`,
        variables: { c: HYPE },
      },
    });
    const data = res.json().data;
    expect(data.guidelines.simplified.exchange).toBe('NASDAQ');
    expect(data.guidelines.deadlines.materialChangeReport.form).toBe('Form 8-K');
    expect(data.checkCompliance.result).toBe('NON_COMPLIANT');
  });
});

/** Any listing on the exchange, from the bundled dataset, rather than a hard-coded company. */
async function firstTickerOn(exchange: string): Promise<string> {
  const { loadDataset } = await import('@issuerwire/market-embedded');
  const found = loadDataset().companies.find((c) => c.exchange === exchange);
  if (!found) throw new Error(`dataset has no ${exchange} listing`);
  return found.ticker;
}

describe('deadlines outside the holiday calendar', () => {
  it('answers 400 with a clear message instead of guessing', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/guidelines/AAPL?eventTime=2035-01-02T15:00:00Z' });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('event_time_out_of_range');
    } finally {
      await t.close();
    }
  });
});
