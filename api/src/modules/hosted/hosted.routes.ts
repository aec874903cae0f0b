import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../lib/zod';
import { trackingMeta } from '../engagement';
import { HOSTED_PAGE_CSP, renderHostedPage, renderNotFoundPage, renderScheduledPage } from './hosted.page';

/**
 * GET /p/<slug>: the hosted article page, server-rendered, under its own strict CSP (no script at all).
 * The view is counted once the page is found, and its allow-listed outbound links (Also on, links in
 * the article) go through `/r/<id>` so their clicks are counted too.
 */
export const hostedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/p/:slug',
    // Request logs at warn: an info line would record the visitor's IP address, which tracking never keeps.
    { logLevel: 'warn', schema: { hide: true, params: z.object({ slug: z.string() }) } },
    async (request, reply) => {
      reply.header('content-security-policy', HOSTED_PAGE_CSP);
      const page = await request.services.hosted.page(request.em, request.params.slug);
      if (!page) {
        return reply.code(404).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderNotFoundPage());
      }
      if (!('articleId' in page)) {
        // Not out yet: say when, count nothing, and let no cache keep this answer past the release.
        return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderScheduledPage(page.scheduledFor));
      }
      await request.services.engagement.recordView(page.articleId, trackingMeta(request));
      const html = await request.services.hosted.html(page, () =>
        request.services.engagement.withTrackedLinks(page.articleId, (linkHref) => renderHostedPage(page, { linkHref })),
      );
      // Private: a shared cache would serve visits the page never counts.
      return reply.header('cache-control', 'private, max-age=60').type('text/html; charset=utf-8').send(html);
    },
  );
};
