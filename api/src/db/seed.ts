import { loadDataset } from '@issuerwire/market-embedded';
import type { Orm } from './orm';
import { StockData } from '../modules/market/stock-data.entity';

/** First start: load the bundled listings into stock_data (one batched insert), once. */
export async function seedMarketData(orm: Orm): Promise<number> {
  const em = orm.em.fork();
  if ((await em.count(StockData, {})) > 0) return 0;
  const dataset = loadDataset();
  const rows = dataset.companies.map((c) =>
    em.create(StockData, {
      ticker: c.ticker,
      companyName: c.name,
      exchange: c.exchange,
      sector: c.sector,
      industry: c.industry,
      website: c.website,
      country: c.country,
      marketCap: c.marketCap,
      lastPrice: c.lastPrice,
      volume: c.volume,
      isDemo: Boolean(c.isDemo),
      asOf: dataset.asOf,
    }),
  );
  await em.flush();
  return rows.length;
}
