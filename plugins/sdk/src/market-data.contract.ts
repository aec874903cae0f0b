import { z } from 'zod';
import type { PluginCheck, PluginDefinition } from './plugin.contract.js';

// Market data: ticker search, company profile and quote.

/**
 * The listings the product supports, by the names market data gives them (profiles, stock_data.exchange).
 * The one list: the compliance rules hold a record for each, the bundled dataset stores only these.
 */
export const EXCHANGES = [
  'NYSE',
  'NYSE American',
  'NASDAQ',
  'OTC Pink',
  'OTCQB',
  'OTCQX',
  'TSX',
  'TSXV',
  'CSE',
  'LSE',
  'AIM',
  'ASX',
] as const;
export type Exchange = (typeof EXCHANGES)[number];

export const marketCompanySchema = z.object({
  ticker: z.string().min(1),
  name: z.string().min(1),
  exchange: z.string(),
  country: z.string(),
  sector: z.string(),
  industry: z.string(),
  website: z.string().nullable(),
  marketCap: z.number().nullable(),
  lastPrice: z.number().nullable().optional(),
  currency: z.string().optional(),
  volume: z.number().nullable().optional(),
  /** True for made-up demo entries, never presented as real data. */
  isDemo: z.boolean().optional(),
});
export type MarketCompany = z.infer<typeof marketCompanySchema>;

export const quoteSchema = z.object({
  ticker: z.string().min(1),
  price: z.number().nullable(),
  changePercent: z.number().nullable(),
  volume: z.number().nullable(),
  currency: z.string(),
  /** ISO 8601. */
  asOf: z.string(),
  /** Where the figures come from, shown to the user. */
  source: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;

export interface MarketDataProvider {
  search(query: string, limit?: number): Promise<MarketCompany[]>;
  /** Null when the ticker is unknown. */
  profile(ticker: string): Promise<MarketCompany | null>;
  /** Null when the ticker is unknown. */
  quote(ticker: string): Promise<Quote | null>;
  /** "Test connection": reaches the vendor with the configured options, changing nothing there. Optional. */
  verify?(): Promise<PluginCheck>;
}

export type MarketDataPlugin<S extends z.ZodType = z.ZodType> = PluginDefinition<'market-data', S, MarketDataProvider>;

/** Every way the provider breaks the contract; empty when it honours it. */
export function marketDataProviderProblems(provider: unknown): string[] {
  if (typeof provider !== 'object' || provider === null) return ['the factory must return an object'];
  const p = provider as Partial<Record<keyof MarketDataProvider, unknown>>;
  return (['search', 'profile', 'quote'] as const)
    .filter((method) => typeof p[method] !== 'function')
    .map((method) => `a market-data provider must implement ${method}()`);
}
