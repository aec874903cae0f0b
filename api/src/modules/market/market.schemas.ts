import { z } from 'zod';

/** Spec section 5: "Ticker up to 10 characters". Tickers are compared upper-cased. */
export const tickerParam = z
  .string()
  .trim()
  .min(1, 'Ticker symbol is required')
  .max(10, 'Ticker too long')
  .transform((t) => t.toUpperCase());

export const searchQueryParam = z.string().trim().min(1, 'Required').max(100);

export const stockSearchResult = z.object({
  ticker: z.string(),
  exchange: z.string(),
  name: z.string(),
  marketCap: z.number().nullable(),
});

export const companyInfo = z.object({
  companyName: z.string(),
  ticker: z.string(),
  exchange: z.string(),
  sector: z.string().nullable(),
  industry: z.string().nullable(),
  marketCap: z.number().nullable(),
  // Beyond the spec's shape: what KYC and the UI also need.
  website: z.string().nullable(),
  country: z.string().nullable(),
  isDemo: z.boolean(),
});
export type CompanyInfo = z.infer<typeof companyInfo>;

export const validateResponse = z.object({ valid: z.boolean(), companyInfo: companyInfo.optional() });

/**
 * Stock figures are "live" only from a live market-data plugin and at most this old: the one threshold the
 * API, the tracker and Analytics apply (a quote with only a date, as the bundled data has, never is).
 */
export const LIVE_QUOTE_MAX_AGE_MS = 15 * 60_000;

/** What a quote is: live (see above), delayed (a live plugin's older quote), sample (bundled or demo data), unavailable. */
export const QUOTE_FRESHNESS = ['live', 'delayed', 'sample', 'unavailable'] as const;
export type QuoteFreshness = (typeof QUOTE_FRESHNESS)[number];

/** Where an operator configures a live market-data plugin: the guide's section and the admin screen (said wherever data is not live). */
export const MARKET_DATA_SETUP = { docs: 'docs/plugins.md, section “Market data”', settingsPath: '/admin/integrations' } as const;

/** Classifies a quote; `liveSource`: the market-data plugin in use is a live feed (not the bundled dataset). */
export function quoteFreshness(
  quote: { price: number | null; asOf: string | null } | null,
  liveSource: boolean,
  now: Date,
): QuoteFreshness {
  if (!quote || quote.price === null) return 'unavailable';
  if (!liveSource) return 'sample';
  const dateOnly = !quote.asOf || /^\d{4}-\d{2}-\d{2}$/.test(quote.asOf);
  const age = dateOnly ? Number.NaN : now.getTime() - Date.parse(quote.asOf!);
  // A minute of clock skew between the vendor and us is not "from the future".
  return Number.isFinite(age) && age >= -60_000 && age <= LIVE_QUOTE_MAX_AGE_MS ? 'live' : 'delayed';
}
