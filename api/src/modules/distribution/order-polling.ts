import { randomUUID } from 'node:crypto';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import type { NewswireOrderResult } from '@issuerwire/plugin-sdk';
import { Article } from '../articles';
import type { Notification } from '../notifications';
import { auditContent, classifyVendorFailure, type VendorCall, type VendorCallDeps } from '../vendor-calls';
import type { NewswireOrderStatus } from './distribution.constants';
import type { PluginRegistry } from '../../plugins/plugin-registry';
import { NewswireOrder } from './newswire-order.entity';

export const POLL_JOB = 'poll-newswire-order';
/** API providers are asked for news of an order every 10 minutes by default (ORDER_POLL_INTERVAL_SECONDS), for a day at most. */
export const POLL_INTERVAL_SECONDS = 10 * 60;
const POLL_FOR_SECONDS = 24 * 60 * 60;

/** How far a vendor's answer has come: news never moves an order back. */
const PROGRESS: Partial<Record<NewswireOrderStatus, number>> = { submitted: 1, scheduled: 2, published: 3 };

const isOpen = (status: NewswireOrderStatus) => status === 'submitted' || status === 'scheduled';

type PollingDeps = Pick<VendorCallDeps, 'orm' | 'clock' | 'logger' | 'audit' | 'notifications' | 'ledger'> & {
  plugins: PluginRegistry;
  /** Seconds between status polls; default POLL_INTERVAL_SECONDS. */
  pollIntervalSeconds?: number;
};

/**
 * News of an order the vendor took, until it is published or rejected: asked for by polling (a day at
 * most), or brought by the vendor calling back (the plugin's handleCallback). Either way the same rules.
 */
export class OrderPolling {
  constructor(
    // Only what a poll uses (the service passes its own deps); typed here so this file does not import the service.
    private readonly deps: PollingDeps,
    private readonly calls: Pick<VendorCall<NewswireOrder, NewswireOrderResult>, 'sendJob'>,
  ) {}

  get intervalSeconds(): number {
    return this.deps.pollIntervalSeconds ?? POLL_INTERVAL_SECONDS;
  }

  /** The `poll-newswire-order` job: the vendor's news of an order, never moving it back (scheduled stays scheduled on a later 'submitted'). */
  async poll(orderId: string, jobId: string): Promise<void> {
    const em = this.deps.orm.em.fork();
    const order = await em.findOne(NewswireOrder, { id: orderId }, { populate: ['article', 'article.campaign'] });
    if (!order || order.jobId !== jobId || !order.vendorRef || !isOpen(order.status)) return;
    const provider = this.deps.plugins.newswire(order.provider);
    if (!provider?.status) return;
    let result: NewswireOrderResult | null = null;
    try {
      result = await provider.status(order.vendorRef);
    } catch (error) {
      const reason = classifyVendorFailure(error, provider.name).reason;
      this.deps.logger.warn({ orderId, provider: order.provider, reason }, 'newswire status poll failed');
    }
    let next: { jobId: string; at: Date } | null = null;
    const maxPolls = Math.ceil(POLL_FOR_SECONDS / this.intervalSeconds);
    await this.record(orderId, provider.name, result, {
      // Only the run this job is for: a later poll or a callback may have taken over.
      accept: (locked) => locked.jobId === jobId,
      then: (locked, now) => {
        locked.polls += 1;
        const final = locked.status === 'published' || locked.status === 'failed';
        if (!final && locked.polls < maxPolls) {
          next = { jobId: randomUUID(), at: new Date(now.getTime() + this.intervalSeconds * 1000) };
          locked.jobId = next.jobId;
        } else locked.jobId = null;
      },
    });
    const work = next as { jobId: string; at: Date } | null;
    if (work) await this.calls.sendJob(orderId, work.jobId, work.at, POLL_JOB);
  }

  /** A vendor's callback news of the order it knows as `vendorRef`; false when no open order has that reference. */
  async news(providerId: string, providerName: string, result: NewswireOrderResult): Promise<boolean> {
    const order = await this.deps.orm.em
      .fork()
      .findOne(
        NewswireOrder,
        { provider: providerId, vendorRef: result.vendorRef, status: { $in: ['submitted', 'scheduled'] } },
        { orderBy: { createdAt: 'desc' } },
      );
    if (!order) return false;
    await this.record(order.id, providerName, result, {
      accept: () => true,
      then: (locked) => {
        // A final order needs no more polls: its job finds its id gone and does nothing.
        if (locked.status === 'published' || locked.status === 'failed') locked.jobId = null;
      },
    });
    return true;
  }

  /**
   * Writes the news under the order's lock: rejected fails it, progress moves it on, never back; audited
   * and announced when it changed. `accept` says whether to touch the order at all; `then` runs after the
   * news, in the same transaction.
   */
  private async record(
    orderId: string,
    providerName: string,
    result: NewswireOrderResult | null,
    step: { accept: (locked: NewswireOrder) => boolean; then: (locked: NewswireOrder, now: Date) => void },
  ): Promise<void> {
    let notification: Notification | null = null;
    await this.deps.orm.em.fork().transactional(async (tx) => {
      const locked = await tx.findOneOrFail(NewswireOrder, { id: orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!isOpen(locked.status) || !step.accept(locked)) return;
      const article = await tx.findOneOrFail(Article, { id: locked.article.id }, { populate: ['campaign'] });
      const now = this.deps.clock.now();
      const changed = this.apply(locked, result, now);
      step.then(locked, now);
      locked.updatedAt = now;
      if (changed) notification = this.announce(tx, locked, article, providerName, result);
      await tx.flush();
      if (changed) {
        await this.deps.ledger.syncArticle(tx, article);
        await tx.flush();
      }
    });
    if (notification) this.deps.notifications.announce(notification);
  }

  /** True when the order's status changed. */
  private apply(locked: NewswireOrder, result: NewswireOrderResult | null, now: Date): boolean {
    let changed = false;
    if (result?.status === 'rejected') {
      locked.status = 'failed';
      locked.lastError = `${this.deps.plugins.newswire(locked.provider)?.name ?? locked.provider} rejected the release: ${result.message ?? 'no reason given'}`;
      changed = true;
    } else if (result && (PROGRESS[result.status] ?? 0) > (PROGRESS[locked.status] ?? 0)) {
      locked.status = result.status;
      if (result.status === 'published') locked.publishedAt = now;
      changed = true;
    }
    if (result?.releaseUrl && !locked.releaseUrl) locked.releaseUrl = result.releaseUrl;
    if (result?.message) locked.vendorMessage = result.message;
    return changed;
  }

  private announce(tx: EntityManager, locked: NewswireOrder, article: Article, providerName: string, result: NewswireOrderResult | null) {
    this.deps.audit.record(tx, {
      organizationId: locked.organization.id,
      actorId: null,
      action: 'distribution.status_changed',
      entityType: 'article',
      entityId: article.id,
      content: auditContent(article),
      details: { orderId: locked.id, provider: locked.provider, status: locked.status, releaseUrl: locked.releaseUrl ?? null },
    });
    return this.deps.notifications.add(tx, {
      organizationId: locked.organization.id,
      kind: 'distribution.status',
      title: `${providerName}: release ${locked.status}`,
      body: `"${article.title}": ${locked.lastError ?? result?.message ?? `the release is ${locked.status}`}.`,
      campaignId: article.campaign.id,
      articleId: article.id,
    });
  }
}
