import { createHmac } from 'node:crypto';
import type { Clock } from '../lib/clock';
import type { Orm } from './orm';
import { preparedRows } from './prepared';
import { deleteInBatches } from './delete-in-batches';

/** One hit's place in its key's window: the count once it was added, and how long the window still runs. */
export interface CounterHit {
  count: number;
  ttlMs: number;
}

interface Waiter {
  resolve(hit: CounterHit): void;
  reject(error: unknown): void;
}

interface Pending {
  windowMs: number;
  waiters: Waiter[];
}

// One statement for a batch of keys, each with its number of hits: a key's window starts at its first hit
// and a hit after `resets_at` starts a new one. Keys go in sorted order, so two instances upserting the same
// keys at once lock them in the same order (no deadlock). The row lock makes each key's count exact across
// instances: every hit gets its own number.
const ADD = `insert into rate_limit_hits as r (key, count, resets_at)
  select h.key, h.n, ?::timestamptz + h.window_ms * interval '1 millisecond'
  from unnest(?::text[], ?::int[], ?::int[]) as h (key, n, window_ms) order by h.key
  on conflict (key) do update set
    count = case when r.resets_at <= ?::timestamptz then excluded.count else r.count + excluded.count end,
    resets_at = case when r.resets_at <= ?::timestamptz then excluded.resets_at else r.resets_at end
  returning key, count, resets_at`;

// Never waits for a row lock (a hit may be counting it): what is skipped goes with the next purge.
/**
 * Counters per key and time window in PostgreSQL (the `rate_limit_hits` table), so a limit holds across
 * instances: the address or token that alternates between them is counted once. Hits are written by
 * group commit, as tracking hits are: one statement at a time, and the hits that arrive meanwhile all go
 * in the next one (one row per key, its hits numbered in arrival order), so a burst costs one statement,
 * not one per hit, and an idle server writes a lone hit at once.
 */
export class SharedCounter {
  private pending = new Map<string, Pending>();
  private running: Promise<void> | undefined;
  private totals = { hits: 0, writes: 0 };

  constructor(
    private readonly deps: {
      orm: Orm;
      clock: Clock;
      /** Keys what is counted (an address, a token id, an email), so the table holds none of them. */
      secret: Buffer;
      /** Most keys in one statement (default 2,000). */
      maxBatch?: number;
    },
  ) {}

  /**
   * Adds one hit to the window of `<limit>:<subject>` (a new window of `windowMs` if none is running) and
   * resolves with its count. The row's key is the limit's name and a keyed hash of the subject.
   */
  hit(limit: string, subject: string, windowMs: number): Promise<CounterHit> {
    const key = `${limit}:${createHmac('sha256', this.deps.secret).update(subject).digest('base64url').slice(0, 22)}`;
    return new Promise((resolve, reject) => {
      const entry = this.pending.get(key);
      if (entry) entry.waiters.push({ resolve, reject });
      else this.pending.set(key, { windowMs, waiters: [{ resolve, reject }] });
      this.running ??= this.run();
    });
  }

  get stats(): { hits: number; writes: number } {
    return { ...this.totals };
  }

  /** Deletes windows that ended before now, at most `limit` rows a statement until none is left; answers how many. */
  async purgeExpired(limit = 5_000): Promise<number> {
    return deleteInBatches(
      this.deps.orm.em.getConnection(),
      'rate_limit_hits',
      'resets_at < ?::timestamptz',
      [this.deps.clock.now().toISOString()],
      limit,
    );
  }

  private async run(): Promise<void> {
    // Hits that arrive in the same turn of the event loop share the first statement.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.pending.size) {
      const max = this.deps.maxBatch ?? 2000;
      let batch: Map<string, Pending>;
      if (this.pending.size <= max) {
        batch = this.pending;
        this.pending = new Map();
      } else {
        batch = new Map([...this.pending].slice(0, max));
        for (const key of batch.keys()) this.pending.delete(key);
      }
      await this.write(batch);
    }
    this.running = undefined;
  }

  private async write(batch: Map<string, Pending>): Promise<void> {
    const keys = [...batch.keys()].sort();
    const counts = keys.map((key) => batch.get(key)!.waiters.length);
    const windows = keys.map((key) => batch.get(key)!.windowMs);
    const at = this.deps.clock.now();
    const now = at.toISOString();
    try {
      const rows = await preparedRows<{ key: string; count: number; resets_at: Date | string }>(this.deps.orm.em, ADD, [
        now,
        keys,
        counts,
        windows,
        now,
        now,
      ]);
      this.totals.writes++;
      for (const row of rows) {
        const { waiters } = batch.get(row.key)!;
        const ttlMs = Math.max(0, new Date(row.resets_at).getTime() - at.getTime());
        // The batch's hits are the last `waiters.length` of the count, in arrival order.
        const first = row.count - waiters.length + 1;
        waiters.forEach((waiter, i) => waiter.resolve({ count: first + i, ttlMs }));
        this.totals.hits += waiters.length;
      }
    } catch (error) {
      for (const { waiters } of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  }
}
