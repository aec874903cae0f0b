import type { OpenApiWebhook } from '../../core/module';
import { z } from '../../lib/zod';
import { DISTRIBUTION_LEVELS, NEWSWIRE_ORDER_STATUSES } from '../distribution/distribution.constants';
import { PUBLICATION_STATUS_VALUES } from '../publishing/publishing.schemas';
import { WEBHOOK_EVENT_TYPES, type DeliveryEventType } from './webhooks.schemas';

// The `data` of each event as webhook-outbox.ts and webhook-ping.ts build it (api/test/openapi.test.ts
// checks real deliveries against these), for the OpenAPI document's `webhooks` section.
const instant = z.string().describe('ISO 8601');
const money = z.object({ amountCents: z.number().int(), currency: z.literal('USD') });

const article = z.object({
  object: z.literal('article'),
  id: z.string(),
  campaignId: z.string().nullable(),
  title: z.string(),
  version: z.number().int(),
  contentHash: z.string(),
  regenerated: z.boolean().describe('true when a regeneration wrote this version'),
  createdAt: instant.nullable(),
});

const approval = z.object({
  object: z.literal('approval'),
  id: z.string(),
  articleId: z.string().nullable(),
  version: z.number().int(),
  contentHash: z.string().describe('The approved text: an edit needs a new approval'),
  approvals: z.number().int(),
  approvedAt: instant.nullable(),
});

const publication = z
  .object({
    object: z.literal('publication'),
    id: z.string(),
    articleId: z.string().nullable(),
    platform: z.string().describe('The platform plugin id (twitter, medium, …, newsroom)'),
    status: z.enum(PUBLICATION_STATUS_VALUES),
    scheduledFor: instant.nullable(),
    publishedAt: instant.nullable(),
    url: z.string().nullable(),
    sandbox: z.boolean(),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
  })
  .meta({ id: 'PublicationEventData' });

const order = z.object({
  object: z.literal('newswire_order'),
  id: z.string(),
  articleId: z.string().nullable(),
  provider: z.string().describe('The newswire plugin id (businesswire, globenewswire, …)'),
  level: z.enum(DISTRIBUTION_LEVELS),
  status: z.enum(NEWSWIRE_ORDER_STATUSES),
  cost: money,
  targetTime: instant.nullable(),
  releaseUrl: z.string().nullable(),
  publishedAt: instant.nullable(),
  sandbox: z.boolean(),
  lastError: z.string().nullable(),
});

const releaseChannel = z.object({
  object: z.literal('release_channel'),
  articleId: z.string().nullable(),
  channel: z.string().describe('The wire order, platform post or newsroom release'),
  name: z.string(),
  dueAt: instant.nullable(),
  status: z.literal('delayed'),
  detail: z.string().nullable(),
});

const endpoint = z.object({
  object: z.literal('webhook_endpoint'),
  id: z.string(),
  url: z.string(),
  eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
});

const DATA: Record<DeliveryEventType, { summary: string; data: z.ZodType }> = {
  'article.generated': { summary: 'An article was generated or regenerated (a new version)', data: article },
  'article.approved': { summary: 'A version of an article was approved', data: approval },
  'article.published': { summary: 'A platform post went live (also sent as publication.updated)', data: publication },
  'publication.updated': { summary: 'A platform post was created or changed status, address, time or error', data: publication },
  'newswire_order.updated': { summary: 'A newswire order was created or changed status, address, time or error', data: order },
  'release.delayed': {
    summary: 'A channel of a release is more than 120 s past its time without being live (once per channel)',
    data: releaseChannel,
  },
  ping: { summary: 'A check sent when an endpoint is registered and on POST /api/webhooks/{id}/ping; tried once', data: endpoint },
};

const pascal = (type: string) =>
  type
    .split(/[^A-Za-z0-9]+/)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

/** Each event in a sentence: the OpenAPI webhooks section and the GraphQL enum's value descriptions. */
export const WEBHOOK_EVENT_SUMMARIES = Object.fromEntries(Object.entries(DATA).map(([type, { summary }]) => [type, summary])) as Record<
  DeliveryEventType,
  string
>;

/** Every webhook event with its whole body (the envelope every delivery has, and its data). */
export const WEBHOOK_EVENTS_OPENAPI: readonly OpenApiWebhook[] = Object.entries(DATA).map(([type, { summary, data }]) => ({
  type,
  summary,
  payload: z
    .object({
      id: z.string().describe('The event id (IssuerWire-Event-Id), the same on a redelivery'),
      type: z.literal(type),
      ...(type === 'ping'
        ? {}
        : {
            sequence: z
              .number()
              .int()
              .describe('1, 2, 3 … per organization in commit order (IssuerWire-Sequence): order by it; GET /api/events?after= replays'),
          }),
      createdAt: instant,
      organizationId: z.string(),
      data,
    })
    .describe(summary)
    .meta({ id: `${pascal(type)}Event` }),
}));
