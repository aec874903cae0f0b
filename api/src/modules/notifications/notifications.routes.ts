import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentedEnum, z } from '../../lib/zod';
import { NOTIFICATION_KINDS } from './notifications.service';
import { authorize, routeSecurity } from '../identity';

const tags = ['notifications'];

const notificationJson = z.object({
  id: z.string(),
  kind: documentedEnum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  campaignId: z.string().nullable(),
  articleId: z.string().nullable(),
  read: z.boolean(),
  readAt: z.date().nullable(),
  createdAt: z.date(),
});

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      schema: {
        ...routeSecurity('organization.read'),
        tags,
        summary: 'The bell: newest first, with the unread count',
        querystring: z.object({ unread: z.enum(['true', 'false']).optional(), limit: z.coerce.number().int().min(1).max(200).optional() }),
        response: { 200: z.object({ items: z.array(notificationJson), unread: z.number() }) },
      },
    },
    async (request) => {
      return request.services.notifications.list(request.em, authorize(request.viewer, 'organization.read').organizationId, {
        unreadOnly: request.query.unread === 'true',
        limit: request.query.limit,
      });
    },
  );

  app.post(
    '/notifications/read',
    {
      schema: {
        ...routeSecurity('organization.read', 'notifications.update'),
        tags,
        summary: 'Mark notifications read: the given ids, or all of them without ids',
        body: z.object({ ids: z.array(z.uuid('Invalid notification id')).max(500).optional() }).optional(),
        response: { 200: z.object({ unread: z.number() }) },
      },
    },
    async (request) => {
      return {
        unread: await request.services.notifications.markRead(
          request.em,
          authorize(request.viewer, 'organization.read').organizationId,
          request.body?.ids,
        ),
      };
    },
  );
};
