import {
  ChangeSetType,
  type ChangeSet,
  type EntityManager,
  type EventSubscriber,
  type FlushEventArgs,
  type TransactionEventArgs,
} from '@mikro-orm/core';
import type { Clock } from '../../lib/clock';
import { ApprovalRequest } from '../approvals';
import { ArticleVersion } from '../articles';
import { NewswireOrder } from '../distribution';
import { Publication } from '../publishing';
import { ReleaseDelay } from '../release';
import { recordEvents, type WebhookEvent } from './event-log';

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
const idOf = (ref: { id: string } | null | undefined): string | null => ref?.id ?? null;

/** Fields of a publication or order whose change a partner hears about (not bookkeeping such as job ids). */
const PUBLICATION_FIELDS = ['status', 'url', 'scheduledFor', 'publishedAt', 'lastError'];
const ORDER_FIELDS = ['status', 'releaseUrl', 'targetTime', 'publishedAt', 'lastError', 'vendorRef'];

function publicationObject(p: Publication): Record<string, unknown> {
  return {
    object: 'publication',
    id: p.id,
    articleId: idOf(p.article),
    platform: p.platform,
    status: p.status,
    scheduledFor: iso(p.scheduledFor),
    publishedAt: iso(p.publishedAt),
    url: p.url ?? null,
    sandbox: p.sandbox,
    attempts: p.attempts,
    lastError: p.lastError ?? null,
  };
}

function orderObject(o: NewswireOrder): Record<string, unknown> {
  return {
    object: 'newswire_order',
    id: o.id,
    articleId: idOf(o.article),
    provider: o.provider,
    level: o.level,
    status: o.status,
    cost: { amountCents: o.costCents, currency: 'USD' },
    targetTime: iso(o.targetTime),
    releaseUrl: o.releaseUrl ?? null,
    publishedAt: iso(o.publishedAt),
    sandbox: o.sandbox,
    lastError: o.lastError ?? null,
  };
}

const changed = (cs: ChangeSet<object>, fields: string[]): boolean =>
  cs.type === ChangeSetType.CREATE || fields.some((field) => field in (cs.payload as object));

/** The events one flushed change stands for (none for most changes). */
export function eventsOf(cs: ChangeSet<object>): WebhookEvent[] {
  const entity = cs.entity;
  if (entity instanceof ArticleVersion) {
    if (cs.type !== ChangeSetType.CREATE || entity.reason === 'edited') return [];
    const article = entity.article;
    const organizationId = idOf(article.organization);
    if (!organizationId) return [];
    return [
      {
        organizationId,
        type: 'article.generated',
        object: {
          object: 'article',
          id: article.id,
          campaignId: idOf(article.campaign),
          title: entity.title,
          version: entity.version,
          contentHash: entity.contentHash,
          regenerated: entity.reason === 'regenerated',
          createdAt: iso(entity.createdAt),
        },
      },
    ];
  }
  if (entity instanceof ApprovalRequest) {
    if (!('status' in (cs.payload as object)) || entity.status !== 'approved') return [];
    return [
      {
        organizationId: entity.organization.id,
        type: 'article.approved',
        object: {
          object: 'approval',
          id: entity.id,
          articleId: idOf(entity.article),
          version: entity.version,
          contentHash: entity.contentHash,
          approvals: entity.decisions.filter((d) => d.decision === 'approved').length,
          approvedAt: iso(entity.decidedAt),
        },
      },
    ];
  }
  if (entity instanceof Publication) {
    if (!changed(cs, PUBLICATION_FIELDS)) return [];
    const object = publicationObject(entity);
    const events: WebhookEvent[] = [{ organizationId: entity.organization.id, type: 'publication.updated', object }];
    if ('status' in (cs.payload as object) && entity.status === 'published') {
      events.push({ organizationId: entity.organization.id, type: 'article.published', object });
    }
    return events;
  }
  if (entity instanceof NewswireOrder) {
    if (!changed(cs, ORDER_FIELDS)) return [];
    return [{ organizationId: entity.organization.id, type: 'newswire_order.updated', object: orderObject(entity) }];
  }
  if (entity instanceof ReleaseDelay) {
    if (cs.type !== ChangeSetType.CREATE) return [];
    const object = {
      object: 'release_channel',
      articleId: idOf(entity.article),
      channel: entity.channel,
      name: entity.name,
      dueAt: iso(entity.dueAt),
      status: 'delayed',
      detail: entity.detail ?? null,
    };
    return [{ organizationId: entity.organization.id, type: 'release.delayed', object }];
  }
  return [];
}

/**
 * The transactional outbox: an ORM subscriber that writes the events a change stands for (numbered, with one
 * delivery per subscribed endpoint: event-log.ts) in the change's own transaction, so a committed change is
 * never left unsent and a rolled-back one is never sent (an endpoint that is off keeps its deliveries until it
 * is on again); after the commit it asks for those endpoints to be delivered and tells live subscribers.
 */
export class WebhookOutbox implements EventSubscriber {
  /**
   * Per unit of work, until its transaction commits: the events, those not yet written (a flush outside a
   * transaction is told of before the ORM opens one), and the endpoints with new deliveries.
   */
  private readonly pending = new WeakMap<EntityManager, { events: WebhookEvent[]; unwritten: WebhookEvent[]; endpoints: Set<string> }>();

  constructor(
    private readonly deps: {
      clock: Clock;
      /** Called after the commit with the endpoints that have new deliveries. */
      dispatch: (endpointIds: string[]) => void;
      /** Called after the commit with each event (live subscriptions). */
      announce: (event: WebhookEvent) => void;
    },
  ) {}

  async onFlush({ em, uow }: FlushEventArgs): Promise<void> {
    const events = [...uow.getChangeSets()].flatMap((cs) => eventsOf(cs as ChangeSet<object>));
    if (events.length === 0) return;
    const pending = this.pending.get(em) ?? { events: [], unwritten: [], endpoints: new Set<string>() };
    this.pending.set(em, pending);
    pending.events.push(...events);
    // In a transaction (em.transactional): write now, on it. Otherwise the flush opens its own after this
    // hook, and the events are written in it just before it commits (beforeTransactionCommit).
    if (em.isInTransaction()) await this.write(em, em.getTransactionContext(), events, pending.endpoints);
    else pending.unwritten.push(...events);
  }

  async beforeTransactionCommit({ em, transaction }: TransactionEventArgs): Promise<void> {
    const pending = em && this.pending.get(em);
    if (!pending || pending.unwritten.length === 0) return;
    await this.write(em, transaction, pending.unwritten.splice(0), pending.endpoints);
  }

  afterTransactionCommit({ em }: TransactionEventArgs): void {
    const pending = em && this.pending.get(em);
    if (!pending) return;
    this.pending.delete(em);
    if (pending.endpoints.size > 0) this.deps.dispatch([...pending.endpoints]);
    for (const event of pending.events) this.deps.announce(event);
  }

  afterTransactionRollback({ em }: TransactionEventArgs): void {
    if (em) this.pending.delete(em);
  }

  private async write(em: EntityManager, ctx: TransactionEventArgs['transaction'], events: WebhookEvent[], endpoints: Set<string>) {
    for (const id of await recordEvents(em, ctx, events, this.deps.clock.now())) endpoints.add(id);
  }
}
