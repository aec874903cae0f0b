import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../lib/clock';
import { topic, type EventBus } from '../../lib/event-bus';
import { keysetPage, type KeysetRequest, type PageOf } from '../../db/keyset';
import { isUuid } from '../../lib/ids';
import { Organization } from '../identity';
import { Notification } from './notification.entity';

export const NOTIFICATION_KINDS = [
  'article.generated',
  'article.published',
  'article.publish_failed',
  'distribution.status',
  'approval.requested',
  'approval.decided',
  'release.delayed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotificationView {
  id: string;
  kind: string;
  title: string;
  body: string;
  campaignId: string | null;
  articleId: string | null;
  read: boolean;
  readAt: Date | null;
  createdAt: Date;
}

export interface NewNotification {
  organizationId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  campaignId?: string | null;
  articleId?: string | null;
}

/** Published on `notification.created:<organizationId>` after the row commits. */
export interface NotificationEvent {
  organizationId: string;
  notification: NotificationView;
}

declare module '../../lib/event-bus' {
  interface EventMap {
    'notification.created': NotificationEvent;
  }
}

const notificationsWhere = (organizationId: string, options: { unreadOnly?: boolean }) => ({
  organization: organizationId,
  ...(options.unreadOnly ? { readAt: null } : {}),
});

export function notificationView(n: Notification): NotificationView {
  return {
    id: n.id,
    kind: n.kind,
    title: n.title,
    body: n.body,
    campaignId: n.campaignId ?? null,
    articleId: n.articleId ?? null,
    read: Boolean(n.readAt),
    readAt: n.readAt ?? null,
    createdAt: n.createdAt,
  };
}

/** The bell: events an issuer has not seen (article generated, published, distribution status changes). */
export class NotificationsService {
  constructor(private readonly deps: { clock: Clock; events: EventBus }) {}

  /** Adds a notification inside the caller's unit of work; call `announce` after the commit. */
  add(em: EntityManager, input: NewNotification): Notification {
    const now = this.deps.clock.now();
    return em.create(Notification, {
      organization: em.getReference(Organization, input.organizationId),
      kind: input.kind,
      title: input.title,
      body: input.body,
      campaignId: input.campaignId ?? null,
      articleId: input.articleId ?? null,
      createdAt: now,
      updatedAt: now,
    });
  }

  /** Tells live listeners (the bell) about a committed notification. */
  announce(notification: Notification): void {
    const organizationId = notification.organization.id;
    this.deps.events.publish(topic('notification.created', organizationId), {
      organizationId,
      notification: notificationView(notification),
    });
  }

  /** New notifications of one organization, as they are announced (GraphQL `notificationAdded`). */
  async *stream(organizationId: string): AsyncGenerator<NotificationView> {
    for await (const event of this.deps.events.subscribe(topic('notification.created', organizationId))) yield event.notification;
  }

  /** A keyset page, newest first (the REST list and GraphQL's connection). */
  async listPage(
    em: EntityManager,
    organizationId: string,
    options: { unreadOnly?: boolean },
    page: KeysetRequest,
  ): PageOf<NotificationView> {
    const found = await keysetPage(em, Notification, { organization: organizationId }, notificationsWhere(organizationId, options), page);
    return found && { ...found, items: found.items.map(notificationView) };
  }

  /** One of the organization's notifications (node(id:)); null for any other id. */
  async get(em: EntityManager, organizationId: string, id: string): Promise<NotificationView | null> {
    const row = await em.findOne(Notification, { id, organization: organizationId });
    return row && notificationView(row);
  }

  unreadCount(em: EntityManager, organizationId: string): Promise<number> {
    return em.count(Notification, { organization: organizationId, readAt: null });
  }

  /** Marks the given notifications (or all of them) read; ids of other users are ignored. Answers the unread count left. */
  async markRead(em: EntityManager, organizationId: string, ids?: string[]): Promise<number> {
    const now = this.deps.clock.now();
    // Ids that cannot exist are ignored like another user's.
    const wanted = ids?.filter(isUuid);
    const where = { organization: organizationId, readAt: null, ...(wanted ? { id: { $in: wanted } } : {}) };
    if (!wanted || wanted.length > 0) await em.nativeUpdate(Notification, where, { readAt: now, updatedAt: now });
    return this.unreadCount(em, organizationId);
  }
}
