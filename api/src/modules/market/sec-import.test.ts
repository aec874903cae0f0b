import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { StockData } from './stock-data.entity';
import { importSecListings } from './sec-import';

const fixture = JSON.parse(
  readFileSync(
    path.resolve(import.meta.dirname, '../../../../plugins/market-embedded/src/__fixtures__/company_tickers_exchange.json'),
    'utf8',
  ),
);

describe('SEC listings import', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('adds listings, counts what it skipped, and is repeatable without duplicates', async () => {
    const first = await importSecListings(t.orm, fixture);
    expect(first.inserted).toBeGreaterThan(5);
    expect(first.updated).toBe(0);
    expect(first.skipped.reduce((n, s) => n + s.count, 0)).toBeGreaterThan(0);
    const again = await importSecListings(t.orm, fixture);
    expect(again.inserted).toBe(0);
    expect(again.updated).toBe(first.inserted);
    const apple = await t.orm.em.fork().findOneOrFail(StockData, { ticker: 'AAPL' });
    expect(apple).toMatchObject({ companyName: 'Apple Inc.', exchange: 'NASDAQ', country: 'US' });
  });

  it('keeps richer details of a listing it refreshes', async () => {
    await t.orm.em.fork().getConnection().execute(`update stock_data set sector = 'Information Technology' where ticker = 'AAPL'`);
    await importSecListings(t.orm, fixture);
    expect((await t.orm.em.fork().findOneOrFail(StockData, { ticker: 'AAPL' })).sector).toBe('Information Technology');
  });

  it('refuses a malformed file', async () => {
    await expect(importSecListings(t.orm, { fields: ['nope'], data: [] })).rejects.toThrow();
  });
});
