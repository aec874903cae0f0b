import { routeSecurity } from '../identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../lib/zod';
import { analyticsJson, analyticsQuerySchema, engagementJson, refreshJson } from './engagement.schemas';

const idParams = z.object({ campaignId: z.string() });

export const engagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/engagement/:campaignId',
    {
      schema: {
        ...routeSecurity('organization.read'),
        tags: ['engagement'],
        summary:
          "The Live Engagement Tracker: the campaign's measured figures per platform, its stock quote and total engagement (404 for another issuer's campaign)",
        description:
          "Figures come only from what was measured: hosted-page visits and tracked link clicks, and the platforms' own metrics where they report any. " +
          'hasData is false until anything was measured. comparison sets this campaign against your other campaigns with data (null with fewer than 2).',
        params: idParams,
        response: { 200: engagementJson },
      },
    },
    async (request) => request.services.engagement.engagement(request.em, request.viewer, request.params.campaignId),
  );

  app.post(
    '/engagement/:campaignId/refresh',
    {
      schema: {
        ...routeSecurity('organization.read'),
        tags: ['engagement'],
        summary: 'Ask the platforms for new figures now and re-read the quote (at most once a minute per campaign: 429 otherwise)',
        params: idParams,
        response: { 202: refreshJson },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await request.services.engagement.refresh(request.em, request.viewer, request.params.campaignId)),
  );

  app.get(
    '/analytics',
    {
      schema: {
        ...routeSecurity('organization.read'),
        tags: ['engagement'],
        summary:
          'The Analytics screen: views and clicks per day, campaign and platform in a date range (default the last 30 days), and newswire orders',
        querystring: analyticsQuerySchema,
        response: { 200: analyticsJson },
      },
    },
    async (request) => request.services.engagement.analytics(request.em, request.viewer, request.query),
  );

  app.get(
    '/analytics/export.csv',
    {
      schema: {
        ...routeSecurity('organization.read'),
        tags: ['engagement'],
        summary: 'The Analytics rows as CSV (header row first) for a date range',
        querystring: analyticsQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { filename, csv } = await request.services.engagement.analyticsCsv(request.em, request.viewer, request.query);
      return reply
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
};
