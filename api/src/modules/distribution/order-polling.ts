import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { NewswireOrderResult } from '@issuerwire/plugin-sdk';
import { Article } from '../articles';
import type { Notification } from '../notifications';
import { auditContent, classifyVendorFailure, type VendorCall, type VendorCallDeps } from '../vendor-calls';
import type { NewswireOrderStatus } from './distribution.constants';
import type { PluginRegistry } from '../../plugins/plugin-registry';
import { NewswireOrder } from './newswire-order.entity';

export const POLL_JOB = 'poll-newswire-order';
/** API providers are asked for news of an order every 10 minutes, for a day at most. */
export const POLL_INTERVAL_SECONDS = 10 * 60;
export const MAX_POLLS = 144;

/** How far a vendor's answer has come: a poll never moves an order back. */
const PROGRESS: Partial<Record<NewswireOrderStatus, number>> = { submitted: 1, scheduled: 2, published: 3 };

/** An order the vendor took, followed until it is published or rejected (or a day has passed). */
export class OrderPolling {
  constructor(
    // Only what a poll uses (the service passes its own deps); typed here so this file does not import the service.
    private readonly deps: Pick<VendorCallDeps, 'orm' | 'clock' | 'logger' | 'audit' | 'notifications' | 'ledger'> & {
      plugins: PluginRegistry;
    },
    private readonly calls: Pick<VendorCall<NewswireOrder, NewswireOrderResult>, 'sendJob'>,
  ) {}

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
      const reason = classifyVendorFailure(error, provider.name).reason;
      this.deps.logger.warn({ orderId, provider: order.provider, reason }, 'newswire status poll failed');
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
          organizationId: locked.organization.id,
          actorId: null,
          action: 'distribution.status_changed',
          entityType: 'article',
          entityId: article.id,
          content: auditContent(article),
          details: { orderId: locked.id, provider: locked.provider, status: locked.status, releaseUrl: locked.releaseUrl ?? null },
        });
        notification = this.deps.notifications.add(tx, {
          organizationId: locked.organization.id,
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
        await this.deps.ledger.syncArticle(tx, article);
        await tx.flush();
      }
    });
    if (notification) this.deps.notifications.announce(notification);
    const work = next as { jobId: string; at: Date } | null;
    if (work) await this.calls.sendJob(orderId, work.jobId, work.at, POLL_JOB);
  }
}
