import {
  Arg,
  Args,
  Ctx,
  Field,
  GraphQLISODateTime,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  Subscription,
  type SubscribeResolverData,
} from 'type-graphql';
import type { NotificationsContext } from './notifications.graphql-context';
import { ConnectionArgs, connectionType, pagedConnection, pageRequest, type Connection } from '../../graphql/connection';
import { graphqlEnum } from '../../graphql/enums';
import { mutationPayload, payloadType, type Payload } from '../../graphql/payload';
import { authorize } from '../identity';
import { NOTIFICATION_KINDS } from './notifications.service';
import { Notification } from './notification.entity';
import { NodeInterface, registerNodeKind } from '../../graphql/node';

const NotificationKindEnum = graphqlEnum(NOTIFICATION_KINDS, 'NotificationKind', 'What a notification is about', {
  'article.generated': 'An article was generated',
  'article.published': 'An article was published',
  'article.publish_failed': 'Publishing an article failed',
  'distribution.status': 'A newswire order changed status',
  'approval.requested': 'An approval was asked for',
  'approval.decided': 'An approval was decided',
  'release.delayed': 'A channel of a release is more than 120 s past its time without being live',
});

@ObjectType('Notification', { description: "A notice on the organization's bell", implements: [NodeInterface] })
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

const NotificationConnection = connectionType(NotificationType, 'Notification', 'notification');

@InputType('MarkNotificationsReadInput', { description: 'The notifications to mark read' })
class MarkNotificationsReadInput {
  @Field(() => [ID], { nullable: true, description: 'Which ones; absent: all' }) ids?: string[] | null;
}

const MarkNotificationsReadPayload = payloadType('MarkNotificationsReadPayload', 'unreadCount', () => Int, 'how many are still unread');

registerNodeKind({
  typeName: 'Notification',
  entity: Notification,
  // As notifications reads them: any member, or a token with the read scope.
  load: (ctx: NotificationsContext, id) =>
    ctx.services.notifications.get(ctx.em, authorize(ctx.request.viewer, 'organization.read').organizationId, id),
});

@Resolver()
export class NotificationsResolver {
  @Query(() => NotificationConnection, { description: 'The bell: newest first (the unread count is unreadNotificationCount)' })
  async notifications(
    @Ctx() ctx: NotificationsContext,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('unreadOnly', () => Boolean, { nullable: true, description: 'Only unread ones' }) unreadOnly?: boolean,
  ): Promise<Connection<NotificationType>> {
    const organizationId = authorize(ctx.request.viewer, 'organization.read').organizationId;
    const request = pageRequest(page);
    const found = await ctx.services.notifications.listPage(ctx.em, organizationId, { unreadOnly: unreadOnly === true }, request);
    return pagedConnection(found, request, (n) => n.id);
  }

  @Query(() => Int, { description: 'The number on the bell' })
  async unreadNotificationCount(@Ctx() ctx: NotificationsContext): Promise<number> {
    return ctx.services.notifications.unreadCount(ctx.em, authorize(ctx.request.viewer, 'organization.read').organizationId);
  }

  @Mutation(() => MarkNotificationsReadPayload, {
    description: 'Marks the given notifications (or all) read; answers the unread count left',
  })
  async markNotificationsRead(
    @Arg('input', () => MarkNotificationsReadInput, { description: 'Which ones ({} for all)' }) input: MarkNotificationsReadInput,
    @Ctx() ctx: NotificationsContext,
  ): Promise<Payload<'unreadCount', number>> {
    return mutationPayload('unreadCount', () =>
      ctx.services.notifications.markRead(
        ctx.em,
        authorize(ctx.request.viewer, 'notifications.update').organizationId,
        input.ids ?? undefined,
      ),
    );
  }

  @Subscription(() => NotificationType, {
    description: "Each new notification of the caller's organization, as it is committed (the bell, live)",
    subscribe: ({ context }: SubscribeResolverData<unknown, object, NotificationsContext>) =>
      context.services.notifications.stream(authorize(context.request.viewer, 'organization.read').organizationId),
  })
  notificationAdded(@Root() notification: NotificationType): NotificationType {
    return notification;
  }
}
