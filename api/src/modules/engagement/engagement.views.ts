// What the tracker and the Analytics screen see, and the small readers that build it from stored totals.
import type { QuoteFreshness } from '../market';
import type { Counter } from './engagement.ingest';
import { PLATFORM_FIELDS, type SpecPlatform } from './platform-metrics';

export const FIGURE_SOURCES = ['platform', 'hosted-page', 'none'] as const;
export type FigureSource = (typeof FIGURE_SOURCES)[number];

export interface SeriesPoint extends Record<Counter, number> {
  date: string;
  platform: string;
}

export interface StockView {
  ticker: string;
  currentPrice: number | null;
  changePercent: number | null;
  volume: number | null;
  currency: string | null;
  asOf: string | null;
  source: string | null;
  /** live (a live plugin's quote at most LIVE_QUOTE_MAX_AGE_MS old), delayed, sample (bundled or demo data) or unavailable. */
  freshness: QuoteFreshness;
  /** freshness === 'live': the only case any screen may call the figures live. */
  live: boolean;
  /** Whether a live market-data plugin is configured at all (else screens say how to configure one). */
  liveSource: boolean;
}

/** Analytics' price line for one ticker, on the engagement's days. */
export interface StockSeries {
  ticker: string;
  currency: string | null;
  asOf: string | null;
  source: string | null;
  freshness: QuoteFreshness;
  liveSource: boolean;
  points: { date: string; price: number }[];
}

export interface Comparison {
  label: string;
  /** Rounded percent above (positive) or below (negative) the average of the issuer's other campaigns. */
  percent: number;
  averageEngagement: number;
  campaignsCompared: number;
}

/** The spec's engagement response, from stored data, plus what the tracker and the Analytics screen need. */
export interface EngagementView {
  campaignId: string;
  articleId: string | null;
  articleTitle: string | null;
  publishedAt: Date | null;
  hasData: boolean;
  platforms: {
    twitter: { views: number; likes: number; retweets: number; clicks: number; source: FigureSource };
    medium: { views: number; claps: number; clicks: number; source: FigureSource };
    substack: { opens: number; clicks: number; source: FigureSource };
    web: { views: number; clicks: number };
  };
  stockData: StockView;
  totalEngagement: number;
  comparison: Comparison | null;
  series: SeriesPoint[];
  updatedAt: Date;
}

export interface AnalyticsRow extends Record<Counter, number> {
  date: string;
  campaignId: string;
  campaignTitle: string;
  ticker: string;
  platform: string;
  label: string;
}

export interface NewswireOrderRow {
  id: string;
  campaignId: string;
  articleId: string;
  provider: string;
  /** The vendor's name, for people. */
  providerName: string;
  level: string;
  status: string;
  estimatedReach: number;
  costCents: number;
  sandbox: boolean;
  releaseUrl: string | null;
  createdAt: Date;
  publishedAt: Date | null;
}

export interface AnalyticsView {
  from: string;
  to: string;
  rows: AnalyticsRow[];
  newswireOrders: NewswireOrderRow[];
  /** The price of each ticker of the campaigns shown, with what the figures are and their date. */
  stocks: StockSeries[];
}

/** What a tracking hit says about itself. The address is only hashed (with the User-Agent), never kept. */
export interface TrackingMeta {
  userAgent?: string | null;
  /** The client's address (request.ip), the other half of the reader's key; absent: counted as one unknown address. */
  address?: string | null;
  /** The referring platform from the canonical link (`?src=twitter`). */
  source?: string | null;
  /** A browser prefetch (Purpose / Sec-Purpose: prefetch) is not a visit. */
  prefetch?: boolean;
}

/**
 * `counted`: a reader new to the article within 30 minutes; `repeat`: counted already in that window;
 * `limited`: over the address's per-minute limit; `ignored`: a bot or a prefetch; `unknown`: no such
 * article; `failed`: the write failed (logged), so the hit was not counted.
 */

export interface TotalsRow {
  date: string;
  platform: string;
  views: number | string;
  clicks: number | string;
  shares: number | string;
  likes: number | string;
  comments: number | string;
}

export function counters(row: Record<Counter, number | string>): Record<Counter, number> {
  return {
    views: Number(row.views),
    clicks: Number(row.clicks),
    shares: Number(row.shares),
    likes: Number(row.likes),
    comments: Number(row.comments),
  };
}

export function zero(): Record<Counter, number> {
  return { views: 0, clicks: 0, shares: 0, likes: 0, comments: 0 };
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * A spec platform's figures: its own (pulled from the platform) when it has any, otherwise the hosted
 * page's visits and clicks that arrived from its link (`web:<platform>`), labelled as such.
 */
export function platformFigures<P extends SpecPlatform>(platform: P, totals: Map<string, Record<Counter, number>>) {
  const own = totals.get(platform);
  const referred = totals.get(`web:${platform}`);
  const from = own ?? referred ?? zero();
  const figures: Record<string, number | FigureSource> = { source: own ? 'platform' : referred ? 'hosted-page' : 'none' };
  for (const [field, counter] of Object.entries(PLATFORM_FIELDS[platform]) as [string, Counter][]) figures[field] = from[counter];
  return figures as { [F in keyof (typeof PLATFORM_FIELDS)[P]]: number } & { source: FigureSource };
}
