import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../lib/zod';
import { trackingQuerySchema } from './engagement.schemas';
import type { TrackingMeta } from './engagement.views';

/** A transparent 1x1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const NOT_FOUND_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Link not found</title></head>' +
  '<body><h1>Link not found</h1><p>This link is not known. It may have been mistyped.</p></body></html>';

/**
 * What a tracking hit says about itself: its User-Agent and address (only ever hashed together into the
 * reader's key), the referring platform (`?src=`), whether it is a prefetch. The address is the
 * client's as TRUST_PROXY decides (request.ip).
 */
export function trackingMeta(request: FastifyRequest): TrackingMeta {
  const src = (request.query as { src?: unknown } | undefined)?.src;
  const purpose =
    `${request.headers['sec-purpose'] ?? ''} ${request.headers.purpose ?? ''} ${request.headers['x-moz'] ?? ''}`.toLowerCase();
  return {
    userAgent: request.headers['user-agent'] ?? null,
    address: request.ip,
    source: typeof src === 'string' ? src : null,
    // HEAD and prefetches are not visits.
    prefetch: request.method !== 'GET' || purpose.includes('prefetch') || purpose.includes('prerender'),
  };
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
      const result = await request.services.engagement.recordView(request.params.articleId, trackingMeta(request));
      reply.header('cache-control', 'no-store').header('cross-origin-resource-policy', 'cross-origin');
      if (result === 'unknown') return reply.code(404).type('text/plain').send('Not found');
      // Not stored, so not acknowledged: the browser may load the pixel again.
      if (result === 'failed') return reply.code(503).type('text/plain').send('Try again later');
      return reply.type('image/gif').send(PIXEL);
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
