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
