import type { EntityManager } from '@mikro-orm/core';
import { preparedRows, type FiguresSql } from '../../db/prepared';
import type { Clock } from '../../lib/clock';
import { publishedFiguresSql } from '../articles';
import { campaignFiguresSql, monthBounds, revenueFiguresSql } from '../campaigns';
import { engagementFiguresSql } from '../engagement';
import { authorize, type Viewer } from '../identity';
import { unreadFiguresSql } from '../notifications';

export interface StatFigures {
  activeCampaigns: number;
  articlesPublished: number;
  totalEngagement: number;
  revenueCents: number;
}

export interface DashboardStats {
  activeCampaigns: number;
  articlesPublished: number;
  totalEngagement: number;
  /** Dollars (the spec's number); `revenueCents` is exact. */
  revenue: number;
  revenueCents: number;
  /** Percent change against last month, rounded; null when last month's figure was 0. */
  changes: { activeCampaigns: number | null; articlesPublished: number | null; totalEngagement: number | null; revenue: number | null };
  /** The figures the changes compare: this calendar month (so far) and last month. */
  monthly: { current: StatFigures; previous: StatFigures };
  unreadNotifications: number;
}

/**
 * One statement for the four cards, their month-on-month changes and the bell, from fragments each owning
 * module writes for its own tables (one scan per table with FILTERed aggregates):
 * - Active Campaigns: now, against those active at the end of last month.
 * - Articles Published: all time; change = published this month against last month.
 * - Total Engagement: all time from analytics; change = this month's days against last month's.
 * - Revenue: all charges billed (campaigns and newswire orders); change = billed this month against last month.
 */
function statsSql(parts: FiguresSql[]): FiguresSql {
  return { sql: `select * from ${parts.map((p, i) => `(${p.sql}) f${i}`).join(', ')}`, params: parts.flatMap((p) => p.params) };
}

export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

function day(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The dashboard's stat cards, computed (never hard-coded) from the issuer's own data. */
export class StatsService {
  constructor(private readonly clock: Clock) {}

  /** What the answer depends on besides the issuer's rows: the month its changes compare (a cache key). */
  periodKey(): string {
    return monthBounds(this.clock.now()).monthStart.toISOString();
  }

  async stats(em: EntityManager, viewer: Viewer | null): Promise<DashboardStats> {
    viewer = authorize(viewer, 'organization.read');
    const org = viewer.organizationId;
    const { monthStart, previousMonthStart } = monthBounds(this.clock.now());
    const cur = monthStart.toISOString();
    const prev = previousMonthStart.toISOString();
    const figures = statsSql([
      campaignFiguresSql(org, cur),
      publishedFiguresSql(org, cur, prev),
      engagementFiguresSql(org, day(monthStart), day(previousMonthStart)),
      revenueFiguresSql(org, cur, prev),
      unreadFiguresSql(org),
    ]);
    const [row] = await preparedRows<Record<string, string | number>>(em, figures.sql, figures.params);
    const n = (key: string) => Number(row[key] ?? 0);
    const current: StatFigures = {
      activeCampaigns: n('active_now'),
      articlesPublished: n('published_cur'),
      totalEngagement: n('engagement_cur'),
      revenueCents: n('revenue_cur'),
    };
    const previous: StatFigures = {
      activeCampaigns: n('active_prev'),
      articlesPublished: n('published_prev'),
      totalEngagement: n('engagement_prev'),
      revenueCents: n('revenue_prev'),
    };
    const revenueCents = n('revenue_all');
    return {
      activeCampaigns: n('active_now'),
      articlesPublished: n('published_all'),
      totalEngagement: n('engagement_all'),
      revenue: revenueCents / 100,
      revenueCents,
      changes: {
        activeCampaigns: percentChange(current.activeCampaigns, previous.activeCampaigns),
        articlesPublished: percentChange(current.articlesPublished, previous.articlesPublished),
        totalEngagement: percentChange(current.totalEngagement, previous.totalEngagement),
        revenue: percentChange(current.revenueCents, previous.revenueCents),
      },
      monthly: { current, previous },
      unreadNotifications: n('unread'),
    };
  }
}
