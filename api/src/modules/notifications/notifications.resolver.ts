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
import { authorize } from '../identity';

@ObjectType('Notification')
class NotificationType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'article.generated, article.published or distribution.status' }) kind!: string;
  @Field(() => String) title!: string;
  @Field(() => String) body!: string;
  @Field(() => ID, { nullable: true }) campaignId!: string | null;
  @Field(() => ID, { nullable: true }) articleId!: string | null;
  @Field(() => Boolean) read!: boolean;
  @Field(() => GraphQLISODateTime, { nullable: true }) readAt!: Date | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

@ObjectType('NotificationList')
class NotificationListType {
  @Field(() => [NotificationType]) items!: NotificationType[];
  @Field(() => Int) unread!: number;
}

@Resolver()
export class NotificationsResolver {
  @Query(() => NotificationListType, { description: 'The bell: newest first, with the unread count' })
  async notifications(
    @Ctx() ctx: GraphQLContext,
    @Arg('unreadOnly', () => Boolean, { nullable: true }) unreadOnly?: boolean,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
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
  async markNotificationsRead(@Ctx() ctx: GraphQLContext, @Arg('ids', () => [ID], { nullable: true }) ids?: string[]): Promise<number> {
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
