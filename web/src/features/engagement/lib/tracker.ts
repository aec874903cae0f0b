import type { EngagementFieldsFragment, FigureSource } from '../../../gql/graphql';

export type EngagementFigures = EngagementFieldsFragment;

/** The market plugin's name for quotes that are the bundled dataset's last known values (market-embedded). */
const LAST_KNOWN_QUOTE_SOURCE = 'embedded-dataset';

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

/** A quote older than this is not "Live", whatever its source. */
export const LIVE_QUOTE_MAX_AGE_MS = 15 * 60_000;

export interface QuoteBadge {
  live: boolean;
  label: string;
}

/**
 * What the stock card says about its quote, always with its date and never "Live" (a reader cannot check
 * "live", only a time): a live provider's quote at most 15 minutes old is "As of <time>" (shown as current;
 * a bare date has no time, so it never is); the bundled dataset's values are "As of <date>, bundled data";
 * a live provider's older quote is "As of <date>, delayed".
 */
export function quoteBadge(stock: { source?: string | null; asOf?: string | null }, now: Date): QuoteBadge {
  const bundled = !stock.source || stock.source === LAST_KNOWN_QUOTE_SOURCE;
  const at = stock.asOf && !/^\d{4}-\d{2}-\d{2}$/.test(stock.asOf) ? new Date(stock.asOf).getTime() : Number.NaN;
  const age = now.getTime() - at;
  const when = stock.asOf ? `As of ${formatAsOf(stock.asOf)}` : 'Date unknown';
  if (!bundled && Number.isFinite(age) && age <= LIVE_QUOTE_MAX_AGE_MS && age >= -60_000) return { live: true, label: when };
  return { live: false, label: `${when}, ${bundled ? 'bundled data' : 'delayed'}` };
}

/** "+42% compared with your average campaign": the server's comparison, labelled as it says. */
export function comparisonText(comparison: NonNullable<EngagementFigures['comparison']>): string {
  const percent = comparison.percent === 0 ? '0%' : `${comparison.percent > 0 ? '+' : ''}${comparison.percent}%`;
  return `${percent} ${comparison.label}`;
}
