import type { FiguresSql } from '../../db/prepared';

/** unread: the bell's count. */
export function unreadFiguresSql(userId: string): FiguresSql {
  return { sql: 'select count(*) as unread from notifications where user_id = ? and read_at is null', params: [userId] };
}
