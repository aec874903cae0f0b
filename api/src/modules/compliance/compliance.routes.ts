import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../lib/zod';
import { tickerParam } from '../market';
import { complianceCheckBody } from './compliance.schemas';
import { contentGenerateBody } from './content-generator.schemas';

export const complianceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/guidelines/:ticker',
    {
      schema: {
        tags: ['compliance'],
        summary: "Disclosure guidelines for the ticker's listing, with computed deadlines (eventTime defaults to now)",
        params: z.object({ ticker: tickerParam }),
        querystring: z.object({
          eventTime: z.iso.datetime({ offset: true, message: 'eventTime must be an ISO 8601 date-time' }).optional(),
        }),
      },
    },
    async (request) => {
      const eventTime = request.query.eventTime ? new Date(request.query.eventTime) : new Date();
      return request.services.compliance.guidelines(request.params.ticker, eventTime, request.em);
    },
  );

  app.post(
    '/compliance/check',
    {
      schema: {
        tags: ['compliance'],
        summary: 'Check text against the listing rules: level and warnings in three groups, with findings',
        body: complianceCheckBody,
      },
    },
    async (request) => request.services.compliance.check(request.body.ticker, request.body.content, request.em),
  );

  app.post(
    '/content/analyze',
    { schema: { tags: ['compliance'], summary: 'Compliance score 0–100, critical issues and recommendations', body: complianceCheckBody } },
    async (request) => request.services.compliance.analyze(request.body.ticker, request.body.content, request.em),
  );
};

export const contentGeneratorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/content/generate',
    {
      schema: {
        tags: ['compliance'],
        summary: 'Generate a compliant press release for your own ticker (verified issuers), with disclosures and its check',
        body: contentGenerateBody,
      },
    },
    async (request) => request.services.contentGenerator.generate(request.em, request.viewer, request.body),
  );
};
