import { defineMarketDataPlugin } from '@issuerwire/plugin-sdk';
import { z } from 'zod';
import { loadDataset, type MarketCompany, type MarketDataset } from './dataset';
import { findByTicker, searchCompanies } from './search';

export * from './dataset';
export * from './search';
export * from './sec-import';

export const EMBEDDED_QUOTE_SOURCE = 'embedded-dataset';

/** Last known values from the bundled dataset; never live. */
export interface EmbeddedQuote {
  ticker: string;
  price: number;
  /** The dataset holds no previous close, so there is no change to report. */
  changePercent: null;
  volume: number;
  currency: MarketCompany['currency'];
  /** ISO 8601 date the dataset's values are approximately as of. */
  asOf: string;
  source: typeof EMBEDDED_QUOTE_SOURCE;
}

/** The default market-data provider: answers from the bundled dataset, offline. */
export class EmbeddedMarketData {
  readonly id = 'embedded';
  readonly kind = 'market-data';
  private readonly dataset: MarketDataset;

  constructor(dataset: MarketDataset = loadDataset()) {
    this.dataset = dataset;
  }

  get asOf(): string {
    return this.dataset.asOf;
  }

  get companies(): readonly MarketCompany[] {
    return this.dataset.companies;
  }

  async search(query: string, limit?: number): Promise<MarketCompany[]> {
    return searchCompanies(this.dataset.companies, query, limit);
  }

  async profile(ticker: string): Promise<MarketCompany | null> {
    return findByTicker(this.dataset.companies, ticker) ?? null;
  }

  async quote(ticker: string): Promise<EmbeddedQuote | null> {
    const company = findByTicker(this.dataset.companies, ticker);
    if (!company) return null;
    return {
      ticker: company.ticker,
      price: company.lastPrice,
      changePercent: null,
      volume: company.volume,
      currency: company.currency,
      asOf: this.dataset.asOf,
      source: EMBEDDED_QUOTE_SOURCE,
    };
  }
}

/** The plugin the API discovers: the embedded default market-data provider, no options, no network. */
export default defineMarketDataPlugin({
  id: 'embedded',
  name: 'Bundled market dataset (approximate values, offline)',
  optionsSchema: z.object({}),
  hasCredentials: () => true,
  create: () => new EmbeddedMarketData(),
});
