import {
  Arg,
  Ctx,
  Field,
  Float,
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
import type { EngagementView } from './engagement.views';

@ObjectType('TwitterEngagement')
class TwitterEngagementType {
  @Field(() => Int) views!: number;
  @Field(() => Int) likes!: number;
  @Field(() => Int) retweets!: number;
  @Field(() => Int) clicks!: number;
  @Field(() => String, { description: "platform (X's own metrics), hosted-page (visits from its link) or none" }) source!: string;
}

@ObjectType('MediumEngagement')
class MediumEngagementType {
  @Field(() => Int) views!: number;
  @Field(() => Int) claps!: number;
  @Field(() => Int) clicks!: number;
  @Field(() => String, { description: "platform (Medium's own metrics), hosted-page (visits from its link) or none" }) source!: string;
}

@ObjectType('SubstackEngagement')
class SubstackEngagementType {
  @Field(() => Int) opens!: number;
  @Field(() => Int) clicks!: number;
  @Field(() => String, { description: "platform (Substack's own metrics), hosted-page (visits from its link) or none" }) source!: string;
}

@ObjectType('HostedPageEngagement', { description: 'Every visit of the hosted article page and every tracked link click' })
class HostedPageEngagementType {
  @Field(() => Int) views!: number;
  @Field(() => Int) clicks!: number;
}

@ObjectType('EngagementPlatforms')
class EngagementPlatformsType {
  @Field(() => TwitterEngagementType) twitter!: TwitterEngagementType;
  @Field(() => MediumEngagementType) medium!: MediumEngagementType;
  @Field(() => SubstackEngagementType) substack!: SubstackEngagementType;
  @Field(() => HostedPageEngagementType) web!: HostedPageEngagementType;
}

@ObjectType('EngagementStock')
class EngagementStockType {
  @Field(() => String) ticker!: string;
  @Field(() => Float, { nullable: true }) currentPrice!: number | null;
  @Field(() => Float, { nullable: true }) changePercent!: number | null;
  @Field(() => Float, { nullable: true }) volume!: number | null;
  @Field(() => String, { nullable: true }) currency!: string | null;
  @Field(() => String, { nullable: true, description: 'When the figures were true (ISO 8601)' }) asOf!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Where the figures come from (embedded-dataset: the last known values of the bundled dataset)',
  })
  source!: string | null;
}

@ObjectType('EngagementComparison')
class EngagementComparisonType {
  @Field(() => String) label!: string;
  @Field(() => Int, { description: 'Percent above (positive) or below (negative) the average' }) percent!: number;
  @Field(() => Float) averageEngagement!: number;
  @Field(() => Int) campaignsCompared!: number;
}

@ObjectType('EngagementPoint', {
  description: "One day of one platform: the platform's id, web (hosted page) or web:<platform> (hosted page, from that platform's link)",
})
class EngagementPointType {
  @Field(() => String) date!: string;
  @Field(() => String) platform!: string;
  @Field(() => Int) views!: number;
  @Field(() => Int) clicks!: number;
  @Field(() => Int) shares!: number;
  @Field(() => Int) likes!: number;
  @Field(() => Int) comments!: number;
}

@ObjectType('Engagement', { description: 'The Live Engagement Tracker: measured figures only' })
class EngagementType {
  @Field(() => ID) campaignId!: string;
  @Field(() => ID, { nullable: true }) articleId!: string | null;
  @Field(() => String, { nullable: true }) articleTitle!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) publishedAt!: Date | null;
  @Field(() => Boolean, { description: 'False until anything was measured' }) hasData!: boolean;
  @Field(() => EngagementPlatformsType) platforms!: EngagementPlatformsType;
  @Field(() => EngagementStockType) stockData!: EngagementStockType;
  @Field(() => Int, { description: 'Clicks, shares, likes (claps) and comments: the dashboard definition' }) totalEngagement!: number;
  @Field(() => EngagementComparisonType, { nullable: true, description: 'Against your other campaigns with data; null with fewer than 2' })
  comparison!: EngagementComparisonType | null;
  @Field(() => [EngagementPointType]) series!: EngagementPointType[];
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
}

@ObjectType('EngagementRefreshResult')
class EngagementRefreshResultType {
  @Field(() => Boolean, { description: 'A platform pull was queued; the subscription delivers its figures' }) queued!: boolean;
  @Field(() => String) message!: string;
}

@ObjectType('AnalyticsRow')
class AnalyticsRowType {
  @Field(() => String) date!: string;
  @Field(() => ID) campaignId!: string;
  @Field(() => String) campaignTitle!: string;
  @Field(() => String) ticker!: string;
  @Field(() => String) platform!: string;
  @Field(() => String) label!: string;
  @Field(() => Int) views!: number;
  @Field(() => Int) clicks!: number;
  @Field(() => Int) shares!: number;
  @Field(() => Int) likes!: number;
  @Field(() => Int) comments!: number;
}

@ObjectType('AnalyticsNewswireOrder')
class AnalyticsNewswireOrderType {
  @Field(() => ID) id!: string;
  @Field(() => ID) campaignId!: string;
  @Field(() => ID) articleId!: string;
  @Field(() => String) provider!: string;
  @Field(() => String) level!: string;
  @Field(() => String) status!: string;
  @Field(() => Int) estimatedReach!: number;
  @Field(() => Int) costCents!: number;
  @Field(() => Boolean) sandbox!: boolean;
  @Field(() => String, { nullable: true }) releaseUrl!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) publishedAt!: Date | null;
}

@ObjectType('Analytics')
class AnalyticsType {
  @Field(() => String) from!: string;
  @Field(() => String) to!: string;
  @Field(() => [AnalyticsRowType]) rows!: AnalyticsRowType[];
  @Field(() => [AnalyticsNewswireOrderType]) newswireOrders!: AnalyticsNewswireOrderType[];
}

@Resolver()
export class EngagementResolver {
  @Query(() => EngagementType, {
    nullable: true,
    description: "Your campaign's measured engagement and stock quote; null (not_found) for any other campaign",
  })
  async engagement(@Arg('campaignId', () => ID) campaignId: string, @Ctx() ctx: GraphQLContext): Promise<EngagementType> {
    return ctx.services.engagement.engagement(ctx.em, ctx.request.viewer, campaignId);
  }

  @Query(() => AnalyticsType, {
    description: 'Views and clicks per day, campaign and platform (default the last 30 days), and newswire orders',
  })
  async analytics(
    @Ctx() ctx: GraphQLContext,
    @Arg('from', () => String, { nullable: true, description: 'YYYY-MM-DD' }) from?: string,
    @Arg('to', () => String, { nullable: true, description: 'YYYY-MM-DD' }) to?: string,
    @Arg('campaignId', () => ID, { nullable: true }) campaignId?: string,
  ): Promise<AnalyticsType> {
    return ctx.services.engagement.analytics(ctx.em, ctx.request.viewer, {
      from: from ?? undefined,
      to: to ?? undefined,
      campaignId: campaignId ?? undefined,
    });
  }

  @Mutation(() => EngagementRefreshResultType, {
    description: 'Ask the platforms for new figures now (at most once a minute per campaign)',
  })
  async refreshEngagement(
    @Arg('campaignId', () => ID) campaignId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<EngagementRefreshResultType> {
    return ctx.services.engagement.refresh(ctx.em, ctx.request.viewer, campaignId);
  }

  @Subscription(() => EngagementType, {
    description:
      "Your campaign's engagement: the current figures, then new ones as they are recorded (traffic, platform pulls, quote changes)",
    subscribe: ({ args, context }: SubscribeResolverData<unknown, { campaignId: string }, GraphQLContext>) =>
      context.services.engagement.updates(context.em, context.request.viewer, args.campaignId),
  })
  engagementUpdated(@Root() view: EngagementView, @Arg('campaignId', () => ID) _campaignId: string): EngagementType {
    return view;
  }
}
