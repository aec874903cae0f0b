import type { FiguresSql } from '../../db/prepared';

/** Engagement is what readers did: clicks, shares, likes and comments (views are reach, not engagement). */
const ENGAGED = 'clicks + shares + likes + comments';
export const ENGAGEMENT = `coalesce(sum(${ENGAGED}), 0)`;
const engagementWhere = (condition: string) => `coalesce(sum(${ENGAGED}) filter (where ${condition}), 0)`;

/** engagement_all, engagement_cur, engagement_prev: from analytics, this month's days against last month's. */
export function engagementFiguresSql(organizationId: string, monthStartDay: string, previousMonthStartDay: string): FiguresSql {
  return {
    sql: `select ${ENGAGEMENT} as engagement_all,
                 ${engagementWhere('date >= ?::date')} as engagement_cur,
                 ${engagementWhere('date >= ?::date and date < ?::date')} as engagement_prev
            from analytics where organization_id = ?`,
    params: [monthStartDay, previousMonthStartDay, monthStartDay, organizationId],
  };
}
