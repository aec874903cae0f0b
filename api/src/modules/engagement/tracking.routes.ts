import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../lib/zod';
import { trackingQuerySchema } from './engagement.schemas';
import type { TrackingMeta } from './engagement.views';
import { hitMeta, PIXEL_HEADERS, pixelAnswer } from './tracking.answers';

const NOT_FOUND_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Link not found</title></head>' +
  '<body><h1>Link not found</h1><p>This link is not known. It may have been mistyped.</p></body></html>';

/** The view pixel's absolute address for an article: what a partner embeds where the article is shown. */
export function pixelUrl(publicUrl: string, articleId: string): string {
  return `${publicUrl}/t/v/${articleId}`;
}

/** What a tracking hit says about itself (hitMeta), from a Fastify request. */
export function trackingMeta(request: FastifyRequest): TrackingMeta {
  return hitMeta({
    method: request.method,
    headers: request.headers,
    address: request.ip,
    source: (request.query as { src?: unknown }).src,
  });
}

/**
 * Counting readers without knowing them: no cookie is read or set, no IP address is kept (only a keyed
 * hash of it with the User-Agent, under a salt replaced daily; these routes write no request log lines
 * either), bots are filtered by User-Agent. A hit is answered once its count is stored. Registered at the root, beside
 * the hosted pages.
 */
export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/t/v/:articleId',
    {
      logLevel: 'warn',
      schema: { hide: true, params: z.object({ articleId: z.string().max(64) }), querystring: trackingQuerySchema },
    },
    async (request, reply) => {
      // The plain form of this address is usually answered before Fastify (tracking.fast-path.ts), alike.
      const result = await request.services.engagement.recordView(request.params.articleId, trackingMeta(request));
      const { status, type, body } = pixelAnswer(result);
      return reply.headers(PIXEL_HEADERS).code(status).type(type).send(body);
    },
  );

  app.get(
    '/r/:id',
    {
      logLevel: 'warn',
      schema: { hide: true, params: z.object({ id: z.string().max(64) }), querystring: trackingQuerySchema },
    },
    async (request, reply) => {
      const target = await request.services.engagement.click(request.params.id, trackingMeta(request));
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      // Only ever a stored target: nothing in the request chooses where this goes.
      if (!target) return reply.code(404).type('text/html').send(NOT_FOUND_PAGE);
      return reply.redirect(target, 302);
    },
  );
};
