import { randomUUID } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import type { NewswireOrderResult, NewswireProvider, SubmissionPackage } from '@issuerwire/plugin-sdk';
import type { Orm } from '../../db/orm';
import type { JobQueue } from '../../jobs/job-queue';
import type { Clock } from '../../lib/clock';
import { ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '../../lib/errors';
import type { IdempotencyService, IdempotentResult } from '../idempotency';
import type { Logger } from '../../lib/logger';
import { parseInput } from '../../lib/parse-input';
import type { PluginRegistry } from '../../plugins/plugin-registry';
import type { Viewer } from '../identity';
import { Article } from '../articles';
import type { ArticlesService } from '../articles';
import type { AuditService } from '../audit';
import type { BillingService } from '../campaigns';
import { CampaignArchivedError } from '../campaigns';
import { isUuid } from '../../lib/ids';
import { User } from '../identity';
import type { TickerAuthorizationService } from '../kyc';
import type { MarketService } from '../market';
import type { Notification, NotificationsService } from '../notifications';
import type { PublishGate } from '../publishing';
import {
  auditContent,
  cancelEffect,
  type CancelRule,
  classifyVendorFailure,
  failedCall,
  gaveUpReason,
  INTERRUPTED_AFTER_MS,
  nextAttempt,
  NOW_GRACE_MS,
  type PublicationView,
  type PublishingService,
  recordFailure,
  SchedulingUnavailableError,
  settleInterrupted,
  type WireSchedule,
} from '../publishing';
import { reachPerOrder } from './distribution.constants';
import { confirmOrderSchema, DISTRIBUTION_MESSAGES, distributeSchema, orderListQuerySchema } from './distribution.schemas';
import type { DistributionLevel, NewswireOrderStatus } from './distribution.constants';
import { NewswireOrder } from './newswire-order.entity';
import { newswireRelease } from './newswire-release';

export const DISTRIBUTE_JOB = 'distribute-release';
export const POLL_JOB = 'poll-newswire-order';
/** API providers are asked for news of an order every 10 minutes, for a day at most. */
export const POLL_INTERVAL_SECONDS = 10 * 60;
export const MAX_POLLS = 144;

/** Orders that hold the article's slot with a provider (one active order per article and provider). */
const ACTIVE_ORDER_STATUSES: NewswireOrderStatus[] = ['scheduled', 'submitting', 'submitted', 'awaiting_issuer', 'published'];
/** How far a vendor's answer has come: a poll never moves an order back. */
const PROGRESS: Partial<Record<NewswireOrderStatus, number>> = { submitted: 1, scheduled: 2, published: 3 };

/** GET /api/newswire/providers: the spec's shape (pricing in dollars) and ours. */
export interface ProviderView {
  id: string;
  name: string;
  apiAvailable: boolean;
  /** Dollars per level (the spec's shape). */
  pricing: { basic: number; enhanced: number; premium: number };
  pricingCents: { basic: number; enhanced: number; premium: number };
  /** The prices are list prices or estimates, not a quote. */
  pricingIndicative: boolean;
  features: string[];
  /** Nothing is sent to the vendor from this server (no operator credentials). */
  sandbox: boolean;
  /** Where the issuer files the release (Web Integration) or follows the order. */
  submissionUrl: string | null;
}

export interface OrderView {
  id: string;
  articleId: string;
  campaignId: string;
  articleTitle: string;
  provider: string;
  providerName: string;
  apiAvailable: boolean;
  level: DistributionLevel;
  status: NewswireOrderStatus;
  costCents: number;
  /** Dollars. */
  cost: number;
  estimatedReach: number;
  targetTime: string | null;
  vendorRef: string | null;
  releaseUrl: string | null;
  submission: SubmissionPackage | null;
  sandbox: boolean;
  /** The vendor's own words about the order. */
  message: string | null;
  lastError: string | null;
  attempts: number;
  publishedAt: string | null;
  /** The date the calendar puts it on: published, else target, else created. */
  at: string;
  createdAt: string;
  updatedAt: string;
}

export interface DistributeAnswer {
  message: string;
  orders: OrderView[];
  totalCostCents: number;
  /** Dollars. */
  totalCost: number;
  estimatedReach: number;
  /** Scheduled publications moved after the newswire release (the wire leads). */
  movedPublications: { id: string; platform: string; from: string; to: string }[];
  /** Present when every order failed: REST answers 502 with this body, GraphQL an error carrying it. */
  code?: typeof DISTRIBUTION_FAILED;
}

export const DISTRIBUTION_FAILED = 'distribution_failed';

export interface DistributionDeps {
  orm: Orm;
  plugins: PluginRegistry;
  articles: ArticlesService;
  authorization: TickerAuthorizationService;
  gate: PublishGate;
  audit: AuditService;
  notifications: NotificationsService;
  billing: BillingService;
  idempotency: IdempotencyService;
  market: MarketService;
  clock: Clock;
  logger: Logger;
  jobs?: JobQueue | null;
  publishing: PublishingService;
}

class OrderNotFoundError extends NotFoundError {
  constructor() {
    super('Newswire order not found.', 'not_found');
  }
}

function iso(date: Date | null | undefined): string | null {
  return date ? date.toISOString() : null;
}

type OrderOutcome =
  | { kind: 'placed'; result: NewswireOrderResult }
  | { kind: 'failed'; reason: string }
  | { kind: 'retry'; reason: string; retryAfterMs: number | null };

/**
 * Newswire distribution: providers and prices, orders per provider with cost and reach, API providers
 * ordered through their plugin (at once, or by a `distribute-release` job at the target time) and
 * polled for news, Web Integration providers given the package to file, revenue charged per order, the
 * compliance gate, the audit trail, and the rule that the wire leads the platforms.
 */
export class DistributionService implements WireSchedule {
  constructor(private readonly deps: DistributionDeps) {}

  providers(): ProviderView[] {
    return this.deps.plugins.newswires().map((p) => ({
      id: p.id,
      name: p.name,
      apiAvailable: p.apiAvailable,
      pricing: { basic: p.pricing.basic / 100, enhanced: p.pricing.enhanced / 100, premium: p.pricing.premium / 100 },
      pricingCents: { ...p.pricing },
      pricingIndicative: p.pricingIndicative,
      features: [...p.features],
      sandbox: this.deps.plugins.isSandbox(p.id),
      submissionUrl: p.submissionUrl ?? null,
    }));
  }

  // -------------------------------------------------------------------------------------------
  // Distribute

  /** POST /api/newswire/distribute. Idempotent per key; every order, with `code: distribution_failed` when every one failed. */
  async distribute(
    em: EntityManager,
    viewer: Viewer | null,
    body: unknown,
    idempotencyKey?: string | null,
  ): Promise<IdempotentResult<DistributeAnswer>> {
    if (!viewer) throw new UnauthorizedError();
    const input = parseInput(distributeSchema, body);
    const unknown = input.providers.filter((id) => !this.deps.plugins.newswire(id));
    if (unknown.length) {
      throw new ValidationError(`Unknown newswire provider: ${unknown.join(', ')}.`, { providers: 'Unknown newswire provider' });
    }
    return this.deps.idempotency.run(
      em,
      { userId: viewer.userId, route: 'distribute', key: idempotencyKey, request: { ...input, targetDate: iso(input.targetDate) } },
      () => this.distributeOnce(em, viewer, input.articleId, input.providers, input.distributionLevel, input.targetDate),
    );
  }

  private async distributeOnce(
    em: EntityManager,
    viewer: Viewer,
    articleId: string,
    providerIds: string[],
    level: DistributionLevel,
    targetDate: Date | null,
  ): Promise<DistributeAnswer> {
    const now = this.deps.clock.now();
    let target: Date | null = null;
    if (targetDate) {
      if (targetDate.getTime() < now.getTime() - NOW_GRACE_MS)
        throw new ValidationError(DISTRIBUTION_MESSAGES.pastTarget, { targetDate: DISTRIBUTION_MESSAGES.pastTarget });
      if (targetDate.getTime() > now.getTime() + 1000) target = targetDate;
    }
    const article = await this.deps.articles.own(em, viewer, articleId);
    const user = await this.deps.authorization.assertCanActFor(em, viewer, article.campaign.ticker);
    if (article.campaign.status === 'archived') throw new CampaignArchivedError();
    await this.deps.gate.assertReleasable(em, article);
    const providers = providerIds.map((id) => this.deps.plugins.newswire(id)!);
    if (target && providers.some((p) => p.apiAvailable) && !this.deps.jobs) throw new SchedulingUnavailableError();
    const listing = await this.deps.market.company(article.campaign.ticker, em);

    const created = await this.createOrders(em, article.id, user.id, providers, level, target, listing?.exchange ?? null);
    for (const order of created.scheduled) await this.sendJob(DISTRIBUTE_JOB, order.id, order.jobId!, order.targetTime ?? now);
    // The wire leads: scheduled platform posts due before it move after it, before any vendor is called.
    const moved = await this.deps.publishing.deferAfterWire(em, article.id, await this.wireTime(em.fork(), article.id, now));
    for (const id of created.submitting) await this.callVendor(id);

    const rows = await em.fork().find(NewswireOrder, { id: { $in: created.all } }, { populate: ['article'] });
    const views = providerIds
      .map((pid) => rows.find((r) => r.provider === pid))
      .filter((r): r is NewswireOrder => Boolean(r))
      .map((r) => this.view(r));
    const live = views.filter((v) => v.status !== 'failed');
    const totalCostCents = live.reduce((sum, v) => sum + v.costCents, 0);
    const answer: DistributeAnswer = {
      message: distributionMessage(views, created.existing),
      orders: views,
      totalCostCents,
      totalCost: totalCostCents / 100,
      estimatedReach: live.reduce((sum, v) => sum + v.estimatedReach, 0),
      movedPublications: moved.map((m) => ({ id: m.id, platform: m.platform, from: m.from.toISOString(), to: m.to.toISOString() })),
    };
    return live.length ? answer : { ...answer, code: DISTRIBUTION_FAILED };
  }

  private async createOrders(
    em: EntityManager,
    articleId: string,
    userId: string,
    providers: NewswireProvider[],
    level: DistributionLevel,
    target: Date | null,
    exchange: string | null,
  ): Promise<{ all: string[]; scheduled: NewswireOrder[]; submitting: string[]; existing: Set<string> }> {
    try {
      return await em.fork().transactional(async (tx) => {
        const article = await tx.findOneOrFail(Article, { id: articleId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        await tx.populate(article, ['campaign']);
        const user = await tx.findOneOrFail(User, { id: userId });
        const active = await tx.find(NewswireOrder, {
          article: articleId,
          provider: { $in: providers.map((p) => p.id) },
          status: { $in: ACTIVE_ORDER_STATUSES },
        });
        const now = this.deps.clock.now();
        const scheduled: NewswireOrder[] = [];
        const submitting: string[] = [];
        const all = active.map((o) => o.id);
        for (const provider of providers) {
          if (active.some((o) => o.provider === provider.id)) continue;
          const base = {
            user,
            article,
            provider: provider.id,
            level,
            costCents: provider.pricing[level],
            estimatedReach: reachPerOrder(level),
            targetTime: target,
            sandbox: this.deps.plugins.isSandbox(provider.id),
            createdAt: now,
            updatedAt: now,
          };
          let order: NewswireOrder;
          if (!provider.apiAvailable) {
            // Web Integration: the package is ready now; the issuer files it (with its release time) on the vendor's site.
            const submission = provider.buildSubmission!(newswireRelease(article, user, exchange, target), level);
            order = tx.create(NewswireOrder, {
              ...base,
              status: 'awaiting_issuer',
              submission,
              vendorMessage: `Submit the prepared release on ${provider.name}'s site, then record the release URL.`,
            });
            this.recordPlaced(tx, order, article, provider.name, null);
          } else if (target) {
            order = tx.create(NewswireOrder, { ...base, status: 'scheduled', jobId: randomUUID() });
            scheduled.push(order);
          } else {
            order = tx.create(NewswireOrder, { ...base, status: 'submitting', attempts: 1 });
            submitting.push(order.id);
          }
          all.push(order.id);
        }
        await tx.flush();
        await this.deps.publishing.syncArticle(tx, article);
        await tx.flush();
        return { all, scheduled, submitting, existing: new Set(active.map((o) => o.id)) };
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new ConflictError(
          'This article is being distributed through one of these providers right now. Refresh to see its state.',
          'order_active',
        );
      }
      throw error;
    }
  }

  private recordPlaced(tx: EntityManager, order: NewswireOrder, article: Article, providerName: string, actorId: string | null): void {
    this.deps.audit.record(tx, {
      userId: order.user.id,
      actorId,
      action: 'newswire.distributed',
      entityType: 'article',
      entityId: article.id,
      content: auditContent(article),
      details: {
        orderId: order.id,
        provider: order.provider,
        providerName,
        level: order.level,
        status: order.status,
        costCents: order.costCents,
        estimatedReach: order.estimatedReach,
        targetTime: iso(order.targetTime),
        vendorRef: order.vendorRef ?? null,
        sandbox: order.sandbox,
      },
    });
  }

  private async sendJob(name: string, orderId: string, jobId: string, at: Date): Promise<void> {
    if (!this.deps.jobs) return;
    try {
      await this.deps.jobs.send(
        name,
        { orderId },
        { id: jobId, startAfter: at, singletonKey: `${name}:${orderId}`, retryLimit: 3, retryDelay: 30, retryBackoff: true },
      );
    } catch (error) {
      this.deps.logger.error({ err: error, orderId, job: name }, 'could not enqueue newswire work');
    }
  }

  // -------------------------------------------------------------------------------------------
  // The vendor call: recorded before, reconciled after

  private async callVendor(orderId: string): Promise<void> {
    const em = this.deps.orm.em.fork();
    const order = await em.findOne(NewswireOrder, { id: orderId }, { populate: ['article', 'article.campaign', 'user'] });
    if (!order || order.status !== 'submitting') return;
    const provider = this.deps.plugins.newswire(order.provider);
    let outcome: OrderOutcome;
    if (!provider?.distribute)
      outcome = { kind: 'failed', reason: `The ${order.provider} newswire is no longer available on this server.` };
    else {
      const listing = await this.deps.market.company(order.article.campaign.ticker, em);
      const release = newswireRelease(order.article, order.user, listing?.exchange ?? null);
      try {
        outcome = { kind: 'placed', result: await provider.distribute(release, { level: order.level, idempotencyKey: order.id }) };
      } catch (error) {
        outcome = failedCall(error, provider.name);
      }
    }
    await this.reconcile(orderId, provider?.name ?? order.provider, outcome);
  }

  private async reconcile(orderId: string, providerName: string, outcome: OrderOutcome): Promise<void> {
    let notification: Notification | null = null;
    let next: { job: string; jobId: string; at: Date } | null = null;
    await this.deps.orm.em.fork().transactional(async (tx) => {
      const order = await tx.findOneOrFail(NewswireOrder, { id: orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (order.status !== 'submitting') return;
      const article = await tx.findOneOrFail(Article, { id: order.article.id }, { populate: ['campaign'] });
      const now = this.deps.clock.now();
      order.updatedAt = now;
      const retry =
        outcome.kind === 'retry' ? nextAttempt(order.attempts, outcome.retryAfterMs, now, Boolean(this.deps.jobs), outcome.reason) : null;
      if (retry) {
        next = { job: DISTRIBUTE_JOB, jobId: retry.jobId, at: retry.at };
        order.status = 'scheduled';
        order.jobId = retry.jobId;
        order.lastError = retry.note;
        await tx.flush();
        return;
      }
      if (outcome.kind === 'placed' && outcome.result.status !== 'rejected') {
        const result = outcome.result;
        order.vendorRef = result.vendorRef;
        order.status = result.status as Exclude<typeof result.status, 'rejected'>;
        order.sandbox = order.sandbox || Boolean(result.sandbox);
        order.vendorMessage = result.message ?? null;
        order.releaseUrl = result.releaseUrl ?? null;
        order.lastError = null;
        if (result.status === 'published') order.publishedAt = now;
        if (!order.sandbox) await this.charge(tx, order, article, providerName);
        this.recordPlaced(tx, order, article, providerName, null);
        notification = this.deps.notifications.add(tx, {
          userId: order.user.id,
          kind: 'distribution.status',
          title: order.sandbox ? `${providerName}: sandbox order` : `${providerName}: release ${result.status}`,
          body: order.sandbox
            ? `"${article.title}": nothing was sent to ${providerName} (sandbox).`
            : `"${article.title}": ${result.message ?? `the release is ${result.status}`}.`,
          campaignId: article.campaign.id,
          articleId: article.id,
        });
        const provider = this.deps.plugins.newswire(order.provider);
        if (!order.sandbox && provider?.status && result.status !== 'published') {
          next = { job: POLL_JOB, jobId: randomUUID(), at: new Date(now.getTime() + POLL_INTERVAL_SECONDS * 1000) };
          order.jobId = next.jobId;
        }
      } else {
        const reason =
          outcome.kind === 'placed'
            ? `${providerName} rejected the release: ${outcome.result.message ?? 'no reason given'}`
            : outcome.kind === 'retry'
              ? gaveUpReason(order.attempts, outcome.reason)
              : outcome.reason;
        order.status = 'failed';
        order.lastError = reason;
        if (outcome.kind === 'placed') order.vendorRef = outcome.result.vendorRef;
        notification = recordFailure(tx, this.deps.publishing.effectDeps, {
          effect: order,
          article,
          reason,
          action: 'distribution.status_changed',
          details: { orderId: order.id, provider: order.provider, status: 'failed', reason },
          notice: { kind: 'distribution.status', title: `${providerName}: distribution failed` },
        });
      }
      await tx.flush();
      await this.deps.publishing.syncArticle(tx, article);
      await tx.flush();
    });
    if (notification) this.deps.notifications.announce(notification);
    const work = next as { job: string; jobId: string; at: Date } | null;
    if (work) await this.sendJob(work.job, orderId, work.jobId, work.at);
  }

  /** Revenue: the order's cost, once per order (the reference makes it idempotent). */
  private async charge(tx: EntityManager, order: NewswireOrder, article: Article, providerName: string): Promise<void> {
    await this.deps.billing.charge(tx, {
      userId: order.user.id,
      campaignId: article.campaign.id,
      kind: 'newswire',
      amountCents: order.costCents,
      reference: `newswire:${order.id}`,
      description: `${providerName} ${order.level} distribution: ${article.title}`.slice(0, 255),
    });
  }

  // -------------------------------------------------------------------------------------------
  // Jobs

  /** The `distribute-release` job: a held order (target time reached, or a retry) goes to the vendor once. */
  async runScheduled(orderId: string, jobId: string): Promise<void> {
    const em = this.deps.orm.em.fork();
    const order = await em.findOne(NewswireOrder, { id: orderId }, { populate: ['article', 'article.campaign', 'user'] });
    // A delivery that finds the order `submitting` leaves it: the first run may still be calling the
    // vendor, and the interrupted-call sweep settles it if that run died.
    if (!order || order.jobId !== jobId || order.status !== 'scheduled' || order.vendorRef) return;
    const name = this.deps.plugins.newswire(order.provider)?.name ?? order.provider;
    const auth = await this.deps.authorization.evaluate(em, order.user.id, order.article.campaign.ticker);
    let refusal: string | null = auth.isAuthorized ? null : `Not distributed: ${auth.reason}`;
    if (!refusal) {
      const findings = await this.deps.gate.criticalFindings(em, order.article);
      if (findings.length)
        refusal = `Not distributed: the article now has ${findings.length} critical compliance finding${findings.length === 1 ? '' : 's'} (${[...new Set(findings.map((f) => f.title))].join('; ')}).`;
    }
    const claimed = await em
      .fork()
      .nativeUpdate(
        NewswireOrder,
        { id: order.id, status: 'scheduled', jobId },
        { status: 'submitting', attempts: order.attempts + 1, updatedAt: this.deps.clock.now() },
      );
    if (claimed !== 1) return;
    if (refusal) await this.reconcile(order.id, name, { kind: 'failed', reason: refusal });
    else await this.callVendor(order.id);
  }

  /** The `poll-newswire-order` job: the vendor's news of an order, never moving it back (scheduled stays scheduled on a later 'submitted'). */
  async poll(orderId: string, jobId: string): Promise<void> {
    const em = this.deps.orm.em.fork();
    const order = await em.findOne(NewswireOrder, { id: orderId }, { populate: ['article', 'article.campaign'] });
    if (!order || order.jobId !== jobId || !order.vendorRef) return;
    if (order.status !== 'submitted' && order.status !== 'scheduled') return;
    const provider = this.deps.plugins.newswire(order.provider);
    if (!provider?.status) return;
    let result: NewswireOrderResult | null = null;
    try {
      result = await provider.status(order.vendorRef);
    } catch (error) {
      this.deps.logger.warn(
        { orderId, provider: order.provider, reason: classifyVendorFailure(error, provider.name).reason },
        'newswire status poll failed',
      );
    }
    let notification: Notification | null = null;
    let next: { jobId: string; at: Date } | null = null;
    await this.deps.orm.em.fork().transactional(async (tx) => {
      const locked = await tx.findOneOrFail(NewswireOrder, { id: orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (locked.jobId !== jobId || (locked.status !== 'submitted' && locked.status !== 'scheduled')) return;
      const article = await tx.findOneOrFail(Article, { id: locked.article.id }, { populate: ['campaign'] });
      const now = this.deps.clock.now();
      locked.polls += 1;
      locked.updatedAt = now;
      let changed = false;
      if (result?.status === 'rejected') {
        locked.status = 'failed';
        locked.lastError = `${provider.name} rejected the release: ${result.message ?? 'no reason given'}`;
        changed = true;
      } else if (result && (PROGRESS[result.status] ?? 0) > (PROGRESS[locked.status] ?? 0)) {
        locked.status = result.status;
        if (result.status === 'published') locked.publishedAt = now;
        changed = true;
      }
      if (result?.releaseUrl && !locked.releaseUrl) locked.releaseUrl = result.releaseUrl;
      if (result?.message) locked.vendorMessage = result.message;
      if (changed) {
        this.deps.audit.record(tx, {
          userId: locked.user.id,
          actorId: null,
          action: 'distribution.status_changed',
          entityType: 'article',
          entityId: article.id,
          content: auditContent(article),
          details: { orderId: locked.id, provider: locked.provider, status: locked.status, releaseUrl: locked.releaseUrl ?? null },
        });
        notification = this.deps.notifications.add(tx, {
          userId: locked.user.id,
          kind: 'distribution.status',
          title: `${provider.name}: release ${locked.status}`,
          body: `"${article.title}": ${locked.lastError ?? result?.message ?? `the release is ${locked.status}`}.`,
          campaignId: article.campaign.id,
          articleId: article.id,
        });
      }
      const final = locked.status === 'published' || locked.status === 'failed';
      if (!final && locked.polls < MAX_POLLS) {
        next = { jobId: randomUUID(), at: new Date(now.getTime() + POLL_INTERVAL_SECONDS * 1000) };
        locked.jobId = next.jobId;
      } else locked.jobId = null;
      await tx.flush();
      if (changed) {
        await this.deps.publishing.syncArticle(tx, article);
        await tx.flush();
      }
    });
    if (notification) this.deps.notifications.announce(notification);
    const work = next as { jobId: string; at: Date } | null;
    if (work) await this.sendJob(POLL_JOB, orderId, work.jobId, work.at);
  }

  // -------------------------------------------------------------------------------------------
  // Confirm, cancel, retry

  /** The release URL of a filed release (Web Integration, or an API wire without a status call): the order is published. */
  async confirm(em: EntityManager, viewer: Viewer | null, orderId: string, body: unknown): Promise<OrderView> {
    const { releaseUrl } = parseInput(confirmOrderSchema, body);
    const order = await this.own(em, viewer, orderId);
    if (!['awaiting_issuer', 'submitted', 'scheduled'].includes(order.status) || (order.status === 'scheduled' && !order.vendorRef)) {
      throw new ConflictError(
        `Only a placed order can be confirmed with its release URL; this one is ${order.status}.`,
        'order_not_confirmable',
      );
    }
    const providerName = this.deps.plugins.newswire(order.provider)?.name ?? order.provider;
    await em.fork().transactional(async (tx) => {
      const locked = await tx.findOneOrFail(NewswireOrder, { id: order.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!['awaiting_issuer', 'submitted', 'scheduled'].includes(locked.status)) {
        throw new ConflictError(
          `Only a placed order can be confirmed with its release URL; this one is ${locked.status}.`,
          'order_not_confirmable',
        );
      }
      const article = await tx.findOneOrFail(Article, { id: locked.article.id }, { populate: ['campaign'] });
      const now = this.deps.clock.now();
      locked.status = 'published';
      locked.releaseUrl = releaseUrl;
      locked.publishedAt = now;
      locked.jobId = null;
      locked.updatedAt = now;
      // A Web Integration order is charged when the issuer confirms it was filed; an API order was charged when placed.
      if (!locked.sandbox) await this.charge(tx, locked, article, providerName);
      this.deps.audit.record(tx, {
        userId: locked.user.id,
        actorId: viewer!.userId,
        action: 'newswire.order_confirmed',
        entityType: 'article',
        entityId: article.id,
        content: auditContent(article),
        details: { orderId: locked.id, provider: locked.provider, releaseUrl },
      });
      await tx.flush();
      await this.deps.publishing.syncArticle(tx, article);
      await tx.flush();
    });
    return this.get(em.fork(), viewer, order.id);
  }

  /** An order still held here (scheduled, not yet sent) or waiting for the issuer to file it. */
  async cancel(em: EntityManager, viewer: Viewer | null, orderId: string): Promise<OrderView> {
    const order = await this.own(em, viewer, orderId);
    const jobId = await cancelEffect(em, this.deps.publishing.effectDeps, ORDER_CANCEL, order.id, viewer!.userId);
    if (jobId) await this.deps.jobs?.cancel(DISTRIBUTE_JOB, jobId).catch(() => undefined);
    return this.get(em.fork(), viewer, order.id);
  }

  /** A failed order, again (after checking the vendor when the outcome was unknown): the same order, a new round. */
  async retry(em: EntityManager, viewer: Viewer | null, orderId: string): Promise<OrderView> {
    const order = await this.own(em, viewer, orderId);
    if (order.status !== 'failed')
      throw new ConflictError(`Only a failed order can be retried; this one is ${order.status}.`, 'order_not_failed');
    await this.deps.authorization.assertCanActFor(em, viewer, order.article.campaign.ticker);
    await this.deps.gate.assertReleasable(em, order.article);
    const now = this.deps.clock.now();
    const later = Boolean(order.targetTime && order.targetTime.getTime() > now.getTime() + 1000);
    if (later && !this.deps.jobs) throw new SchedulingUnavailableError();
    const jobId = later ? randomUUID() : null;
    try {
      await em.fork().transactional(async (tx) => {
        const locked = await tx.findOneOrFail(NewswireOrder, { id: order.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (locked.status !== 'failed')
          throw new ConflictError(`Only a failed order can be retried; this one is ${locked.status}.`, 'order_not_failed');
        const article = await tx.findOneOrFail(Article, { id: locked.article.id }, { populate: ['campaign'] });
        locked.status = later ? 'scheduled' : 'submitting';
        locked.vendorRef = null;
        locked.jobId = jobId;
        locked.attempts = later ? 0 : 1;
        locked.lastError = null;
        locked.updatedAt = now;
        await tx.flush();
        await this.deps.publishing.syncArticle(tx, article);
        await tx.flush();
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new ConflictError('The article already has an active order with this provider.', 'order_active');
      throw error;
    }
    if (later) await this.sendJob(DISTRIBUTE_JOB, order.id, jobId!, order.targetTime!);
    else await this.callVendor(order.id);
    return this.get(em.fork(), viewer, order.id);
  }

  // -------------------------------------------------------------------------------------------
  // Reads and the wire schedule

  async orders(em: EntityManager, viewer: Viewer | null, query: unknown = {}): Promise<OrderView[]> {
    if (!viewer) throw new UnauthorizedError();
    const { articleId } = parseInput(orderListQuerySchema, query ?? {});
    if (articleId && !isUuid(articleId)) return [];
    const rows = await em.find(
      NewswireOrder,
      { user: viewer.userId, ...(articleId ? { article: articleId } : {}) },
      { populate: ['article'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: 500 },
    );
    return rows.map((r) => this.view(r));
  }

  async get(em: EntityManager, viewer: Viewer | null, orderId: string): Promise<OrderView> {
    return this.view(await this.own(em, viewer, orderId));
  }

  /**
   * GET /api/publishing/calendar: the Publishing screen's publications and newswire orders in range. Composed
   * here because the newswire side is the one that knows both (publishing knows nothing of orders).
   */
  async calendar(
    em: EntityManager,
    viewer: Viewer | null,
    query: unknown,
  ): Promise<{ from: string; to: string; publications: PublicationView[]; orders: OrderView[] }> {
    if (!viewer) throw new UnauthorizedError();
    const { from, to } = this.deps.publishing.calendarRange(query);
    const publications = await this.deps.publishing.calendarPublications(em, viewer.userId, from, to);
    const orders = await this.calendarOrders(em, viewer.userId, from, to);
    return { from: from.toISOString(), to: to.toISOString(), publications, orders };
  }

  async calendarOrders(em: EntityManager, userId: string, from: Date, to: Date): Promise<OrderView[]> {
    const range = { $gte: from, $lt: to };
    const rows = await em.find(
      NewswireOrder,
      {
        user: userId,
        status: { $ne: 'cancelled' },
        $or: [{ publishedAt: range }, { publishedAt: null, targetTime: range }, { publishedAt: null, targetTime: null, createdAt: range }],
      },
      { populate: ['article'], orderBy: { createdAt: 'asc', id: 'asc' }, limit: 2000 },
    );
    return rows.map((r) => this.view(r));
  }

  async wireTime(em: EntityManager, articleId: string, now: Date): Promise<Date | null> {
    const orders = await em.find(NewswireOrder, {
      article: articleId,
      status: { $in: ['scheduled', 'submitting', 'submitted', 'awaiting_issuer'] },
    });
    let lead: number | null = null;
    for (const o of orders) {
      const target = o.targetTime?.getTime() ?? null;
      let at: number | null = null;
      if (o.status === 'submitting') at = now.getTime();
      else if (o.status === 'scheduled' && !o.vendorRef)
        at = Math.max(target ?? now.getTime(), now.getTime()); // held here: not out yet
      else if (target !== null && target > now.getTime()) at = target; // the vendor (or the issuer's filing) releases it then
      if (at !== null && (lead === null || at > lead)) lead = at;
    }
    return lead === null ? null : new Date(lead);
  }

  async orderStatuses(em: EntityManager, articleId: string): Promise<{ status: string; publishedAt: Date | null }[]> {
    const rows = await em.find(NewswireOrder, { article: articleId }, { fields: ['status', 'publishedAt'] });
    return rows.map((r) => ({ status: r.status, publishedAt: r.publishedAt ?? null }));
  }

  private async own(em: EntityManager, viewer: Viewer | null, orderId: string): Promise<NewswireOrder> {
    if (!viewer) throw new UnauthorizedError();
    const order = isUuid(orderId)
      ? await em.findOne(NewswireOrder, { id: orderId, user: viewer.userId }, { populate: ['article', 'article.campaign'] })
      : null;
    if (!order) throw new OrderNotFoundError();
    return order;
  }

  view(order: NewswireOrder): OrderView {
    const provider = this.deps.plugins.newswire(order.provider);
    return {
      id: order.id,
      articleId: order.article.id,
      campaignId: order.article.campaign.id,
      articleTitle: order.article.title,
      provider: order.provider,
      providerName: provider?.name ?? order.provider,
      apiAvailable: provider?.apiAvailable ?? false,
      level: order.level,
      status: order.status,
      costCents: order.costCents,
      cost: order.costCents / 100,
      estimatedReach: order.estimatedReach,
      targetTime: iso(order.targetTime),
      vendorRef: order.vendorRef ?? null,
      releaseUrl: order.releaseUrl ?? null,
      submission: (order.submission as SubmissionPackage | null | undefined) ?? null,
      sandbox: order.sandbox,
      message: order.vendorMessage ?? null,
      lastError: order.lastError ?? null,
      attempts: order.attempts,
      publishedAt: iso(order.publishedAt),
      at: (order.publishedAt ?? order.targetTime ?? order.createdAt).toISOString(),
      createdAt: order.createdAt.toISOString(),
      updatedAt: order.updatedAt.toISOString(),
    };
  }

  /**
   * Orders left `submitting` past the grace period (the process died between recording the order and
   * the vendor's answer): settled through the provider's lookup when it has one, else failed for the
   * issuer to check with the vendor. Never orders again. Run by the periodic sweep and at start-up.
   */
  async sweepInterrupted(): Promise<void> {
    const em = this.deps.orm.em.fork();
    const stale = new Date(this.deps.clock.now().getTime() - INTERRUPTED_AFTER_MS);
    const interrupted = await em.find(NewswireOrder, { status: 'submitting', updatedAt: { $lt: stale } }, { limit: 200 });
    const nameOf = (order: NewswireOrder) => this.deps.plugins.newswire(order.provider)?.name ?? order.provider;
    await settleInterrupted(
      interrupted,
      nameOf,
      (order) => {
        const provider = this.deps.plugins.newswire(order.provider);
        if (!provider?.lookup || order.sandbox) return null;
        return provider.lookup(order.id, new Date(order.updatedAt.getTime() - 60_000));
      },
      async (order, found) => {
        const name = nameOf(order);
        if (found.kind === 'found') return this.reconcile(order.id, name, { kind: 'placed', result: found.result });
        const reason =
          found.kind === 'failed'
            ? found.reason
            : `Interrupted before anything was ordered: ${name} shows no order for it. Retry to distribute it.`;
        return this.reconcile(order.id, name, { kind: 'failed', reason });
      },
    );
  }

  /** After a restart: interrupted calls settled; held orders get their job back. */
  async recover(): Promise<void> {
    await this.sweepInterrupted();
    if (!this.deps.jobs) return;
    const em = this.deps.orm.em.fork();
    for (const order of await em.find(
      NewswireOrder,
      { status: { $in: ['scheduled', 'submitted'] }, jobId: { $ne: null } },
      { limit: 1000 },
    )) {
      const job = order.vendorRef ? POLL_JOB : DISTRIBUTE_JOB;
      const found = await this.deps.jobs.job(job, order.jobId!).catch(() => null);
      if (!found)
        await this.sendJob(job, order.id, order.jobId!, order.targetTime && !order.vendorRef ? order.targetTime : this.deps.clock.now());
    }
  }
}

/** Only an order not yet sent to the wire (held here) or waiting for the issuer to file it is cancelled. */
const ORDER_CANCEL: CancelRule<NewswireOrder> = {
  entity: NewswireOrder,
  cancellable: (o: NewswireOrder) => (o.status === 'scheduled' && !o.vendorRef) || o.status === 'awaiting_issuer',
  refusal: (o: NewswireOrder) =>
    new ConflictError(
      `Only an order not yet sent to the wire can be cancelled; this one is ${o.status}${o.vendorRef ? ` with ${o.provider}` : ''}.`,
      'order_not_cancellable',
    ),
  action: 'newswire.order_cancelled',
  details: (o: NewswireOrder) => ({ orderId: o.id, provider: o.provider }),
};

function distributionMessage(views: OrderView[], existing: Set<string>): string {
  const placed = views.filter((v) => v.status !== 'failed');
  const parts = [DISTRIBUTION_MESSAGES.sent(placed.length)];
  const scheduled = views.filter((v) => v.status === 'scheduled' && !v.vendorRef);
  if (scheduled.length) parts.push(`${scheduled.map((v) => v.providerName).join(', ')}: scheduled for ${scheduled[0].targetTime}.`);
  const manual = views.filter((v) => v.status === 'awaiting_issuer');
  if (manual.length)
    parts.push(`${manual.map((v) => v.providerName).join(', ')}: file the prepared release on the provider's site, then record its URL.`);
  const sandbox = views.filter((v) => v.sandbox && v.status !== 'failed');
  if (sandbox.length) parts.push(`Sandbox: nothing was sent to ${sandbox.map((v) => v.providerName).join(', ')}.`);
  for (const v of views.filter((o) => o.status === 'failed')) parts.push(`${v.providerName} failed: ${v.lastError ?? 'unknown reason'}`);
  const kept = views.filter((v) => existing.has(v.id));
  if (kept.length) parts.push(`Already ordered with ${kept.map((v) => v.providerName).join(', ')}: nothing was ordered twice.`);
  return parts.join(' ');
}
