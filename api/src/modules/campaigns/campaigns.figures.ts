// The dashboard's figures from campaigns' own tables, as SQL fragments the dashboard composes into one
// statement (each module keeps the SQL that reads its tables).
import type { FiguresSql } from '../../db/prepared';

/** Active means in use: not archived and not failed. */
const ACTIVE = `status in ('draft', 'in_progress', 'scheduled', 'published')`;

/** active_now; active_prev: active at the end of last month (created before this month, not archived by then). */
export function campaignFiguresSql(organizationId: string, monthStart: string): FiguresSql {
  return {
    sql: `select count(*) filter (where ${ACTIVE}) as active_now,
                 count(*) filter (where created_at < ?::timestamptz and status <> 'failed'
                                    and (archived_at is null or archived_at >= ?::timestamptz)) as active_prev
            from campaigns where organization_id = ?`,
    params: [monthStart, monthStart, organizationId],
  };
}

/** revenue_all, revenue_cur, revenue_prev: every charge billed (campaigns and newswire orders), in cents. */
export function revenueFiguresSql(organizationId: string, monthStart: string, previousMonthStart: string): FiguresSql {
  return {
    sql: `select coalesce(sum(amount_cents), 0) as revenue_all,
                 coalesce(sum(amount_cents) filter (where created_at >= ?::timestamptz), 0) as revenue_cur,
                 coalesce(sum(amount_cents) filter (where created_at >= ?::timestamptz and created_at < ?::timestamptz), 0) as revenue_prev
            from charges where organization_id = ?`,
    params: [monthStart, previousMonthStart, monthStart, organizationId],
  };
}
