import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentedEnum, z } from '../../lib/zod';
import { cursorAnswer, cursorPageJson, cursorQueryFields, cursorRequest } from '../../lib/cursor-page';
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
        querystring: z.object({ unread: z.enum(['true', 'false']).optional(), ...cursorQueryFields }),
        response: {
          200: cursorPageJson(notificationJson, 'Notification').extend({
            unread: z.number().describe('How many are unread, on all pages'),
          }),
        },
      },
    },
    async (request) => {
      const { organizationId } = authorize(request.viewer, 'organization.read');
      const { notifications } = request.services;
      const filter = { unreadOnly: request.query.unread === 'true' };
      const found = await notifications.listPage(request.em, organizationId, filter, cursorRequest(request.query));
      return { ...cursorAnswer(found), unread: await notifications.unreadCount(request.em, organizationId) };
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
