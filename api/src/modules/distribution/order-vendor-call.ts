import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { NewswireOrderResult } from '@issuerwire/plugin-sdk';
import { iso } from '../../lib/clock';
import type { Article } from '../articles';
import { findOrganization, organizationOwner } from '../identity';
import { auditContent, type CallOutcome, type EffectKind, failedCall, type QueuedJob, VendorCall } from '../vendor-calls';
import type { DistributionDeps } from './distribution.deps';
import { NewswireOrder } from './newswire-order.entity';
import { releasedNewswire } from './newswire-release';
import { outcomeOf } from './order-outcome';
import { OrderPolling, POLL_JOB } from './order-polling';
import { sandboxPlaced } from './sandbox-orders';

export const DISTRIBUTE_JOB = 'distribute-release';

/**
 * Sending an order to its wire: the shared vendor-call lifecycle (recorded before the call, reconciled
 * after), what a placed order writes (charge, audit, notice, the first poll) and the failure notices.
 */
export class OrderVendorCall {
  readonly calls: VendorCall<NewswireOrder, NewswireOrderResult>;

  readonly polling: OrderPolling;

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

  providerName(providerId: string): string {
    return this.deps.plugins.newswire(providerId)?.name ?? providerId;
  }

  /** Sends a `submitting` order to its vendor and records the answer. */
  async send(orderId: string): Promise<void> {
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
  async charge(tx: EntityManager, order: NewswireOrder, article: Article, providerName: string): Promise<void> {
    await this.deps.billing.charge(tx, {
      organizationId: order.organization.id,
      campaignId: article.campaign.id,
      kind: 'newswire',
      amountCents: order.costCents,
      reference: `newswire:${order.id}`,
      description: `${providerName} ${order.level} distribution: ${article.title}`.slice(0, 255),
    });
  }

  /** The audit entry of a placed order (sent, or prepared for the issuer to file). */
  recordPlaced(tx: EntityManager, order: NewswireOrder, article: Article, providerName: string): void {
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
}
