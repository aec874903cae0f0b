import { randomUUID } from 'node:crypto';
import { keysetPage, type KeysetRequest, type PageOf } from '../../db/keyset';
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
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { parseInput } from '../../lib/parse-input';
import type { PluginRegistry } from '../../plugins/plugin-registry';
import { authorize, type Operation, type Viewer } from '../identity';
import { Article, articleDigest, markReleased, releasedText, releaseVersion, type ArticlesService } from '../articles';
import { platformArticle } from './platform-article';
import type { AuditService } from '../audit';
import { isUuid } from '../../lib/ids';
import type { HostedService } from '../hosted';
import type { NotificationsService } from '../notifications';
import {
  auditContent,
  type CallOutcome,
  type CancelRule,
  classifyVendorFailure,
  type EffectKind,
  failedCall,
  platformReleaseTime,
  RELEASE_LEAD_MS,
  type ReleaseChecks,
  type ReleaseLedger,
  type ReleaseMove,
  VendorCall,
} from '../vendor-calls';
import type { PlatformConnectionsService } from './platform-connections.service';
import { ACTIVE_PUBLICATION_STATUSES, Publication } from './publication.entity';
import { confirmPublicationSchema, publicationListQuerySchema } from './publishing.schemas';
import { type PublicationView, publicationView, type PublishAnswer, publishMessage } from './publishing.views';

export const PUBLISH_JOB = 'publish-article';

export interface PublishingDeps {
  orm: Orm;
  config: Pick<Config, 'publicUrl'>;
  plugins: PluginRegistry;
  articles: ArticlesService;
  checks: ReleaseChecks;
  ledger: ReleaseLedger;
  hosted: HostedService;
  audit: AuditService;
  notifications: NotificationsService;
  clock: Clock;
  logger: Logger;
  /** Absent: nothing can be scheduled (the queue is not running in this process). */
  jobs?: JobQueue | null;
  /** The issuer's platform accounts and their credentials. */
  connections: PlatformConnectionsService; /** A vendor call under way longer than this was interrupted (VENDOR_CALL_GRACE_SECONDS). */
  interruptedAfterMs?: number;
}

const publicationNotFound = (): NotFoundError => new NotFoundError('Publication not found.', 'not_found');
/** What a platform answered: posted, or prepared for the issuer to post by hand (pending). */
type Posted =
  { kind: 'published'; result: PublishResult } | { kind: 'pending'; result: PublishResult; submission: SubmissionPackage | null };

/** Publications as created by one release: the rows to answer, those to call now and those held for later. */
export interface CreatedPublications {
  all: string[];
  scheduled: Publication[];
  publishing: string[];
  existing: Set<string>;
}

/**
 * Platform posts, the release workflow's last step: each a vendor call (vendor-call.ts) recorded before
 * the platform is called and reconciled after, now or by a `publish-article` job, never before the wire.
 */
export class PublishingService {
  private readonly calls: VendorCall<Publication, Posted>;

  constructor(private readonly deps: PublishingDeps) {
    this.calls = new VendorCall<Publication, Posted>(deps, this.kind());
  }

  private kind(): EffectKind<Publication, Posted> {
    return {
      entity: Publication,
      calling: 'publishing',
      job: PUBLISH_JOB,
      jobData: (publicationId) => ({ publicationId }),
      singletonKey: (_job, id) => id,
      vendorName: (pub) => this.platformName(pub.platform),
      waitForRetry: (pub, at) => {
        pub.scheduledFor = at;
      },
      done: async (tx, pub, article, posted, now) => this.posted(tx, pub, article, posted, now),
      failure: (pub, name, reason) => ({
        action: 'article.publish_failed',
        details: { publicationId: pub.id, platform: pub.platform, reason },
        notice: { kind: 'article.publish_failed', title: `Publishing to ${name} failed` },
      }),
    };
  }

  private platformName(platformId: string): string {
    return this.deps.plugins.platform(platformId)?.name ?? platformId;
  }

  // -------------------------------------------------------------------------------------------
  // Platform posts of a release (called by the release workflow, after its gate and approval)

  /** 400 naming any platform this server does not have. */
  assertKnownPlatforms(platformIds: string[]): void {
    const unknown = platformIds.filter((id) => !this.deps.plugins.platform(id));
    if (!unknown.length) return;
    const known = this.deps.plugins
      .platforms()
      .map((p) => p.id)
      .join(', ');
    throw new ValidationError(`Unknown platform: ${unknown.join(', ')}. Choose from ${known}.`, { platforms: 'Unknown platform' });
  }

  /** When a post asked for `requested` goes out: never before the article's pending newswire release. 503 when that is later and nothing can be scheduled. */
  async releaseTime(
    em: EntityManager,
    articleId: string,
    requested: Date,
  ): Promise<{ at: Date; later: boolean; moved: ReleaseMove | null }> {
    const now = this.deps.clock.now();
    const release = platformReleaseTime(requested, await this.deps.ledger.wireTime(em, articleId, now));
    const later = release.at.getTime() > now.getTime() + 1000;
    this.calls.assertCanSchedule(later);
    return { ...release, later };
  }

  /**
   * The rows, committed before any platform is called (with `alsoRecord`, the newsroom's entry, in the same transaction). The article
   * row lock serialises publishes of one article; a platform with an active publication keeps it (nothing is posted twice). The version
   * the checks passed (`checkedVersion`) becomes the released one, the text the page and posts show.
   */
  async createPublications(
    em: EntityManager,
    articleId: string,
    member: Viewer,
    platformIds: string[],
    at: Date | null,
    checkedVersion: number,
    alsoRecord?: (tx: EntityManager, article: Article) => Promise<unknown>,
  ): Promise<CreatedPublications> {
    try {
      return await em.fork().transactional(async (tx) => {
        const article = await tx.findOneOrFail(Article, { id: articleId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        markReleased(article, checkedVersion);
        await tx.populate(article, ['campaign']);
        await this.deps.hosted.ensure(tx, article);
        const active = await tx.find(Publication, {
          article: articleId,
          platform: { $in: platformIds },
          status: { $in: [...ACTIVE_PUBLICATION_STATUSES] },
        });
        const now = this.deps.clock.now();
        const created: CreatedPublications = {
          all: active.map((p) => p.id),
          scheduled: [],
          publishing: [],
          existing: new Set(active.map((p) => p.id)),
        };
        for (const platformId of platformIds) {
          if (active.some((p) => p.platform === platformId)) continue;
          const sandbox = await this.deps.connections.sandboxed(tx, member.organizationId, platformId);
          const row = tx.create(Publication, {
            organization: article.organization,
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
          created.all.push(row.id);
          // Who asked, now or for later (the vendor call's own outcome is recorded by the system when it lands).
          this.deps.audit.record(tx, {
            organizationId: member.organizationId,
            actorId: member.userId,
            action: at ? 'publication.scheduled' : 'publication.requested',
            entityType: 'article',
            entityId: article.id,
            content: auditContent(article),
            details: { publicationId: row.id, platform: platformId, ...(at ? { scheduledFor: at.toISOString() } : {}), sandbox },
          });
          if (at) created.scheduled.push(row);
          else created.publishing.push(row.id);
        }
        await alsoRecord?.(tx, article);
        await tx.flush();
        await this.deps.ledger.syncArticle(tx, article);
        await tx.flush();
        return created;
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

  /** Held publications get their jobs; the others are posted now, one platform after another. */
  async start(created: CreatedPublications): Promise<void> {
    for (const row of created.scheduled) if (row.jobId && row.scheduledFor) await this.calls.sendJob(row.id, row.jobId, row.scheduledFor);
    for (const id of created.publishing) await this.callPlatform(id);
  }

  /** The publish answer: every asked platform's publication, in the order asked. */
  async answer(
    em: EntityManager,
    articleId: string,
    platformIds: string[],
    created: CreatedPublications,
    moved: ReleaseMove | null,
  ): Promise<PublishAnswer> {
    const fresh = em.fork();
    const rows = await fresh.find(Publication, { id: { $in: created.all } }, { populate: ['article'] });
    const views = platformIds
      .map((pid) => rows.find((r) => r.platform === pid))
      .filter((r): r is Publication => Boolean(r))
      .map((r) => this.view(r));
    const page = await this.deps.hosted.find(fresh, articleId);
    return {
      message: publishMessage(views, created.existing, moved),
      publications: views,
      hostedUrl: page ? this.deps.hosted.urlOf(page.slug) : '',
      ...(moved ? { movedAfterDistribution: { from: moved.from.toISOString(), to: moved.to.toISOString() } } : {}),
    };
  }

  // -------------------------------------------------------------------------------------------
  // The vendor call

  /** Calls the platform for a row already committed as `publishing`, then reconciles it. Never throws for vendor failures. */
  private async callPlatform(publicationId: string): Promise<void> {
    const em = this.deps.orm.em.fork();
    const pub = await em.findOne(Publication, { id: publicationId }, { populate: ['article', 'article.campaign'] });
    if (!pub || pub.status !== 'publishing') return;
    const platform = this.deps.plugins.platform(pub.platform);
    const outcome: CallOutcome<Publication, Posted> = platform
      ? await this.attempt(em, pub, platform)
      : { kind: 'failed', reason: `The ${pub.platform} platform is no longer installed on this server.` };
    await this.calls.reconcile(publicationId, outcome);
  }

  private async attempt(em: EntityManager, pub: Publication, platform: PublishPlatform): Promise<CallOutcome<Publication, Posted>> {
    const hostedUrl = await this.hostedUrl(em, pub.article.id);
    if (pub.sandbox) {
      // Sandbox: the platform is not called; the hosted page is the only place the article is.
      const result = { status: 'published' as const, postId: `sandbox-${pub.id}`, url: hostedUrl, sandbox: true };
      return { kind: 'done', value: { kind: 'published', result } };
    }
    let credentials: unknown;
    try {
      credentials = await this.deps.connections.credentialsFor(em, pub.organization.id, platform, { fresh: true });
    } catch (error) {
      if (isPluginError(error)) return { kind: 'failed', reason: classifyVendorFailure(error, platform.name).reason };
      return { kind: 'failed', reason: `The stored ${platform.name} credentials could not be read: reconnect the account in Settings.` };
    }
    if (credentials === null)
      return { kind: 'failed', reason: `No ${platform.name} account is connected any more: connect it in Settings, then retry.` };
    const post = await this.post(em, pub, hostedUrl);
    if (!post) return { kind: 'failed', reason: 'No version of this article has been released: publish it again.' };
    try {
      const result = await platform.publish(post, credentials, { idempotencyKey: pub.id });
      if (result.status === 'pending') return { kind: 'done', value: { kind: 'pending', result, submission: result.submission ?? null } };
      return { kind: 'done', value: { kind: 'published', result } };
    } catch (error) {
      return failedCall(error, platform.name);
    }
  }

  /** What a platform's answer writes (inside the lifecycle's transaction). */
  private async posted(tx: EntityManager, pub: Publication, article: Article, posted: Posted, now: Date) {
    pub.postId = posted.result.postId;
    pub.sandbox = pub.sandbox || Boolean(posted.result.sandbox);
    pub.lastError = null;
    if (posted.kind === 'pending') {
      pub.status = 'pending';
      pub.submission = posted.submission;
      return { notification: null, next: null };
    }
    const name = this.platformName(pub.platform);
    pub.status = 'published';
    pub.publishedAt = now;
    pub.url = posted.result.url ?? null;
    // What went out is the released version (the article may have been edited since).
    const released = (await releasedText(tx, article)) ?? article;
    this.deps.audit.record(tx, {
      organizationId: pub.organization.id,
      actorId: null,
      action: 'article.published',
      entityType: 'article',
      entityId: article.id,
      content: auditContent(released),
      details: {
        publicationId: pub.id,
        platform: pub.platform,
        postId: pub.postId,
        url: pub.url,
        sandbox: pub.sandbox,
        contentHash: articleDigest(released.title, released.content),
      },
    });
    const notification = this.deps.notifications.add(tx, {
      organizationId: pub.organization.id,
      kind: 'article.published',
      title: pub.sandbox ? `Published in sandbox: ${name}` : `Published on ${name}`,
      body: pub.sandbox
        ? `"${article.title}" is on its hosted page; nothing was posted to ${name} (sandbox).`
        : `"${article.title}" is live on ${name}.`,
      campaignId: article.campaign.id,
      articleId: article.id,
    });
    return { notification, next: null };
  }

  private async hostedUrl(em: EntityManager, articleId: string): Promise<string> {
    const page = await this.deps.hosted.find(em, articleId);
    return page ? this.deps.hosted.urlOf(page.slug) : `${this.deps.config.publicUrl}/`;
  }

  /** The post of `pub`'s article from its released text (platform-article.ts); null when nothing was released. */
  private async post(em: EntityManager, pub: Publication, hostedUrl: string): Promise<PlatformArticle | null> {
    const text = await releasedText(em, pub.article);
    return text && platformArticle(pub.article, text, hostedUrl, pub.platform);
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
    const pub = await em.findOne(Publication, { id: publicationId }, { populate: ['article', 'article.campaign'] });
    if (!pub || pub.jobId !== jobId || pub.status !== 'scheduled') return;
    const now = this.deps.clock.now();
    const refusal = await this.deps.checks.refusalAtRelease(em, pub.organization.id, pub.article, 'published');
    if (refusal) {
      if (await this.calls.claim(pub.id, jobId, {})) await this.calls.reconcile(pub.id, { kind: 'failed', reason: refusal });
      return;
    }
    const release = platformReleaseTime(now, await this.deps.ledger.wireTime(em, pub.article.id, now));
    if (release.moved) {
      // The newswire has not led yet: wait for it.
      await this.moveScheduled(em, [pub], release.at);
      return;
    }
    // Sandbox is decided now: the issuer may have connected (or disconnected) the account since scheduling.
    const sandbox = await this.deps.connections.sandboxed(em, pub.organization.id, pub.platform);
    if (await this.calls.claim(pub.id, jobId, { attempts: pub.attempts + 1, sandbox })) await this.callPlatform(pub.id);
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
      if (move.oldJobId) await this.calls.cancelJob(move.oldJobId);
      await this.calls.sendJob(move.id, move.jobId, move.to);
    }
    return moves.map(({ id, platform, from, to }) => ({ id, platform, from, to }));
  }

  /** The wire leads: every scheduled publication of the article due before `wireTime` plus the lead moves after it. Answers the moves. */
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

  // -------------------------------------------------------------------------------------------
  // Cancel, retry, confirm

  async cancel(em: EntityManager, viewer: Viewer | null, publicationId: string): Promise<PublicationView> {
    const pub = await this.own(em, viewer, publicationId, 'release.publish');
    await this.calls.cancel(em, PUBLICATION_CANCEL, pub.id, viewer!.userId);
    return this.get(em.fork(), viewer, pub.id);
  }

  /** A failed publication, again: the same row (same idempotency key for the platform), a new round of attempts. */
  async retry(em: EntityManager, viewer: Viewer | null, publicationId: string): Promise<PublicationView> {
    const pub = await this.own(em, viewer, publicationId);
    if (pub.status !== 'failed') throw notFailed(pub.status);
    await this.deps.checks.assertReleasable(em, viewer, pub.article, 'release.publish');
    await releaseVersion(em, pub.article.id, pub.article.version);
    const now = this.deps.clock.now();
    const requested = pub.scheduledFor && pub.scheduledFor.getTime() > now.getTime() + 1000 ? pub.scheduledFor : now;
    const release = await this.releaseTime(em, pub.article.id, requested);
    const jobId = release.later ? randomUUID() : null;
    const sandbox = await this.deps.connections.sandboxed(em, pub.organization.id, pub.platform);
    await this.calls.restart(
      em,
      pub.id,
      (locked) => {
        locked.status = release.later ? 'scheduled' : 'publishing';
        locked.scheduledFor = release.later ? release.at : locked.scheduledFor;
        locked.jobId = jobId;
        locked.attempts = release.later ? 0 : 1;
        locked.sandbox = sandbox;
      },
      {
        notFailed,
        active: () => new ConflictError('The article already has an active publication on this platform.', 'publication_active'),
      },
    );
    if (jobId) await this.calls.sendJob(pub.id, jobId, release.at);
    else await this.callPlatform(pub.id);
    return this.get(em.fork(), viewer, pub.id);
  }

  /** A pending publication (posted by hand, e.g. on Substack): the post's URL, checked by the platform. */
  async confirm(em: EntityManager, viewer: Viewer | null, publicationId: string, body: unknown): Promise<PublicationView> {
    const { url } = parseInput(confirmPublicationSchema, body);
    const pub = await this.own(em, viewer, publicationId, 'release.publish');
    if (pub.status !== 'pending')
      throw new ConflictError(`Only a pending publication can be confirmed; this one is ${pub.status}.`, 'publication_not_pending');
    const platform = this.deps.connections.platformOr404(pub.platform);
    let result: PublishResult = { status: 'published', postId: url, url };
    if (platform.checkStatus) {
      const credentials = pub.sandbox ? null : await this.deps.connections.credentialsFor(em, pub.organization.id, platform);
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
    await this.calls.reconcile(pub.id, { kind: 'done', value: { kind: 'published', result: { ...result, url: result.url ?? url } } });
    return this.get(em.fork(), viewer, pub.id);
  }

  // -------------------------------------------------------------------------------------------
  // Reads

  async get(em: EntityManager, viewer: Viewer | null, publicationId: string): Promise<PublicationView> {
    return this.view(await this.own(em, viewer, publicationId));
  }

  async list(em: EntityManager, viewer: Viewer | null, query: unknown = {}): Promise<PublicationView[]> {
    return (await this.listPage(em, viewer, query, { first: 500, afterId: null }))?.items ?? [];
  }

  /** A keyset page of the list, newest first (GraphQL's connection). */
  async listPage(em: EntityManager, viewer: Viewer | null, query: unknown, page: KeysetRequest): PageOf<PublicationView> {
    const scope = { organization: authorize(viewer, 'organization.read').organizationId };
    const { articleId } = parseInput(publicationListQuerySchema, query ?? {});
    const where = articleId && !isUuid(articleId) ? null : { ...scope, ...(articleId ? { article: articleId } : {}) };
    const found = await keysetPage(em, Publication, scope, where, page, { populate: ['article'] });
    return found && { ...found, items: found.items.map((r) => this.view(r)) };
  }

  /** Publications in [from, to) by their calendar date (published, else scheduled, else created); cancelled ones left out. */
  async calendarPublications(em: EntityManager, organizationId: string, from: Date, to: Date): Promise<PublicationView[]> {
    const range = { $gte: from, $lt: to };
    const rows = await em.find(
      Publication,
      {
        organization: organizationId,
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

  /** A publication of the viewer's organization, or 404; their role must allow `op` (403). */
  private async own(em: EntityManager, viewer: Viewer | null, id: string, op: Operation = 'organization.read'): Promise<Publication> {
    const { organizationId } = authorize(viewer, op);
    const pub = isUuid(id)
      ? await em.findOne(Publication, { id, organization: organizationId }, { populate: ['article', 'article.campaign'] })
      : null;
    if (!pub) throw publicationNotFound();
    return pub;
  }

  view(pub: Publication): PublicationView {
    return publicationView(this.deps.plugins, pub);
  }

  // -------------------------------------------------------------------------------------------
  // Interrupted calls and start-up recovery

  /**
   * Publications left `publishing` past the grace period: settled through the platform's lookup when it
   * has one (the post it finds is recorded; none found means nothing went out), else failed for the
   * issuer to check. Never posts. Run by the periodic sweep job and at start-up.
   */
  async sweepInterrupted(): Promise<void> {
    await this.calls.settleInterrupted<PublishResult>(
      ['article', 'article.campaign'],
      (pub, em) => {
        const platform = this.deps.plugins.platform(pub.platform);
        if (!platform?.lookup || pub.sandbox) return null;
        const lookup = platform.lookup.bind(platform);
        return (async () => {
          const credentials = await this.deps.connections.credentialsFor(em, pub.organization.id, platform, { fresh: true });
          if (credentials === null) throw new Error(`no ${platform.name} account is connected to look with`);
          const post = await this.post(em, pub, await this.hostedUrl(em, pub.article.id));
          if (!post) throw new Error('no version of this article was released');
          // `since`: the call began at the row's last update, give or take the clocks of two instances.
          return lookup(post, credentials, {
            idempotencyKey: pub.id,
            since: new Date(pub.updatedAt.getTime() - 60_000),
          });
        })();
      },
      async (pub, found) => {
        if (found.kind === 'none') {
          const name = this.platformName(pub.platform);
          const reason = `Interrupted before anything was posted: ${name} shows no post for this publication. Retry to publish it.`;
          await this.calls.reconcile(pub.id, { kind: 'failed', reason });
          return;
        }
        const result = found.result;
        const posted: Posted =
          result.status === 'pending' ? { kind: 'pending', result, submission: result.submission ?? null } : { kind: 'published', result };
        await this.calls.reconcile(pub.id, { kind: 'done', value: posted });
      },
    );
  }

  /** After a restart: interrupted calls settled, and scheduled publications whose job was never enqueued get it. */
  async recover(): Promise<void> {
    await this.sweepInterrupted();
    await this.calls.requeue({ status: 'scheduled', jobId: { $ne: null } }, (pub) => ({
      job: PUBLISH_JOB,
      at: pub.scheduledFor ?? this.deps.clock.now(),
    }));
  }
}

function notFailed(status: string): ConflictError {
  return new ConflictError(`Only a failed publication can be retried; this one is ${status}.`, 'publication_not_failed');
}

/** Only a publication still held here (scheduled) or waiting for the issuer (pending) is cancelled. */
const PUBLICATION_CANCEL: CancelRule<Publication> = {
  cancellable: (p) => p.status === 'scheduled' || p.status === 'pending',
  refusal: (p) =>
    new ConflictError(`Only a scheduled or pending publication can be cancelled; this one is ${p.status}.`, 'publication_not_cancellable'),
  action: 'publication.cancelled',
  details: (p) => ({ publicationId: p.id, platform: p.platform }),
};
