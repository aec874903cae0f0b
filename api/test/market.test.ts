import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMarketData } from '../src/seed';
import { StockData } from '../src/modules/market/stock-data.entity';
import { createTestApp, type TestApp } from './test-app';

describe('market data: /api/stock/*', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('searches by ticker prefix with the exact ticker first, in the spec shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/stock/search/AA' });
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results[0]).toMatchObject({ ticker: 'AA', exchange: 'NYSE' });
    expect(Object.keys(results[0]).sort()).toEqual(['exchange', 'marketCap', 'name', 'ticker']);
    expect(results.map((r: { ticker: string }) => r.ticker)).toContain('AAPL');
  });

  it('searches company name words', async () => {
    const { results } = (await t.app.inject({ method: 'GET', url: '/api/stock/search/shopify' })).json();
    expect(results[0]).toMatchObject({ ticker: 'SHOP' });
  });

  it('answers nothing under 2 characters', async () => {
    const { results } = (await t.app.inject({ method: 'GET', url: '/api/stock/search/a' })).json();
    expect(results).toEqual([]);
  });

  it('validates a known ticker (any case) with company details', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/stock/validate/aapl' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      valid: true,
      companyInfo: { ticker: 'AAPL', companyName: 'Apple Inc.', exchange: 'NASDAQ', isDemo: false },
    });
    expect(res.json().companyInfo.sector).toBeTruthy();
  });

  it('answers valid:false for an unknown ticker and 400 for an over-long one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/stock/validate/ZZZZQ' })).json()).toEqual({ valid: false });
    const long = await t.app.inject({ method: 'GET', url: '/api/stock/validate/ABCDEFGHIJK' });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: 'Ticker too long', code: 'invalid_input' });
  });

  it('marks the fictional demo company as demo', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/stock/validate/DEMO' })).json()).toMatchObject({
      valid: true,
      companyInfo: { isDemo: true },
    });
  });

  it('finds listings an operator imported into stock_data, beside the plugin results', async () => {
    await t.orm.em
      .fork()
      .getConnection()
      .execute(`insert into stock_data (ticker, company_name, exchange) values ('QQIMP', 'Quintessential Imports Inc.', 'NASDAQ')`);
    const { results } = (await t.app.inject({ method: 'GET', url: '/api/stock/search/quintessential' })).json();
    expect(results).toEqual([{ ticker: 'QQIMP', exchange: 'NASDAQ', name: 'Quintessential Imports Inc.', marketCap: null }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/stock/validate/QQIMP' })).json()).toMatchObject({ valid: true });
  });

  it('offers the same through GraphQL', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ stockSearch(query: "AAPL") { nodes { ticker name } } validateTicker(ticker: "nope12") { valid } }' },
    });
    expect(res.json().data).toMatchObject({
      stockSearch: { nodes: [{ ticker: 'AAPL', name: 'Apple Inc.' }] },
      validateTicker: { valid: false },
    });
  });
});

describe('first-start seeding', () => {
  it('loads the bundled dataset into stock_data once', async () => {
    const t = await createTestApp();
    try {
      const first = await seedMarketData(t.orm);
      expect(first).toBeGreaterThanOrEqual(500);
      expect(await seedMarketData(t.orm)).toBe(0);
      const demo = await t.orm.em.fork().findOneOrFail(StockData, { ticker: 'DEMO' });
      expect(demo.isDemo).toBe(true);
      expect(demo.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    } finally {
      await t.close();
    }
  });
});
