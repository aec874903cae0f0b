import { PERSON_ROUTE, PUBLIC_ROUTE, routeSecurity } from '../identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../lib/zod';
import { CURSOR_PAGE_DESCRIPTION, cursorAnswer, cursorPageJson, cursorQueryFields, cursorRequest } from '../../lib/cursor-page';
import { orderJson, orderOutcomeSchema, providerJson } from './distribution.schemas';

const tags = ['newswire'];
const idParams = z.object({ id: z.string() });

/**
 * POST /api/plugins/{id}/callback: a vendor calling back. The body is kept as raw bytes, whatever its type,
 * because the vendor's signature is over exactly those bytes; the plugin verifies it, not a session.
 */
const pluginCallbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));
  app.post(
    '/plugins/:id/callback',
    {
      schema: {
        ...PUBLIC_ROUTE,
        tags: ['plugins'],
        summary: "A vendor's call back to its plugin (e.g. an order published), verified by the plugin's signature check",
        params: idParams,
        response: {
          200: z.unknown().describe("The plugin's answer to the vendor (default { received, updated }); its status is the plugin's"),
        },
      },
    },
    async (request, reply) => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value ?? '')]),
      );
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const query = Object.fromEntries(Object.entries((request.query ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
      const answer = await request.services.distribution.callback(request.params.id, { method: request.method, headers, query, rawBody });
      // The plugin chooses the status (a bad signature: 401); 200 is only the documented default.
      return reply.status(answer.status as 200).send(answer.body);
    },
  );
};

export const distributionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(pluginCallbackRoutes);

  app.get(
    '/newswire/providers',
    {
      schema: {
        ...PUBLIC_ROUTE,
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
        ...routeSecurity('organization.read'),
        tags,
        summary: 'Your newswire orders, newest first (filter: articleId)',
        description:
          CURSOR_PAGE_DESCRIPTION +
          ' Until 2026-11-29 a GET without limit or after answered the whole list as a bare array (docs/graphql-changelog.md, REST).',
        querystring: z.object({ articleId: z.string().optional(), ...cursorQueryFields }),
        response: { 200: cursorPageJson(orderJson, 'NewswireOrder') },
      },
    },
    async (request) => {
      const filter = { articleId: request.query.articleId };
      return cursorAnswer(await request.services.distribution.ordersPage(request.em, request.viewer, filter, cursorRequest(request.query)));
    },
  );

  app.get(
    '/newswire/orders/:id',
    {
      schema: {
        ...routeSecurity('organization.read'),
        tags,
        summary: 'One newswire order',
        params: idParams,
        response: { 200: orderJson },
      },
    },
    async (request) => request.services.distribution.get(request.em, request.viewer, request.params.id),
  );

  app.post(
    '/newswire/orders/:id/confirm',
    {
      schema: {
        ...routeSecurity('organization.read', 'release.distribute'),
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
        ...routeSecurity('organization.read', 'release.distribute'),
        tags,
        summary: 'Cancel an order not yet sent to the wire (scheduled here, or awaiting your filing)',
        params: idParams,
        response: { 200: orderJson },
      },
    },
    async (request) => request.services.distribution.cancel(request.em, request.viewer, request.params.id),
  );

  app.post(
    '/newswire/orders/:id/outcome',
    {
      schema: {
        ...PERSON_ROUTE,
        tags,
        summary:
          "Record what the wire's site shows of an order whose outcome is unknown (interrupted while being sent): sent (the order is placed) or not (failed: retry it). Owner or editor; audited",
        description: '400 invalid_input, 403 forbidden, 404 not_found, 409 order_outcome_known when the order is no longer unknown.',
        params: idParams,
        body: orderOutcomeSchema,
        response: { 200: orderJson },
      },
    },
    async (request) => request.services.distribution.recordOutcome(request.em, request.viewer, request.params.id, request.body),
  );

  app.post(
    '/newswire/orders/:id/retry',
    {
      schema: {
        ...routeSecurity('organization.read', 'release.distribute'),
        tags,
        summary: 'Retry a failed order; 409 order_outcome_unknown while the outcome is unknown (record it first)',
        params: idParams,
        response: { 200: orderJson },
      },
    },
    async (request) => request.services.distribution.retry(request.em, request.viewer, request.params.id),
  );
};
