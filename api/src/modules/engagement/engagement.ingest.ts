import { randomUUID } from 'node:crypto';
import type { Orm } from '../../db/orm';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { ArticleDirectory } from './article-directory';

export const ENGAGEMENT_KINDS = ['view', 'click', 'share', 'like', 'comment'] as const;
export type EngagementKind = (typeof ENGAGEMENT_KINDS)[number];

/** The analytics counter each kind of event adds to. */
export const COUNTER_OF = { view: 'views', click: 'clicks', share: 'shares', like: 'likes', comment: 'comments' } as const satisfies Record<EngagementKind, string>;
export type Counter = (typeof COUNTER_OF)[EngagementKind];
export const COUNTERS: readonly Counter[] = ['views', 'clicks', 'shares', 'likes', 'comments'];

export interface EngagementEvent {
  articleId: string;
  /** `web`, `web:<platform>` (hosted page reached from a platform's link), or a platform id. */
  platform: string;
  kind: EngagementKind;
  /** Default 1. */
  count?: number;
}

interface Bucket extends Record<Counter, number> {
  articleId: string;
  platform: string;
  date: string;
}

export interface IngestOptions {
  orm: Orm;
  clock: Clock;
  logger: Logger;
  articles: ArticleDirectory;
  /** Called after a flush committed, with the campaigns whose figures changed. */
  onFlushed?(campaignIds: string[]): void;
  /** Longest time an event waits in memory. Default 1 s. */
  flushIntervalMs?: number;
  /** A flush starts as soon as this many events wait. Default 5 000. */
  maxPending?: number;
}

export interface FlushOutcome {
  /** Events written by this flush. */
  written: number;
  /** Events kept in memory for the next attempt because the write failed. */
  kept: number;
  /** Events for articles that no longer exist (deleted between the hit and the flush). */
  discarded: number;
}

/** Rows per statement: 9 parameters each stays far below PostgreSQL's 65 535. */
const ROWS_PER_STATEMENT = 2000;

// The owner comes from the article row itself: an article deleted since it was cached drops out here
// instead of failing the whole batch on its foreign key. Rows go in owner order, so two instances flushing
// at once take row locks (and bump dashboard versions at commit) in the same order: no deadlock.
const UPSERT_HEAD =
  'insert into analytics (id, article_id, user_id, platform, views, clicks, shares, likes, comments, date)' +
  ' select v.id::uuid, a.id, a.user_id, v.platform, v.views::int, v.clicks::int, v.shares::int, v.likes::int, v.comments::int, v.date::date from (values ';
const UPSERT_TAIL =
  ') as v (id, article_id, platform, views, clicks, shares, likes, comments, date) join articles a on a.id = v.article_id::uuid' +
  ' order by a.user_id, a.id, v.platform, v.date' +
  ' on conflict (article_id, platform, date) do update set views = analytics.views + excluded.views, clicks = analytics.clicks + excluded.clicks,' +
  ' shares = analytics.shares + excluded.shares, likes = analytics.likes + excluded.likes, comments = analytics.comments + excluded.comments, updated_at = now()';
const ROW_PLACEHOLDERS = '(?, ?, ?, ?, ?, ?, ?, ?, ?)';

function eventsIn(bucket: Bucket): number {
  return bucket.views + bucket.clicks + bucket.shares + bucket.likes + bucket.comments;
}

/**
 * Engagement events in memory, written in batches: `record` only adds to a counter keyed by
 * (article, platform, day); a flush every second (or at 5 000 waiting events) writes all of them in one
 * multi-row upsert, then announces the campaigns it touched. A failed write keeps its counts for the
 * next attempt, and `close` flushes what is left: nothing recorded is dropped on a clean shutdown.
 */
export class EngagementIngest {
  private pending = new Map<string, Bucket>();
  private pendingEvents = 0;
  private timer: NodeJS.Timeout | undefined;
  private tail: Promise<unknown> = Promise.resolve();
  private inFlight = 0;
  private closed = false;
  private readonly flushIntervalMs: number;
  private readonly maxPending: number;
  private totals = { written: 0, failedFlushes: 0 };

  constructor(private readonly options: IngestOptions) {
    this.flushIntervalMs = options.flushIntervalMs ?? 1000;
    this.maxPending = options.maxPending ?? 5000;
  }

  /** Synchronous and cheap: no I/O. The article must exist (callers check with the directory). */
  record(event: EngagementEvent): void {
    const count = event.count ?? 1;
    if (!Number.isSafeInteger(count) || count <= 0) return;
    const date = this.options.clock.now().toISOString().slice(0, 10);
    const key = `${event.articleId}|${event.platform}|${date}`;
    let bucket = this.pending.get(key);
    if (!bucket) {
      bucket = { articleId: event.articleId, platform: event.platform, date, views: 0, clicks: 0, shares: 0, likes: 0, comments: 0 };
      this.pending.set(key, bucket);
    }
    bucket[COUNTER_OF[event.kind]] += count;
    this.pendingEvents += count;
    if (this.pendingEvents >= this.maxPending) this.autoFlush();
    else this.ensureTimer();
  }

  /** Events recorded and not yet written. */
  get pendingCount(): number {
    return this.pendingEvents;
  }

  get stats(): { pending: number; written: number; failedFlushes: number } {
    return { pending: this.pendingEvents, ...this.totals };
  }

  /** Writes everything recorded so far (after any flush already running). Never rejects. */
  flush(): Promise<FlushOutcome> {
    this.inFlight++;
    const run = this.tail.then(() => this.flushOnce()).finally(() => this.inFlight--);
    this.tail = run;
    return run;
  }

  /** Stops the timer and writes what is left, retrying a failed write a few times (shutdown). */
  async close(attempts = 5): Promise<FlushOutcome> {
    this.closed = true;
    this.stopTimer();
    let outcome: FlushOutcome = { written: 0, kept: 0, discarded: 0 };
    for (let i = 0; i < attempts; i++) {
      outcome = await this.flush();
      if (this.pendingEvents === 0) return outcome;
      await new Promise((r) => setTimeout(r, 200 * (i + 1)));
    }
    this.options.logger.error({ events: this.pendingEvents }, 'engagement events could not be written before shutdown');
    return outcome;
  }

  private ensureTimer(): void {
    if (this.timer || this.closed) return;
    this.timer = setInterval(() => this.autoFlush(), this.flushIntervalMs);
    this.timer.unref();
  }

  private stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private autoFlush(): void {
    if (this.pendingEvents === 0) {
      // Idle: no timer until the next event.
      if (this.inFlight === 0) this.stopTimer();
      return;
    }
    if (this.inFlight > 0) return; // the running flush is followed by the timer's next tick
    void this.flush();
    this.ensureTimer();
  }

  /** Puts unwritten counts back; answers how many events that was. */
  private restore(buckets: Bucket[]): number {
    let events = 0;
    for (const b of buckets) {
      const key = `${b.articleId}|${b.platform}|${b.date}`;
      const current = this.pending.get(key);
      if (!current) this.pending.set(key, b);
      else for (const c of COUNTERS) current[c] += b[c];
      events += eventsIn(b);
    }
    this.pendingEvents += events;
    this.ensureTimer();
    return events;
  }

  private async flushOnce(): Promise<FlushOutcome> {
    if (this.pending.size === 0) return { written: 0, kept: 0, discarded: 0 };
    const buckets = [...this.pending.values()];
    this.pending = new Map();
    this.pendingEvents = 0;

    let owners;
    try {
      owners = await this.options.articles.findMany(buckets.map((b) => b.articleId));
    } catch (error) {
      this.totals.failedFlushes++;
      const kept = this.restore(buckets);
      this.options.logger.error({ err: error, events: kept }, 'engagement flush failed (article lookup); kept for the next attempt');
      return { written: 0, kept, discarded: 0 };
    }
    const known = buckets.filter((b) => owners.has(b.articleId));
    const discarded = buckets.filter((b) => !owners.has(b.articleId)).reduce((n, b) => n + eventsIn(b), 0);
    if (discarded) this.options.logger.warn({ events: discarded }, 'engagement events for deleted articles were discarded');

    let written = 0;
    let kept = 0;
    const campaigns = new Set<string>();
    for (let start = 0; start < known.length; start += ROWS_PER_STATEMENT) {
      const chunk = known.slice(start, start + ROWS_PER_STATEMENT);
      const params: unknown[] = [];
      for (const b of chunk) {
        params.push(randomUUID(), b.articleId, b.platform, b.views, b.clicks, b.shares, b.likes, b.comments, b.date);
      }
      try {
        await this.options.orm.em.getConnection().execute(UPSERT_HEAD + chunk.map(() => ROW_PLACEHOLDERS).join(', ') + UPSERT_TAIL, params, 'run');
      } catch (error) {
        // This chunk and the ones after it were not written: keep them, whole, for the next attempt.
        this.totals.failedFlushes++;
        kept = this.restore(known.slice(start));
        this.options.logger.error({ err: error, events: kept }, 'engagement flush failed; kept for the next attempt');
        break;
      }
      for (const b of chunk) {
        written += eventsIn(b);
        campaigns.add(owners.get(b.articleId)!.campaignId);
      }
    }
    this.totals.written += written;
    if (campaigns.size) {
      try {
        this.options.onFlushed?.([...campaigns]);
      } catch (error) {
        this.options.logger.error({ err: error }, 'announcing written engagement failed');
      }
    }
    return { written, kept, discarded };
  }
}
