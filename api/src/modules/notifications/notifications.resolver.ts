import {
  Arg,
  Ctx,
  Field,
  GraphQLISODateTime,
  ID,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  Subscription,
  type SubscribeResolverData,
} from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { graphqlEnum } from '../../graphql/enums';
import { authorize } from '../identity';
import { NOTIFICATION_KINDS } from './notifications.service';

const NotificationKindEnum = graphqlEnum(NOTIFICATION_KINDS, 'NotificationKind', 'What a notification is about', {
  'article.generated': 'An article was generated',
  'article.published': 'An article was published',
  'article.publish_failed': 'Publishing an article failed',
  'distribution.status': 'A newswire order changed status',
  'approval.requested': 'An approval was asked for',
  'approval.decided': 'An approval was decided',
});

@ObjectType('Notification', { description: "A notice on the organization's bell" })
class NotificationType {
  @Field(() => ID, { description: 'The notification id' }) id!: string;
  @Field(() => NotificationKindEnum, { description: 'What it is about' }) kind!: string;
  @Field(() => String, { description: 'Its title' }) title!: string;
  @Field(() => String, { description: 'Its text' }) body!: string;
  @Field(() => ID, { nullable: true, description: 'The campaign it concerns' }) campaignId!: string | null;
  @Field(() => ID, { nullable: true, description: 'The article it concerns' }) articleId!: string | null;
  @Field(() => Boolean, { description: 'Someone of the organization marked it read' }) read!: boolean;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was marked read' }) readAt!: Date | null;
  @Field(() => GraphQLISODateTime, { description: 'When it was raised' }) createdAt!: Date;
}

@ObjectType('NotificationList', { description: 'Notifications, newest first, and the unread count' })
class NotificationListType {
  @Field(() => [NotificationType], { description: 'The notifications' }) items!: NotificationType[];
  @Field(() => Int, { description: 'How many are unread' }) unread!: number;
}

@Resolver()
export class NotificationsResolver {
  @Query(() => NotificationListType, { description: 'The bell: newest first, with the unread count' })
  async notifications(
    @Ctx() ctx: GraphQLContext,
    @Arg('unreadOnly', () => Boolean, { nullable: true, description: 'Only unread ones' }) unreadOnly?: boolean,
    @Arg('limit', () => Int, { nullable: true, description: 'At most this many (default 50, at most 200)' }) limit?: number,
  ): Promise<NotificationListType> {
    return ctx.services.notifications.list(ctx.em, authorize(ctx.request.viewer, 'organization.read').organizationId, {
      unreadOnly: unreadOnly === true,
      limit: limit ?? undefined,
    });
  }

  @Query(() => Int, { description: 'The number on the bell' })
  async unreadNotificationCount(@Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.services.notifications.unreadCount(ctx.em, authorize(ctx.request.viewer, 'organization.read').organizationId);
  }

  @Mutation(() => Int, { description: 'Marks the given notifications (or all) read; answers the unread count left' })
  async markNotificationsRead(
    @Ctx() ctx: GraphQLContext,
    @Arg('ids', () => [ID], { nullable: true, description: 'Which ones; absent: all' }) ids?: string[],
  ): Promise<number> {
    return ctx.services.notifications.markRead(
      ctx.em,
      authorize(ctx.request.viewer, 'notifications.update').organizationId,
      ids ?? undefined,
    );
  }

  @Subscription(() => NotificationType, {
    description: "Each new notification of the caller's organization, as it is committed (the bell, live)",
    subscribe: ({ context }: SubscribeResolverData<unknown, object, GraphQLContext>) =>
      context.services.notifications.stream(authorize(context.request.viewer, 'organization.read').organizationId),
  })
  notificationAdded(@Root() notification: NotificationType): NotificationType {
    return notification;
  }
}
