import { describe, expect, it } from 'vitest';
import { demoCompany, loadDataset, normalizeTicker, parseDataset, type MarketCompany } from './dataset';

const dataset = loadDataset();
const real = dataset.companies.filter((company) => !company.isDemo);

function company(overrides: Partial<MarketCompany>): MarketCompany {
  return {
    ticker: 'TEST',
    name: 'Test Company Inc.',
    exchange: 'NYSE',
    country: 'US',
    sector: 'Industrials',
    industry: 'Industrial Machinery & Supplies',
    website: 'https://www.example.com',
    marketCap: 1_000_000,
    lastPrice: 1.23,
    currency: 'USD',
    volume: 1000,
    ...overrides,
  };
}

function raw(companies: unknown[]) {
  return { asOf: '2024-12-31', source: 'test', note: 'test', companies };
}

describe('bundled market dataset', () => {
  it('validates and states the date its values are approximately as of', () => {
    expect(dataset.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(dataset.note).toMatch(/approximate/i);
  });

  it('holds at least 500 real companies', () => {
    expect(real.length).toBeGreaterThanOrEqual(500);
  });

  it('covers every exchange the product serves with a useful number of listings', () => {
    const count = (...exchanges: string[]) => real.filter((c) => exchanges.includes(c.exchange)).length;
    expect(count('NYSE')).toBeGreaterThanOrEqual(60);
    expect(count('NASDAQ')).toBeGreaterThanOrEqual(60);
    expect(count('NYSE American')).toBeGreaterThanOrEqual(13);
    expect(count('OTC Pink', 'OTCQB', 'OTCQX')).toBeGreaterThanOrEqual(20);
    expect(count('TSX')).toBeGreaterThanOrEqual(30);
    expect(count('TSXV')).toBeGreaterThanOrEqual(15);
    expect(count('CSE')).toBeGreaterThanOrEqual(10);
    expect(count('LSE')).toBeGreaterThanOrEqual(25);
    expect(count('AIM')).toBeGreaterThanOrEqual(10);
    expect(count('ASX')).toBeGreaterThanOrEqual(20);
  });

  it('includes small caps, not only index heavyweights', () => {
    expect(real.filter((c) => c.marketCap < 300_000_000).length).toBeGreaterThanOrEqual(100);
  });

  it('uses each ticker once across the whole file (stock_data.ticker is the key)', () => {
    const keys = dataset.companies.map((c) => normalizeTicker(c.ticker));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('quotes prices in the currency of the listing market', () => {
    const expected: Record<string, string[]> = {
      US: ['USD'],
      CA: ['CAD', 'USD'],
      GB: ['GBX', 'GBP'],
      AU: ['AUD'],
    };
    const market = (c: MarketCompany) =>
      ['TSX', 'TSXV', 'CSE'].includes(c.exchange) ? 'CA' : ['LSE', 'AIM'].includes(c.exchange) ? 'GB' : c.exchange === 'ASX' ? 'AU' : 'US';
    const mismatched = real.filter((c) => !expected[market(c)].includes(c.currency)).map((c) => c.ticker);
    expect(mismatched).toEqual([]);
  });

  it('marks exactly one clearly fictional demo company on a reserved ticker', () => {
    const demos = dataset.companies.filter((c) => c.isDemo);
    expect(demos).toHaveLength(1);
    const demo = demoCompany(dataset);
    expect(demo.ticker).toBe('DEMO');
    expect(demo.exchange).toBe('NASDAQ');
    expect(demo.name).toMatch(/fictional/i);
    expect(new URL(demo.website).hostname.endsWith('.example')).toBe(true);
    expect(real.some((c) => new URL(c.website).hostname.endsWith('.example'))).toBe(false);
  });
});

describe('parseDataset', () => {
  it('accepts a well-formed dataset', () => {
    const parsed = parseDataset(raw([company({}), company({ ticker: 'DEMO', isDemo: true })]));
    expect(parsed.companies).toHaveLength(2);
  });

  it('rejects a ticker used twice, even when only punctuation differs', () => {
    const dataset = raw([company({ ticker: 'BRK.B' }), company({ ticker: 'BRKB' }), company({ ticker: 'DEMO', isDemo: true })]);
    expect(() => parseDataset(dataset)).toThrow(/duplicate ticker BRKB/);
  });

  it('rejects values that would not fit stock_data or are not known option values', () => {
    const bad = [
      company({ ticker: 'ABCDEFGHIJK' }),
      company({ ticker: 'X1', exchange: 'NYSE Arca' as MarketCompany['exchange'] }),
      company({ ticker: 'X2', industry: 'x'.repeat(101) }),
      company({ ticker: 'X3', website: 'http://insecure.example.com' }),
      company({ ticker: 'X4', lastPrice: 1.234 }),
      company({ ticker: 'DEMO', isDemo: true }),
    ];
    let message = '';
    try {
      parseDataset(raw(bad));
    } catch (error) {
      message = (error as Error).message;
    }
    for (const index of [0, 1, 2, 3, 4]) expect(message).toContain(`companies[${index}]`);
  });

  it('rejects a dataset without its demo company', () => {
    expect(() => parseDataset(raw([company({})]))).toThrow(/exactly one demo company/);
  });
});
