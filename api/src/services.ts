import type { Config } from './config';
import type { Orm } from './db/orm';
import { SharedCounter } from './db/shared-counter';
import { systemClock, type Clock } from './lib/clock';
import { deriveKey } from './lib/crypto';
import type { Logger } from './lib/logger';
import { createMailer, type Mailer } from './mail/mailer';
import {
  type AuthRateLimit,
  CompanyProfileService,
  IdentityService,
  SessionService,
  SessionSockets,
  verifiedWebsite,
} from './modules/identity';
import { DemoService, KycService, TickerAuthorizationService } from './modules/kyc';
import { createContentModel, OpenAiReviewModel, type ComplianceReviewer, type ContentModel } from './ai';
import { ComplianceService, ContentGeneratorService } from './modules/compliance';
import { MarketService } from './modules/market';
import type { PluginRegistry } from './plugins/plugin-registry';
import { InMemoryEventBus, type EventBus } from './lib/event-bus';
import { ArticleDirectory, ArticlesService } from './modules/articles';
import { AuditService } from './modules/audit';
import { BillingService, CampaignsService, confirmedLinksOf, DashboardCache, PlanService } from './modules/campaigns';
import { StatsService } from './modules/dashboard';
import { EngagementService, pixelUrl } from './modules/engagement';
import { NotificationsService } from './modules/notifications';
import { SystemService } from './modules/system';
import type { JobQueue } from './jobs/job-queue';
import { IdempotencyService } from './modules/idempotency';
import { DistributionService, orderLedger, ordersInRange } from './modules/distribution';
import { IntegrationsService } from './plugins/integrations';
import { HostedService } from './modules/hosted';
import { NewsroomAlerts, NewsroomService } from './modules/newsroom';
import {
  connectedLinkHosts,
  PlatformConnectionsService,
  publicationLedger,
  publicationPosts,
  publicationPresence,
  PublishingService,
} from './modules/publishing';
import { ReleaseCheckService, ReleaseDelays, ReleaseReceipts, ReleaseWorkflow } from './modules/release';
import { TeamService } from './modules/team';
import { ApprovalsService } from './modules/approvals';
import { ComplianceReviewService, SecondOpinionService } from './modules/compliance-review';
import { TokensService } from './modules/tokens';
import { LiveEvents, WebhookOutbox, WebhooksService, type WebhookRetryPolicy } from './modules/webhooks';
import { type ApprovalPolicy, PublishGate, ReleaseChecks, ReleaseLedger } from './modules/vendor-calls';

export interface ServiceDeps {
  config: Config;
  orm: Orm;
  logger: Logger;
  plugins: PluginRegistry;
  /** Tests may pass a model of their own; otherwise chosen from the settings. */
  contentModel?: ContentModel;
  /** Time for every deadline (sessions, lockout, codes); tests pass a ManualClock. */
  clock?: Clock;
  /** Defaults to SMTP to SMTP_URL, or the log when it is unset. */
  mailer?: Mailer;
  /** Per-IP limit on sign-in, sign-up, 2FA and reset calls; tests lower or raise it. */
  authRateLimit?: AuthRateLimit;
  /** Live domain events; in memory by default (one process). */
  events?: EventBus;
  /** Whether a release needs an approval first; one verified person per issuer needs none (organizations: issue 14). */
  approval?: ApprovalPolicy;
  /** pg-boss queues for work that happens later (scheduled publishing and distribution); absent: nothing can be scheduled. */
  jobs?: JobQueue;
  /** The model's second opinion on compliance; default: the OpenAI model with a key, none without (null: none). */
  complianceReviewer?: ComplianceReviewer | null;
  /** Webhook retry timing; tests shorten it. */
  webhookRetry?: Partial<WebhookRetryPolicy>;
}

/** Every module's service, built once at start-up; routes and resolvers reach them through the request. */
export function createServices(deps: ServiceDeps) {
  const clock = deps.clock ?? systemClock;
  const mailer = deps.mailer ?? createMailer(deps.config, deps.logger);
  // The bundled dataset (`embedded`) is sample data however it runs; any other market-data plugin in live mode is a feed.
  const market = new MarketService(
    deps.orm,
    () => deps.plugins.marketData(),
    () => deps.plugins.list().some((p) => p.kind === 'market-data' && p.id !== 'embedded' && p.mode === 'live'),
  );
  const compliance = new ComplianceService(market);
  const authorization = new TickerAuthorizationService();
  // One content model for campaigns and the content generator: OpenAI with a key, the offline composer without.
  const contentModel =
    deps.contentModel ??
    createContentModel({
      openaiApiKey: deps.config.openai.apiKey,
      openaiBaseUrl: deps.config.openai.baseUrl,
      openaiModel: deps.config.openai.model,
    });
  const events = deps.events ?? new InMemoryEventBus();
  const sessions = new SessionService({ orm: deps.orm, clock, config: deps.config, events });
  const audit = new AuditService(clock);
  const notifications = new NotificationsService({ clock, events });
  const billing = new BillingService(clock);
  // Every protective limit (sign-in calls, tokens, demo sessions, sign-ups, tracking, Refresh) counts here, in the database: one count for all instances.
  const rateLimits = new SharedCounter({ orm: deps.orm, clock, secret: deriveKey(deps.config.credentialsKey, 'rate-limits') });
  // Article rows as other modules may read them: built before the services that read them, so nothing is wired lazily.
  const articleDirectory = new ArticleDirectory(deps.orm);
  const campaigns = new CampaignsService({ authorization, audit, clock, articles: articleDirectory });
  const plans = new PlanService({ authorization, audit, clock, articles: articleDirectory, supportEmail: deps.config.supportEmail });
  const hosted = new HostedService({ publicUrl: deps.config.publicUrl, market, presence: publicationPresence(deps.plugins) });
  const articles = new ArticlesService({
    campaigns,
    plans,
    billing,
    audit,
    notifications,
    authorization,
    market,
    events,
    clock,
    logger: deps.logger,
    model: contentModel,
    publicUrls: async (em, ids) => {
      const slugs = await hosted.slugsOf(em, ids);
      return new Map(
        ids.map((id) => [id, { page: slugs.has(id) ? hosted.urlOf(slugs.get(id)!) : null, pixel: pixelUrl(deps.config.publicUrl, id) }]),
      );
    },
  });
  // The release: shared checks (compliance gate, approval) and one ledger of every effect, built before
  // the two kinds of vendor call that use them and the workflow that runs them, so nothing is wired lazily.
  const idempotency = new IdempotencyService({ clock, orphanedAfterMs: deps.config.vendorCallGraceSeconds * 1000 });
  // A second reader of borderline sentences when a model is configured (asked in the background, read from storage).
  const { apiKey, baseUrl, model } = deps.config.openai;
  const reviewer =
    deps.complianceReviewer !== undefined ? deps.complianceReviewer : apiKey ? new OpenAiReviewModel({ apiKey, baseUrl, model }) : null;
  const secondOpinion = reviewer ? new SecondOpinionService({ orm: deps.orm, reviewer, clock, logger: deps.logger }) : null;
  // Approvers may dismiss a finding of one version, on the record; the gate counts only what is not dismissed.
  const complianceReview = new ComplianceReviewService({
    articles,
    compliance,
    market,
    audit,
    clock,
    secondOpinion: secondOpinion ?? undefined,
  });
  const gate = new PublishGate(complianceReview, complianceReview);
  // A version the gate blocks is neither sent for approval nor approved (the approver sees the block first).
  const approvals = new ApprovalsService({ articles, audit, notifications, mailer, clock, logger: deps.logger, config: deps.config, gate });
  const checks = new ReleaseChecks({
    authorization,
    gate,
    approval: deps.approval ?? approvals,
  });
  // The newsroom waits for the article's pending wire orders (distribution's ledger, passed as a port).
  const newsroom = new NewsroomService({
    publicUrl: deps.config.publicUrl,
    clock,
    wireEffects: (em, id, now) => orderLedger.effectsOf(em, id, now),
  });
  const newsroomAlerts = new NewsroomAlerts({
    orm: deps.orm,
    clock,
    mailer,
    logger: deps.logger,
    publicUrl: deps.config.publicUrl,
    credentialsKey: deps.config.credentialsKey,
    jobs: deps.jobs ?? null,
    newsroom,
  });
  const ledger = new ReleaseLedger({ articles, clock, ledgers: [publicationLedger, orderLedger, newsroom.ledger] });
  const connections = new PlatformConnectionsService({ orm: deps.orm, config: deps.config, plugins: deps.plugins, clock });
  const interruptedAfterMs = deps.config.vendorCallGraceSeconds * 1000;
  const vendorCalls = {
    orm: deps.orm,
    audit,
    notifications,
    clock,
    logger: deps.logger,
    jobs: deps.jobs ?? null,
    checks,
    ledger,
    interruptedAfterMs,
  };
  const publishing = new PublishingService({ ...vendorCalls, config: deps.config, plugins: deps.plugins, articles, hosted, connections });
  const distribution = new DistributionService({
    ...vendorCalls,
    plugins: deps.plugins,
    billing,
    market,
    pollIntervalSeconds: deps.config.orderPollIntervalSeconds,
  });
  const release = new ReleaseWorkflow({
    articles,
    checks,
    ledger,
    idempotency,
    publishing,
    distribution,
    newsroom,
    clock,
    newsroomPublished: (articleId) => newsroomAlerts.scheduleFor(articleId),
  });
  const tokens = new TokensService({
    orm: deps.orm,
    clock,
    audit,
    events,
    logger: deps.logger,
    requestsPerMinute: deps.config.tokenRequestsPerMinute,
  });
  const webhooks = new WebhooksService({
    orm: deps.orm,
    clock,
    audit,
    config: deps.config,
    mailer,
    logger: deps.logger,
    jobs: deps.jobs ?? null,
    retry: deps.webhookRetry,
  });
  // Every flush that changes what partners hear about writes its deliveries in the same transaction.
  const liveEvents = new LiveEvents(events);
  deps.orm.em
    .getEventManager()
    .registerSubscriber(
      new WebhookOutbox({ clock, dispatch: (ids) => webhooks.dispatch(ids), announce: (event) => liveEvents.announce(event) }),
    );
  const integrations = new IntegrationsService(deps.plugins);
  const releaseReceipts = new ReleaseReceipts({ articles, newsroom, alerts: newsroomAlerts, clock });
  return {
    rateLimits,
    integrations,
    liveEvents,
    sessions,
    tokens,
    webhooks,
    // A socket lives as long as what opened it: a person's session or a partner token.
    sessionSockets: new SessionSockets({
      events,
      clock,
      liveUntil: (viewer) => (viewer.token ? tokens.liveUntil(viewer.token.id) : sessions.liveUntil(viewer.sessionId)),
    }),
    identity: new IdentityService({
      orm: deps.orm,
      config: deps.config,
      logger: deps.logger,
      clock,
      mailer,
      sessions,
      authRateLimit: deps.authRateLimit,
    }),
    companyProfile: new CompanyProfileService({
      clock,
      marketCountry: async (ticker) => (await market.company(ticker))?.country ?? null,
    }),
    system: new SystemService(deps.orm, deps.config.supportEmail),
    authorization,
    market,
    compliance,
    contentModel,
    kyc: new KycService({ orm: deps.orm, config: deps.config, clock, logger: deps.logger, mailer, market }),
    demo: new DemoService(authorization),
    contentGenerator: new ContentGeneratorService({ authorization, compliance, market, contentModel, clock, articles: articleDirectory }),
    events,
    audit,
    notifications,
    billing,
    campaigns,
    plans,
    stats: new StatsService(clock),
    dashboardCache: new DashboardCache(),
    articles,
    idempotency,
    hosted,
    newsroom,
    newsroomAlerts,
    publishing,
    connections,
    distribution,
    release,
    releaseCheck: new ReleaseCheckService({ articles, audit, clock }),
    releaseReceipts,
    releaseDelays: new ReleaseDelays({
      orm: deps.orm,
      clock,
      mailer,
      logger: deps.logger,
      publicUrl: deps.config.publicUrl,
      notifications,
      receipts: releaseReceipts,
    }),
    approvals,
    complianceReview,
    secondOpinion,
    team: new TeamService({ orm: deps.orm, config: deps.config, clock, mailer, audit, sessions, holders: [tokens, webhooks] }),
    jobs: deps.jobs ?? null,
    engagement: new EngagementService({
      articles: articleDirectory,
      orm: deps.orm,
      clock,
      logger: deps.logger,
      events,
      market,
      campaigns,
      plugins: deps.plugins,
      publicUrl: deps.config.publicUrl,
      orders: ordersInRange(deps.plugins),
      linkAllowList: { verifiedWebsite, confirmedLinks: confirmedLinksOf, platformHosts: connectedLinkHosts },
      hitsPerAddressPerMinute: deps.config.trackingHitsPerAddressPerMinute,
      rateLimits,
      // Metric pulls read the publications and the credentials the connections service alone decrypts.
      posts: publicationPosts(deps.orm, (userId, platformId) => connections.platformCredentials(userId, platformId)),
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
