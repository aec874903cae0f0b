import {
  Arg,
  Ctx,
  Field,
  Float,
  GraphQLISODateTime,
  ID,
  InputType,
  Int,
  Mutation,
  FieldResolver,
  ObjectType,
  Query,
  Resolver,
  Root,
  Subscription,
  type ClassType,
  type SubscribeResolverData,
} from 'type-graphql';
import type { EngagementContext } from './engagement.graphql-context';
import { graphqlEnum } from '../../graphql/enums';
import { DateScalar, deprecatedFor, moneyOf, MoneyType, usd } from '../../graphql/money';
import { mutationPayload, payloadType, type Payload } from '../../graphql/payload';
import { NewswireProviderIdEnum } from '../../graphql/plugin-enums';
import { QUOTE_FRESHNESS } from '../market';
import { FIGURE_SOURCES, type EngagementView } from './engagement.views';

const AS_OF_DEPRECATED = deprecatedFor('asOfTime (an instant) or asOfDate (its day)', 'A time as a string');

const QuoteFreshnessEnum = graphqlEnum(QUOTE_FRESHNESS, 'QuoteFreshness', 'What stock figures are; only LIVE may be called live', {
  live: 'From a live market-data plugin and at most 15 minutes old',
  delayed: 'From a live market-data plugin, but older than 15 minutes',
  sample: 'Sample data (the bundled dataset or the demo listing), with its date: never live',
  unavailable: 'No quote for this ticker',
});

const FigureSourceEnum = graphqlEnum(FIGURE_SOURCES, 'FigureSource', "Where a platform's figures come from", {
  platform: "The platform's own metrics",
  'hosted-page': 'Visits to the hosted page from its link (the platform gives no metrics here)',
  none: 'Nothing measured yet',
});

@ObjectType('TwitterEngagement', { description: 'X (Twitter) figures' })
class TwitterEngagementType {
  @Field(() => Int, { description: 'Impressions (or hosted-page visits from its link)' }) views!: number;
  @Field(() => Int, { description: 'Likes' }) likes!: number;
  @Field(() => Int, { description: 'Reposts' }) retweets!: number;
  @Field(() => Int, { description: 'Link clicks' }) clicks!: number;
  @Field(() => FigureSourceEnum, { description: 'Where the figures come from' }) source!: string;
}

@ObjectType('MediumEngagement', { description: 'Medium figures' })
class MediumEngagementType {
  @Field(() => Int, { description: 'Views (or hosted-page visits from its link)' }) views!: number;
  @Field(() => Int, { description: 'Claps' }) claps!: number;
  @Field(() => Int, { description: 'Link clicks' }) clicks!: number;
  @Field(() => FigureSourceEnum, { description: 'Where the figures come from' }) source!: string;
}

@ObjectType('SubstackEngagement', { description: 'Substack figures' })
class SubstackEngagementType {
  @Field(() => Int, { description: 'Email opens (or hosted-page visits from its link)' }) opens!: number;
  @Field(() => Int, { description: 'Link clicks' }) clicks!: number;
  @Field(() => FigureSourceEnum, { description: 'Where the figures come from' }) source!: string;
}

@ObjectType('HostedPageEngagement', { description: 'Every visit of the hosted article page and every tracked link click' })
class HostedPageEngagementType {
  @Field(() => Int, { description: 'Visits (repeat visits of a reader within 30 minutes count once; bots are not counted)' })
  views!: number;
  @Field(() => Int, { description: 'Tracked link clicks' }) clicks!: number;
}

@ObjectType('EngagementPlatforms', { description: 'Figures per platform' })
class EngagementPlatformsType {
  @Field(() => TwitterEngagementType, { description: 'X (Twitter)' }) twitter!: TwitterEngagementType;
  @Field(() => MediumEngagementType, { description: 'Medium' }) medium!: MediumEngagementType;
  @Field(() => SubstackEngagementType, { description: 'Substack' }) substack!: SubstackEngagementType;
  @Field(() => HostedPageEngagementType, { description: 'The hosted article page' }) web!: HostedPageEngagementType;
}

@ObjectType('EngagementStock', { description: "The issuer's stock quote, with where and when it is from" })
class EngagementStockType {
  @Field(() => String, { description: 'The ticker' }) ticker!: string;
  @Field(() => Float, {
    nullable: true,
    description: 'The last price, in currency',
    deprecationReason: deprecatedFor('sharePrice', 'Money as a float'),
  })
  currentPrice!: number | null;
  @Field(() => Float, { nullable: true, description: 'Change on the previous close, in percent' }) changePercent!: number | null;
  @Field(() => Float, { nullable: true, description: 'Shares traded that day' }) volume!: number | null;
  @Field(() => String, { nullable: true, description: 'ISO 4217 currency of the price' }) currency!: string | null;
  @Field(() => String, { nullable: true, description: 'When the figures were true (ISO 8601)', deprecationReason: AS_OF_DEPRECATED })
  asOf!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Where the figures come from (embedded-dataset: the last known values of the bundled dataset)',
  })
  source!: string | null;
  @Field(() => QuoteFreshnessEnum, { description: 'What the figures are: LIVE only from a live plugin and fresh' }) freshness!: string;
  @Field(() => Boolean, { description: 'freshness is LIVE: the only case the figures may be called live' }) live!: boolean;
  @Field(() => Boolean, { description: 'Whether a live market-data plugin is configured (else the figures are sample data)' })
  liveSource!: boolean;
}

@ObjectType('StockPricePoint', { description: "One day's price" })
class StockPricePointType {
  @Field(() => String, { description: 'The UTC day (YYYY-MM-DD)', deprecationReason: deprecatedFor('day', 'A day as a string') })
  date!: string;
  @Field(() => Float, { description: 'The price, in currency', deprecationReason: deprecatedFor('sharePrice', 'Money as a float') })
  price!: number;
  /** The series' currency, for sharePrice (not a field of its own). */
  currency?: string | null;
}

@ObjectType('StockSeries', { description: "A ticker's price on the Analytics range's days, with what the figures are and their date" })
class StockSeriesType {
  @Field(() => String, { description: 'The ticker' }) ticker!: string;
  @Field(() => String, { nullable: true, description: 'ISO 4217 currency of the prices' }) currency!: string | null;
  @Field(() => String, { nullable: true, description: 'When the latest figure was true (ISO 8601)', deprecationReason: AS_OF_DEPRECATED })
  asOf!: string | null;
  @Field(() => String, { nullable: true, description: 'Where the figures come from' }) source!: string | null;
  @Field(() => QuoteFreshnessEnum, { description: 'What the figures are: LIVE only from a live plugin and fresh' }) freshness!: string;
  @Field(() => Boolean, { description: 'Whether a live market-data plugin is configured' }) liveSource!: boolean;
  @Field(() => [StockPricePointType], { description: 'Prices by day, oldest first' }) points!: StockPricePointType[];
}

@ObjectType('EngagementComparison', { description: 'This campaign against your others' })
class EngagementComparisonType {
  @Field(() => String, { description: 'The comparison, for people' }) label!: string;
  @Field(() => Int, { description: 'Percent above (positive) or below (negative) the average' }) percent!: number;
  @Field(() => Float, { description: 'The average total engagement of the others' }) averageEngagement!: number;
  @Field(() => Int, { description: 'How many campaigns were compared' }) campaignsCompared!: number;
}

@ObjectType('EngagementPoint', {
  description: "One day of one platform: the platform's id, web (hosted page) or web:<platform> (hosted page, from that platform's link)",
})
class EngagementPointType {
  @Field(() => String, { description: 'The UTC day (YYYY-MM-DD)', deprecationReason: deprecatedFor('day', 'A day as a string') })
  date!: string;
  @Field(() => String, { description: 'A platform id, web or web:<platform>' }) platform!: string;
  @Field(() => Int, { description: 'Views' }) views!: number;
  @Field(() => Int, { description: 'Clicks' }) clicks!: number;
  @Field(() => Int, { description: 'Shares' }) shares!: number;
  @Field(() => Int, { description: 'Likes (claps)' }) likes!: number;
  @Field(() => Int, { description: 'Comments' }) comments!: number;
}

@ObjectType('Engagement', { description: 'The Live Engagement Tracker: measured figures only' })
class EngagementType {
  @Field(() => ID, { description: 'The campaign' }) campaignId!: string;
  @Field(() => ID, { nullable: true, description: 'Its article; null before one is generated' }) articleId!: string | null;
  @Field(() => String, { nullable: true, description: "The article's title" }) articleTitle!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the article was first published' }) publishedAt!: Date | null;
  @Field(() => Boolean, { description: 'False until anything was measured' }) hasData!: boolean;
  @Field(() => EngagementPlatformsType, { description: 'Figures per platform' }) platforms!: EngagementPlatformsType;
  @Field(() => EngagementStockType, { description: 'The stock quote' }) stockData!: EngagementStockType;
  @Field(() => Int, { description: 'Clicks, shares, likes (claps) and comments: the dashboard definition' }) totalEngagement!: number;
  @Field(() => EngagementComparisonType, { nullable: true, description: 'Against your other campaigns with data; null with fewer than 2' })
  comparison!: EngagementComparisonType | null;
  @Field(() => [EngagementPointType], { description: 'Per day and platform, oldest first' }) series!: EngagementPointType[];
  @Field(() => GraphQLISODateTime, { description: 'When these figures were read' }) updatedAt!: Date;
}

@ObjectType('EngagementRefreshResult', { description: 'Whether new figures were asked for' })
class EngagementRefreshResultType {
  @Field(() => Boolean, { description: 'A platform pull was queued; the subscription delivers its figures' }) queued!: boolean;
  @Field(() => String, { description: 'What happened, for people' }) message!: string;
}

@ObjectType('AnalyticsRow', { description: 'One day of one campaign on one platform' })
class AnalyticsRowType {
  @Field(() => String, { description: 'The UTC day (YYYY-MM-DD)', deprecationReason: deprecatedFor('day', 'A day as a string') })
  date!: string;
  @Field(() => ID, { description: 'The campaign' }) campaignId!: string;
  @Field(() => String, { description: 'Its title' }) campaignTitle!: string;
  @Field(() => String, { description: 'Its ticker' }) ticker!: string;
  @Field(() => String, { description: 'A platform id, web or web:<platform>' }) platform!: string;
  @Field(() => String, { description: 'The platform, for people' }) label!: string;
  @Field(() => Int, { description: 'Views' }) views!: number;
  @Field(() => Int, { description: 'Clicks' }) clicks!: number;
  @Field(() => Int, { description: 'Shares' }) shares!: number;
  @Field(() => Int, { description: 'Likes (claps)' }) likes!: number;
  @Field(() => Int, { description: 'Comments' }) comments!: number;
}

/** An order as the Analytics screen lists it; its level and status are typed by the distribution module. */
@ObjectType('AnalyticsNewswireOrder', { description: 'A newswire order dated within the range' })
export class AnalyticsNewswireOrderType {
  @Field(() => ID, { description: 'The order' }) id!: string;
  @Field(() => ID, { description: 'Its campaign' }) campaignId!: string;
  @Field(() => ID, { description: 'Its article' }) articleId!: string;
  @Field(() => NewswireProviderIdEnum, { description: "The newswire plugin's id" }) provider!: string;
  @Field(() => String, { description: "The newswire's name (the plugin's; its id if the plugin is gone)" }) providerName!: string;
  level!: string;
  status!: string;
  @Field(() => Int, { description: 'Estimated readers (see NewswireOrder.estimatedReach)' }) estimatedReach!: number;
  @Field(() => Int, { description: 'What it costs, in US cents', deprecationReason: deprecatedFor('price', 'Money as cents') })
  costCents!: number;
  @Field(() => Boolean, { description: 'Ordered in sandbox: nothing was sent' }) sandbox!: boolean;
  @Field(() => String, { nullable: true, description: 'The release on the wire' }) releaseUrl!: string | null;
  @Field(() => GraphQLISODateTime, { description: 'When it was ordered' }) createdAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was released' }) publishedAt!: Date | null;
}

@ObjectType('Analytics', { description: 'Measured engagement per day, campaign and platform, and the newswire orders of the range' })
class AnalyticsType {
  @Field(() => String, { description: 'First day (YYYY-MM-DD, UTC)', deprecationReason: deprecatedFor('firstDay', 'A day as a string') })
  from!: string;
  @Field(() => String, {
    description: 'Last day (YYYY-MM-DD, UTC), included',
    deprecationReason: deprecatedFor('lastDay', 'A day as a string'),
  })
  to!: string;
  @Field(() => [AnalyticsRowType], { description: 'Rows with any figure' }) rows!: AnalyticsRowType[];
  @Field(() => [AnalyticsNewswireOrderType], { description: 'Orders dated (published, else ordered) within the range' })
  newswireOrders!: AnalyticsNewswireOrderType[];
  stocks!: StockSeriesType[];
}

@InputType('RefreshEngagementInput', { description: 'The campaign whose figures to ask for' })
class RefreshEngagementInput {
  @Field(() => ID, { description: 'The campaign' }) campaignId!: string;
}

const RefreshEngagementPayload = payloadType(
  'RefreshEngagementPayload',
  'engagementRefreshResult',
  () => EngagementRefreshResultType,
  'whether new figures were asked for',
  'result',
);

/** A source's asOf is a day (sample data) or an instant (a live feed): asOfTime only for an instant, asOfDate always. */
function instantOf(asOf: string | null): Date | null {
  const at = asOf && asOf.length > 10 ? new Date(asOf) : null;
  // A vendor's unreadable time is no instant (DateTimeISO would fail the field): asOfDate still gives the day.
  return at && Number.isFinite(at.getTime()) ? at : null;
}
const dayOf = (asOf: string | null): string | null => asOf?.slice(0, 10) ?? null;
const AS_OF_TIME = 'When the figures were true; null when the source dates them by day only (see asOfDate)';
const AS_OF_DATE = 'The day the figures are from (the exchange’s trading day)';

/** EngagementStock and StockSeries date their figures alike: one resolver class per type, built by one function. */
function asOfResolver<T extends { asOf: string | null }>(type: ClassType<T>) {
  @Resolver(() => type)
  class AsOfResolver {
    @FieldResolver(() => GraphQLISODateTime, { nullable: true, description: AS_OF_TIME })
    asOfTime(@Root() figures: T): Date | null {
      return instantOf(figures.asOf);
    }

    @FieldResolver(() => DateScalar, { nullable: true, description: AS_OF_DATE })
    asOfDate(@Root() figures: T): string | null {
      return dayOf(figures.asOf);
    }
  }
  return AsOfResolver;
}

@Resolver(() => EngagementStockType)
class EngagementStockFieldsResolver {
  @FieldResolver(() => MoneyType, { nullable: true, description: 'The last price, in the currency of the listing; null without a quote' })
  sharePrice(@Root() stock: EngagementStockType): MoneyType | null {
    return stock.currentPrice === null || !stock.currency ? null : moneyOf(stock.currentPrice, stock.currency);
  }
}

@Resolver(() => StockPricePointType)
class StockPricePointFieldsResolver {
  @FieldResolver(() => DateScalar, { description: 'The UTC day' })
  day(@Root() point: StockPricePointType): string {
    return point.date;
  }

  @FieldResolver(() => MoneyType, { nullable: true, description: 'The price, in the currency of the listing; null when it is unknown' })
  sharePrice(@Root() point: StockPricePointType): MoneyType | null {
    return point.currency ? moneyOf(point.price, point.currency) : null;
  }
}

@Resolver(() => EngagementPointType)
class EngagementPointFieldsResolver {
  @FieldResolver(() => DateScalar, { description: 'The UTC day' })
  day(@Root() point: EngagementPointType): string {
    return point.date;
  }
}

@Resolver(() => AnalyticsRowType)
class AnalyticsRowFieldsResolver {
  @FieldResolver(() => DateScalar, { description: 'The UTC day' })
  day(@Root() row: AnalyticsRowType): string {
    return row.date;
  }
}

@Resolver(() => AnalyticsNewswireOrderType)
class AnalyticsOrderPriceResolver {
  @FieldResolver(() => MoneyType, { description: 'What it costs' })
  price(@Root() order: AnalyticsNewswireOrderType): MoneyType {
    return usd(order.costCents);
  }
}

@Resolver(() => AnalyticsType)
class AnalyticsFieldsResolver {
  @FieldResolver(() => DateScalar, { description: 'First UTC day' })
  firstDay(@Root() analytics: AnalyticsType): string {
    return analytics.from;
  }

  @FieldResolver(() => DateScalar, { description: 'Last UTC day, included' })
  lastDay(@Root() analytics: AnalyticsType): string {
    return analytics.to;
  }

  /** Each point carries its series' currency for sharePrice; the schema's field is the same list. */
  @FieldResolver(() => [StockSeriesType], { description: 'The price of each ticker shown, with what the figures are and their date' })
  stocks(@Root() analytics: AnalyticsType): StockSeriesType[] {
    return analytics.stocks.map((series) => ({ ...series, points: series.points.map((p) => ({ ...p, currency: series.currency })) }));
  }
}

@Resolver()
export class EngagementResolver {
  @Query(() => EngagementType, {
    nullable: true,
    description: "Your campaign's measured engagement and stock quote; null (not_found) for any other campaign",
  })
  async engagement(
    @Arg('campaignId', () => ID, { description: 'The campaign' }) campaignId: string,
    @Ctx() ctx: EngagementContext,
  ): Promise<EngagementType> {
    return ctx.services.engagement.engagement(ctx.em, ctx.request.viewer, campaignId);
  }

  @Query(() => AnalyticsType, {
    description: 'Views and clicks per day, campaign and platform (default the last 30 days), and newswire orders',
  })
  async analytics(
    @Ctx() ctx: EngagementContext,
    @Arg('from', () => String, {
      nullable: true,
      description: 'YYYY-MM-DD',
      deprecationReason: deprecatedFor('firstDay', 'A day as a string'),
    })
    from?: string,
    @Arg('to', () => String, {
      nullable: true,
      description: 'YYYY-MM-DD',
      deprecationReason: deprecatedFor('lastDay', 'A day as a string'),
    })
    to?: string,
    @Arg('campaignId', () => ID, { nullable: true, description: 'Only this campaign' }) campaignId?: string,
    @Arg('firstDay', () => DateScalar, { nullable: true, description: 'First UTC day (default: the 30 days ending lastDay)' })
    firstDay?: string,
    @Arg('lastDay', () => DateScalar, { nullable: true, description: 'Last UTC day, included (default today)' }) lastDay?: string,
  ): Promise<AnalyticsType> {
    return ctx.services.engagement.analytics(ctx.em, ctx.request.viewer, {
      from: firstDay ?? from ?? undefined,
      to: lastDay ?? to ?? undefined,
      campaignId: campaignId ?? undefined,
    });
  }

  @Mutation(() => RefreshEngagementPayload, {
    description: 'Ask the platforms for new figures now (at most once a minute per campaign)',
  })
  async refreshEngagement(
    @Arg('input', () => RefreshEngagementInput, { description: 'The campaign' }) input: RefreshEngagementInput,
    @Ctx() ctx: EngagementContext,
  ): Promise<Payload<'engagementRefreshResult', EngagementRefreshResultType>> {
    return mutationPayload('engagementRefreshResult', () => ctx.services.engagement.refresh(ctx.em, ctx.request.viewer, input.campaignId));
  }

  @Subscription(() => EngagementType, {
    description:
      "Your campaign's engagement: the current figures, then new ones as they are recorded (traffic, platform pulls, quote changes)",
    subscribe: ({ args, context }: SubscribeResolverData<unknown, { campaignId: string }, EngagementContext>) =>
      context.services.engagement.updates(context.em, context.request.viewer, args.campaignId),
  })
  engagementUpdated(
    @Root() view: EngagementView,
    @Arg('campaignId', () => ID, { description: 'The campaign' }) _campaignId: string,
  ): EngagementType {
    return view;
  }
}

/** The module's resolvers: the queries, and the typed fields (Money, Date) beside the deprecated ones. */
export const engagementResolvers = [
  EngagementResolver,
  EngagementStockFieldsResolver,
  asOfResolver(EngagementStockType),
  asOfResolver(StockSeriesType),
  StockPricePointFieldsResolver,
  EngagementPointFieldsResolver,
  AnalyticsRowFieldsResolver,
  AnalyticsOrderPriceResolver,
  AnalyticsFieldsResolver,
];
