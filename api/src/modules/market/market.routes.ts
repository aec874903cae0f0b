import { PUBLIC_ROUTE } from '../identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../lib/zod';
import { searchQueryParam, stockSearchResult, tickerParam, validateResponse } from './market.schemas';

export const marketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stock/search/:query',
    {
      schema: {
        ...PUBLIC_ROUTE,
        tags: ['market'],
        summary: 'Ticker prefix and company-name search, exact ticker first (from 2 characters)',
        params: z.object({ query: searchQueryParam }),
        response: { 200: z.object({ results: z.array(stockSearchResult) }) },
      },
    },
    async (request) => ({ results: await request.services.market.search(request.params.query, request.em) }),
  );

  app.get(
    '/stock/validate/:ticker',
    {
      schema: {
        ...PUBLIC_ROUTE,
        tags: ['market'],
        summary: 'Whether a ticker is a known listing, with its company details',
        params: z.object({ ticker: tickerParam }),
        response: { 200: validateResponse },
      },
    },
    async (request) => request.services.market.validate(request.params.ticker),
  );
};
