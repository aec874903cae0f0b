import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../lib/zod';
import { idempotencyKeyOf, publicationJson, sendIdempotent } from '../publishing';
import { orderJson, providerJson } from './distribution.schemas';

const tags = ['newswire'];
const idParams = z.object({ id: z.string() });
const distributeAnswerJson = z.object({
  message: z.string(),
  code: z.string().optional(),
  orders: z.array(orderJson),
  totalCostCents: z.number(),
  totalCost: z.number(),
  estimatedReach: z.number(),
  movedPublications: z.array(z.object({ id: z.string(), platform: z.string(), from: z.string(), to: z.string() })),
});

// For the OpenAPI document; the service parses with the full rules (same schema as GraphQL).
const distributeBody = z.looseObject({
  articleId: z.string(),
  providers: z.array(z.string()).optional().describe('At least one provider id (400 "Please select at least one newswire provider")'),
  distributionLevel: z.string().optional().describe('basic, enhanced or premium (default basic)'),
  targetDate: z
    .string()
    .nullable()
    .optional()
    .describe(
      "ISO 8601, not in the past. A value without an offset (a datetime-local field's YYYY-MM-DDTHH:mm) is read as UTC. Empty or absent: at once.",
    ),
});

export const distributionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/newswire/providers',
    {
      schema: {
        tags,
        summary: 'Newswire providers with prices per level (dollars, and cents) and features',
        response: { 200: z.array(providerJson) },
      },
    },
    async (request) => request.services.distribution.providers(),
  );

  app.post(
    '/newswire/distribute',
    {
      schema: {
        tags,
        summary: 'Distribute the article as a press release: one order per provider with its cost and estimated reach',
        description:
          'Answers { message, orders, totalCost, estimatedReach, movedPublications }; 502 distribution_failed when every order failed. API providers are ordered at once, ' +
          'or at targetDate by a scheduled job; Web Integration providers get the package to file (awaiting_issuer). 400 "Please select at least one newswire provider", ' +
          '400 "Target date must not be in the past", 409 compliance_blocked { findings }, 404 for another issuer\'s article. Takes an Idempotency-Key header.',
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: distributeBody,
        response: { 200: distributeAnswerJson, 502: distributeAnswerJson },
      },
    },
    async (request, reply) => {
      const result = await request.services.distribution.distribute(request.em, request.viewer, request.body, idempotencyKeyOf(request));
      // Every order failed: the answer still lists them (what was tried, what each vendor said), as a 502.
      return sendIdempotent(reply, result, result.body.code ? 502 : 200);
    },
  );

  app.get(
    '/newswire/orders',
    {
      schema: {
        tags,
        summary: 'Your newswire orders, newest first (filter: articleId)',
        querystring: z.object({ articleId: z.string().optional() }),
        response: { 200: z.array(orderJson) },
      },
    },
    async (request) => request.services.distribution.orders(request.em, request.viewer, request.query),
  );

  app.get(
    '/newswire/orders/:id',
    { schema: { tags, summary: 'One newswire order', params: idParams, response: { 200: orderJson } } },
    async (request) => request.services.distribution.get(request.em, request.viewer, request.params.id),
  );

  app.post(
    '/newswire/orders/:id/confirm',
    {
      schema: {
        tags,
        summary: 'Record the release URL of a filed release: the order is published',
        params: idParams,
        body: z.looseObject({ releaseUrl: z.string() }),
        response: { 200: orderJson },
      },
    },
    async (request) => request.services.distribution.confirm(request.em, request.viewer, request.params.id, request.body),
  );

  app.post(
    '/newswire/orders/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel an order not yet sent to the wire (scheduled here, or awaiting your filing)',
        params: idParams,
        response: { 200: orderJson },
      },
    },
    async (request) => request.services.distribution.cancel(request.em, request.viewer, request.params.id),
  );

  app.post(
    '/newswire/orders/:id/retry',
    {
      schema: {
        tags,
        summary: 'Retry a failed order (check the vendor first when the outcome was unknown)',
        params: idParams,
        response: { 200: orderJson },
      },
    },
    async (request) => request.services.distribution.retry(request.em, request.viewer, request.params.id),
  );

  app.get(
    '/publishing/calendar',
    {
      schema: {
        tags: ['publishing'],
        summary:
          'The Publishing screen: publications and newswire orders in [from, to) (default: 30 days back to 60 ahead), cancelled ones left out',
        querystring: z.object({ from: z.string().optional(), to: z.string().optional() }),
        response: {
          200: z.object({ from: z.string(), to: z.string(), publications: z.array(publicationJson), orders: z.array(orderJson) }),
        },
      },
    },
    async (request) => request.services.distribution.calendar(request.em, request.viewer, request.query),
  );
};
