import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/core';
import type { JobQueue } from '../../jobs/job-queue';
import { topic } from '../../lib/event-bus';
import type { ArticleDirectory } from '../articles';
import type { Viewer } from '../identity';
import { registerAnalyticsPartitionsJob } from './analytics-partitions';
import { AnalyticsReport } from './analytics-report';
import { CampaignFigures } from './campaign-figures';
import { type EngagementDeps, PULL_JOB, SWEEP_JOB, type TrackResult, type UpdateReason } from './engagement.deps';
import { EngagementIngest } from './engagement.ingest';
import { EngagementTracker } from './engagement-tracker';
import type { AnalyticsView, EngagementView, TrackingMeta } from './engagement.views';
import { LinkTracking } from './link-tracking';
import { PlatformMetricsService, PULL_SCHEDULE, type PullOutcome } from './platform-metrics';
import { StockWatch } from './stock-watch';

export {
  COMPARISON_LABEL,
  HITS_PER_ADDRESS_PER_MINUTE,
  PULL_JOB,
  REFRESH_INTERVAL_MS,
  SWEEP_JOB,
  type EngagementDeps,
  type EngagementUpdatedEvent,
  type TrackResult,
  type UpdateReason,
  type WireOrders,
} from './engagement.deps';

/**
 * Engagement: tracking hits from the hosted page (views, tracked link clicks) through the batched
 * ingest, platform metric pulls, the tracker's answer (REST, GraphQL and its live subscription) and the
 * Analytics screen's data and CSV export.
 * Each use case has its file: link-tracking.ts (hits and tracked links), engagement-tracker.ts and
 * campaign-figures.ts (the tracker), analytics-report.ts (Analytics); this class composes them and runs the jobs.
 */
export class EngagementService {
  readonly articles: ArticleDirectory;
  readonly ingest: EngagementIngest;
  readonly metrics: PlatformMetricsService | null;
  private readonly stock: StockWatch;
  private readonly tracking: LinkTracking;
  private readonly tracker: EngagementTracker;
  private readonly report: AnalyticsReport;
  private jobs: JobQueue | undefined;

  constructor(private readonly deps: EngagementDeps) {
    this.articles = deps.articles;
    this.ingest = new EngagementIngest({
      orm: deps.orm,
      clock: deps.clock,
      logger: deps.logger,
      articles: this.articles,
      onFlushed: (campaignIds) => {
        for (const id of campaignIds) this.announce(id, 'traffic');
      },
    });
    this.metrics = deps.posts
      ? new PlatformMetricsService({
          orm: deps.orm,
          clock: deps.clock,
          logger: deps.logger,
          plugins: deps.plugins,
          articles: this.articles,
          posts: deps.posts,
          onStored: (campaignId) => this.announce(campaignId, 'platform'),
        })
      : null;
    this.stock = new StockWatch({
      quote: (ticker) => deps.market.quote(ticker),
      onChange: (campaignId) => this.announce(campaignId, 'stock'),
      logger: deps.logger,
      intervalMs: deps.stockIntervalMs ?? 60_000,
    });
    this.tracking = new LinkTracking(deps, this.ingest);
    this.tracker = new EngagementTracker(
      deps,
      new CampaignFigures(deps),
      this.stock,
      this.metrics,
      () => this.jobs,
      (campaignId, reason) => this.announce(campaignId, reason),
    );
    this.report = new AnalyticsReport(deps);
  }

  // --- Tracking (link-tracking.ts) ---------------------------------------------------------------------

  /** One visit of the hosted article page (or of the pixel): counted, ignored (a bot or a prefetch), or an unknown article. */
  recordView(articleId: string, meta: TrackingMeta = {}): Promise<TrackResult> {
    return this.tracking.recordView(articleId, meta);
  }

  /** A click on a tracked link: the stored target (the click counted for a person), or null for an unknown id. */
  click(linkId: string, meta: TrackingMeta = {}): Promise<string | null> {
    return this.tracking.click(linkId, meta);
  }

  trackedLinks(articleId: string, urls: readonly string[]): Promise<Map<string, string>> {
    return this.tracking.trackedLinks(articleId, urls);
  }

  withTrackedLinks(articleId: string, render: (linkHref: (url: string) => string) => string): Promise<string> {
    return this.tracking.withTrackedLinks(articleId, render);
  }

  trackedLink(articleId: string, url: string): Promise<string | null> {
    return this.tracking.trackedLink(articleId, url);
  }

  // --- The tracker (engagement-tracker.ts) -------------------------------------------------------------

  engagement(em: EntityManager, viewer: Viewer | null, campaignId: string): Promise<EngagementView> {
    return this.tracker.engagement(em, viewer, campaignId);
  }

  refresh(em: EntityManager, viewer: Viewer | null, campaignId: string): Promise<{ queued: boolean; message: string }> {
    return this.tracker.refresh(em, viewer, campaignId);
  }

  updates(em: EntityManager, viewer: Viewer | null, campaignId: string): Promise<AsyncIterableIterator<EngagementView>> {
    return this.tracker.updates(em, viewer, campaignId);
  }

  private announce(campaignId: string, reason: UpdateReason): void {
    this.deps.events.publish(topic('engagement.updated', campaignId), { campaignId, reason, at: this.deps.clock.now().toISOString() });
  }

  // --- Analytics screen (analytics-report.ts) ----------------------------------------------------------

  analytics(em: EntityManager, viewer: Viewer | null, query: Record<string, unknown>): Promise<AnalyticsView> {
    return this.report.analytics(em, viewer, query);
  }

  analyticsCsv(em: EntityManager, viewer: Viewer | null, query: Record<string, unknown>): Promise<{ filename: string; csv: Readable }> {
    return this.report.analyticsCsv(em, viewer, query);
  }

  // --- Jobs and lifecycle ------------------------------------------------------------------------------

  /**
   * Runs platform pulls on the job queue: `pull-platform-metrics` per article (retried with back-off on a
   * vendor failure) and a sweep every 30 minutes that sends one for each article due (PULL_SCHEDULE); first,
   * analytics' monthly partitions, made now and once a day (analytics-partitions.ts).
   */
  async attachJobs(queue: JobQueue): Promise<void> {
    this.jobs = queue;
    await registerAnalyticsPartitionsJob(queue, {
      em: () => this.deps.orm.em.fork(),
      now: () => this.deps.clock.now(),
      logger: this.deps.logger,
    });
    const metrics = this.metrics;
    if (!metrics) return;
    await queue.work<{ articleId: string }>(PULL_JOB, async (job) => {
      const outcome: PullOutcome = await metrics.pull(job.data.articleId);
      const retryable = outcome.failed.filter((f) => f.retryable);
      if (retryable.length)
        throw new Error(`Metrics could not be read from ${retryable.map((f) => `${f.platform} (${f.message})`).join(', ')}`);
    });
    await queue.work(SWEEP_JOB, async () => {
      for (const articleId of await metrics.dueArticles()) {
        await queue.send(PULL_JOB, { articleId }, { singletonKey: articleId, singletonSeconds: 600 });
      }
    });
    await queue.boss.schedule(SWEEP_JOB, PULL_SCHEDULE.sweepCron, {}, { tz: 'UTC' });
  }

  /** Shutdown: writes every recorded event (call before the ORM closes). */
  async close(): Promise<void> {
    this.stock.close();
    await this.ingest.close();
  }
}
