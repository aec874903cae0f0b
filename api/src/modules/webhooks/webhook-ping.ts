import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { WebhookDelivery, type WebhookEndpoint } from './webhook.entities';
import { PING_EVENT } from './webhooks.schemas';

/**
 * A `ping` delivery for the endpoint, waiting to be sent (in the caller's unit of work): the usual envelope,
 * signed like any event, with the endpoint as its object. It is tried once: a ping that fails is logged, never
 * retried, and neither holds later events nor counts towards turning the endpoint off.
 */
export function addPing(em: EntityManager, endpoint: WebhookEndpoint, now: Date): WebhookDelivery {
  const id = randomUUID();
  const body = JSON.stringify({
    id,
    type: PING_EVENT,
    createdAt: now.toISOString(),
    organizationId: endpoint.organization.id,
    data: { object: 'webhook_endpoint', id: endpoint.id, url: endpoint.url, eventTypes: endpoint.eventTypes },
  });
  return em.create(WebhookDelivery, {
    endpoint,
    organizationId: endpoint.organization.id,
    eventId: id,
    eventType: PING_EVENT,
    body,
    nextAttemptAt: now,
    createdAt: now,
  });
}
