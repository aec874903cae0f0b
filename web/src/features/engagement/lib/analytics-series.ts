import type { AnalyticsQuery } from '../../../gql/graphql';
import { daysBetween } from './date-range';

export type AnalyticsRow = AnalyticsQuery['analytics']['rows'][number];
export type Metric = 'views' | 'clicks';

export interface PlatformSeries {
  label: string;
  data: number[];
}

/**
 * One line per platform (the server's label: "X (Twitter)", "Hosted page, from Medium", ...) with a
 * value for every day of the range, 0 on days without a row, summed over campaigns.
 */
export function seriesByPlatform(
  rows: readonly AnalyticsRow[],
  from: string,
  to: string,
  metric: Metric,
): { days: string[]; series: PlatformSeries[] } {
  const days = daysBetween(from, to);
  const index = new Map(days.map((day, i) => [day, i]));
  const byLabel = new Map<string, number[]>();
  for (const row of rows) {
    const at = index.get(row.date);
    if (at === undefined) continue;
    let data = byLabel.get(row.label);
    if (!data) {
      data = days.map(() => 0);
      byLabel.set(row.label, data);
    }
    data[at] += row[metric];
  }
  const series = [...byLabel].map(([label, data]) => ({ label, data })).sort((a, b) => a.label.localeCompare(b.label));
  return { days, series };
}

export interface CampaignTotals {
  campaignId: string;
  title: string;
  ticker: string;
  views: number;
  clicks: number;
}

/** Views and clicks per campaign over the range, most viewed first. */
export function totalsByCampaign(rows: readonly AnalyticsRow[]): CampaignTotals[] {
  const totals = new Map<string, CampaignTotals>();
  for (const row of rows) {
    const sum = totals.get(row.campaignId) ?? {
      campaignId: row.campaignId,
      title: row.campaignTitle,
      ticker: row.ticker,
      views: 0,
      clicks: 0,
    };
    sum.views += row.views;
    sum.clicks += row.clicks;
    totals.set(row.campaignId, sum);
  }
  return [...totals.values()].sort((a, b) => b.views - a.views || a.title.localeCompare(b.title));
}

/** The server's CSV of the same rows (GET /api/analytics/export.csv), for the same range and campaign. */
export function analyticsCsvUrl(range: { from: string; to: string }, campaignId?: string | null): string {
  const params = new URLSearchParams({ from: range.from, to: range.to });
  if (campaignId) params.set('campaignId', campaignId);
  return `/api/analytics/export.csv?${params}`;
}

export type StockSeries = AnalyticsQuery['analytics']['stocks'][number];

/**
 * The stock view's two lines on one day axis: engagement (views and clicks of the ticker's campaigns) and
 * the price, null on days without one (the line breaks there rather than inventing a value).
 */
export function priceAndEngagement(
  rows: readonly AnalyticsRow[],
  stock: StockSeries,
  from: string,
  to: string,
): { days: string[]; engagement: number[]; price: (number | null)[] } {
  const days = daysBetween(from, to);
  const index = new Map(days.map((day, i) => [day, i]));
  const engagement = days.map(() => 0);
  for (const row of rows) {
    const at = index.get(row.date);
    if (at !== undefined && row.ticker === stock.ticker) engagement[at] += row.views + row.clicks;
  }
  const prices = new Map(stock.points.map((p) => [p.date, p.sharePrice ? Number(p.sharePrice.amount) : null]));
  return { days, engagement, price: days.map((day) => prices.get(day) ?? null) };
}
