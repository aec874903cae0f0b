import { randomUUID } from 'node:crypto';
import type { EntityManager, Transaction } from '@mikro-orm/core';
import type { Clock } from '../../lib/clock';
import { ValidationError } from '../../lib/errors';
import { invalidCursor } from '../../lib/cursor-page';
import { isUuid } from '../../lib/ids';
import { authorize, type Viewer } from '../identity';
import { OrganizationEvent, WebhookDelivery } from './webhook.entities';
import type { WebhookEventType } from './webhooks.schemas';

/** One event, before it is numbered and addressed to endpoints. */
export interface WebhookEvent {
  organizationId: string;
  type: WebhookEventType;
  object: Record<string, unknown>;
}

/** An event as webhooks send it and GET /api/events lists it (the same JSON). */
export interface EventEnvelope {
  id: string;
  type: WebhookEventType;
  /** 1, 2, 3 … per organization, in the order the changes committed: order by it, replay after it. */
  sequence: number;
  createdAt: string;
  organizationId: string;
  data: Record<string, unknown>;
}

/** How long events stay listed (and delivered and given-up deliveries stay in the log). */
export const EVENT_DAYS = 30;
const DAY_MS = 86_400_000;
/** Events answered when no limit is given, and the most one page holds. */
const EVENT_PAGE = 50;
const MAX_EVENT_PAGE = 100;

/**
 * Numbers `events` and writes them, with one delivery per subscribed endpoint, in the transaction `ctx`
 * (the change's own: nothing committed goes unsent, nothing rolled back is sent). The number comes from
 * the organization's row in `event_sequences`, locked until that transaction ends, so numbers follow the
 * commit order: a reader that has seen n never sees a smaller one appear later. Answers the endpoints
 * that have new deliveries.
 */
export async function recordEvents(em: EntityManager, ctx: Transaction | undefined, events: WebhookEvent[], now: Date): Promise<string[]> {
  const db = em.getConnection();
  // One organization at a time, in a fixed order: two transactions never wait on each other's rows.
  const organizations = [...new Set(events.map((e) => e.organizationId))].sort();
  const next = new Map<string, number>();
  for (const organizationId of organizations) {
    const count = events.filter((e) => e.organizationId === organizationId).length;
    const [row] = await db.execute<{ last: string | number }[]>(
      `insert into event_sequences (organization_id, last) values (?, ?)
         on conflict (organization_id) do update set last = event_sequences.last + excluded.last returning last`,
      [organizationId, count],
      'all',
      ctx,
    );
    next.set(organizationId, Number(row!.last) - count + 1);
  }
  const endpoints = await db.execute<{ id: string; organization_id: string; event_types: WebhookEventType[] }[]>(
    `select id, organization_id, event_types from webhook_endpoints where organization_id in (${organizations.map(() => '?').join(', ')})`,
    organizations,
    'all',
    ctx,
  );
  const rows: Partial<OrganizationEvent>[] = [];
  const deliveries: Partial<WebhookDelivery>[] = [];
  for (const event of events) {
    const sequence = next.get(event.organizationId)!;
    next.set(event.organizationId, sequence + 1);
    const envelope: EventEnvelope = {
      id: randomUUID(),
      type: event.type,
      sequence,
      createdAt: now.toISOString(),
      organizationId: event.organizationId,
      data: event.object,
    };
    const body = JSON.stringify(envelope);
    rows.push({ id: envelope.id, organization: event.organizationId as never, sequence, type: event.type, body, createdAt: now });
    for (const endpoint of endpoints) {
      if (endpoint.organization_id !== event.organizationId || !endpoint.event_types.includes(event.type)) continue;
      deliveries.push({
        id: randomUUID(),
        endpoint: endpoint.id as never,
        organizationId: event.organizationId,
        eventId: envelope.id,
        eventType: event.type,
        eventSequence: sequence,
        body,
        nextAttemptAt: now,
        createdAt: now,
      });
    }
  }
  await em.insertMany(OrganizationEvent, rows as OrganizationEvent[], { ctx });
  if (deliveries.length > 0) await em.insertMany(WebhookDelivery, deliveries as WebhookDelivery[], { ctx });
  return [...new Set(deliveries.map((d) => d.endpoint as unknown as string))];
}

/**
 * The organization's events of the last EVENT_DAYS days, oldest first: what a receiver replays after the
 * last sequence it processed (Stripe's events list, GitHub's redeliveries).
 */
export class EventLog {
  constructor(private readonly deps: { clock: Clock }) {}

  /**
   * Events numbered above `after` (a sequence, also the page's `nextCursor`), `limit` of them (1 to 100,
   * default 50). Any member, or a token with the read scope: events carry the organization's content.
   */
  async list(
    em: EntityManager,
    viewer: Viewer | null,
    page: { after?: string | number | null; limit?: number | null } = {},
  ): Promise<{ items: EventEnvelope[]; nextCursor: string | null; totalCount: number }> {
    const member = authorize(viewer, 'organization.read');
    const after = page.after === undefined || page.after === null || page.after === '' ? 0 : Number(page.after);
    // The list's cursor is the sequence itself (documented: replay after the last one processed).
    if (!/^\d{1,15}$/.test(String(page.after ?? 0)) || !Number.isSafeInteger(after)) throw invalidCursor();
    const limit = page.limit ?? EVENT_PAGE;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_EVENT_PAGE) {
      throw new ValidationError(`limit is 1 to ${MAX_EVENT_PAGE}`, { limit: `Between 1 and ${MAX_EVENT_PAGE}` });
    }
    const since = new Date(this.deps.clock.now().getTime() - EVENT_DAYS * DAY_MS);
    const where = { organization: member.organizationId, createdAt: { $gte: since } };
    const [rows, totalCount] = await Promise.all([
      em.find(
        OrganizationEvent,
        { ...where, sequence: { $gt: after } },
        { orderBy: { sequence: 'asc' }, limit: limit + 1, fields: ['body'] },
      ),
      em.count(OrganizationEvent, where),
    ]);
    const items = rows.slice(0, limit).map((row) => JSON.parse(row.body) as EventEnvelope);
    return { items, nextCursor: rows.length > limit ? String(items.at(-1)!.sequence) : null, totalCount };
  }

  /** One event, as the list has it (any member, or the read scope; the last EVENT_DAYS days); null otherwise. */
  async get(em: EntityManager, viewer: Viewer | null, id: string): Promise<EventEnvelope | null> {
    const member = authorize(viewer, 'organization.read');
    if (!isUuid(id)) return null;
    const since = new Date(this.deps.clock.now().getTime() - EVENT_DAYS * DAY_MS);
    const row = await em.findOne(
      OrganizationEvent,
      { id, organization: member.organizationId, createdAt: { $gte: since } },
      { fields: ['body'] },
    );
    return row && (JSON.parse(row.body) as EventEnvelope);
  }
}
