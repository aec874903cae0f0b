import { randomUUID } from 'node:crypto';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import { ConflictError } from '../../lib/errors';
import { parseInput } from '../../lib/parse-input';
import { Article, releaseVersion } from '../articles';
import type { Viewer } from '../identity';
import { auditContent, type CancelRule } from '../vendor-calls';
import type { DistributionDeps } from './distribution.deps';
import { confirmOrderSchema } from './distribution.schemas';
import type { OrderView } from './distribution.views';
import { NewswireOrder } from './newswire-order.entity';
import type { OrderLookup } from './order-lookup';
import { outcomeUnknown, recordOrderOutcome } from './order-outcome';
import type { OrderVendorCall } from './order-vendor-call';

/**
 * What an issuer does with a placed order: confirm a filed release with its URL, record what the vendor's
 * site shows for an unknown outcome, cancel one not yet sent, retry a failed one.
 */
export class OrderActions {
  constructor(
    private readonly deps: DistributionDeps,
    private readonly vendor: OrderVendorCall,
    private readonly lookup: OrderLookup,
  ) {}

  /** The release URL of a filed release (Web Integration, or an API wire without a status call): the order is published. */
  async confirm(em: EntityManager, viewer: Viewer | null, orderId: string, body: unknown): Promise<OrderView> {
    const { releaseUrl } = parseInput(confirmOrderSchema, body);
    const order = await this.lookup.own(em, viewer, orderId, 'release.distribute');
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
      if (!locked.sandbox) await this.vendor.charge(tx, locked, article, this.vendor.providerName(order.provider));
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
    return this.lookup.get(em.fork(), viewer, order.id);
  }

  /** What a person found on the vendor's site for an order whose outcome is unknown (order-outcome.ts). */
  async recordOutcome(em: EntityManager, viewer: Viewer | null, orderId: string, body: unknown): Promise<OrderView> {
    const order = await this.lookup.own(em, viewer, orderId, 'release.record_outcome');
    await recordOrderOutcome(this.vendor.calls, this.deps.audit, order, viewer!.userId, body);
    return this.lookup.get(em.fork(), viewer, order.id);
  }

  /** An order still held here (scheduled, not yet sent) or waiting for the issuer to file it. */
  async cancel(em: EntityManager, viewer: Viewer | null, orderId: string): Promise<OrderView> {
    const order = await this.lookup.own(em, viewer, orderId, 'release.distribute');
    await this.vendor.calls.cancel(em, ORDER_CANCEL, order.id, viewer!.userId);
    return this.lookup.get(em.fork(), viewer, order.id);
  }

  /** A failed order, again (after checking the vendor when the outcome was unknown): the same order, a new round. */
  async retry(em: EntityManager, viewer: Viewer | null, orderId: string): Promise<OrderView> {
    const order = await this.lookup.own(em, viewer, orderId);
    if (order.status !== 'failed') throw notFailed(order.status);
    await this.deps.checks.assertReleasable(em, viewer, order.article, 'release.distribute');
    await releaseVersion(em, order.article.id, order.article.version);
    const now = this.deps.clock.now();
    const later = Boolean(order.targetTime && order.targetTime.getTime() > now.getTime() + 1000);
    this.vendor.calls.assertCanSchedule(later);
    const jobId = later ? randomUUID() : null;
    await this.vendor.calls.restart(
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
    if (jobId) await this.vendor.calls.sendJob(order.id, jobId, order.targetTime!);
    else await this.vendor.send(order.id);
    return this.lookup.get(em.fork(), viewer, order.id);
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
