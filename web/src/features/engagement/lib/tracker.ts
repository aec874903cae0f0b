import { MARKET_DATA_SETUP } from '@api-schemas/market/market.schemas';
import type { EngagementFieldsFragment, FigureSource } from '../../../gql/graphql';

export type EngagementFigures = EngagementFieldsFragment;

/** Where a platform card's figures come from, in words. */
export function sourceCaption(source: FigureSource, platform: string): string {
  if (source === 'PLATFORM') return `${platform}'s own metrics`;
  if (source === 'HOSTED_PAGE') return `Unique readers of the hosted page from its ${platform} link`;
  return 'Not measured yet';
}

export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** "+2.35%", "-0.40%"; null when the quote has no change. */
export function formatChangePercent(value: number | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return `${value > 0 ? '+' : ''}${value.toFixed(2)}%`;
}

/** "Published Mar 4, 2026" style date (UTC, as stored); empty when missing. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** "Mar 4, 2026, 14:05 UTC" for a quote's as-of time. A bare date stays a date. */
export function formatAsOf(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDay(`${value}T00:00:00Z`);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone: 'UTC' }).format(date)} UTC`;
}

export interface QuoteBadge {
  live: boolean;
  label: string;
}

type Freshness = 'LIVE' | 'DELAYED' | 'SAMPLE' | 'UNAVAILABLE';

/**
 * What the stock figures are, always with their date: the server decides (live only from a live market-data
 * plugin and fresh: LIVE_QUOTE_MAX_AGE_MS, one threshold); the screen only words it.
 */
export function quoteBadge(stock: { freshness: Freshness; asOfTime?: string | null; asOfDate?: string | null }): QuoteBadge {
  // The instant when the source gives one (a live feed), else the day (sample data is dated by day).
  const asOf = stock.asOfTime ?? stock.asOfDate;
  const when = asOf ? `as of ${formatAsOf(asOf)}` : 'date unknown';
  if (stock.freshness === 'LIVE') return { live: true, label: `Live, ${when}` };
  if (stock.freshness === 'DELAYED') return { live: false, label: `Delayed, ${when}` };
  if (stock.freshness === 'SAMPLE') return { live: false, label: `Sample data, ${when}` };
  return { live: false, label: 'No quote' };
}

/** Said wherever the figures are not from a live feed: what they are and how an operator configures one. */
export const NO_LIVE_MARKET_DATA = `No live market-data plugin is configured, so these are sample figures with their date, not market prices. An operator configures one in the plugins file (${MARKET_DATA_SETUP.docs}) and checks it under Integrations.`;

/** "+42% compared with your average campaign": the server's comparison, labelled as it says. */
export function comparisonText(comparison: NonNullable<EngagementFigures['comparison']>): string {
  const percent = comparison.percent === 0 ? '0%' : `${comparison.percent > 0 ? '+' : ''}${comparison.percent}%`;
  return `${percent} ${comparison.label}`;
}
