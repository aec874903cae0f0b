import type { EntityManager } from '@mikro-orm/core';
import { LRUCache } from 'lru-cache';
import type { JobQueue } from '../../jobs/job-queue';
import { TooManyRequestsError } from '../../lib/errors';
import { topic } from '../../lib/event-bus';
import { Campaign } from '../campaigns';
import type { Viewer } from '../identity';
import type { CampaignFigures } from './campaign-figures';
import { type EngagementDeps, PULL_JOB, REFRESH_INTERVAL_MS, type UpdateReason } from './engagement.deps';
import type { EngagementView } from './engagement.views';
import type { PlatformMetricsService } from './platform-metrics';
import type { StockWatch } from './stock-watch';

/** What an issuer sees on a campaign's tracker: its figures, a Refresh (once a minute), and the live updates. */
export class EngagementTracker {
  private readonly shared = new LRUCache<string, { key: string; builtAt: number; view: Promise<EngagementView> }>({ max: 1_000 });

  constructor(
    private readonly deps: EngagementDeps,
    private readonly figures: CampaignFigures,
    private readonly stock: StockWatch,
    private readonly metrics: PlatformMetricsService | null,
    /** The job queue once attached (attachJobs); absent, a Refresh pulls in the request. */
    private readonly jobs: () => JobQueue | undefined,
    private readonly announce: (campaignId: string, reason: UpdateReason) => void,
  ) {}

  /** GET /api/engagement/{campaignId}: the viewer's own campaign (404 for any other). */
  async engagement(em: EntityManager, viewer: Viewer | null, campaignId: string): Promise<EngagementView> {
    const campaign = await this.deps.campaigns.own(em, viewer, campaignId);
    return this.figures.figures(em, campaign, this.deps.clock.now());
  }

  /**
   * The tracker's Refresh: asks the platforms for new figures now (a job when the queue runs) and
   * re-reads the quote. At most once a minute per campaign (429 with retryAfterSeconds).
   */
  async refresh(em: EntityManager, viewer: Viewer | null, campaignId: string): Promise<{ queued: boolean; message: string }> {
    const campaign = await this.deps.campaigns.own(em, viewer, campaignId);
    // Across instances: the count lives in the database.
    const { count, ttlMs } = await this.deps.rateLimits.hit('refresh', campaign.id, REFRESH_INTERVAL_MS);
    if (count > 1) {
      const wait = Math.max(1, Math.ceil(ttlMs / 1000));
      throw new TooManyRequestsError(`Engagement was refreshed less than a minute ago. Try again in ${wait} s.`, wait);
    }
    const article = await this.deps.articles.ofCampaign(em, campaign.id);
    let queued = false;
    const jobs = this.jobs();
    if (article && this.metrics) {
      if (jobs) {
        // Across instances too: one pull per article per minute.
        queued = (await jobs.send(PULL_JOB, { articleId: article.id }, { singletonKey: article.id, singletonSeconds: 60 })) !== null;
      } else {
        await this.metrics.pull(article.id);
      }
    }
    this.announce(campaign.id, 'stock');
    return {
      queued,
      message: queued ? 'Asking the platforms for new figures; the tracker updates when they arrive.' : 'Engagement refreshed.',
    };
  }

  /**
   * The live tracker (GraphQL subscription): the current figures at once, then the new figures after
   * each write that touched the campaign (hosted-page traffic, a platform pull) and each quote change.
   * Each update is built once per instance and shared by every subscriber of the campaign.
   */
  async updates(em: EntityManager, viewer: Viewer | null, campaignId: string): Promise<AsyncIterableIterator<EngagementView>> {
    const campaign = await this.deps.campaigns.own(em, viewer, campaignId);
    const stream = this.deps.events.subscribe(topic('engagement.updated', campaign.id));
    const unwatch = this.stock.watch(campaign.id, campaign.ticker);
    const shared = (key: string, at: Date) => this.sharedView(campaign.id, key, at);
    const now = () => this.deps.clock.now();
    let started = false;
    const stop = async () => {
      unwatch();
      await stream.return();
    };
    // Not an async generator: its return() would wait for the next event, keeping a gone subscriber listening.
    const iterator: AsyncIterableIterator<EngagementView> = {
      async next(): Promise<IteratorResult<EngagementView>> {
        if (!started) {
          started = true;
          return { value: await shared('initial', now()), done: false };
        }
        const notice = await stream.next();
        if (notice.done) {
          unwatch();
          return { value: undefined, done: true };
        }
        return { value: await shared(notice.value.at, new Date(notice.value.at)), done: false };
      },
      async return(): Promise<IteratorResult<EngagementView>> {
        await stop();
        return { value: undefined, done: true };
      },
      async throw(error?: unknown): Promise<IteratorResult<EngagementView>> {
        await stop();
        throw error;
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }

  private sharedView(campaignId: string, key: string, at: Date): Promise<EngagementView> {
    const cached = this.shared.get(campaignId);
    // A snapshot for new subscribers is reused for a second; an update, as long as it is the latest.
    if (cached && cached.key === key && (key !== 'initial' || Date.now() - cached.builtAt < 1000)) return cached.view;
    const view = (async () => {
      const em = this.deps.orm.em.fork();
      const campaign = await em.findOneOrFail(Campaign, campaignId);
      return this.figures.figures(em, campaign, at);
    })();
    this.shared.set(campaignId, { key, builtAt: Date.now(), view });
    view.catch(() => {
      if (this.shared.get(campaignId)?.view === view) this.shared.delete(campaignId);
    });
    return view;
  }
}
