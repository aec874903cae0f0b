import { randomUUID } from 'node:crypto';
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
import { WebhookDelivery, WebhookEndpoint } from './webhook.entities';
import type { WebhookEventType } from './webhooks.schemas';

/** One event, before it is addressed to endpoints. */
export interface WebhookEvent {
  organizationId: string;
  type: WebhookEventType;
  object: Record<string, unknown>;
}

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
 * The transactional outbox: an ORM subscriber that, in the same flush as a change partners hear about,
 * writes one delivery per subscribed endpoint (so a committed change is never left unsent and a rolled-back
 * one is never sent; an endpoint that is off keeps them until it is on again), and after the commit asks for those endpoints to be delivered.
 */
export class WebhookOutbox implements EventSubscriber {
  /** Per unit of work, until its transaction commits: the events, and the endpoints with new deliveries. */
  private readonly pending = new WeakMap<EntityManager, { events: WebhookEvent[]; endpoints: Set<string> }>();

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
    const pending = this.pending.get(em) ?? { events: [], endpoints: new Set<string>() };
    pending.events.push(...events);
    this.pending.set(em, pending);
    const organizations = [...new Set(events.map((e) => e.organizationId))];
    // Inside the flush, on its transaction (PGlite has one connection: anything else would wait on it).
    const endpoints = await em
      .getConnection()
      .execute<{ id: string; organization_id: string; event_types: WebhookEventType[] }[]>(
        `select id, organization_id, event_types from webhook_endpoints where organization_id in (${organizations.map(() => '?').join(', ')})`,
        organizations,
        'all',
        em.getTransactionContext(),
      );
    if (endpoints.length === 0) return;
    const now = this.deps.clock.now();
    const touched = pending.endpoints;
    for (const event of events) {
      const eventId = randomUUID();
      const body = JSON.stringify({
        id: eventId,
        type: event.type,
        createdAt: now.toISOString(),
        organizationId: event.organizationId,
        data: event.object,
      });
      for (const endpoint of endpoints) {
        if (endpoint.organization_id !== event.organizationId || !endpoint.event_types.includes(event.type)) continue;
        const delivery = em.create(WebhookDelivery, {
          endpoint: em.getReference(WebhookEndpoint, endpoint.id),
          organizationId: event.organizationId,
          eventId,
          eventType: event.type,
          body,
          nextAttemptAt: now,
          createdAt: now,
        });
        uow.computeChangeSet(delivery);
        touched.add(endpoint.id);
      }
    }
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
}
