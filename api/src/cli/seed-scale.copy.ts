// COPY of seeded organizations into a migrated PostgreSQL database: one stream a table, side by side, each on a
// connection of its own. Used by `npm run seed:scale` and by the scale test (a few thousand rows).
import { once } from 'node:events';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { COPY_COLUMNS, emptyLines, organizationRows, type SeedShape, type SeedTable } from './seed-scale.rows';

const ORGS_PER_BATCH = 20;

/**
 * Copies organizations `from` (included) to `to` (excluded) and answers the rows written per table. Triggers and
 * foreign-key checks are off on these connections (session_replication_role = replica, which needs a superuser):
 * the dashboard-version triggers would fire per row, and a row's parent commits on another connection.
 */
export async function copyOrganizations(
  url: string,
  range: { from: number; to: number },
  shape: SeedShape,
  progress?: (organizations: number) => void,
): Promise<Map<SeedTable, number>> {
  const streams = await Promise.all(
    (Object.keys(COPY_COLUMNS) as SeedTable[]).map(async (table) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query('set session_replication_role = replica');
      const stream = client.query(copyFrom(`copy ${table} (${COPY_COLUMNS[table].join(', ')}) from stdin`));
      return { table, client, stream, rows: 0 };
    }),
  );
  try {
    for (let first = range.from; first < range.to; first += ORGS_PER_BATCH) {
      const lines = emptyLines();
      for (let org = first; org < Math.min(range.to, first + ORGS_PER_BATCH); org++) organizationRows(org, shape, lines);
      await Promise.all(
        streams.map(async (s) => {
          const batch = lines[s.table];
          if (!batch.length) return;
          s.rows += batch.length;
          if (!s.stream.write(batch.join('\n') + '\n')) await once(s.stream, 'drain');
        }),
      );
      progress?.(Math.min(range.to, first + ORGS_PER_BATCH) - range.from);
    }
    await Promise.all(
      streams.map(async (s) => {
        const done = once(s.stream, 'finish');
        s.stream.end();
        await done;
      }),
    );
  } finally {
    await Promise.all(streams.map((s) => s.client.end()));
  }
  return new Map(streams.map((s) => [s.table, s.rows]));
}
