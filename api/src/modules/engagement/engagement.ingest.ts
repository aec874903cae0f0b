import type { Orm } from '../../db/orm';
import { preparedRows } from '../../db/prepared';
import type { Clock } from '../../lib/clock';
import { LRUCache } from 'lru-cache';
import type { Logger } from '../../lib/logger';
import type { ArticleDirectory } from '../articles';
import { READER_WINDOW_MS } from './readers';
import { deleteInBatches } from '../../db/delete-in-batches';

export const ENGAGEMENT_KINDS = ['view', 'click', 'share', 'like', 'comment'] as const;
export type EngagementKind = (typeof ENGAGEMENT_KINDS)[number];

/** The analytics counter each kind of event adds to. */
export const COUNTER_OF = { view: 'views', click: 'clicks', share: 'shares', like: 'likes', comment: 'comments' } as const satisfies Record<
  EngagementKind,
  string
>;
export type Counter = (typeof COUNTER_OF)[EngagementKind];
export const COUNTERS: readonly Counter[] = ['views', 'clicks', 'shares', 'likes', 'comments'];

/** One tracking hit of a reader: a view (pixel or hosted page) or a click (tracked link). */
export interface TrackingHit {
  articleId: string;
  /** `web`, or `web:<platform>` (the hosted page reached from a platform's link). */
  platform: string;
  kind: 'view' | 'click';
  /** The reader's key (ReaderHasher), 32 hex digits. */
  reader: string;
}

export interface IngestOptions {
  orm: Orm;
  clock: Clock;
  logger: Logger;
  articles: ArticleDirectory;
  /** Called after a write committed, with the campaigns whose figures changed. */
  onFlushed?(campaignIds: string[]): void;
  /** Most hits in one write (default 2 000: 5 parameters each stays far below PostgreSQL's 65 535). */
  maxBatch?: number;
}

/** The write holding a hit failed (already logged): the hit was not counted. */
export class IngestWriteError extends Error {
  constructor(cause: unknown) {
    super('engagement write failed', { cause });
  }
}

interface Waiting {
  hit: TrackingHit;
  /** readerKey(hit), made once per hit. */
  key: string;
  resolve(counted: boolean): void;
  reject(error: unknown): void;
}

/** Old reader rows are deleted at most this often, between two writes. */
const PRUNE_EVERY_MS = 60_000;
/** Readers this instance counted lately, remembered so their repeats are answered without a write. */
const RECENT_READERS = 100_000;

// One statement, so one transaction: the readers' window and the counters move together or not at all.
// A reader counts when its row is new or was last counted before the window (`?` cut-off); the rest are
// repeats. The owner comes from the article row itself: a hit for an article deleted since it was cached
// drops out here. Rows go in key order and analytics rows in owner order, so two instances writing at
// once take row locks (and bump dashboard versions at commit) in the same order: no deadlock.
// The hits travel as four text arrays (one element per hit, in batch order), so the statement's text is
// the same for every batch size; arrays cost the database less per hit than a JSON document did, and
// the hits that counted are joined back to theirs once, for both the counters and the answer.
const WRITE = `with hit as (select h.i::int - 1 as i, h.article_id::uuid as article_id, h.kind, decode(h.reader, 'hex') as reader, h.platform
  from unnest(?::text[], ?::text[], ?::text[], ?::text[]) with ordinality as h (article_id, kind, reader, platform, i)),
known as (select hit.*, a.organization_id from hit join articles a on a.id = hit.article_id),
counted as (insert into tracking_readers (article_id, kind, reader, counted_at)
  select article_id, kind, reader, ?::timestamptz from known order by article_id, kind, reader
  on conflict (article_id, kind, reader) do update set counted_at = excluded.counted_at where tracking_readers.counted_at <= ?::timestamptz
  returning article_id, kind, reader),
joined as (select k.i, k.article_id, k.organization_id, k.platform, k.kind from counted c join known k using (article_id, kind, reader)),
added as (insert into analytics (id, article_id, organization_id, platform, views, clicks, shares, likes, comments, date)
  select gen_random_uuid(), article_id, organization_id, platform, count(*) filter (where kind = 'view'), count(*) filter (where kind = 'click'), 0, 0, 0, ?::date
  from joined group by organization_id, article_id, platform order by organization_id, article_id, platform
  on conflict (article_id, platform, date) do update set views = analytics.views + excluded.views, clicks = analytics.clicks + excluded.clicks, updated_at = now())
select coalesce(string_agg(i::text, ','), '') as counted from joined`;

function readerKey({ articleId, kind, reader }: TrackingHit): string {
  return `${articleId}|${kind}|${reader}`;
}

/**
 * Tracking hits written by group commit: `record` queues a hit and resolves once the write holding it
 * has committed, so nothing is answered before it is durable. One write runs at a time; the hits that
 * arrive meanwhile wait and all go in the next one (up to `maxBatch`), so under load a write carries
 * many hits and an idle server writes a lone hit at once (after the current turn of the event loop,
 * so hits that arrived together share it). A failed write rejects its hits, which were not counted.
 */
export class EngagementIngest {
  private waiting: Waiting[] = [];
  private running: Promise<void> | undefined;
  private closed = false;
  private lastPrune = 0;
  private readonly maxBatch: number;
  private totals = { counted: 0, repeats: 0, writes: 0, failedWrites: 0 };
  /** Reader key → when this instance's committed write counted it (the row says the same). */
  private readonly recent = new LRUCache<string, number>({ max: RECENT_READERS });

  constructor(private readonly options: IngestOptions) {
    this.maxBatch = options.maxBatch ?? 2000;
  }

  /**
   * Resolves when the hit is stored: true when it counted (a reader new to this article and kind within
   * the window), false for a repeat or an article deleted meanwhile. Rejects when the write failed.
   */
  record(hit: TrackingHit): Promise<boolean> {
    if (this.closed) return Promise.reject(new Error('engagement ingest is closed'));
    // Counted here within the window, and committed: a repeat, already as durable as it will ever be.
    const key = readerKey(hit);
    const countedAt = this.recent.get(key);
    const now = this.options.clock.now().getTime();
    if (countedAt !== undefined && now >= countedAt && now - countedAt < READER_WINDOW_MS) {
      this.totals.repeats++;
      return Promise.resolve(false);
    }
    return new Promise((resolve, reject) => {
      this.waiting.push({ hit, key, resolve, reject });
      this.running ??= this.run();
    });
  }

  get stats(): { waiting: number; counted: number; repeats: number; writes: number; failedWrites: number } {
    return { waiting: this.waiting.length, ...this.totals };
  }

  /** Resolves when every hit recorded so far is written (or failed). */
  async flush(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Shutdown: takes no more hits and waits for those already taken. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }

  private async run(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    while (this.waiting.length) {
      await this.write(this.waiting.splice(0, this.maxBatch));
      await this.pruneNowAndThen();
    }
    this.running = undefined;
  }

  private async write(batch: Waiting[]): Promise<void> {
    const now = this.options.clock.now();
    // A reader twice in one batch is a repeat (and one statement may not upsert a row twice).
    const firsts: Waiting[] = [];
    const repeats: Waiting[] = [];
    const seen = new Set<string>();
    for (const waiting of batch) {
      if (seen.has(waiting.key)) repeats.push(waiting);
      else {
        seen.add(waiting.key);
        firsts.push(waiting);
      }
    }
    const articleIds: string[] = [];
    const kinds: string[] = [];
    const readers: string[] = [];
    const platforms: string[] = [];
    for (const { hit } of firsts) {
      articleIds.push(hit.articleId);
      kinds.push(hit.kind);
      readers.push(hit.reader);
      platforms.push(hit.platform);
    }
    const params = [
      articleIds,
      kinds,
      readers,
      platforms,
      now.toISOString(),
      new Date(now.getTime() - READER_WINDOW_MS).toISOString(),
      now.toISOString().slice(0, 10),
    ];

    let counted: Set<number>;
    try {
      const [row] = await preparedRows<{ counted: string }>(this.options.orm.em, WRITE, params);
      counted = new Set(row.counted ? row.counted.split(',').map(Number) : []);
    } catch (error) {
      this.totals.failedWrites++;
      this.options.logger.error({ err: error, hits: batch.length }, 'engagement write failed; its hits were not counted');
      for (const waiting of batch) waiting.reject(new IngestWriteError(error));
      return;
    }
    this.totals.writes++;
    this.totals.counted += counted.size;
    this.totals.repeats += batch.length - counted.size;
    const articles = new Set<string>();
    firsts.forEach((waiting, i) => {
      const yes = counted.has(i);
      if (yes) {
        articles.add(waiting.hit.articleId);
        this.recent.set(waiting.key, now.getTime());
      }
      waiting.resolve(yes);
    });
    for (const waiting of repeats) waiting.resolve(false);
    if (articles.size) await this.announce(articles);
  }

  private async announce(articleIds: Set<string>): Promise<void> {
    try {
      const owners = await this.options.articles.findMany(articleIds);
      const campaigns = new Set([...owners.values()].map((a) => a.campaignId));
      if (campaigns.size) this.options.onFlushed?.([...campaigns]);
    } catch (error) {
      this.options.logger.error({ err: error }, 'announcing written engagement failed');
    }
  }

  /** Deletes reader rows past the window (nothing is kept longer than the counting needs). */
  private async pruneNowAndThen(): Promise<void> {
    const now = this.options.clock.now().getTime();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    try {
      // In batches, never waiting for a row lock (a write may be updating it): what is skipped goes with the next prune.
      await deleteInBatches(this.options.orm.em.getConnection(), 'tracking_readers', 'counted_at < ?::timestamptz', [
        new Date(now - READER_WINDOW_MS).toISOString(),
      ]);
    } catch (error) {
      this.options.logger.warn({ err: error }, 'pruning tracking readers failed; tried again in a minute');
    }
  }
}
