import { PUBLIC_ROUTE } from '../identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../lib/zod';

const healthResponse = z.object({ status: z.enum(['ok', 'unavailable']), code: z.string().optional(), message: z.string().optional() });

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        ...PUBLIC_ROUTE,
        tags: ['system'],
        summary: 'Liveness: 200 only when the database answered a check made at most a second ago',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (request, reply) => {
      const health = await request.services.system.health();
      if (health.status === 'ok') return { status: 'ok' as const };
      return reply.code(503).send({ status: 'unavailable', code: 'database_unavailable', message: 'The database is not answering.' });
    },
  );
};
