import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { Orm } from '../../db/orm';
import type { JobQueue } from '../../jobs/job-queue';
import type { Clock } from '../../lib/clock';
import { TooManyRequestsError, ValidationError } from '../../lib/errors';
import { topic, type EventBus } from '../../lib/event-bus';
import { parseInput } from '../../lib/parse-input';
import type { Logger } from '../../lib/logger';
import type { PluginRegistry } from '../../plugins/plugin-registry';
import { authorize, type Viewer } from '../identity';
import type { ArticleDirectory } from '../articles';
import { Campaign, campaignLabels } from '../campaigns';
import { ENGAGEMENT as ENGAGEMENT_SUM } from './engagement.figures';
import type { CampaignsService } from '../campaigns';
import type { MarketService } from '../market';
import { isBot } from './bot-filter';
import { toCsv } from './csv';
import { COUNTERS, EngagementIngest, IngestWriteError, type Counter, type TrackingHit } from './engagement.ingest';
import { analyticsQuerySchema, DEFAULT_RANGE_DAYS, MAX_RANGE_DAYS } from './engagement.schemas';
import { type LinkAllowListSources, loadLinkAllowList, trackableUrl } from './link-allow-list';
import { LRUCache } from 'lru-cache';
import { PlatformMetricsService, PULL_SCHEDULE, type PublishedPosts, type PullOutcome } from './platform-metrics';
import { AddressLimit, ReaderHasher } from './readers';
import {
  counters,
  isoDay,
  platformFigures,
  zero,
  type AnalyticsRow,
  type AnalyticsView,
  type Comparison,
  type EngagementView,
  type NewswireOrderRow,
  type SeriesPoint,
  type StockView,
  type TotalsRow,
  type TrackingMeta,
} from './engagement.views';
import { StockWatch } from './stock-watch';
import { stockSeries, stockView } from './engagement.stock';

export type UpdateReason = 'traffic' | 'platform' | 'stock';

/** Published on `engagement.updated:<campaignId>` when new figures were stored or the quote changed. */
export interface EngagementUpdatedEvent {
  campaignId: string;
  reason: UpdateReason;
  /** When the figures were stored (ISO 8601). */
  at: string;
}

declare module '../../lib/event-bus' {
  interface EventMap {
    'engagement.updated': EngagementUpdatedEvent;
  }
}

export type TrackResult = 'counted' | 'repeat' | 'limited' | 'ignored' | 'unknown' | 'failed';

/** Counted tracking hits per client address per minute, per instance. */
export const HITS_PER_ADDRESS_PER_MINUTE = 120;

export const COMPARISON_LABEL = 'compared with your average campaign';
export const PULL_JOB = 'pull-platform-metrics';
export const SWEEP_JOB = 'pull-platform-metrics-sweep';
export const REFRESH_INTERVAL_MS = 60_000;
const SOURCE_ALIASES: Record<string, string> = { x: 'twitter' };

/** Newswire orders in a date range (`YYYY-MM-DD`, both days included), optionally of one campaign. */
export interface WireOrders {
  between(em: EntityManager, organizationId: string, from: string, to: string, campaignId: string | null): Promise<NewswireOrderRow[]>;
}

export interface EngagementDeps {
  orm: Orm;
  /** Article -> owner and campaign (shared with the other readers of articles: one cache). */
  articles: ArticleDirectory;
  clock: Clock;
  logger: Logger;
  events: EventBus;
  market: MarketService;
  campaigns: CampaignsService;
  plugins: PluginRegistry;
  /** The public base URL; tracked links are `<publicUrl>/r/<id>`. */
  publicUrl: string;
  /** Where tracked links may lead: the verified website, the campaign's confirmed links, the connected accounts' hosts. */
  linkAllowList: LinkAllowListSources;
  /** The newswire orders the Analytics screen lists beside its rows (the distribution module's); absent: none. */
  orders?: WireOrders;
  /** Published posts and their credentials (the publishing module); absent: no platform pulls. */
  posts?: PublishedPosts;
  /** Counted tracking hits per client address per minute (default 120); the excess is answered, not counted. */
  hitsPerAddressPerMinute?: number;
  /** How often a watched campaign's quote is re-read (default 60 s). */
  stockIntervalMs?: number;
}

/**
 * Engagement: tracking hits from the hosted page (views, tracked link clicks) through the batched
 * ingest, platform metric pulls, the tracker's answer (REST, GraphQL and its live subscription) and the
 * Analytics screen's data and CSV export.
 */
export class EngagementService {
  readonly articles: ArticleDirectory;
  readonly ingest: EngagementIngest;
  readonly metrics: PlatformMetricsService | null;
  private readonly stock: StockWatch;
  private readonly links = new LRUCache<string, { articleId: string; targetUrl: string }>({ max: 10_000 });
  private readonly lastRefresh = new LRUCache<string, number>({ max: 10_000 });
  /** `<articleId> <url>` -> its tracked address, or '' when it may not be tracked. */
  private readonly trackedUrls = new LRUCache<string, string>({ max: 50_000 });
  private readonly shared = new LRUCache<string, { key: string; builtAt: number; view: Promise<EngagementView> }>({ max: 1_000 });
  private readonly readers: ReaderHasher;
  private readonly addressLimit: AddressLimit;
  private jobs: JobQueue | undefined;

  constructor(private readonly deps: EngagementDeps) {
    this.articles = deps.articles;
    this.readers = new ReaderHasher(deps.orm, deps.clock);
    this.addressLimit = new AddressLimit(deps.hitsPerAddressPerMinute ?? HITS_PER_ADDRESS_PER_MINUTE, deps.clock);
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
  }

  // --- Tracking (hosted page, pixel, tracked links) ---------------------------------------------------

  /** One visit of the hosted article page (or of the pixel): counted, ignored (a bot or a prefetch), or an unknown article. */
  recordView(articleId: string, meta: TrackingMeta = {}): Promise<TrackResult> {
    return this.track(articleId, 'view', meta);
  }

  /**
   * A click on a tracked link: the stored target, or null for an unknown id. The click is counted only
   * for a person (not a bot or a prefetch); the redirect happens either way.
   */
  async click(linkId: string, meta: TrackingMeta = {}): Promise<string | null> {
    const link = await this.link(linkId);
    if (!link) return null;
    await this.track(link.articleId, 'click', meta);
    return link.targetUrl;
  }

  /**
   * Tracked addresses for an article's outbound links: `<publicUrl>/r/<id>` for each URL on the allow-list
   * (the verified domain, the connected platforms' hosts, the links the issuer confirmed); other URLs are
   * absent from the answer and stay as they are. The same URL of the same article always gets the same id.
   */
  async trackedLinks(articleId: string, urls: readonly string[]): Promise<Map<string, string>> {
    const answer = new Map<string, string>();
    const unknown: string[] = [];
    for (const url of new Set(urls)) {
      const known = this.trackedUrls.get(`${articleId} ${url}`);
      if (known === undefined) unknown.push(url);
      else if (known) answer.set(url, known);
    }
    if (unknown.length === 0) return answer;
    const article = await this.articles.find(articleId);
    if (!article) return answer;
    const allow = await loadLinkAllowList(this.deps.orm.em.fork(), this.deps.linkAllowList, article);
    const db = this.deps.orm.em.getConnection();
    const targets = new Map<string, string[]>();
    for (const url of unknown) {
      const target = trackableUrl(url, allow);
      if (target) targets.set(target, [...(targets.get(target) ?? []), url]);
      else this.trackedUrls.set(`${articleId} ${url}`, ''); // stays as it is
    }
    if (targets.size === 0) return answer;
    const list = [...targets.keys()];
    const params: unknown[] = [];
    for (const target of list) params.push(randomBytes(8).toString('base64url'), articleId, target);
    await db.execute(
      `insert into tracked_links (id, article_id, target_url) values ${list.map(() => '(?, ?, ?)').join(', ')} on conflict (article_id, target_url) do nothing`,
      params,
      'run',
    );
    const rows = await db.execute<{ id: string; target_url: string }[]>(
      `select id, target_url from tracked_links where article_id = ? and target_url in (${list.map(() => '?').join(', ')})`,
      [articleId, ...list],
    );
    for (const row of rows) {
      this.links.set(row.id, { articleId, targetUrl: row.target_url });
      const tracked = `${this.deps.publicUrl}/r/${row.id}`;
      for (const url of targets.get(row.target_url) ?? []) {
        answer.set(url, tracked);
        this.trackedUrls.set(`${articleId} ${url}`, tracked);
      }
    }
    return answer;
  }

  /**
   * Renders a page with its outbound links tracked: `render` is called once to collect the links, then
   * again with each allow-listed one replaced by its `/r/<id>` address (the hosted page).
   */
  async withTrackedLinks(articleId: string, render: (linkHref: (url: string) => string) => string): Promise<string> {
    const urls: string[] = [];
    render((url) => {
      urls.push(url);
      return url;
    });
    const tracked = await this.trackedLinks(articleId, urls);
    return render((url) => tracked.get(url) ?? url);
  }

  /** One link: its tracked address, or null when the URL may not be tracked (it then stays as it is). */
  async trackedLink(articleId: string, url: string): Promise<string | null> {
    return (await this.trackedLinks(articleId, [url])).get(url) ?? null;
  }

  private async link(linkId: string): Promise<{ articleId: string; targetUrl: string } | null> {
    const cached = this.links.get(linkId);
    if (cached) return cached;
    if (!/^[A-Za-z0-9_-]{1,16}$/.test(linkId)) return null;
    const em = this.deps.orm.em.fork();
    const [row] = await em
      .getConnection()
      .execute<{ article_id: string; target_url: string }[]>('select article_id, target_url from tracked_links where id = ?', [linkId]);
    const article = row ? await this.articles.find(row.article_id) : null;
    if (!row || !article) return null;
    // Stored before the allow-list was narrowed (or since revoked): never redirected, the link is "not found".
    if (!trackableUrl(row.target_url, await loadLinkAllowList(em, this.deps.linkAllowList, article))) return null;
    const link = { articleId: row.article_id, targetUrl: row.target_url };
    this.links.set(linkId, link);
    return link;
  }

  /** `web`, or `web:<platform>` when the hit names a platform this server publishes to. */
  private trafficPlatform(source: string | null | undefined): string {
    const id = source ? (SOURCE_ALIASES[source.toLowerCase()] ?? source.toLowerCase()) : null;
    return id && this.deps.plugins.platform(id) ? `web:${id}` : 'web';
  }

  /**
   * Counts a hit once per reader (keyed hash of address and User-Agent) per article and kind within
   * 30 minutes, and only after the write holding it has committed: a hit answered is a hit stored.
   */
  private async track(articleId: string, kind: TrackingHit['kind'], meta: TrackingMeta): Promise<TrackResult> {
    // The article and today's salt are at hand for nearly every hit: then only the write is waited for.
    const article = this.articles.cached(articleId) ?? (await this.articles.find(articleId));
    if (!article) return 'unknown';
    if (meta.prefetch || isBot(meta.userAgent)) return 'ignored';
    const address = meta.address || 'unknown';
    if (!this.addressLimit.take(address)) return 'limited';
    try {
      const userAgent = meta.userAgent ?? '';
      const reader = this.readers.readerNow(address, userAgent) ?? (await this.readers.reader(address, userAgent));
      const counted = await this.ingest.record({ articleId: article.articleId, platform: this.trafficPlatform(meta.source), kind, reader });
      return counted ? 'counted' : 'repeat';
    } catch (error) {
      // The ingest logged a failed write; the salt read is logged here.
      if (!(error instanceof IngestWriteError)) this.deps.logger.error({ err: error }, 'tracking hit could not be counted');
      return 'failed';
    }
  }

  // --- The tracker -------------------------------------------------------------------------------------

  /** GET /api/engagement/{campaignId}: the viewer's own campaign (404 for any other). */
  async engagement(em: EntityManager, viewer: Viewer | null, campaignId: string): Promise<EngagementView> {
    const campaign = await this.deps.campaigns.own(em, viewer, campaignId);
    return this.view(em, campaign, this.deps.clock.now());
  }

  /**
   * The tracker's Refresh: asks the platforms for new figures now (a job when the queue runs) and
   * re-reads the quote. At most once a minute per campaign (429 with retryAfterSeconds).
   */
  async refresh(em: EntityManager, viewer: Viewer | null, campaignId: string): Promise<{ queued: boolean; message: string }> {
    const campaign = await this.deps.campaigns.own(em, viewer, campaignId);
    const now = this.deps.clock.now().getTime();
    const last = this.lastRefresh.get(campaign.id);
    if (last !== undefined && now - last < REFRESH_INTERVAL_MS) {
      const wait = Math.ceil((REFRESH_INTERVAL_MS - (now - last)) / 1000);
      throw new TooManyRequestsError(`Engagement was refreshed less than a minute ago. Try again in ${wait} s.`, wait);
    }
    this.lastRefresh.set(campaign.id, now);
    const article = await this.articles.ofCampaign(em, campaign.id);
    let queued = false;
    if (article && this.metrics) {
      if (this.jobs) {
        // Across instances too: one pull per article per minute.
        queued = (await this.jobs.send(PULL_JOB, { articleId: article.id }, { singletonKey: article.id, singletonSeconds: 60 })) !== null;
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
      return this.view(em, campaign, at);
    })();
    this.shared.set(campaignId, { key, builtAt: Date.now(), view });
    view.catch(() => {
      if (this.shared.get(campaignId)?.view === view) this.shared.delete(campaignId);
    });
    return view;
  }

  private announce(campaignId: string, reason: UpdateReason): void {
    this.deps.events.publish(topic('engagement.updated', campaignId), { campaignId, reason, at: this.deps.clock.now().toISOString() });
  }

  private async view(em: EntityManager, campaign: Campaign, updatedAt: Date): Promise<EngagementView> {
    const article = await this.articles.ofCampaign(em, campaign.id);
    const db = em.getConnection();
    const [series, perArticle, quote] = await Promise.all([
      article
        ? (db.execute(
            'select date::text as date, platform, views, clicks, shares, likes, comments from analytics where article_id = ? order by date, platform',
            [article.id],
          ) as Promise<TotalsRow[]>)
        : Promise.resolve([] as TotalsRow[]),
      // The dashboard's engagement definition, per campaign of this issuer: this one's total and the comparison.
      db.execute(`select article_id, ${ENGAGEMENT_SUM} as engagement from analytics where organization_id = ? group by article_id`, [
        campaign.organization.id,
      ]) as Promise<{ article_id: string; engagement: number | string }[]>,
      this.quote(campaign.ticker),
    ]);

    const totals = new Map<string, Record<Counter, number>>();
    const web = { views: 0, clicks: 0 };
    const points: SeriesPoint[] = [];
    for (const row of series) {
      const c = counters(row);
      points.push({ date: row.date, platform: row.platform, ...c });
      const sum = totals.get(row.platform) ?? zero();
      for (const k of COUNTERS) sum[k] += c[k];
      totals.set(row.platform, sum);
      if (row.platform === 'web' || row.platform.startsWith('web:')) {
        web.views += c.views;
        web.clicks += c.clicks;
      }
    }

    // Per campaign: each article's sum under its campaign (the directory knows which, cached).
    const owners = await this.articles.findMany(perArticle.map((r) => r.article_id));
    const engagementBy = new Map<string, number>();
    for (const r of perArticle) {
      const campaignId = owners.get(r.article_id)?.campaignId;
      if (campaignId) engagementBy.set(campaignId, (engagementBy.get(campaignId) ?? 0) + Number(r.engagement));
    }
    const totalEngagement = engagementBy.get(campaign.id) ?? 0;
    return {
      campaignId: campaign.id,
      articleId: article?.id ?? null,
      articleTitle: article?.title ?? null,
      publishedAt: article?.publishedAt ?? null,
      hasData: series.length > 0,
      platforms: {
        twitter: platformFigures('twitter', totals),
        medium: platformFigures('medium', totals),
        substack: platformFigures('substack', totals),
        web,
      },
      stockData: quote,
      totalEngagement,
      comparison: series.length > 0 ? this.comparison(campaign.id, totalEngagement, engagementBy) : null,
      series: points,
      updatedAt,
    };
  }

  /** This campaign against the average of the issuer's other campaigns with data; null without any. */
  private comparison(campaignId: string, total: number, engagementBy: Map<string, number>): Comparison | null {
    const others = [...engagementBy].filter(([id]) => id !== campaignId).map(([, n]) => n);
    if (others.length === 0) return null;
    const average = others.reduce((a, b) => a + b, 0) / others.length;
    if (average === 0) return null;
    return {
      label: COMPARISON_LABEL,
      percent: Math.round(((total - average) / average) * 100),
      averageEngagement: Math.round(average * 10) / 10,
      campaignsCompared: others.length,
    };
  }

  private quote(ticker: string): Promise<StockView> {
    return stockView(this.deps.market, ticker, this.deps.clock.now(), this.deps.logger);
  }

  // --- Analytics screen --------------------------------------------------------------------------------

  /** Views and clicks per day, campaign and platform in a date range (default the last 30 days), and the newswire orders. */
  async analytics(em: EntityManager, viewer: Viewer | null, query: Record<string, unknown>): Promise<AnalyticsView> {
    viewer = authorize(viewer, 'organization.read');
    const q = parseInput(analyticsQuerySchema, query);
    const today = isoDay(this.deps.clock.now());
    const to = q.to ?? (q.from && q.from > today ? q.from : today);
    const from = q.from ?? isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_RANGE_DAYS - 1) * 86_400_000));
    const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
    if (days > MAX_RANGE_DAYS) {
      const message = `Choose a range of at most ${MAX_RANGE_DAYS} days`;
      throw new ValidationError(message, { from: message });
    }
    const chosen = q.campaignId ? await this.deps.campaigns.own(em, viewer, q.campaignId) : null;
    const campaignId = chosen?.id ?? null;

    // A campaign has at most one article: filtering by campaign is filtering by its article.
    const articleId = campaignId ? ((await this.articles.ofCampaign(em, campaignId))?.id ?? null) : null;
    const [sums, orders] = await Promise.all([
      campaignId && !articleId
        ? Promise.resolve([])
        : (em.getConnection().execute(
            `select date::text as date, article_id, platform,
                    sum(views) as views, sum(clicks) as clicks, sum(shares) as shares, sum(likes) as likes, sum(comments) as comments
             from analytics where organization_id = ? and date between ?::date and ?::date${articleId ? ' and article_id = ?' : ''}
             group by date, article_id, platform`,
            articleId ? [viewer.organizationId, from, to, articleId] : [viewer.organizationId, from, to],
          ) as Promise<(TotalsRow & { article_id: string })[]>),
      this.deps.orders ? this.deps.orders.between(em, viewer.organizationId, from, to, campaignId) : Promise.resolve([]),
    ]);
    // Each row under its campaign's title and ticker (the article and campaign modules' reads).
    const owners = await this.articles.findMany(sums.map((r) => r.article_id));
    const labels = await campaignLabels(em, [...new Set([...owners.values()].map((o) => o.campaignId))]);
    const rows: AnalyticsRow[] = [];
    for (const r of sums) {
      const campaign = owners.get(r.article_id)?.campaignId;
      const label = campaign ? labels.get(campaign) : undefined;
      if (!campaign || !label) continue;
      const platform = { platform: r.platform, label: this.platformLabel(r.platform) };
      rows.push({ date: r.date, campaignId: campaign, campaignTitle: label.title, ticker: label.ticker, ...platform, ...counters(r) });
    }
    const order = (a: AnalyticsRow, b: AnalyticsRow) =>
      a.date.localeCompare(b.date) ||
      a.campaignTitle.localeCompare(b.campaignTitle) ||
      a.campaignId.localeCompare(b.campaignId) ||
      a.platform.localeCompare(b.platform);
    const tickers = chosen
      ? [chosen.ticker]
      : (
          (await em
            .getConnection()
            .execute('select distinct ticker from campaigns where organization_id = ? order by ticker limit 5', [
              viewer.organizationId,
            ])) as { ticker: string }[]
        ).map((r) => r.ticker);
    const now = this.deps.clock.now();
    const stocks = await Promise.all(tickers.map((t) => stockSeries(this.deps.market, t, { from, to }, now, this.deps.logger)));
    return { from, to, rows: rows.sort(order), newswireOrders: orders, stocks };
  }

  /** The Analytics screen's rows as CSV (header row first), with the file name to offer. */
  async analyticsCsv(em: EntityManager, viewer: Viewer | null, query: Record<string, unknown>): Promise<{ filename: string; csv: string }> {
    const data = await this.analytics(em, viewer, query);
    const csv = toCsv(
      ['date', 'campaign_id', 'campaign', 'ticker', 'platform', 'views', 'clicks', 'shares', 'likes', 'comments'],
      data.rows.map((r) => [r.date, r.campaignId, r.campaignTitle, r.ticker, r.label, r.views, r.clicks, r.shares, r.likes, r.comments]),
    );
    return { filename: `issuerwire-analytics-${data.from}-to-${data.to}.csv`, csv };
  }

  private platformLabel(platform: string): string {
    if (platform === 'web') return 'Hosted page';
    const referred = platform.startsWith('web:') ? platform.slice(4) : null;
    const id = referred ?? platform;
    const name = this.deps.plugins.platform(id)?.name ?? id;
    return referred ? `Hosted page, from ${name}` : name;
  }

  // --- Jobs and lifecycle ------------------------------------------------------------------------------

  /**
   * Runs platform pulls on the job queue: `pull-platform-metrics` per article (retried with back-off on a
   * vendor failure) and a sweep every 30 minutes that sends one for each article due (PULL_SCHEDULE).
   */
  async attachJobs(queue: JobQueue): Promise<void> {
    this.jobs = queue;
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
