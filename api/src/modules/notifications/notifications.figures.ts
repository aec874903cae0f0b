import type { FiguresSql } from '../../db/prepared';

/** unread: the bell's count. */
export function unreadFiguresSql(organizationId: string): FiguresSql {
  return { sql: 'select count(*) as unread from notifications where organization_id = ? and read_at is null', params: [organizationId] };
}
