import { z } from 'zod';

/** What a partner can subscribe to. */
export const WEBHOOK_EVENT_TYPES = [
  'article.generated',
  'article.approved',
  'article.published',
  'publication.updated',
  'newswire_order.updated',
  'release.delayed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * `ping`: sent to an endpoint when it is registered and when asked (POST /api/webhooks/{id}/ping), whatever
 * it subscribed to, so a receiver can check it is reached and verifies signatures. Not subscribable.
 */
export const PING_EVENT = 'ping';
/** What a delivery can carry: the subscribable events and the ping. */
export const DELIVERY_EVENT_TYPES = [...WEBHOOK_EVENT_TYPES, PING_EVENT] as const;
export type DeliveryEventType = (typeof DELIVERY_EVENT_TYPES)[number];

const eventTypes = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { message: `Event types are ${WEBHOOK_EVENT_TYPES.join(', ')}` }))
  .min(1, 'Choose at least one event type');

export const createWebhookSchema = z.object({
  url: z.string().trim().max(2048, 'At most 2048 characters').url('Give the full URL, e.g. https://example.com/hooks/issuerwire'),
  eventTypes,
  description: z.string().trim().max(200, 'At most 200 characters').nullable().optional(),
});

export const updateWebhookSchema = z.object({
  url: createWebhookSchema.shape.url.optional(),
  eventTypes: eventTypes.optional(),
  description: createWebhookSchema.shape.description,
  /** false turns deliveries off (they wait); true turns them on again, also after an automatic disable. */
  enabled: z.boolean().optional(),
});
