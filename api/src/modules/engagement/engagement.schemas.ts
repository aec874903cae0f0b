import { z } from '../../lib/zod';
import { QUOTE_FRESHNESS } from '../market/market.schemas';

// Queries of the engagement and analytics routes and resolvers (one schema for both doors), and the answers' JSON.

export const MAX_RANGE_DAYS = 366;
/** The CSV export streams, so it may span three years (two years of history and the current one). */
export const MAX_EXPORT_DAYS = 1_096;
export const DEFAULT_RANGE_DAYS = 30;

/** What a quote is: "live" only from a live market-data plugin and fresh (LIVE_QUOTE_MAX_AGE_MS). */
const quoteKind = {
  freshness: z
    .enum(QUOTE_FRESHNESS)
    .describe('live (a live market-data plugin, at most 15 minutes old), delayed, sample (bundled or demo data, dated) or unavailable'),
  live: z.boolean().describe('freshness is live: the only case the figures may be called live'),
  liveSource: z.boolean().describe('Whether a live market-data plugin is configured (else the figures are sample data)'),
};

const day = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date (YYYY-MM-DD)`)
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      `${name} must be a real date`,
    );

export const analyticsQuerySchema = z
  .object({
    from: day('from').optional(),
    to: day('to').optional(),
    campaignId: z.string().trim().min(1).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] });

/** The referring platform a tracking hit may name (`?src=`); anything else counts as direct. */
export const trackingQuerySchema = z.object({ src: z.string().max(40).optional() });

const figureSource = z
  .enum(['platform', 'hosted-page', 'none'])
  .describe("platform: the platform's own figures; hosted-page: visits to the hosted page from its link");

export const engagementJson = z.object({
  campaignId: z.string(),
  articleId: z.string().nullable(),
  articleTitle: z.string().nullable(),
  publishedAt: z.date().nullable(),
  hasData: z.boolean().describe('False until anything was measured for this campaign'),
  platforms: z.object({
    twitter: z.object({ views: z.number(), likes: z.number(), retweets: z.number(), clicks: z.number(), source: figureSource }),
    medium: z.object({ views: z.number(), claps: z.number(), clicks: z.number(), source: figureSource }),
    substack: z.object({ opens: z.number(), clicks: z.number(), source: figureSource }),
    web: z
      .object({ views: z.number(), clicks: z.number() })
      .describe('Every visit to the hosted article page and every tracked link click'),
  }),
  stockData: z.object({
    ticker: z.string(),
    currentPrice: z.number().nullable(),
    changePercent: z.number().nullable(),
    volume: z.number().nullable(),
    currency: z.string().nullable(),
    asOf: z.string().nullable(),
    source: z.string().nullable().describe('Where the figures come from (embedded-dataset: the last known values of the bundled dataset)'),
    ...quoteKind,
  }),
  totalEngagement: z.number().describe('Clicks, shares, likes (claps) and comments: the dashboard definition'),
  comparison: z
    .object({ label: z.string(), percent: z.number(), averageEngagement: z.number(), campaignsCompared: z.number() })
    .nullable()
    .describe("This campaign against the issuer's other campaigns with data; null with fewer than 2"),
  series: z.array(
    z.object({
      date: z.string(),
      platform: z.string(),
      views: z.number(),
      clicks: z.number(),
      shares: z.number(),
      likes: z.number(),
      comments: z.number(),
    }),
  ),
  updatedAt: z.date(),
});

export const refreshJson = z.object({ queued: z.boolean(), message: z.string() });

const stockSeriesJson = z.object({
  ticker: z.string(),
  currency: z.string().nullable(),
  asOf: z.string().nullable(),
  source: z.string().nullable(),
  freshness: quoteKind.freshness,
  liveSource: quoteKind.liveSource,
  points: z.array(z.object({ date: z.string(), price: z.number() })),
});

export const analyticsJson = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(
    z.object({
      date: z.string(),
      campaignId: z.string(),
      campaignTitle: z.string(),
      ticker: z.string(),
      platform: z.string(),
      label: z.string(),
      views: z.number(),
      clicks: z.number(),
      shares: z.number(),
      likes: z.number(),
      comments: z.number(),
    }),
  ),
  newswireOrders: z.array(
    z.object({
      id: z.string(),
      campaignId: z.string(),
      articleId: z.string(),
      provider: z.string(),
      providerName: z.string(),
      level: z.string(),
      status: z.string(),
      estimatedReach: z.number(),
      costCents: z.number(),
      sandbox: z.boolean(),
      releaseUrl: z.string().nullable(),
      createdAt: z.date(),
      publishedAt: z.date().nullable(),
    }),
  ),
  stocks: z.array(stockSeriesJson).describe("The price of each ticker shown, on the engagement's days, with what it is and its date"),
});
