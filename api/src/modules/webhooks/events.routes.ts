import { routeSecurity } from '../identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../lib/zod';
import { cursorPageJson, cursorQueryFields } from '../../lib/cursor-page';
import { WEBHOOK_EVENT_TYPES } from './webhooks.schemas';

const eventJson = z
  .object({
    id: z.string().describe('The event id (IssuerWire-Event-Id): deduplicate on it'),
    type: z.enum(WEBHOOK_EVENT_TYPES).describe('What happened (IssuerWire-Event)'),
    sequence: z
      .number()
      .int()
      .describe('1, 2, 3 … per organization in the order the changes committed (IssuerWire-Sequence): order by it, replay after it'),
    createdAt: z.string().describe('When it happened (ISO 8601)'),
    organizationId: z.string(),
    data: z.record(z.string(), z.unknown()).describe('The object the event is about, as its webhook carries it'),
  })
  .meta({ id: 'Event' });

/** The organization's events over REST: what webhooks carried, to replay what an endpoint missed. */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events',
    {
      schema: {
        ...routeSecurity('organization.read'),
        tags: ['webhooks'],
        summary: "The organization's events of the last 30 days, oldest first, each exactly as its webhook carried it",
        description:
          "Replay what a receiver missed: pass the last sequence it processed as `after`, then each answer's `nextCursor` until it is null. " +
          "Any member, or a token with the read scope (events carry the organization's content).",
        querystring: z.object({
          ...cursorQueryFields,
          after: z
            .string()
            .max(200)
            .optional()
            .describe(
              'Answer the events numbered above this sequence (a nextCursor is one); default 0, from the oldest kept. Anything else: 400 invalid_cursor',
            ),
        }),
        response: { 200: cursorPageJson(eventJson, 'Event') },
      },
    },
    async (request) => {
      const { items, nextCursor } = await request.services.eventLog.list(request.em, request.viewer, request.query);
      return { items, nextCursor };
    },
  );
};
