import { describe, expect, it } from 'vitest';
import { EmbeddedMarketData, loadDataset } from './index';

const market = new EmbeddedMarketData();
const dataset = loadDataset();

describe('EmbeddedMarketData', () => {
  it('serves the last known values with their as-of date and says they come from the dataset', async () => {
    const quote = await market.quote('aapl');
    const apple = dataset.companies.find((c) => c.ticker === 'AAPL');
    expect(quote).toEqual({
      ticker: 'AAPL',
      price: apple?.lastPrice,
      changePercent: null,
      volume: apple?.volume,
      currency: 'USD',
      asOf: dataset.asOf,
      source: 'embedded-dataset',
    });
  });

  it('answers null for a ticker it does not know', async () => {
    expect(await market.quote('NOPE1')).toBeNull();
    expect(await market.profile('NOPE1')).toBeNull();
  });

  it('returns the full profile the KYC form fills in', async () => {
    expect(await market.profile('shop')).toMatchObject({
      ticker: 'SHOP',
      name: 'Shopify Inc.',
      exchange: 'TSX',
      sector: 'Information Technology',
    });
  });

  it('searches with the dataset ranking', async () => {
    const results = await market.search('AA');
    expect(results[0].ticker).toBe('AA');
    expect(await market.search('a')).toEqual([]);
  });

  it('can serve a dataset it is given', async () => {
    const only = dataset.companies.filter((c) => c.ticker === 'DEMO');
    const demoOnly = new EmbeddedMarketData({ ...dataset, companies: only });
    expect((await demoOnly.search('AA')).length).toBe(0);
    expect((await demoOnly.quote('DEMO'))?.price).toBe(only[0].lastPrice);
  });
});
