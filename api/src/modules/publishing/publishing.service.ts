import { randomUUID } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import {
  isPluginError,
  type PlatformArticle,
  type PublishPlatform,
  type PublishResult,
  type SubmissionPackage,
} from '@issuerwire/plugin-sdk';
import type { Config } from '../../config';
import type { Orm } from '../../db/orm';
import type { JobQueue } from '../../jobs/job-queue';
import type { Clock } from '../../lib/clock';
import { AppError, ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '../../lib/errors';
import type { IdempotencyService, IdempotentResult } from '../idempotency';
import type { Logger } from '../../lib/logger';
import { parseInput } from '../../lib/parse-input';
import type { PluginRegistry } from '../../plugins/plugin-registry';
import type { Viewer } from '../identity';
import { Article, articleDigest, type ArticlesService } from '../articles';
import type { AuditService } from '../audit';
import { CampaignArchivedError, type Sector, SECTOR_LABELS } from '../campaigns';
import { isUuid } from '../../lib/ids';
import type { HostedService, ArticlePresence } from '../hosted';
import type { TickerAuthorizationService } from '../kyc';
import type { Notification, NotificationsService } from '../notifications';
import type { PlatformConnectionsService } from './platform-connections.service';
import { ACTIVE_PUBLICATION_STATUSES, Publication, type PublicationStatus } from './publication.entity';
import type { PublishGate } from './publish-gate';
import {
  calendarQuerySchema,
  confirmPublicationSchema,
  PUBLISH_MESSAGES,
  publicationListQuerySchema,
  publishSchema,
} from './publishing.schemas';
import { platformReleaseTime, RELEASE_LEAD_MS, type ReleaseMove } from './release-order';
import {
  cancelEffect,
  type CancelRule,
  classifyVendorFailure,
  failedCall,
  gaveUpReason,
  auditContent,
  INTERRUPTED_AFTER_MS,
  nextAttempt,
  recordFailure,
  settleInterrupted,
  type VendorEffectDeps,
} from './vendor-outcome';

export const PUBLISH_JOB = 'publish-article';

/** A time at most this far in the past (a datetime-local field has minute precision) means now. */
export const NOW_GRACE_MS = 60_000;

/** What the publishing screen and the publish answer show of one publication. */
export interface PublicationView {
  id: string;
  articleId: string;
  campaignId: string;
  articleTitle: string;
  platform: string;
  platformName: string;
  status: PublicationStatus;
  scheduledFor: string | null;
  publishedAt: string | null;
  postId: string | null;
  url: string | null;
  sandbox: boolean;
  attempts: number;
  /** Why it failed (or why the last attempt did, while it is retried). */
  lastError: string | null;
  /** Pending: what to post by hand on the platform, then confirm with the post's URL. */
  submission: SubmissionPackage | null;
  /** The date the calendar puts it on: published, else scheduled, else created. */
  at: string;
  createdAt: string;
  updatedAt: string;
}

export interface PublishAnswer {
  message: string;
  publications: PublicationView[];
  /** The hosted article page, the canonical URL the platforms link to. */
  hostedUrl: string;
  /** Present when the requested time came before the article's newswire release and was moved after it. */
  movedAfterDistribution?: { from: string; to: string };
}

/** The newswire side, as publishing needs it (implemented by the distribution service). */
export interface WireSchedule {
  /** When the article's pending newswire release leads (null: none pending). */
  wireTime(em: EntityManager, articleId: string, now: Date): Promise<Date | null>;
  /** Statuses of the article's orders (for the article's own status). */
  orderStatuses(em: EntityManager, articleId: string): Promise<{ status: string; publishedAt: Date | null }[]>;
}

export interface PublishingDeps {
  orm: Orm;
  config: Pick<Config, 'credentialsKey' | 'publicUrl'>;
  plugins: PluginRegistry;
  articles: ArticlesService;
  authorization: TickerAuthorizationService;
  gate: PublishGate;
  hosted: HostedService;
  audit: AuditService;
  notifications: NotificationsService;
  idempotency: IdempotencyService;
  clock: Clock;
  logger: Logger;
  /** Absent: nothing can be scheduled (the queue is not running in this process). */
  jobs?: JobQueue | null;
  wire: () => WireSchedule;
  /** The issuer's platform accounts and their credentials. */
  connections: PlatformConnectionsService;
}

export class SchedulingUnavailableError extends AppError {
  constructor() {
    super(
      'scheduling_unavailable',
      'Scheduling is not available right now: the job queue is not running. Publish now, or try again later.',
      503,
    );
  }
}

class PublicationNotFoundError extends NotFoundError {
  constructor() {
    super('Publication not found.', 'not_found');
  }
}

function iso(date: Date | null | undefined): string | null {
  return date ? date.toISOString() : null;
}

type Outcome =
  | { kind: 'published'; result: PublishResult; submission?: SubmissionPackage }
  | { kind: 'pending'; result: PublishResult; submission: SubmissionPackage | null }
  | { kind: 'failed'; reason: string }
  | { kind: 'retry'; reason: string; retryAfterMs: number | null };

/**
 * Publishing to platforms: now or later (pg-boss jobs), the compliance gate at the moment of release,
 * the newswire first, each effect recorded before the platform is called and reconciled after, the
 * issuer's platform credentials encrypted at rest, and the article's and campaign's status following.
 */
export class PublishingService {
  constructor(private readonly deps: PublishingDeps) {}

  /** What the handling shared with newswire orders needs (vendor-outcome.ts). */
  get effectDeps(): VendorEffectDeps {
    return {
      clock: this.deps.clock,
      audit: this.deps.audit,
      notifications: this.deps.notifications,
      syncArticle: (tx, article) => this.syncArticle(tx, article),
    };
  }

  // -------------------------------------------------------------------------------------------
  // Publish now or later

  /**
   * POST /api/articles/{id}/publish. Idempotent per key. Answers 200 with every publication's state
   * (published, scheduled, pending, failed with the reason); refusals before any effect are errors
   * (404, 403, 409 compliance_blocked, 400).
   */
  async publish(
    em: EntityManager,
    viewer: Viewer | null,
    articleId: string,
    body: unknown,
    idempotencyKey?: string | null,
  ): Promise<IdempotentResult<PublishAnswer>> {
    if (!viewer) throw new UnauthorizedError();
    const input = parseInput(publishSchema, body);
    return this.deps.idempotency.run(
      em,
      {
        userId: viewer.userId,
        route: 'publish-article',
        key: idempotencyKey,
        request: { articleId, platforms: input.platforms, scheduledFor: iso(input.scheduledFor) },
      },
      () => this.publishOnce(em, viewer, articleId, input.platforms, input.scheduledFor ?? null),
    );
  }

  private async publishOnce(
    em: EntityManager,
    viewer: Viewer,
    articleId: string,
    platformIds: string[],
    scheduledFor: Date | null,
  ): Promise<PublishAnswer> {
    const unknown = platformIds.filter((id) => !this.deps.plugins.platform(id));
    if (unknown.length) {
      throw new ValidationError(
        `Unknown platform: ${unknown.join(', ')}. Choose from ${this.deps.plugins
          .platforms()
          .map((p) => p.id)
          .join(', ')}.`,
        { platforms: 'Unknown platform' },
      );
    }
    const article = await this.deps.articles.own(em, viewer, articleId);
    await this.deps.authorization.assertCanActFor(em, viewer, article.campaign.ticker);
    if (article.campaign.status === 'archived') throw new CampaignArchivedError();
    await this.deps.gate.assertReleasable(em, article);

    const now = this.deps.clock.now();
    let requested = now;
    if (scheduledFor) {
      if (scheduledFor.getTime() < now.getTime() - NOW_GRACE_MS)
        throw new ValidationError(PUBLISH_MESSAGES.pastSchedule, { scheduledFor: PUBLISH_MESSAGES.pastSchedule });
      if (scheduledFor.getTime() > now.getTime() + 1000) requested = scheduledFor;
    }
    const wireTime = await this.deps.wire().wireTime(em, article.id, now);
    const release = platformReleaseTime(requested, wireTime);
    const later = release.at.getTime() > now.getTime() + 1000;
    if (later && !this.deps.jobs) throw new SchedulingUnavailableError();

    const created = await this.createPublications(em, article.id, viewer.userId, platformIds, later ? release.at : null);
    await this.enqueue(created.scheduled);
    for (const id of created.publishing) await this.callPlatform(id);

    const fresh = em.fork();
    const rows = await fresh.find(Publication, { id: { $in: created.all } }, { populate: ['article'] });
    const views = platformIds
      .map((pid) => rows.find((r) => r.platform === pid))
      .filter((r): r is Publication => Boolean(r))
      .map((r) => this.view(r));
    const page = await this.deps.hosted.find(fresh, article.id);
    return {
      message: publishMessage(views, created.existing, release.moved),
      publications: views,
      hostedUrl: page ? this.deps.hosted.urlOf(page.slug) : '',
      ...(release.moved ? { movedAfterDistribution: { from: release.moved.from.toISOString(), to: release.moved.to.toISOString() } } : {}),
    };
  }

  /**
   * The rows, committed before any platform is called. The article row lock serialises publishes of one
   * article; a platform that already has an active publication keeps it (nothing is posted twice).
   */
  private async createPublications(
    em: EntityManager,
    articleId: string,
    userId: string,
    platformIds: string[],
    at: Date | null,
  ): Promise<{ all: string[]; scheduled: Publication[]; publishing: string[]; existing: Set<string> }> {
    try {
      return await em.fork().transactional(async (tx) => {
        const article = await tx.findOneOrFail(Article, { id: articleId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        await tx.populate(article, ['campaign']);
        await this.deps.hosted.ensure(tx, article);
        const active = await tx.find(Publication, {
          article: articleId,
          platform: { $in: platformIds },
          status: { $in: [...ACTIVE_PUBLICATION_STATUSES] },
        });
        const now = this.deps.clock.now();
        const scheduled: Publication[] = [];
        const publishing: string[] = [];
        const all: string[] = active.map((p) => p.id);
        for (const platformId of platformIds) {
          if (active.some((p) => p.platform === platformId)) continue;
          const sandbox = await this.deps.connections.sandboxed(tx, userId, platformId);
          const row = tx.create(Publication, {
            user: article.user,
            article,
            platform: platformId,
            status: at ? 'scheduled' : 'publishing',
            scheduledFor: at,
            sandbox,
            attempts: at ? 0 : 1,
            jobId: at ? randomUUID() : null,
            createdAt: now,
            updatedAt: now,
          });
          all.push(row.id);
          if (at) {
            scheduled.push(row);
            this.deps.audit.record(tx, {
              userId,
              actorId: userId,
              action: 'publication.scheduled',
              entityType: 'article',
              entityId: article.id,
              content: auditContent(article),
              details: { publicationId: row.id, platform: platformId, scheduledFor: at.toISOString(), sandbox },
            });
          } else publishing.push(row.id);
        }
        await tx.flush();
        await this.syncArticle(tx, article);
        await tx.flush();
        return { all, scheduled, publishing, existing: new Set(active.map((p) => p.id)) };
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new ConflictError(
          'This article is being published on one of these platforms right now. Refresh to see its state.',
          'publication_active',
        );
      }
      throw error;
    }
  }

  private async enqueue(rows: Pick<Publication, 'id' | 'jobId' | 'scheduledFor'>[]): Promise<void> {
    for (const row of rows) {
      if (!row.jobId || !row.scheduledFor) continue;
      await this.sendJob(row.id, row.jobId, row.scheduledFor);
    }
  }

  private async sendJob(publicationId: string, jobId: string, at: Date): Promise<void> {
    if (!this.deps.jobs) throw new SchedulingUnavailableError();
    try {
      await this.deps.jobs.send(
        PUBLISH_JOB,
        { publicationId },
        { id: jobId, startAfter: at, singletonKey: publicationId, retryLimit: 3, retryDelay: 30, retryBackoff: true },
      );
    } catch (error) {
      // The row keeps its job id: recovery at the next start sends it again.
      this.deps.logger.error({ err: error, publicationId }, 'could not enqueue a scheduled publication');
    }
  }

  // -------------------------------------------------------------------------------------------
  // The vendor call: recorded before, reconciled after

  /** Calls the platform for a row already committed as `publishing`, then reconciles it. Never throws for vendor failures. */
  private async callPlatform(publicationId: string): Promise<void> {
    const em = this.deps.orm.em.fork();
    const pub = await em.findOne(Publication, { id: publicationId }, { populate: ['article', 'article.campaign', 'user'] });
    if (!pub || pub.status !== 'publishing') return;
    const platform = this.deps.plugins.platform(pub.platform);
    const name = platform?.name ?? pub.platform;
    let outcome: Outcome;
    if (!platform) outcome = { kind: 'failed', reason: `The ${pub.platform} platform is no longer installed on this server.` };
    else outcome = await this.attempt(em, pub, platform);
    await this.reconcile(publicationId, name, outcome);
  }

  private async attempt(em: EntityManager, pub: Publication, platform: PublishPlatform): Promise<Outcome> {
    const hostedUrl = await this.hostedUrl(em, pub.article.id);
    if (pub.sandbox) {
      // Sandbox: the platform is not called; the hosted page is the only place the article is.
      return { kind: 'published', result: { status: 'published', postId: `sandbox-${pub.id}`, url: hostedUrl, sandbox: true } };
    }
    let credentials: unknown;
    try {
      credentials = await this.deps.connections.credentialsFor(em, pub.user.id, platform, { fresh: true });
    } catch (error) {
      if (isPluginError(error)) return { kind: 'failed', reason: classifyVendorFailure(error, platform.name).reason };
      return { kind: 'failed', reason: `The stored ${platform.name} credentials could not be read: reconnect the account in Settings.` };
    }
    if (credentials === null)
      return { kind: 'failed', reason: `No ${platform.name} account is connected any more: connect it in Settings, then retry.` };
    try {
      const result = await platform.publish(this.platformArticle(pub.article, hostedUrl, platform.id), credentials, {
        idempotencyKey: pub.id,
      });
      if (result.status === 'pending') return { kind: 'pending', result, submission: result.submission ?? null };
      return { kind: 'published', result };
    } catch (error) {
      return failedCall(error, platform.name);
    }
  }

  private async hostedUrl(em: EntityManager, articleId: string): Promise<string> {
    const page = await this.deps.hosted.find(em, articleId);
    return page ? this.deps.hosted.urlOf(page.slug) : `${this.deps.config.publicUrl}/`;
  }

  /**
   * What a platform posts. Its link to the hosted page names the platform (`?src=twitter`): the page's
   * view is then counted for that platform (engagement reads `src`).
   */
  private platformArticle(article: Article, hostedUrl: string, platformId: string): PlatformArticle {
    const link = new URL(hostedUrl);
    link.searchParams.set('src', platformId);
    return { title: article.title, markdown: article.content, canonicalUrl: link.href, tags: this.tagsOf(article) };
  }

  private tagsOf(article: Article): string[] {
    const campaign = article.campaign;
    return [campaign.ticker, SECTOR_LABELS[campaign.sector as Sector] ?? campaign.sector, 'Investor Relations'].filter(Boolean);
  }

  /** Writes the outcome, its audit entry and notification, and the article's status, in one transaction. */
  private async reconcile(publicationId: string, platformName: string, outcome: Outcome): Promise<void> {
    let notification: Notification | null = null;
    let retryAt: { jobId: string; at: Date } | null = null;
    await this.deps.orm.em.fork().transactional(async (tx) => {
      const pub = await tx.findOneOrFail(Publication, { id: publicationId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (pub.status !== 'publishing') return;
      const article = await tx.findOneOrFail(Article, { id: pub.article.id }, { populate: ['campaign'] });
      const now = this.deps.clock.now();
      pub.updatedAt = now;
      const content = auditContent(article);
      const userId = pub.user.id;
      let kind = outcome.kind;
      let reason = outcome.kind === 'failed' || outcome.kind === 'retry' ? outcome.reason : null;
      if (outcome.kind === 'retry') {
        const next = nextAttempt(pub.attempts, outcome.retryAfterMs, now, Boolean(this.deps.jobs), outcome.reason);
        if (next) {
          retryAt = next;
          pub.status = 'scheduled';
          pub.scheduledFor = next.at;
          pub.jobId = next.jobId;
          pub.lastError = next.note;
          await tx.flush();
          return;
        }
        kind = 'failed';
        reason = gaveUpReason(pub.attempts, outcome.reason);
      }
      if (kind === 'published' && outcome.kind === 'published') {
        pub.status = 'published';
        pub.publishedAt = now;
        pub.postId = outcome.result.postId;
        pub.url = outcome.result.url ?? null;
        pub.sandbox = pub.sandbox || Boolean(outcome.result.sandbox);
        pub.lastError = null;
        this.deps.audit.record(tx, {
          userId,
          actorId: null,
          action: 'article.published',
          entityType: 'article',
          entityId: article.id,
          content,
          details: {
            publicationId: pub.id,
            platform: pub.platform,
            postId: pub.postId,
            url: pub.url,
            sandbox: pub.sandbox,
            contentHash: articleDigest(article.title, article.content),
          },
        });
        notification = this.deps.notifications.add(tx, {
          userId,
          kind: 'article.published',
          title: pub.sandbox ? `Published in sandbox: ${platformName}` : `Published on ${platformName}`,
          body: pub.sandbox
            ? `"${article.title}" is on its hosted page; nothing was posted to ${platformName} (sandbox).`
            : `"${article.title}" is live on ${platformName}.`,
          campaignId: article.campaign.id,
          articleId: article.id,
        });
      } else if (kind === 'pending' && outcome.kind === 'pending') {
        pub.status = 'pending';
        pub.postId = outcome.result.postId;
        pub.submission = outcome.submission;
        pub.sandbox = pub.sandbox || Boolean(outcome.result.sandbox);
        pub.lastError = null;
      } else {
        pub.status = 'failed';
        pub.lastError = reason;
        notification = recordFailure(tx, this.effectDeps, {
          effect: pub,
          article,
          reason: reason ?? 'unknown reason',
          action: 'article.publish_failed',
          details: { publicationId: pub.id, platform: pub.platform, reason },
          notice: { kind: 'article.publish_failed', title: `Publishing to ${platformName} failed` },
        });
      }
      await tx.flush();
      await this.syncArticle(tx, article);
      await tx.flush();
    });
    if (notification) this.deps.notifications.announce(notification);
    const retry = retryAt as { jobId: string; at: Date } | null;
    if (retry) await this.sendJob(publicationId, retry.jobId, retry.at);
  }

  // -------------------------------------------------------------------------------------------
  // The scheduled job

  /**
   * The `publish-article` job. Idempotent: a stale job (another job id), a publication no longer
   * scheduled, or a second delivery finds nothing to do. A delivery that finds the row `publishing`
   * leaves it alone: the first run may still be calling the platform, and the interrupted-call sweep
   * settles it if that run died.
   */
  async runScheduled(publicationId: string, jobId: string): Promise<void> {
    const em = this.deps.orm.em.fork();
    const pub = await em.findOne(Publication, { id: publicationId }, { populate: ['article', 'article.campaign', 'user'] });
    if (!pub || pub.jobId !== jobId || pub.status !== 'scheduled') return;
    const name = this.deps.plugins.platform(pub.platform)?.name ?? pub.platform;
    const now = this.deps.clock.now();

    const refusal = await this.refusalAtRelease(em, pub);
    if (refusal) {
      await this.failScheduled(pub.id, jobId, name, refusal);
      return;
    }
    const wireTime = await this.deps.wire().wireTime(em, pub.article.id, now);
    const release = platformReleaseTime(now, wireTime);
    if (release.moved) {
      // The newswire has not led yet: wait for it.
      await this.moveScheduled(em, [pub], release.at);
      return;
    }
    // Sandbox is decided now: the issuer may have connected (or disconnected) the account since scheduling.
    const sandbox = await this.deps.connections.sandboxed(em, pub.user.id, pub.platform);
    const claimed = await em
      .fork()
      .nativeUpdate(
        Publication,
        { id: pub.id, status: 'scheduled', jobId },
        { status: 'publishing', attempts: pub.attempts + 1, sandbox, updatedAt: now },
      );
    if (claimed !== 1) return;
    await this.callPlatform(pub.id);
  }

  /** Re-checked when a scheduled publication is due: the issuer may have lost verification, or edited the text. */
  private async refusalAtRelease(em: EntityManager, pub: Publication): Promise<string | null> {
    const auth = await this.deps.authorization.evaluate(em, pub.user.id, pub.article.campaign.ticker);
    if (!auth.isAuthorized) return `Not published: ${auth.reason}`;
    const findings = await this.deps.gate.criticalFindings(em, pub.article);
    if (findings.length)
      return `Not published: the article now has ${findings.length} critical compliance finding${findings.length === 1 ? '' : 's'} (${[...new Set(findings.map((f) => f.title))].join('; ')}).`;
    return null;
  }

  private async failScheduled(publicationId: string, jobId: string, name: string, reason: string): Promise<void> {
    const claimed = await this.deps.orm.em
      .fork()
      .nativeUpdate(
        Publication,
        { id: publicationId, status: 'scheduled', jobId },
        { status: 'publishing', updatedAt: this.deps.clock.now() },
      );
    if (claimed === 1) await this.reconcile(publicationId, name, { kind: 'failed', reason });
  }

  /** Moves scheduled publications to `at` with new jobs (the old ones find a different job id and stop). */
  private async moveScheduled(
    em: EntityManager,
    rows: Publication[],
    at: Date,
  ): Promise<{ id: string; platform: string; from: Date; to: Date }[]> {
    const moves: { id: string; platform: string; from: Date; to: Date; jobId: string; oldJobId: string | null }[] = [];
    await em.fork().transactional(async (tx) => {
      for (const row of rows) {
        const locked = await tx.findOne(Publication, { id: row.id, status: 'scheduled' }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!locked) continue;
        const from = locked.scheduledFor ?? this.deps.clock.now();
        const jobId = randomUUID();
        moves.push({ id: locked.id, platform: locked.platform, from, to: at, jobId, oldJobId: locked.jobId ?? null });
        locked.scheduledFor = at;
        locked.jobId = jobId;
        locked.updatedAt = this.deps.clock.now();
      }
      await tx.flush();
    });
    for (const move of moves) {
      if (move.oldJobId) await this.cancelJob(move.oldJobId);
      await this.sendJob(move.id, move.jobId, move.to);
    }
    return moves.map(({ id, platform, from, to }) => ({ id, platform, from, to }));
  }

  /**
   * Called by the distribution service when a newswire release is ordered: every scheduled publication of
   * the article due before the wire leads is moved after it. Answers the moves.
   */
  async deferAfterWire(
    em: EntityManager,
    articleId: string,
    wireTime: Date | null,
  ): Promise<{ id: string; platform: string; from: Date; to: Date }[]> {
    if (!wireTime) return [];
    const earliest = new Date(wireTime.getTime() + RELEASE_LEAD_MS);
    const due = await em.fork().find(Publication, { article: articleId, status: 'scheduled', scheduledFor: { $lt: earliest } });
    if (!due.length) return [];
    return this.moveScheduled(em, due, earliest);
  }

  private async cancelJob(jobId: string): Promise<void> {
    try {
      await this.deps.jobs?.cancel(PUBLISH_JOB, jobId);
    } catch {
      // Already gone or running: the job finds its id replaced and does nothing.
    }
  }

  // -------------------------------------------------------------------------------------------
  // Cancel, retry, confirm

  async cancel(em: EntityManager, viewer: Viewer | null, publicationId: string): Promise<PublicationView> {
    const pub = await this.own(em, viewer, publicationId);
    const oldJob = await cancelEffect(em, this.effectDeps, PUBLICATION_CANCEL, pub.id, viewer!.userId);
    if (oldJob) await this.cancelJob(oldJob);
    return this.get(em.fork(), viewer, pub.id);
  }

  /** A failed publication, again: the same row (same idempotency key for the platform), a new round of attempts. */
  async retry(em: EntityManager, viewer: Viewer | null, publicationId: string): Promise<PublicationView> {
    const pub = await this.own(em, viewer, publicationId);
    if (pub.status !== 'failed')
      throw new ConflictError(`Only a failed publication can be retried; this one is ${pub.status}.`, 'publication_not_failed');
    await this.deps.authorization.assertCanActFor(em, viewer, pub.article.campaign.ticker);
    await this.deps.gate.assertReleasable(em, pub.article);
    const now = this.deps.clock.now();
    const wireTime = await this.deps.wire().wireTime(em, pub.article.id, now);
    const requested = pub.scheduledFor && pub.scheduledFor.getTime() > now.getTime() + 1000 ? pub.scheduledFor : now;
    const release = platformReleaseTime(requested, wireTime);
    const later = release.at.getTime() > now.getTime() + 1000;
    if (later && !this.deps.jobs) throw new SchedulingUnavailableError();
    const jobId = later ? randomUUID() : null;
    const platformNow = await this.deps.connections.sandboxed(em, pub.user.id, pub.platform);
    try {
      await em.fork().transactional(async (tx) => {
        const locked = await tx.findOneOrFail(Publication, { id: pub.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (locked.status !== 'failed')
          throw new ConflictError(`Only a failed publication can be retried; this one is ${locked.status}.`, 'publication_not_failed');
        const article = await tx.findOneOrFail(Article, { id: locked.article.id }, { populate: ['campaign'] });
        locked.status = later ? 'scheduled' : 'publishing';
        locked.scheduledFor = later ? release.at : locked.scheduledFor;
        locked.jobId = jobId;
        locked.attempts = later ? 0 : 1;
        locked.sandbox = platformNow;
        locked.lastError = null;
        locked.updatedAt = now;
        await tx.flush();
        await this.syncArticle(tx, article);
        await tx.flush();
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new ConflictError('The article already has an active publication on this platform.', 'publication_active');
      }
      throw error;
    }
    if (later) await this.sendJob(pub.id, jobId!, release.at);
    else await this.callPlatform(pub.id);
    return this.get(em.fork(), viewer, pub.id);
  }

  /** A pending publication (posted by hand, e.g. on Substack): the post's URL, checked by the platform. */
  async confirm(em: EntityManager, viewer: Viewer | null, publicationId: string, body: unknown): Promise<PublicationView> {
    const { url } = parseInput(confirmPublicationSchema, body);
    const pub = await this.own(em, viewer, publicationId);
    if (pub.status !== 'pending')
      throw new ConflictError(`Only a pending publication can be confirmed; this one is ${pub.status}.`, 'publication_not_pending');
    const platform = this.deps.connections.platformOr404(pub.platform);
    let result: PublishResult = { status: 'published', postId: url, url };
    if (platform.checkStatus) {
      const credentials = pub.sandbox ? null : await this.deps.connections.credentialsFor(em, pub.user.id, platform);
      if (credentials !== null) {
        try {
          result = await platform.checkStatus(url, credentials);
        } catch (error) {
          const failure = classifyVendorFailure(error, platform.name);
          throw new ValidationError(failure.reason, { url: failure.reason });
        }
      }
    }
    if (result.status !== 'published')
      throw new ValidationError(`${platform.name} does not show this post as published yet.`, { url: 'Not published yet' });
    await em
      .fork()
      .nativeUpdate(Publication, { id: pub.id, status: 'pending' }, { status: 'publishing', updatedAt: this.deps.clock.now() });
    await this.reconcile(pub.id, platform.name, { kind: 'published', result: { ...result, url: result.url ?? url } });
    return this.get(em.fork(), viewer, pub.id);
  }

  // -------------------------------------------------------------------------------------------
  // Reads

  async get(em: EntityManager, viewer: Viewer | null, publicationId: string): Promise<PublicationView> {
    return this.view(await this.own(em, viewer, publicationId));
  }

  async list(em: EntityManager, viewer: Viewer | null, query: unknown = {}): Promise<PublicationView[]> {
    if (!viewer) throw new UnauthorizedError();
    const { articleId } = parseInput(publicationListQuerySchema, query ?? {});
    if (articleId && !isUuid(articleId)) return [];
    const rows = await em.find(
      Publication,
      { user: viewer.userId, ...(articleId ? { article: articleId } : {}) },
      { populate: ['article'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: 500 },
    );
    return rows.map((r) => this.view(r));
  }

  /** Publications in [from, to) by their calendar date (published, else scheduled, else created); cancelled ones left out. */
  async calendarPublications(em: EntityManager, userId: string, from: Date, to: Date): Promise<PublicationView[]> {
    const range = { $gte: from, $lt: to };
    const rows = await em.find(
      Publication,
      {
        user: userId,
        status: { $ne: 'cancelled' },
        $or: [
          { publishedAt: range },
          { publishedAt: null, scheduledFor: range },
          { publishedAt: null, scheduledFor: null, createdAt: range },
        ],
      },
      { populate: ['article'], orderBy: { createdAt: 'asc', id: 'asc' }, limit: 2000 },
    );
    return rows.map((r) => this.view(r));
  }

  /** The calendar range asked for, or from 30 days ago to 60 days ahead. */
  calendarRange(query: unknown): { from: Date; to: Date } {
    const parsed = parseInput(calendarQuerySchema, query ?? {});
    const now = this.deps.clock.now().getTime();
    const from = parsed.from ?? new Date(now - 30 * 86_400_000);
    const to = parsed.to ?? new Date(Math.max(from.getTime() + 86_400_000, now + 60 * 86_400_000));
    if (to.getTime() - from.getTime() > 400 * 86_400_000)
      throw new ValidationError('The calendar range is at most 400 days.', { to: 'Range too long' });
    return { from, to };
  }

  private async own(em: EntityManager, viewer: Viewer | null, publicationId: string): Promise<Publication> {
    if (!viewer) throw new UnauthorizedError();
    const pub = isUuid(publicationId)
      ? await em.findOne(Publication, { id: publicationId, user: viewer.userId }, { populate: ['article', 'article.campaign'] })
      : null;
    if (!pub) throw new PublicationNotFoundError();
    return pub;
  }

  view(pub: Publication): PublicationView {
    const article = pub.article;
    return {
      id: pub.id,
      articleId: article.id,
      campaignId: article.campaign.id,
      articleTitle: article.title,
      platform: pub.platform,
      platformName: this.deps.plugins.platform(pub.platform)?.name ?? pub.platform,
      status: pub.status,
      scheduledFor: iso(pub.scheduledFor),
      publishedAt: iso(pub.publishedAt),
      postId: pub.postId ?? null,
      url: pub.url ?? null,
      sandbox: pub.sandbox,
      attempts: pub.attempts,
      lastError: pub.lastError ?? null,
      submission: (pub.submission as SubmissionPackage | null | undefined) ?? null,
      at: (pub.publishedAt ?? pub.scheduledFor ?? pub.createdAt).toISOString(),
      createdAt: pub.createdAt.toISOString(),
      updatedAt: pub.updatedAt.toISOString(),
    };
  }

  // -------------------------------------------------------------------------------------------
  // The article's status, and what the hosted page needs

  /**
   * The article (and so its campaign) follows its publications and newswire orders: published once
   * anything went out, scheduled while anything waits, failed when everything failed, draft when nothing
   * is left. Runs inside the caller's transaction.
   */
  async syncArticle(em: EntityManager, article: Article): Promise<void> {
    const pubs = await em.find(Publication, { article: article.id }, { fields: ['status', 'publishedAt', 'platform'] });
    const orders = await this.deps.wire().orderStatuses(em, article.id);
    const activePlatforms = pubs.filter((p) => p.status !== 'failed' && p.status !== 'cancelled').map((p) => p.platform);
    const published = [
      ...pubs.filter((p) => p.status === 'published').map((p) => p.publishedAt),
      ...orders.filter((o) => o.status === 'published').map((o) => o.publishedAt),
    ];
    if (published.length) {
      const first = published.filter((d): d is Date => Boolean(d)).sort((a, b) => a.getTime() - b.getTime())[0] ?? this.deps.clock.now();
      this.deps.articles.markPublished(article, first, activePlatforms);
      return;
    }
    const waiting =
      pubs.some((p) => p.status === 'scheduled' || p.status === 'publishing' || p.status === 'pending') ||
      orders.some((o) => ['scheduled', 'submitting', 'submitted', 'awaiting_issuer'].includes(o.status));
    if (waiting) this.deps.articles.markScheduled(article, activePlatforms);
    else if (pubs.some((p) => p.status === 'failed') || orders.some((o) => o.status === 'failed'))
      this.deps.articles.markFailed(article, activePlatforms);
    else this.deps.articles.markDraft(article, activePlatforms);
  }

  async presence(em: EntityManager, articleId: string): Promise<ArticlePresence> {
    // Read on every hosted-page visit: plain rows, no entity hydration.
    const pubs: { status: string; sandbox: boolean; url: string | null; platform: string; published_at: Date | string | null }[] = await em
      .getConnection()
      .execute(
        `select status, sandbox, url, platform, published_at from publications
        where article_id = ? and status in ('publishing', 'published', 'pending') order by published_at asc nulls last, id`,
        [articleId],
      );
    const published = pubs.filter((p) => p.status === 'published');
    const firstAt = published.find((p) => p.published_at)?.published_at;
    return {
      live: pubs.length > 0,
      sandboxOnly: !published.some((p) => !p.sandbox),
      publishedAt: firstAt ? new Date(firstAt) : null,
      alsoOn: published
        .filter((p) => !p.sandbox && p.url)
        .map((p) => ({ name: this.deps.plugins.platform(p.platform)?.name ?? p.platform, url: p.url! })),
    };
  }

  // -------------------------------------------------------------------------------------------
  // Interrupted calls and start-up recovery

  /**
   * Publications left `publishing` past the grace period: the process died between recording the
   * call and its answer. Settled through the platform's lookup when it has one (the post it finds is
   * recorded; none found means nothing went out), else failed for the issuer to check. Never posts.
   * Run by the periodic sweep job and at start-up.
   */
  async sweepInterrupted(): Promise<void> {
    const em = this.deps.orm.em.fork();
    const stale = new Date(this.deps.clock.now().getTime() - INTERRUPTED_AFTER_MS);
    const interrupted = await em.find(
      Publication,
      { status: 'publishing', updatedAt: { $lt: stale } },
      { populate: ['article', 'article.campaign', 'user'], limit: 200 },
    );
    const nameOf = (pub: Publication) => this.deps.plugins.platform(pub.platform)?.name ?? pub.platform;
    await settleInterrupted(
      interrupted,
      nameOf,
      (pub) => {
        const platform = this.deps.plugins.platform(pub.platform);
        if (!platform?.lookup || pub.sandbox) return null;
        const lookup = platform.lookup.bind(platform);
        return (async () => {
          const credentials = await this.deps.connections.credentialsFor(em, pub.user.id, platform, { fresh: true });
          if (credentials === null) throw new Error(`no ${platform.name} account is connected to look with`);
          const hostedUrl = await this.hostedUrl(em, pub.article.id);
          // `since`: the call began at the row's last update, give or take the clocks of two instances.
          return lookup(this.platformArticle(pub.article, hostedUrl, platform.id), credentials, {
            idempotencyKey: pub.id,
            since: new Date(pub.updatedAt.getTime() - 60_000),
          });
        })();
      },
      async (pub, found) => {
        const name = nameOf(pub);
        if (found.kind === 'failed') return this.reconcile(pub.id, name, { kind: 'failed', reason: found.reason });
        if (found.kind === 'none') {
          return this.reconcile(pub.id, name, {
            kind: 'failed',
            reason: `Interrupted before anything was posted: ${name} shows no post for this publication. Retry to publish it.`,
          });
        }
        const result = found.result;
        if (result.status === 'pending')
          return this.reconcile(pub.id, name, { kind: 'pending', result, submission: result.submission ?? null });
        return this.reconcile(pub.id, name, { kind: 'published', result });
      },
    );
  }

  /** After a restart: interrupted calls settled, and scheduled publications whose job was never enqueued get it. */
  async recover(): Promise<void> {
    await this.sweepInterrupted();
    if (!this.deps.jobs) return;
    const em = this.deps.orm.em.fork();
    const scheduled = await em.find(Publication, { status: 'scheduled', jobId: { $ne: null } }, { limit: 1000 });
    for (const pub of scheduled) {
      const job = await this.deps.jobs.job(PUBLISH_JOB, pub.jobId!).catch(() => null);
      if (!job) await this.sendJob(pub.id, pub.jobId!, pub.scheduledFor ?? this.deps.clock.now());
    }
  }
}

/** Only a publication still held here (scheduled) or waiting for the issuer (pending) is cancelled. */
const PUBLICATION_CANCEL: CancelRule<Publication> = {
  entity: Publication,
  cancellable: (p: Publication) => p.status === 'scheduled' || p.status === 'pending',
  refusal: (p: Publication) =>
    new ConflictError(`Only a scheduled or pending publication can be cancelled; this one is ${p.status}.`, 'publication_not_cancellable'),
  action: 'publication.cancelled',
  details: (p: Publication) => ({ publicationId: p.id, platform: p.platform }),
};

function publishMessage(views: PublicationView[], existing: Set<string>, moved: ReleaseMove | null): string {
  const parts: string[] = [];
  const published = views.filter((v) => v.status === 'published');
  const scheduled = views.filter((v) => v.status === 'scheduled');
  const pending = views.filter((v) => v.status === 'pending');
  const failed = views.filter((v) => v.status === 'failed');
  if (published.length && !scheduled.length && !failed.length && !pending.length) parts.push(PUBLISH_MESSAGES.published);
  else if (published.length) parts.push(`Published on ${published.map((v) => v.platformName).join(', ')}.`);
  if (scheduled.length) {
    parts.push(
      published.length || failed.length ? `Scheduled on ${scheduled.map((v) => v.platformName).join(', ')}.` : PUBLISH_MESSAGES.scheduled,
    );
  }
  if (moved) parts.push(`Moved to ${moved.to.toISOString()} so that the newswire release goes out first.`);
  const sandboxed = published.filter((v) => v.sandbox);
  if (sandboxed.length)
    parts.push(
      `Sandbox: nothing was posted to ${sandboxed.map((v) => v.platformName).join(', ')}; the article is on its hosted page only.`,
    );
  for (const v of pending) parts.push(`${v.platformName}: post the prepared text there, then record the post's URL.`);
  for (const v of failed) parts.push(`${v.platformName} failed: ${v.lastError ?? 'unknown reason'}`);
  const kept = views.filter((v) => existing.has(v.id));
  if (kept.length) parts.push(`Already ${kept.map((v) => `${v.status} on ${v.platformName}`).join(', ')}: nothing was posted again.`);
  return parts.join(' ');
}
