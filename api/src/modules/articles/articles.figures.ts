import type { FiguresSql } from '../../db/prepared';

/** published_all, published_cur, published_prev: the issuer's published articles, all time and by month. */
export function publishedFiguresSql(organizationId: string, monthStart: string, previousMonthStart: string): FiguresSql {
  return {
    sql: `select count(*) as published_all,
                 count(*) filter (where published_at >= ?::timestamptz) as published_cur,
                 count(*) filter (where published_at >= ?::timestamptz and published_at < ?::timestamptz) as published_prev
            from articles where organization_id = ? and status = 'published'`,
    params: [monthStart, previousMonthStart, monthStart, organizationId],
  };
}
