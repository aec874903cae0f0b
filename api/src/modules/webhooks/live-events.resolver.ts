import {
  Arg,
  Field,
  GraphQLISODateTime,
  ID,
  Int,
  ObjectType,
  Resolver,
  Root,
  Subscription,
  type SubscribeResolverData,
} from 'type-graphql';
import type { WebhooksContext } from './webhooks.graphql-context';
import { MoneyType } from '../../graphql/money';
import { NewswireProviderIdEnum, PlatformIdEnum } from '../../graphql/plugin-enums';
import { DistributionLevelEnum, NewswireOrderStatusEnum } from '../distribution';
import { authorize } from '../identity';
import { PublicationStatusEnum } from '../publishing';

const asDate = (value: unknown): Date | null => (typeof value === 'string' ? new Date(value) : null);

@ObjectType('PublicationChange', { description: 'A publication (one article on one platform) as it is after a change' })
class PublicationChangeType {
  @Field(() => ID, { description: 'The publication' }) id!: string;
  @Field(() => ID, { description: 'Its article' }) articleId!: string;
  @Field(() => PlatformIdEnum, { description: 'Platform plugin id, e.g. TWITTER, MEDIUM, SUBSTACK' }) platform!: string;
  @Field(() => PublicationStatusEnum, { description: 'Where it stands' }) status!: string;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it is due (scheduled only)' }) scheduledFor!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it went live' }) publishedAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'The post' }) url!: string | null;
  @Field(() => Boolean, { description: 'Sandbox: nothing was sent to the platform' }) sandbox!: boolean;
  @Field(() => Int, { description: 'Tries so far' }) attempts!: number;
  @Field(() => String, { nullable: true, description: 'Why the last try failed' }) lastError!: string | null;
}

@ObjectType('NewswireOrderChange', { description: 'A newswire order as it is after a change' })
class NewswireOrderChangeType {
  @Field(() => ID, { description: 'The order' }) id!: string;
  @Field(() => ID, { description: 'Its article' }) articleId!: string;
  @Field(() => NewswireProviderIdEnum, { description: 'Provider id, e.g. BUSINESSWIRE' }) provider!: string;
  @Field(() => DistributionLevelEnum, { description: 'The package ordered' }) level!: string;
  @Field(() => NewswireOrderStatusEnum, { description: 'Where it stands' }) status!: string;
  @Field(() => MoneyType, { description: 'What it costs' }) cost!: MoneyType;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it is due out' }) targetTime!: Date | null;
  @Field(() => String, { nullable: true, description: 'The release on the wire' }) releaseUrl!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it went out' }) publishedAt!: Date | null;
  @Field(() => Boolean, { description: 'Sandbox: nothing was sent to the wire' }) sandbox!: boolean;
  @Field(() => String, { nullable: true, description: 'Why it failed' }) lastError!: string | null;
}

type Args = { articleId?: string | null };

/** Live changes of the caller's organization: the same events the webhooks carry (webhook-outbox.ts). */
@Resolver()
export class LiveEventsResolver {
  @Subscription(() => PublicationChangeType, {
    description: "Each change of a publication of the caller's organization (optionally of one article), as it commits",
    subscribe: ({ args, context }: SubscribeResolverData<unknown, Args, WebhooksContext>) =>
      context.services.liveEvents.stream(
        authorize(context.request.viewer, 'organization.read').organizationId,
        'publication.updated',
        args.articleId,
      ),
  })
  publicationUpdated(
    @Root() object: Record<string, unknown>,
    @Arg('articleId', () => ID, { nullable: true, description: 'Only this article' }) _articleId?: string,
  ): PublicationChangeType {
    return {
      ...(object as unknown as PublicationChangeType),
      scheduledFor: asDate(object.scheduledFor),
      publishedAt: asDate(object.publishedAt),
    };
  }

  @Subscription(() => NewswireOrderChangeType, {
    description: "Each change of a newswire order of the caller's organization (optionally of one article), as it commits",
    subscribe: ({ args, context }: SubscribeResolverData<unknown, Args, WebhooksContext>) =>
      context.services.liveEvents.stream(
        authorize(context.request.viewer, 'organization.read').organizationId,
        'newswire_order.updated',
        args.articleId,
      ),
  })
  newswireOrderUpdated(
    @Root() object: Record<string, unknown>,
    @Arg('articleId', () => ID, { nullable: true, description: 'Only this article' }) _articleId?: string,
  ): NewswireOrderChangeType {
    return {
      ...(object as unknown as NewswireOrderChangeType),
      targetTime: asDate(object.targetTime),
      publishedAt: asDate(object.publishedAt),
    };
  }
}
