import type { AbstractSqlConnection } from '@mikro-orm/postgresql';
import PgBoss from 'pg-boss';
import type { Orm } from '../db/orm';
import type { Logger } from '../lib/logger';

interface RawClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec?(text: string): Promise<{ rows: unknown[] }[]>;
}

/**
 * pg-boss's database handle, backed by the ORM's own connection pool. On PGlite that pool is the one
 * connection, so job statements queue behind open ORM transactions instead of joining them (and being
 * rolled back with them). Multi-statement text without parameters (pg-boss's migrations) runs as such.
 */
export function ormDatabaseAdapter(orm: Orm): PgBoss.Db {
  const knex = (orm.em.getConnection() as AbstractSqlConnection).getKnex();
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const client = (await knex.client.acquireConnection()) as RawClient;
      try {
        if (values.length === 0 && client.exec && text.split(';').filter((s) => s.trim()).length > 1) {
          const results = await client.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        }
        const result = await client.query(text, values);
        return { rows: result.rows };
      } finally {
        await knex.client.releaseConnection(client);
      }
    },
  };
}

export interface JobQueueOptions {
  orm: Orm;
  logger: Logger;
  /** How often idle workers look for due jobs; tests use a short interval. */
  pollingIntervalSeconds?: number;
}

export type JobHandler<T extends object> = (job: PgBoss.Job<T>) => Promise<void>;

/**
 * Work that happens later (scheduled publishing, scheduled distribution, metric pulls) as pg-boss jobs in
 * the same PostgreSQL: they survive a restart, run once across instances, retry with back-off and end
 * in a visible failed state. Delivery is at least once, so every handler is idempotent.
 */
export class JobQueue {
  readonly boss: PgBoss;
  private readonly polling: number;
  private started = false;

  constructor(private readonly options: JobQueueOptions) {
    this.polling = options.pollingIntervalSeconds ?? 2;
    this.boss = new PgBoss({
      db: ormDatabaseAdapter(options.orm),
      schema: 'pgboss',
      // Maintenance and monitoring every minute keeps the one embedded connection mostly free.
      maintenanceIntervalSeconds: 60,
      monitorStateIntervalSeconds: 60,
    });
    this.boss.on('error', (error) => options.logger.error({ err: error }, 'job queue error'));
  }

  async start(): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    this.started = true;
  }

  /** Creates the queue (idempotent) and starts a worker for it. */
  async work<T extends object>(
    name: string,
    handler: JobHandler<T>,
    options: {
      retryLimit?: number;
      retryDelay?: number;
      /**
       * short: at most one job waiting per singleton key (a second send while one waits is the same request).
       * Never stately or singleton: pg-boss takes the oldest waiting job first, and one whose key has a job
       * stuck `active` (its process died) cannot start, so every job of the queue would wait behind it.
       */
      policy?: 'standard' | 'short';
      /** A job still active after this long is expired (its process died) and retried; default 15 minutes. */
      expireInSeconds?: number;
      /** Jobs of this queue run at once in this process (a slow one does not hold up the others); default 1. */
      workers?: number;
    } = {},
  ): Promise<void> {
    const queue = {
      name,
      policy: options.policy ?? 'standard',
      retryLimit: options.retryLimit ?? 5,
      retryDelay: options.retryDelay ?? 30,
      retryBackoff: true,
      expireInSeconds: options.expireInSeconds ?? 15 * 60,
    };
    await this.boss.createQueue(name, queue);
    // An existing queue takes today's settings (createQueue leaves it as it was).
    await this.boss.updateQueue(name, queue);
    for (let i = 0; i < (options.workers ?? 1); i += 1) {
      await this.boss.work<T>(name, { pollingIntervalSeconds: this.polling, batchSize: 1 }, async ([job]) => {
        if (job) await handler(job);
      });
    }
  }

  async send<T extends object>(name: string, data: T, options: PgBoss.SendOptions = {}): Promise<string | null> {
    return this.boss.send(name, data, options);
  }

  async cancel(name: string, id: string): Promise<void> {
    await this.boss.cancel(name, id);
  }

  async job<T extends object>(name: string, id: string) {
    return this.boss.getJobById<T>(name, id);
  }

  /** Graceful: running handlers finish (up to `waitMs`) before the ORM closes underneath them. */
  async stop(waitMs = 10_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: waitMs, close: false });
  }
}
