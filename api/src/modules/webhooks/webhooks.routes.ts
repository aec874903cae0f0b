import { routeSecurity } from '../identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../lib/zod';
import { isUuid } from '../../lib/ids';
import { CURSOR_PAGE_DESCRIPTION, cursorAnswer, cursorPageJson, cursorQueryFields, cursorRequest } from '../../lib/cursor-page';
import { DELIVERY_STATUSES, WEBHOOK_DISABLED_REASONS } from './webhook.entities';
import { createWebhookSchema, DELIVERY_EVENT_TYPES, updateWebhookSchema, WEBHOOK_EVENT_TYPES } from './webhooks.schemas';

const tags = ['webhooks'];

const webhookJson = z
  .object({
    id: z.string(),
    url: z.string(),
    description: z.string().nullable(),
    eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    enabled: z.boolean(),
    disabledReason: z
      .enum(WEBHOOK_DISABLED_REASONS)
      .nullable()
      .describe('owner: turned off; failing: a day of failed deliveries; access_revoked: who registered it is no longer an owner'),
    disabledAt: z.date().nullable(),
    createdAt: z.date(),
  })
  .meta({ id: 'WebhookEndpoint' });

const withSecret = webhookJson.extend({ secret: z.string().describe('whsec_…: verify IssuerWire-Signature with it; shown once') });

const deliveryJson = z
  .object({
    id: z.string(),
    eventId: z.string(),
    eventType: z.enum(DELIVERY_EVENT_TYPES).describe('The event (IssuerWire-Event); ping: a check sent on registration and on demand'),
    status: z.enum(DELIVERY_STATUSES),
    attempts: z.number().int(),
    nextAttemptAt: z.date().nullable(),
    deliveredAt: z.date().nullable(),
    createdAt: z.date(),
    redeliveryOf: z.string().nullable(),
    log: z.array(
      z.object({
        attempt: z.number().int(),
        at: z.string(),
        status: z.number().int().nullable().describe("The receiver's HTTP status; null when it did not answer"),
        latencyMs: z.number().int(),
        error: z.string().nullable(),
      }),
    ),
    body: z.string().nullable().describe('The exact JSON that was signed and sent; null for a token without the read scope'),
  })
  .meta({ id: 'WebhookDelivery' });

const id = z.object({ id: z.string().max(100) });

/** Webhook endpoints over REST (an owner, or a token with the webhooks scope): the same service as GraphQL. */
export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/webhooks',
    {
      schema: {
        ...routeSecurity('webhooks.manage'),
        tags,
        summary: "The organization's webhook endpoints, newest first",
        description:
          CURSOR_PAGE_DESCRIPTION +
          ' Until 2026-11-29 a GET without limit or after answered the whole list as a bare array (docs/graphql-changelog.md, REST).',
        querystring: z.object(cursorQueryFields),
        response: { 200: cursorPageJson(webhookJson, 'WebhookEndpoint') },
      },
    },
    async (request) => cursorAnswer(await request.services.webhooks.listPage(request.em, request.viewer, cursorRequest(request.query))),
  );

  app.post(
    '/webhooks',
    {
      schema: {
        ...routeSecurity('webhooks.manage'),
        tags,
        summary: 'Register an endpoint: an https URL and the event types it receives; answers its signing secret once',
        body: createWebhookSchema,
        response: { 201: withSecret },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return request.services.webhooks.create(request.em, request.viewer, request.body);
    },
  );

  app.patch(
    '/webhooks/:id',
    {
      schema: {
        ...routeSecurity('webhooks.manage'),
        tags,
        summary: 'Change the URL, event types or description, or turn deliveries off (they wait) and on again',
        params: id,
        body: updateWebhookSchema,
        response: { 200: webhookJson },
      },
    },
    async (request) => request.services.webhooks.update(request.em, request.viewer, request.params.id, request.body),
  );

  app.delete(
    '/webhooks/:id',
    { schema: { ...routeSecurity('webhooks.manage'), tags, summary: 'Remove an endpoint and its delivery log', params: id } },
    async (request, reply) => {
      await request.services.webhooks.remove(request.em, request.viewer, request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/webhooks/:id/rotate-secret',
    {
      schema: {
        ...routeSecurity('webhooks.manage'),
        tags,
        summary: 'A new signing secret, answered once; the previous one also signs for 24 hours',
        params: id,
        response: { 200: withSecret },
      },
    },
    async (request) => request.services.webhooks.rotateSecret(request.em, request.viewer, request.params.id),
  );

  app.post(
    '/webhooks/:id/ping',
    {
      schema: {
        ...routeSecurity('webhooks.manage'),
        tags,
        summary:
          'Send the endpoint a ping event (signed like any event; tried once, never retried); answers its delivery, whose log says how it went. ' +
          '409 webhook_disabled while the endpoint is turned off',
        params: id,
        response: { 202: deliveryJson },
      },
    },
    async (request, reply) => {
      reply.code(202);
      return request.services.webhooks.ping(request.em, request.viewer, request.params.id);
    },
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      schema: {
        ...routeSecurity('webhooks.manage'),
        tags,
        summary: "The endpoint's deliveries, newest first, with every attempt (status, latency, error)",
        params: id,
        description:
          'A cursor page (limit 1 to 100, default 20), with totalCount and hasNextPage as before; after also takes a delivery id.',
        querystring: z.object({
          ...cursorQueryFields,
          first: z.coerce.number().int().min(1).max(100).optional().describe('The earlier name of limit'),
        }),
        response: {
          200: cursorPageJson(deliveryJson, 'WebhookDelivery').extend({ totalCount: z.number().int(), hasNextPage: z.boolean() }),
        },
      },
    },
    async (request) => {
      const { limit, first, after } = request.query;
      // The earlier cursor was the delivery's id: still taken.
      const afterId = after === undefined || isUuid(after) ? after : cursorRequest({ after }).afterId;
      return request.services.webhooks.deliveries(request.em, request.viewer, request.params.id, { first: limit ?? first, after: afterId });
    },
  );

  app.post(
    '/webhooks/deliveries/:id/redeliver',
    {
      schema: {
        ...routeSecurity('webhooks.manage'),
        tags,
        summary: "Send a delivery's event again (same event id), after what is already waiting",
        params: id,
        response: { 202: deliveryJson },
      },
    },
    async (request, reply) => {
      reply.code(202);
      return request.services.webhooks.redeliver(request.em, request.viewer, request.params.id);
    },
  );
};
