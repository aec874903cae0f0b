import type { Orm } from './orm';

type Connection = ReturnType<Orm['em']['getConnection']>;

/**
 * Deletes the rows of `table` that match `where` (with `params`), at most `batch` a statement, until none is left:
 * retention of large tables (a day of reader keys, a month of webhook deliveries) never holds one long transaction
 * or locks millions of rows at once. Rows another statement holds are skipped and go in a later run. Answers the
 * count deleted. `table` and `where` are the caller's SQL, never input.
 */
export async function deleteInBatches(db: Connection, table: string, where: string, params: unknown[], batch = 5_000): Promise<number> {
  const sql = `delete from ${table} where ctid = any(array(select ctid from ${table} where ${where} limit ? for update skip locked))`;
  let total = 0;
  for (;;) {
    const { affectedRows } = await db.execute<{ affectedRows: number }>(sql, [...params, batch], 'run');
    total += affectedRows;
    if (affectedRows < batch) return total;
  }
}
