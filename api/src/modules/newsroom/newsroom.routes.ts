import { PERSON_ROUTE, routeSecurity } from '../identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from '../../lib/zod';
import { FEED_FORMATS, renderFeed, renderSitemap, type FeedDocument, type FeedFormat } from './newsroom.feeds';
import { renderNewsroomNotFound, renderNewsroomPage, renderReleasePage } from './newsroom.page';
import { newsroomJson, newsroomUpdateSchema } from './newsroom.schemas';
import type { PublicNewsroom } from './newsroom.service';
import { NEWSROOM_CSP } from './newsroom.style';

const tags = ['newsroom'];

/** Settings → Newsroom over REST (under /api). */
export const newsroomSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/newsroom',
    {
      schema: {
        ...routeSecurity('organization.read'),
        tags,
        summary: "The organization's newsroom: address, title, logo and feeds",
        response: { 200: newsroomJson },
      },
    },
    async (request) => request.services.newsroom.settings(request.em, request.viewer),
  );
  app.put(
    '/newsroom',
    {
      schema: {
        ...PERSON_ROUTE,
        tags,
        summary: 'Change the newsroom (owners): slug (409 newsroom_slug_taken, 400 newsroom_slug_invalid), title, logo URL',
        body: newsroomUpdateSchema,
        response: { 200: newsroomJson },
      },
    },
    async (request) => request.services.newsroom.update(request.em, request.viewer, request.body),
  );
};

function notFound(reply: FastifyReply) {
  // Also the answer for a release still under embargo: nothing says it exists, and no cache keeps the answer.
  return reply.code(404).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderNewsroomNotFound());
}

/** 304 when the client holds this very feed (ETag first, else Last-Modified, RFC 9110 13.2.2). */
function notModified(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const match = request.headers['if-none-match'];
  if (match) return match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
  const since = request.headers['if-modified-since'];
  if (!since) return false;
  const at = Date.parse(since);
  return !Number.isNaN(at) && lastModified.getTime() <= at;
}

/**
 * The public newsroom, server-rendered like the hosted page: `/newsroom/<slug>` (the list), its feeds and
 * `/newsroom/<slug>/<release>` (the permalink). A release under embargo is not there at all (404).
 */
export const newsroomPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const page = z.coerce.number().int().min(1).max(10_000).catch(1);
  app.get(
    '/newsroom/:slug',
    {
      logLevel: 'warn',
      schema: { hide: true, params: z.object({ slug: z.string() }), querystring: z.object({ page: z.unknown() }).partial() },
    },
    async (request, reply) => {
      reply.header('content-security-policy', NEWSROOM_CSP);
      const { newsroom: service } = request.services;
      const newsroom = await service.publicNewsroom(request.em, request.params.slug);
      if (!newsroom) return notFound(reply);
      const list = await service.page(request.em, newsroom, page.parse(request.query.page));
      if (list.page > list.pages) return notFound(reply);
      // Revalidated on every visit: a release must show within seconds of its time.
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(renderNewsroomPage(newsroom, list));
    },
  );

  /** A feed or the sitemap: made of live releases only, revalidated on every read (304 when unchanged). */
  function liveDocument(path: string, type: string, render: (request: FastifyRequest, newsroom: PublicNewsroom) => Promise<FeedDocument>) {
    app.get(path, { logLevel: 'warn', schema: { hide: true, params: z.object({ slug: z.string() }) } }, async (request, reply) => {
      const newsroom = await request.services.newsroom.publicNewsroom(request.em, request.params.slug);
      if (!newsroom) return notFound(reply);
      const doc = await render(request, newsroom);
      reply.header('etag', doc.etag).header('last-modified', doc.lastModified.toUTCString()).header('cache-control', 'no-cache');
      if (notModified(request, doc.etag, doc.lastModified)) return reply.code(304).send();
      return reply.type(type).send(doc.body);
    });
  }
  for (const format of Object.keys(FEED_FORMATS) as FeedFormat[]) {
    liveDocument(`/newsroom/:slug/feed.${format}`, FEED_FORMATS[format], async (request, newsroom) =>
      renderFeed(format, newsroom, await request.services.newsroom.feed(request.em, newsroom)),
    );
  }
  liveDocument('/newsroom/:slug/sitemap.xml', 'application/xml; charset=utf-8', async (request, newsroom) =>
    renderSitemap(newsroom, await request.services.newsroom.releases(request.em, newsroom)),
  );

  app.get(
    '/newsroom/:slug/:release',
    {
      logLevel: 'warn',
      schema: {
        hide: true,
        params: z.object({ slug: z.string(), release: z.string() }),
        querystring: z.object({ version: z.unknown() }).partial(),
      },
    },
    async (request, reply) => {
      reply.header('content-security-policy', NEWSROOM_CSP);
      const { newsroom: service } = request.services;
      const newsroom = await service.publicNewsroom(request.em, request.params.slug);
      if (!newsroom) return notFound(reply);
      const release = await service.release(request.em, newsroom, request.params.release);
      if (!release) return notFound(reply);
      const asked = request.query.version === undefined ? null : z.coerce.number().int().catch(-1).parse(request.query.version);
      const shown = asked === null ? release.latest : release.versions.find((v) => v.version === asked);
      if (!shown) return notFound(reply);
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(renderReleasePage(newsroom, release, shown));
    },
  );
};
