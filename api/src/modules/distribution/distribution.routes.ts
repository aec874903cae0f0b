import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../lib/zod';
import { orderJson, providerJson } from './distribution.schemas';

const tags = ['newswire'];
const idParams = z.object({ id: z.string() });

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
};
