import type { EntityManager } from '@mikro-orm/core';
import type { JobQueue } from '../../jobs/job-queue';
import type { Logger } from '../../lib/logger';

/**
 * Issue 43, point 6: `analytics` is partitioned by month of `date` (migration 20261129190000). Each month's
 * partition is made ahead of time, so a day's rows never land in `analytics_default`, which every new
 * partition would have to scan (and refuse to be made while it holds rows of its month).
 */
export const ANALYTICS_PARTITIONS_JOB = 'ensure-analytics-partitions';
const ANALYTICS_PARTITIONS_CRON = '41 2 * * *';

export interface PartitionsOutcome {
  /** Partitions this call made (named `analytics_yYYYYmMM`). */
  created: string[];
  /** Months that could not be made: `analytics_default` holds rows of them (docs/operations.md says how to move them). */
  blocked: string[];
}

/** The first day of the month `offset` months after `now`'s (UTC), as YYYY-MM-DD. */
function monthStart(now: Date, offset: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 10);
}

export function partitionName(monthStartDay: string): string {
  return `analytics_y${monthStartDay.slice(0, 4)}m${monthStartDay.slice(5, 7)}`;
}

async function exists(em: EntityManager, table: string): Promise<boolean> {
  const [row] = await em.getConnection().execute<{ found: boolean }[]>('select to_regclass(?) is not null as found', [table]);
  return row.found;
}

/** Makes the partitions of `now`'s month and the `monthsAhead` after it that are missing; running it again changes nothing. */
export async function ensureAnalyticsPartitions(em: EntityManager, now: Date, monthsAhead = 3): Promise<PartitionsOutcome> {
  const outcome: PartitionsOutcome = { created: [], blocked: [] };
  for (let offset = 0; offset <= monthsAhead; offset += 1) {
    const from = monthStart(now, offset);
    const name = partitionName(from);
    if (await exists(em, name)) continue;
    const to = monthStart(now, offset + 1);
    try {
      await em
        .getConnection()
        .execute(`create table if not exists "${name}" partition of "analytics" for values from ('${from}') to ('${to}')`);
      outcome.created.push(name);
    } catch (error) {
      // Another instance made it meanwhile, or the default partition holds rows of the month.
      if (await exists(em, name)) continue;
      const [row] = await em
        .getConnection()
        .execute<{ held: boolean }[]>('select exists (select 1 from analytics_default where date >= ? and date < ?) as held', [from, to]);
      if (!row.held) throw error;
      outcome.blocked.push(name);
    }
  }
  return outcome;
}

/** At start-up and once a day: the partitions of this month and the next 3. */
export async function registerAnalyticsPartitionsJob(
  queue: JobQueue,
  deps: { em: () => EntityManager; now: () => Date; logger: Logger },
): Promise<void> {
  const ensure = async () => {
    const { created, blocked } = await ensureAnalyticsPartitions(deps.em(), deps.now());
    if (created.length) deps.logger.info({ created }, 'analytics partitions created');
    if (blocked.length)
      deps.logger.warn(
        { blocked },
        'analytics partitions not created: analytics_default holds rows of these months (see docs/operations.md)',
      );
  };
  await ensure();
  await queue.work(ANALYTICS_PARTITIONS_JOB, ensure, { retryLimit: 2, retryDelay: 600 });
  await queue.boss.schedule(ANALYTICS_PARTITIONS_JOB, ANALYTICS_PARTITIONS_CRON, {}, { tz: 'UTC' });
}
