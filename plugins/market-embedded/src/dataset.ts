import { readFileSync } from 'node:fs';
import { EXCHANGES, type Exchange } from '@issuerwire/plugin-sdk';
import { z } from 'zod';

/** Exchange names as stored in stock_data.exchange (the SDK's list); the SEC importer maps onto the same list. */
export { EXCHANGES, type Exchange };

export const GICS_SECTORS = [
  'Energy',
  'Materials',
  'Industrials',
  'Consumer Discretionary',
  'Consumer Staples',
  'Health Care',
  'Financials',
  'Information Technology',
  'Communication Services',
  'Utilities',
  'Real Estate',
] as const;

export const COUNTRIES = ['US', 'CA', 'GB', 'AU'] as const;
export const CURRENCIES = ['USD', 'CAD', 'GBP', 'GBX', 'AUD'] as const;

/** Upper-case letters and digits, with '.' or '-' for share classes (BRK.B, BT.A); no exchange suffix. */
export const TICKER_PATTERN = /^[A-Z0-9][A-Z0-9.-]*$/;

// Share-class punctuation differs by source (SEC BRK-B, exchange BRK.B), so tickers compare without it.
export function normalizeTicker(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

// Lengths mirror the stock_data columns so a seeded row can never be truncated.
export const marketCompanySchema = z
  .object({
    ticker: z.string().min(1).max(10).regex(TICKER_PATTERN, 'ticker must be upper-case letters, digits, "." or "-"'),
    name: z.string().min(1).max(255),
    exchange: z.enum(EXCHANGES),
    country: z.enum(COUNTRIES),
    sector: z.enum(GICS_SECTORS),
    industry: z.string().min(1).max(100),
    website: z.url({ protocol: /^https$/ }).max(255),
    marketCap: z.number().int().positive(),
    lastPrice: z.number().positive().multipleOf(0.01),
    currency: z.enum(CURRENCIES),
    volume: z.number().int().nonnegative(),
    isDemo: z.literal(true).optional(),
  })
  .strict();

export type MarketCompany = z.infer<typeof marketCompanySchema>;

export const marketDatasetSchema = z
  .object({
    asOf: z.iso.date(),
    source: z.string().min(1),
    note: z.string().min(1),
    companies: z.array(marketCompanySchema).min(1),
  })
  .strict()
  .superRefine((dataset, ctx) => {
    // stock_data.ticker is the primary key, so a ticker may appear once across all exchanges.
    const seen = new Map<string, number>();
    dataset.companies.forEach((company, index) => {
      const key = normalizeTicker(company.ticker);
      const first = seen.get(key);
      if (first === undefined) seen.set(key, index);
      else
        ctx.addIssue({
          code: 'custom',
          path: ['companies', index, 'ticker'],
          message: `duplicate ticker ${company.ticker} (first at companies[${first}])`,
        });
    });
    const demos = dataset.companies.filter((company) => company.isDemo);
    if (demos.length !== 1)
      ctx.addIssue({ code: 'custom', path: ['companies'], message: `expected exactly one demo company, found ${demos.length}` });
  });

export type MarketDataset = z.infer<typeof marketDatasetSchema>;

export const DATASET_URL = new URL('../data/companies.json', import.meta.url);

/** Validates raw dataset JSON; throws one error listing every problem. */
export function parseDataset(json: unknown): MarketDataset {
  const result = marketDatasetSchema.safeParse(json);
  if (!result.success) throw new Error(`Invalid market dataset:\n${z.prettifyError(result.error)}`);
  return result.data;
}

let cached: MarketDataset | undefined;

/** The bundled dataset, read and validated once per process. */
export function loadDataset(): MarketDataset {
  cached ??= parseDataset(JSON.parse(readFileSync(DATASET_URL, 'utf8')));
  return cached;
}

/** The fictional company the seeded demo issuer belongs to. */
export function demoCompany(dataset: MarketDataset = loadDataset()): MarketCompany {
  const demo = dataset.companies.find((company) => company.isDemo);
  if (!demo) throw new Error('Market dataset has no demo company');
  return demo;
}
