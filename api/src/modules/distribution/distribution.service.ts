import type { EntityManager } from '@mikro-orm/core';
import type { PluginCallbackRequest } from '@issuerwire/plugin-sdk';
import type { KeysetRequest, PageOf } from '../../db/keyset';
import type { Article } from '../articles';
import type { Viewer } from '../identity';
import type { DistributionLevel } from './distribution.constants';
import type { DistributionDeps } from './distribution.deps';
import type { DistributeAnswer, OrderView, ProviderView } from './distribution.views';
import { NewswireOrder } from './newswire-order.entity';
import type { NewswireQuote } from './newswire-quote';
import { OrderActions } from './order-actions';
import { type CallbackReply, handlePluginCallback } from './order-callbacks';
import { OrderLookup } from './order-lookup';
import { settleInterruptedOrders } from './order-outcome';
import { OrderPlacement, type PlacedOrders } from './order-placement';
import { POLL_JOB } from './order-polling';
import { DISTRIBUTE_JOB, OrderVendorCall } from './order-vendor-call';

export type { DistributionDeps } from './distribution.deps';
export type { PlacedOrders } from './order-placement';
export { DISTRIBUTE_JOB } from './order-vendor-call';

/**
 * Newswire orders, the release workflow's wire step: providers and prices, one order per provider with
 * cost and reach, API providers ordered through their plugin (at once, or by a `distribute-release` job at
 * the target time) and polled for news, Web Integration providers given the package to file, revenue
 * charged per order; each call on the shared vendor-call lifecycle.
 * Each use case has its file: order-placement.ts (distributing), order-actions.ts (confirm, cancel, retry),
 * order-lookup.ts (reads), order-vendor-call.ts (the call to the wire); this class composes them.
 */
export class DistributionService {
  private readonly vendor: OrderVendorCall;

  private readonly placement: OrderPlacement;

  private readonly lookup: OrderLookup;

  private readonly actions: OrderActions;

  constructor(private readonly deps: DistributionDeps) {
    this.vendor = new OrderVendorCall(deps);
    this.placement = new OrderPlacement(deps, this.vendor);
    this.lookup = new OrderLookup(deps);
    this.actions = new OrderActions(deps, this.vendor, this.lookup);
  }

  providers(): ProviderView[] {
    return this.lookup.providers();
  }

  /** The dialog's quote for one of the viewer's articles (newswire-quote.ts); null when it is not theirs. */
  quote(em: EntityManager, viewer: Viewer | null, articleId: string): Promise<NewswireQuote | null> {
    return this.lookup.quote(em, viewer, articleId);
  }

  // Wire orders of a release (order-placement.ts), called by the release workflow after its gate and approval

  assertKnownProviders(providerIds: string[]): void {
    this.placement.assertKnownProviders(providerIds);
  }

  targetTime(targetDate: Date | null): Date | null {
    return this.placement.targetTime(targetDate);
  }

  placeOrders(
    em: EntityManager,
    article: Article,
    member: Viewer,
    providerIds: string[],
    level: DistributionLevel,
    target: Date | null,
    orderAgain = false,
  ): Promise<PlacedOrders> {
    return this.placement.placeOrders(em, article, member, providerIds, level, target, orderAgain);
  }

  submit(placed: PlacedOrders): Promise<void> {
    return this.placement.submit(placed);
  }

  answer(
    em: EntityManager,
    providerIds: string[],
    placed: PlacedOrders,
    moved: { id: string; platform: string; from: Date; to: Date }[],
  ): Promise<DistributeAnswer> {
    return this.placement.answer(em, providerIds, placed, moved);
  }

  // Jobs and vendor callbacks

  /** The `distribute-release` job: a held order (target time reached, or a retry) goes to the vendor once. */
  async runScheduled(orderId: string, jobId: string): Promise<void> {
    const em = this.deps.orm.em.fork();
    const order = await em.findOne(NewswireOrder, { id: orderId }, { populate: ['article', 'article.campaign'] });
    // A delivery that finds the order `submitting` leaves it: the first run may still be calling the
    // vendor, and the interrupted-call sweep settles it if that run died.
    if (!order || order.jobId !== jobId || order.status !== 'scheduled' || order.vendorRef) return;
    const refusal = await this.deps.checks.refusalAtRelease(em, order.organization.id, order.article, 'distributed');
    if (!(await this.vendor.calls.claim(order.id, jobId, { attempts: order.attempts + 1 }))) return;
    if (refusal) await this.vendor.calls.reconcile(order.id, { kind: 'failed', reason: refusal });
    else await this.vendor.send(order.id);
  }

  /** The `poll-newswire-order` job (order-polling.ts). */
  poll(orderId: string, jobId: string): Promise<void> {
    return this.vendor.polling.poll(orderId, jobId);
  }

  /** A vendor calling back with news of its orders (order-callbacks.ts). */
  callback(pluginId: string, request: PluginCallbackRequest): Promise<CallbackReply> {
    return handlePluginCallback({ ...this.deps, polling: this.vendor.polling }, pluginId, request);
  }

  // Confirm, cancel, retry (order-actions.ts)

  confirm(em: EntityManager, viewer: Viewer | null, orderId: string, body: unknown): Promise<OrderView> {
    return this.actions.confirm(em, viewer, orderId, body);
  }

  recordOutcome(em: EntityManager, viewer: Viewer | null, orderId: string, body: unknown): Promise<OrderView> {
    return this.actions.recordOutcome(em, viewer, orderId, body);
  }

  cancel(em: EntityManager, viewer: Viewer | null, orderId: string): Promise<OrderView> {
    return this.actions.cancel(em, viewer, orderId);
  }

  retry(em: EntityManager, viewer: Viewer | null, orderId: string): Promise<OrderView> {
    return this.actions.retry(em, viewer, orderId);
  }

  // Reads (order-lookup.ts)

  ordersPage(em: EntityManager, viewer: Viewer | null, query: unknown, page: KeysetRequest): PageOf<OrderView> {
    return this.lookup.ordersPage(em, viewer, query, page);
  }

  get(em: EntityManager, viewer: Viewer | null, orderId: string): Promise<OrderView> {
    return this.lookup.get(em, viewer, orderId);
  }

  calendarOrders(em: EntityManager, organizationId: string, from: Date, to: Date): Promise<OrderView[]> {
    return this.lookup.calendarOrders(em, organizationId, from, to);
  }

  view(order: NewswireOrder): OrderView {
    return this.lookup.view(order);
  }

  // Interrupted calls and start-up recovery

  /**
   * Orders left `submitting` past the grace period, and those whose outcome is `unknown`: settled through
   * the provider's lookup when it tells (sent, or surely not: failed, safe to retry); else `unknown` until
   * it does or a person records what the vendor's site shows. Never orders again. Run by the periodic
   * sweep and at start-up.
   */
  sweepInterrupted(): Promise<void> {
    return settleInterruptedOrders(this.vendor.calls, this.deps.plugins);
  }

  /** After a restart: interrupted calls settled; held orders get their job back. */
  async recover(): Promise<void> {
    await this.sweepInterrupted();
    await this.vendor.calls.requeue({ status: { $in: ['scheduled', 'submitted'] }, jobId: { $ne: null } }, (order) => ({
      job: order.vendorRef ? POLL_JOB : DISTRIBUTE_JOB,
      at: order.targetTime && !order.vendorRef ? order.targetTime : this.deps.clock.now(),
    }));
  }
}
