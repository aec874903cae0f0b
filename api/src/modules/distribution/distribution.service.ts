import { randomUUID } from 'node:crypto';
import { keysetPage, type KeysetRequest, type PageOf } from '../../db/keyset';
import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { newswireDelivery, type NewswireOrderResult, type NewswireProvider, type PluginCallbackRequest } from '@issuerwire/plugin-sdk';
import type { Orm } from '../../db/orm';
import type { JobQueue } from '../../jobs/job-queue';
import type { Clock } from '../../lib/clock';
import { ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { parseInput } from '../../lib/parse-input';
import type { PluginRegistry } from '../../plugins/plugin-registry';
import { Article, markReleased, releaseVersion } from '../articles';
import type { AuditService } from '../audit';
import type { BillingService } from '../campaigns';
import { isUuid } from '../../lib/ids';
import { authorize, findOrganization, organizationOwner, type Operation, type Viewer } from '../identity';
import type { MarketService } from '../market';
import type { NotificationsService } from '../notifications';
import {
  auditContent,
  type CallOutcome,
  type CancelRule,
  type EffectKind,
  failedCall,
  NOW_GRACE_MS,
  type QueuedJob,
  type ReleaseChecks,
  type ReleaseLedger,
  VendorCall,
} from '../vendor-calls';
import { reachPerOrder, type DistributionLevel, type NewswireOrderStatus } from './distribution.constants';
import { assertDisclosureMet, disclosureNeed } from './distribution-disclosure';
import { assertNotOrderedBefore } from './ordered-before';
import { confirmOrderSchema, DISTRIBUTION_MESSAGES, orderListQuerySchema } from './distribution.schemas';
import {
  DISTRIBUTION_FAILED,
  type DistributeAnswer,
  distributionMessage,
  type OrderView,
  orderView,
  providerView,
  type ProviderView,
} from './distribution.views';
import { NewswireOrder } from './newswire-order.entity';
import { newswireQuote, type NewswireQuote } from './newswire-quote';
import { releasedNewswire } from './newswire-release';
import { type CallbackReply, handlePluginCallback } from './order-callbacks';
import { OrderPolling, POLL_JOB } from './order-polling';
import { holdsSlot, sandboxPlaced } from './sandbox-orders';
import { outcomeOf, outcomeUnknown, recordOrderOutcome, settleInterruptedOrders } from './order-outcome';
import { iso } from '../../lib/clock';

export const DISTRIBUTE_JOB = 'distribute-release';

/** Orders that hold the article's slot with a provider (one active order per article and provider). */
const ACTIVE_ORDER_STATUSES: NewswireOrderStatus[] = ['scheduled', 'submitting', 'unknown', 'submitted', 'awaiting_issuer', 'published'];

export interface DistributionDeps {
  orm: Orm;
  plugins: PluginRegistry;
  checks: ReleaseChecks;
  ledger: ReleaseLedger;
  audit: AuditService;
  notifications: NotificationsService;
  billing: BillingService;
  market: MarketService;
  clock: Clock;
  logger: Logger;
  jobs?: JobQueue | null;
  /** Seconds between order status polls (ORDER_POLL_INTERVAL_SECONDS); default 10 minutes. */
  pollIntervalSeconds?: number; /** A vendor call under way longer than this was interrupted (VENDOR_CALL_GRACE_SECONDS). */
  interruptedAfterMs?: number;
}

class OrderNotFoundError extends NotFoundError {
  constructor() {
    super('Newswire order not found.', 'not_found');
  }
}

/** Orders as placed by one release: the rows to answer, those to send now and those held for later. */
export interface PlacedOrders {
  all: string[];
  scheduled: NewswireOrder[];
  submitting: string[];
  existing: Set<string>;
}

/**
 * Newswire orders, the release workflow's wire step: providers and prices, one order per provider with
 * cost and reach, API providers ordered through their plugin (at once, or by a `distribute-release` job at
 * the target time) and polled for news, Web Integration providers given the package to file, revenue
 * charged per order; each call on the shared vendor-call lifecycle.
 */
export class DistributionService {
  private readonly calls: VendorCall<NewswireOrder, NewswireOrderResult>;

  private readonly polling: OrderPolling;

  constructor(private readonly deps: DistributionDeps) {
    this.calls = new VendorCall<NewswireOrder, NewswireOrderResult>(deps, this.kind());
    this.polling = new OrderPolling(deps, this.calls);
  }

  private kind(): EffectKind<NewswireOrder, NewswireOrderResult> {
    return {
      entity: NewswireOrder,
      calling: 'submitting',
      job: DISTRIBUTE_JOB,
      jobData: (orderId) => ({ orderId }),
      singletonKey: (job, id) => `${job}:${id}`,
      vendorName: (order) => this.providerName(order.provider),
      done: async (tx, order, article, result, now) => this.placed(tx, order, article, result, now),
      failure: (order, name, reason) => ({
        action: 'distribution.status_changed',
        details: { orderId: order.id, provider: order.provider, status: 'failed', reason },
        notice: { kind: 'distribution.status', title: `${name}: distribution failed` },
      }),
      unknown: {
        status: 'unknown',
        record: (order, name, reason) => ({
          action: 'distribution.status_changed',
          details: { orderId: order.id, provider: order.provider, status: 'unknown', reason },
          notice: { kind: 'distribution.status', title: `${name}: check whether the order was sent` },
        }),
      },
    };
  }

  private providerName(providerId: string): string {
    return this.deps.plugins.newswire(providerId)?.name ?? providerId;
  }

  providers(): ProviderView[] {
    return this.deps.plugins.newswires().map((p) => providerView(p, this.deps.plugins.isSandbox(p.id)));
  }

  /** The dialog's quote for one of the viewer's articles (newswire-quote.ts); null when it is not theirs. */
  async quote(em: EntityManager, viewer: Viewer | null, articleId: string): Promise<NewswireQuote | null> {
    const { organizationId } = authorize(viewer, 'organization.read');
    const article = isUuid(articleId) ? await em.findOne(Article, { id: articleId, organization: organizationId }) : null;
    if (!article) return null;
    await em.populate(article, ['campaign']);
    return newswireQuote(article, this.deps.plugins.newswires(), await disclosureNeed(em, this.deps.market, article));
  }

  // -------------------------------------------------------------------------------------------
  // Wire orders of a release (called by the release workflow, after its gate and approval)

  /** 400 naming any provider this server does not have. */
  assertKnownProviders(providerIds: string[]): void {
    const unknown = providerIds.filter((id) => !this.deps.plugins.newswire(id));
    if (unknown.length)
      throw new ValidationError(`Unknown newswire provider: ${unknown.join(', ')}.`, { providers: 'Unknown newswire provider' });
  }

  /** The target time asked for: null for now (or a time within the grace minute); 400 when in the past. */
  targetTime(targetDate: Date | null): Date | null {
    if (!targetDate) return null;
    const now = this.deps.clock.now();
    if (targetDate.getTime() < now.getTime() - NOW_GRACE_MS)
      throw new ValidationError(DISTRIBUTION_MESSAGES.pastTarget, { targetDate: DISTRIBUTION_MESSAGES.pastTarget });
    return targetDate.getTime() > now.getTime() + 1000 ? targetDate : null;
  }

  /**
   * The orders, committed before any vendor is called (a provider that already has an active order for
   * the article keeps it: nothing is ordered twice); held ones get their jobs. The calls are `submit`'s.
   */
  async placeOrders(
    em: EntityManager,
    article: Article,
    member: Viewer,
    providerIds: string[],
    level: DistributionLevel,
    target: Date | null,
    orderAgain = false,
  ): Promise<PlacedOrders> {
    const providers = providerIds.map((id) => this.deps.plugins.newswire(id)!);
    // Step 1, on the circuits: material news needs broad national distribution (distribution-disclosure.ts).
    assertDisclosureMet(await disclosureNeed(em, this.deps.market, article), providers, level);
    this.calls.assertCanSchedule(Boolean(target && providers.some((p) => newswireDelivery(p).mode === 'api')));
    const listing = await this.deps.market.company(article.campaign.ticker, em);
    const placed = await this.createOrders(
      em,
      article,
      member.organizationId,
      providers,
      level,
      target,
      listing?.exchange ?? null,
      orderAgain,
    );
    for (const order of placed.scheduled) await this.calls.sendJob(order.id, order.jobId!, order.targetTime ?? this.deps.clock.now());
    return placed;
  }

  /** Sends the orders placed for now to their vendors, one after another. */
  async submit(placed: PlacedOrders): Promise<void> {
    for (const id of placed.submitting) await this.callVendor(id);
  }

  /** The distribute answer: every asked provider's order, its cost and reach, with `code: distribution_failed` when every one failed. */
  async answer(
    em: EntityManager,
    providerIds: string[],
    placed: PlacedOrders,
    moved: { id: string; platform: string; from: Date; to: Date }[],
  ): Promise<DistributeAnswer> {
    const rows = await em.fork().find(NewswireOrder, { id: { $in: placed.all } }, { populate: ['article'] });
    const views = providerIds
      .map((pid) => rows.find((r) => r.provider === pid))
      .filter((r): r is NewswireOrder => Boolean(r))
      .map((r) => this.view(r));
    const live = views.filter((v) => v.status !== 'failed');
    const totalCostCents = live.reduce((sum, v) => sum + v.costCents, 0);
    const answer: DistributeAnswer = {
      message: distributionMessage(views, placed.existing),
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
    checked: Article,
    organizationId: string,
    providers: NewswireProvider[],
    level: DistributionLevel,
    target: Date | null,
    exchange: string | null,
    orderAgain: boolean,
  ): Promise<PlacedOrders> {
    try {
      return await em.fork().transactional(async (tx) => {
        // The version the checks passed (`checked`) becomes the released one, the text the wire receives.
        const articleId = checked.id;
        const article = await tx.findOneOrFail(Article, { id: articleId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        markReleased(article, checked.version);
        await tx.populate(article, ['campaign']);
        const contact = await organizationOwner(tx, organizationId);
        if (!contact) throw new UnauthorizedError();
        const organization = await findOrganization(tx, organizationId);
        const found = await tx.find(NewswireOrder, {
          article: articleId,
          provider: { $in: providers.map((p) => p.id) },
          status: { $in: ACTIVE_ORDER_STATUSES },
        });
        // Ordered before (and not failed or cancelled): refused unless asked again, and then only once released.
        assertNotOrderedBefore(
          found.filter((o) => holdsSlot(o, this.deps.plugins)),
          (id) => this.providerName(id),
          orderAgain,
        );
        const now = this.deps.clock.now();
        const placed: PlacedOrders = { all: [], scheduled: [], submitting: [], existing: new Set() };
        for (const provider of providers) {
          const base = {
            organization: article.organization,
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
          if (newswireDelivery(provider).mode === 'package') {
            // Web Integration: the package is ready now; the issuer files it (with its release time) on the vendor's site.
            const release = await releasedNewswire(tx, article, contact, exchange, organization, target);
            const submission = provider.buildSubmission!(release, level);
            order = tx.create(NewswireOrder, {
              ...base,
              status: 'awaiting_issuer',
              submission,
              vendorMessage: `Submit the prepared release on ${provider.name}'s site, then record the release URL.`,
            });
            this.recordPlaced(tx, order, article, provider.name);
          } else if (target) {
            order = tx.create(NewswireOrder, { ...base, status: 'scheduled', jobId: randomUUID() });
            placed.scheduled.push(order);
          } else {
            order = tx.create(NewswireOrder, { ...base, status: 'submitting', attempts: 1 });
            placed.submitting.push(order.id);
          }
          placed.all.push(order.id);
        }
        await tx.flush();
        await this.deps.ledger.syncArticle(tx, article);
        await tx.flush();
        return placed;
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

  private recordPlaced(tx: EntityManager, order: NewswireOrder, article: Article, providerName: string): void {
    this.deps.audit.record(tx, {
      organizationId: order.organization.id,
      actorId: null,
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

  // -------------------------------------------------------------------------------------------
  // The vendor call

  private async callVendor(orderId: string): Promise<void> {
    const em = this.deps.orm.em.fork();
    const order = await em.findOne(NewswireOrder, { id: orderId }, { populate: ['article', 'article.campaign'] });
    if (!order || order.status !== 'submitting') return;
    const provider = this.deps.plugins.newswire(order.provider);
    let outcome: CallOutcome<NewswireOrder, NewswireOrderResult>;
    if (!provider?.distribute)
      outcome = { kind: 'failed', reason: `The ${order.provider} newswire is no longer available on this server.` };
    else if (order.sandbox && !this.deps.plugins.isSandbox(order.provider)) outcome = sandboxPlaced(order, provider.name);
    else {
      const listing = await this.deps.market.company(order.article.campaign.ticker, em);
      const contact = await organizationOwner(em, order.organization.id);
      const organization = await findOrganization(em, order.organization.id);
      try {
        const release = await releasedNewswire(em, order.article, contact!, listing?.exchange ?? null, organization);
        outcome = outcomeOf(await provider.distribute(release, { level: order.level, idempotencyKey: order.id }), provider.name);
      } catch (error) {
        outcome = failedCall(error, provider.name);
      }
    }
    await this.calls.reconcile(orderId, outcome);
  }

  /** What a placed order writes (inside the lifecycle's transaction): charged, audited, announced, polled when the vendor can tell. */
  private async placed(tx: EntityManager, order: NewswireOrder, article: Article, result: NewswireOrderResult, now: Date) {
    const providerName = this.providerName(order.provider);
    order.vendorRef = result.vendorRef || null;
    order.status = result.status as Exclude<typeof result.status, 'rejected'>;
    order.sandbox = order.sandbox || Boolean(result.sandbox);
    order.vendorMessage = result.message ?? null;
    order.releaseUrl = result.releaseUrl ?? null;
    order.lastError = null;
    if (result.status === 'published') order.publishedAt = now;
    if (!order.sandbox) await this.charge(tx, order, article, providerName);
    this.recordPlaced(tx, order, article, providerName);
    const notification = this.deps.notifications.add(tx, {
      organizationId: order.organization.id,
      kind: 'distribution.status',
      title: order.sandbox ? `${providerName}: sandbox order` : `${providerName}: release ${result.status}`,
      body: order.sandbox
        ? `"${article.title}": nothing was sent to ${providerName} (sandbox).`
        : `"${article.title}": ${result.message ?? `the release is ${result.status}`}.`,
      campaignId: article.campaign.id,
      articleId: article.id,
    });
    let next: QueuedJob | null = null;
    if (!order.sandbox && order.vendorRef && this.deps.plugins.newswire(order.provider)?.status && result.status !== 'published') {
      next = { job: POLL_JOB, jobId: randomUUID(), at: new Date(now.getTime() + this.polling.intervalSeconds * 1000) };
      order.jobId = next.jobId;
    }
    return { notification, next };
  }

  /** Revenue: the order's cost, once per order (the reference makes it idempotent). */
  private async charge(tx: EntityManager, order: NewswireOrder, article: Article, providerName: string): Promise<void> {
    await this.deps.billing.charge(tx, {
      organizationId: order.organization.id,
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
    const order = await em.findOne(NewswireOrder, { id: orderId }, { populate: ['article', 'article.campaign'] });
    // A delivery that finds the order `submitting` leaves it: the first run may still be calling the
    // vendor, and the interrupted-call sweep settles it if that run died.
    if (!order || order.jobId !== jobId || order.status !== 'scheduled' || order.vendorRef) return;
    const refusal = await this.deps.checks.refusalAtRelease(em, order.organization.id, order.article, 'distributed');
    if (!(await this.calls.claim(order.id, jobId, { attempts: order.attempts + 1 }))) return;
    if (refusal) await this.calls.reconcile(order.id, { kind: 'failed', reason: refusal });
    else await this.callVendor(order.id);
  }

  /** The `poll-newswire-order` job (order-polling.ts). */
  poll(orderId: string, jobId: string): Promise<void> {
    return this.polling.poll(orderId, jobId);
  }

  /** A vendor calling back with news of its orders (order-callbacks.ts). */
  callback(pluginId: string, request: PluginCallbackRequest): Promise<CallbackReply> {
    return handlePluginCallback({ ...this.deps, polling: this.polling }, pluginId, request);
  }

  // -------------------------------------------------------------------------------------------
  // Confirm, cancel, retry

  /** The release URL of a filed release (Web Integration, or an API wire without a status call): the order is published. */
  async confirm(em: EntityManager, viewer: Viewer | null, orderId: string, body: unknown): Promise<OrderView> {
    const { releaseUrl } = parseInput(confirmOrderSchema, body);
    const order = await this.own(em, viewer, orderId, 'release.distribute');
    const confirmable = (o: NewswireOrder) =>
      ['awaiting_issuer', 'submitted', 'scheduled'].includes(o.status) && !(o.status === 'scheduled' && !o.vendorRef);
    const refusal = (o: NewswireOrder) =>
      new ConflictError(`Only a placed order can be confirmed with its release URL; this one is ${o.status}.`, 'order_not_confirmable');
    if (!confirmable(order)) throw refusal(order);
    await em.fork().transactional(async (tx) => {
      const locked = await tx.findOneOrFail(NewswireOrder, { id: order.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!['awaiting_issuer', 'submitted', 'scheduled'].includes(locked.status)) throw refusal(locked);
      const article = await tx.findOneOrFail(Article, { id: locked.article.id }, { populate: ['campaign'] });
      const now = this.deps.clock.now();
      locked.status = 'published';
      locked.releaseUrl = releaseUrl;
      locked.publishedAt = now;
      locked.jobId = null;
      locked.updatedAt = now;
      // A Web Integration order is charged when the issuer confirms it was filed; an API order was charged when placed.
      if (!locked.sandbox) await this.charge(tx, locked, article, this.providerName(order.provider));
      this.deps.audit.record(tx, {
        organizationId: locked.organization.id,
        actorId: viewer!.userId,
        action: 'newswire.order_confirmed',
        entityType: 'article',
        entityId: article.id,
        content: auditContent(article),
        details: { orderId: locked.id, provider: locked.provider, releaseUrl },
      });
      await tx.flush();
      await this.deps.ledger.syncArticle(tx, article);
      await tx.flush();
    });
    return this.get(em.fork(), viewer, order.id);
  }

  /** What a person found on the vendor's site for an order whose outcome is unknown (order-outcome.ts). */
  async recordOutcome(em: EntityManager, viewer: Viewer | null, orderId: string, body: unknown): Promise<OrderView> {
    const order = await this.own(em, viewer, orderId, 'release.record_outcome');
    await recordOrderOutcome(this.calls, this.deps.audit, order, viewer!.userId, body);
    return this.get(em.fork(), viewer, order.id);
  }

  /** An order still held here (scheduled, not yet sent) or waiting for the issuer to file it. */
  async cancel(em: EntityManager, viewer: Viewer | null, orderId: string): Promise<OrderView> {
    const order = await this.own(em, viewer, orderId, 'release.distribute');
    await this.calls.cancel(em, ORDER_CANCEL, order.id, viewer!.userId);
    return this.get(em.fork(), viewer, order.id);
  }

  /** A failed order, again (after checking the vendor when the outcome was unknown): the same order, a new round. */
  async retry(em: EntityManager, viewer: Viewer | null, orderId: string): Promise<OrderView> {
    const order = await this.own(em, viewer, orderId);
    if (order.status !== 'failed') throw notFailed(order.status);
    await this.deps.checks.assertReleasable(em, viewer, order.article, 'release.distribute');
    await releaseVersion(em, order.article.id, order.article.version);
    const now = this.deps.clock.now();
    const later = Boolean(order.targetTime && order.targetTime.getTime() > now.getTime() + 1000);
    this.calls.assertCanSchedule(later);
    const jobId = later ? randomUUID() : null;
    await this.calls.restart(
      em,
      order.id,
      (locked) => {
        locked.status = later ? 'scheduled' : 'submitting';
        // A new round, in the wire's mode now: the issuer retries knowing whether it is live.
        locked.sandbox = this.deps.plugins.isSandbox(locked.provider);
        locked.vendorRef = null;
        locked.jobId = jobId;
        locked.attempts = later ? 0 : 1;
      },
      { notFailed, active: () => new ConflictError('The article already has an active order with this provider.', 'order_active') },
    );
    if (jobId) await this.calls.sendJob(order.id, jobId, order.targetTime!);
    else await this.callVendor(order.id);
    return this.get(em.fork(), viewer, order.id);
  }

  // -------------------------------------------------------------------------------------------
  // Reads

  async orders(em: EntityManager, viewer: Viewer | null, query: unknown = {}): Promise<OrderView[]> {
    return (await this.ordersPage(em, viewer, query, { first: 500, afterId: null }))?.items ?? [];
  }

  /** A keyset page of the orders, newest first (GraphQL's connection). */
  async ordersPage(em: EntityManager, viewer: Viewer | null, query: unknown, page: KeysetRequest): PageOf<OrderView> {
    const scope = { organization: authorize(viewer, 'organization.read').organizationId };
    const { articleId } = parseInput(orderListQuerySchema, query ?? {});
    const where = articleId && !isUuid(articleId) ? null : { ...scope, ...(articleId ? { article: articleId } : {}) };
    const found = await keysetPage(em, NewswireOrder, scope, where, page, { populate: ['article'] });
    return found && { ...found, items: found.items.map((r) => this.view(r)) };
  }

  async get(em: EntityManager, viewer: Viewer | null, orderId: string): Promise<OrderView> {
    return this.view(await this.own(em, viewer, orderId));
  }

  /** Orders in [from, to) by their calendar date (published, else target, else created); cancelled ones left out. */
  async calendarOrders(em: EntityManager, organizationId: string, from: Date, to: Date): Promise<OrderView[]> {
    const range = { $gte: from, $lt: to };
    const rows = await em.find(
      NewswireOrder,
      {
        organization: organizationId,
        status: { $ne: 'cancelled' },
        $or: [{ publishedAt: range }, { publishedAt: null, targetTime: range }, { publishedAt: null, targetTime: null, createdAt: range }],
      },
      { populate: ['article'], orderBy: { createdAt: 'asc', id: 'asc' }, limit: 2000 },
    );
    return rows.map((r) => this.view(r));
  }

  /** An order of the viewer's organization, or 404; their role must allow `op` (403). */
  private async own(em: EntityManager, viewer: Viewer | null, id: string, op: Operation = 'organization.read'): Promise<NewswireOrder> {
    const { organizationId } = authorize(viewer, op);
    const order = isUuid(id)
      ? await em.findOne(NewswireOrder, { id, organization: organizationId }, { populate: ['article', 'article.campaign'] })
      : null;
    if (!order) throw new OrderNotFoundError();
    return order;
  }

  view(order: NewswireOrder): OrderView {
    return orderView(this.deps.plugins, order);
  }

  // -------------------------------------------------------------------------------------------
  // Interrupted calls and start-up recovery

  /**
   * Orders left `submitting` past the grace period, and those whose outcome is `unknown`: settled through
   * the provider's lookup when it tells (sent, or surely not: failed, safe to retry); else `unknown` until
   * it does or a person records what the vendor's site shows. Never orders again. Run by the periodic
   * sweep and at start-up.
   */
  sweepInterrupted(): Promise<void> {
    return settleInterruptedOrders(this.calls, this.deps.plugins);
  }

  /** After a restart: interrupted calls settled; held orders get their job back. */
  async recover(): Promise<void> {
    await this.sweepInterrupted();
    await this.calls.requeue({ status: { $in: ['scheduled', 'submitted'] }, jobId: { $ne: null } }, (order) => ({
      job: order.vendorRef ? POLL_JOB : DISTRIBUTE_JOB,
      at: order.targetTime && !order.vendorRef ? order.targetTime : this.deps.clock.now(),
    }));
  }
}

function notFailed(status: string): ConflictError {
  // Retrying an order the vendor may hold would order it twice (and pay twice).
  if (status === 'unknown') return outcomeUnknown();
  return new ConflictError(`Only a failed order can be retried; this one is ${status}.`, 'order_not_failed');
}

/** Only an order not yet sent to the wire (held here) or waiting for the issuer to file it is cancelled. */
const ORDER_CANCEL: CancelRule<NewswireOrder> = {
  cancellable: (o) => (o.status === 'scheduled' && !o.vendorRef) || o.status === 'awaiting_issuer',
  refusal: (o) =>
    new ConflictError(
      `Only an order not yet sent to the wire can be cancelled; this one is ${o.status}${o.vendorRef ? ` with ${o.provider}` : ''}.`,
      'order_not_cancellable',
    ),
  action: 'newswire.order_cancelled',
  details: (o) => ({ orderId: o.id, provider: o.provider }),
};
