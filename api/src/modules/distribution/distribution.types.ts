import { Field, FieldResolver, Float, GraphQLISODateTime, ID, InputType, Int, ObjectType, Resolver, Root } from 'type-graphql';
import { graphqlEnum } from '../../graphql/enums';
import { deprecatedFor, MoneyType, usd } from '../../graphql/money';
import { NodeInterface } from '../../graphql/node';
import { NewswireProviderIdEnum, PlatformIdEnum } from '../../graphql/plugin-enums';
import { AnalyticsNewswireOrderType } from '../engagement';
import { SubmissionPackageType } from '../vendor-calls';
import { DISTRIBUTION_LEVELS, NEWSWIRE_ORDER_STATUSES } from './distribution.constants';

// GraphQL shapes of the distribution module.

export const DistributionLevelEnum = graphqlEnum(DISTRIBUTION_LEVELS, 'DistributionLevel', "A newswire package (the vendor's price list)", {
  basic: 'The basic package',
  enhanced: 'A wider package',
  premium: 'The widest package',
});

export const NewswireOrderStatusEnum = graphqlEnum(NEWSWIRE_ORDER_STATUSES, 'NewswireOrderStatus', 'Where a newswire order stands', {
  scheduled: 'Waiting for its target time',
  submitting: 'Being sent to the vendor',
  unknown:
    "Interrupted while being sent: the vendor may have it. Check on the vendor's site and record whether it was sent; retry is refused until then",
  submitted: "The vendor has it; waiting for the vendor's release",
  awaiting_issuer: 'The issuer files it on the vendor’s site (Web Integration), then confirms the release URL',
  published: 'Released on the wire',
  failed: 'The vendor refused it or could not be reached (retry it)',
  cancelled: 'Cancelled before it was sent',
});

@ObjectType('LevelPrices', { description: 'A price per distribution level' })
export class LevelPricesType {
  @Field(() => Float, { description: 'The basic package' }) basic!: number;
  @Field(() => Float, { description: 'The enhanced package' }) enhanced!: number;
  @Field(() => Float, { description: 'The premium package' }) premium!: number;
}

@ObjectType('LevelMoney', { description: 'A price per distribution level' })
export class LevelMoneyType {
  @Field(() => MoneyType, { description: 'The basic package' }) basic!: MoneyType;
  @Field(() => MoneyType, { description: 'The enhanced package' }) enhanced!: MoneyType;
  @Field(() => MoneyType, { description: 'The premium package' }) premium!: MoneyType;
}

export const NewswireDeliveryModeEnum = graphqlEnum(['api', 'package'] as const, 'NewswireDeliveryMode', 'How an order reaches the wire', {
  api: "IssuerWire sends the order through the wire's API",
  package: "IssuerWire prepares the release; the issuer files it on the wire's site (nothing is sent)",
});

@ObjectType('NewswireDelivery', { description: 'What ordering from a wire will do, said before the order' })
export class NewswireDeliveryType {
  @Field(() => NewswireDeliveryModeEnum, { description: 'Sent by API, or a prepared package the issuer files' }) mode!: string;
  @Field(() => [String], { description: 'What happens after ordering, step by step' }) steps!: string[];
}

@ObjectType('LevelMarkets', { description: 'Per level, the markets (US, CA, UK, AU) where the circuit is broad national distribution' })
export class LevelMarketsType {
  @Field(() => [String], { description: 'The basic package' }) basic!: string[];
  @Field(() => [String], { description: 'The enhanced package' }) enhanced!: string[];
  @Field(() => [String], { description: 'The premium package' }) premium!: string[];
}

@ObjectType('DisclosureNeed', {
  description: "What the issuer's listing asks of a release: material news needs broad national distribution",
})
export class DisclosureNeedType {
  @Field(() => String, { description: 'The market whose national distribution it needs (US)' }) market!: string;
  @Field(() => String, { description: 'The rule (Regulation FD)' }) rule!: string;
  @Field(() => [String], { description: 'What makes the release material news (e.g. earnings)' }) topics!: string[];
}

@ObjectType('NewswireProvider', { description: 'A newswire one can order distribution from (a plugin)' })
export class NewswireProviderType {
  @Field(() => NewswireProviderIdEnum, {
    description: "The plugin's id (e.g. BUSINESSWIRE); the values are this installation's newswire plugins",
  })
  id!: string;
  @Field(() => String, { description: 'Its name' }) name!: string;
  @Field(() => Boolean, { description: 'Orders go through its API (else the issuer files on its site)' }) apiAvailable!: boolean;
  @Field(() => LevelPricesType, { description: 'US dollars per level', deprecationReason: deprecatedFor('prices', 'Money as a float') })
  pricing!: LevelPricesType;
  @Field(() => LevelPricesType, { description: 'US cents per level', deprecationReason: deprecatedFor('prices', 'Money as cents') })
  pricingCents!: LevelPricesType;
  @Field(() => Boolean, { description: 'List prices or estimates, not a quote' }) pricingIndicative!: boolean;
  @Field(() => [String], { description: 'What it offers, as listed' }) features!: string[];
  @Field(() => Boolean, { description: 'Nothing is sent to this vendor from this server' }) sandbox!: boolean;
  @Field(() => String, { nullable: true, description: 'Where the issuer files the release or follows the order' })
  submissionUrl!: string | null;
  @Field(() => NewswireDeliveryType, { description: 'What ordering does: sent by API, or a package the issuer files, with its steps' })
  delivery!: NewswireDeliveryType;
  @Field(() => LevelMarketsType, { description: 'Per level, the markets where its circuit is broad national distribution' })
  coverage!: LevelMarketsType;
}

@ObjectType('NewswireOrder', { description: 'A release ordered from one newswire', implements: [NodeInterface] })
export class NewswireOrderType {
  @Field(() => ID, { description: 'The order id' }) id!: string;
  @Field(() => ID, { description: 'The article released' }) articleId!: string;
  @Field(() => ID, { description: 'Its campaign' }) campaignId!: string;
  @Field(() => String, { description: "The article's title" }) articleTitle!: string;
  @Field(() => NewswireProviderIdEnum, { description: "The newswire plugin's id" }) provider!: string;
  @Field(() => String, { description: "The newswire's name" }) providerName!: string;
  @Field(() => Boolean, { description: 'Sent through the vendor’s API (else filed by the issuer)' }) apiAvailable!: boolean;
  @Field(() => DistributionLevelEnum, { description: 'The package ordered' }) level!: string;
  @Field(() => NewswireOrderStatusEnum, { description: 'Where it stands' }) status!: string;
  @Field(() => Int, { description: 'What it costs, in US cents', deprecationReason: deprecatedFor('price', 'Money as cents') })
  costCents!: number;
  @Field(() => Float, { description: 'Dollars', deprecationReason: deprecatedFor('price', 'Money as a float') })
  cost!: number;
  @Field(() => Int, { description: 'Estimated readers: 2,000 per order times the level’s multiplier (1, 3 or 8)' })
  estimatedReach!: number;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it should go out; null: at once' }) targetTime!: string | null;
  @Field(() => String, { nullable: true, description: "The vendor's reference for it" }) vendorRef!: string | null;
  @Field(() => String, { nullable: true, description: 'The release on the wire, once published' }) releaseUrl!: string | null;
  @Field(() => SubmissionPackageType, { nullable: true, description: 'What the issuer files by hand (Web Integration)' })
  submission!: SubmissionPackageType | null;
  @Field(() => Boolean, { description: 'Ordered while the plugin ran in sandbox: nothing was sent' }) sandbox!: boolean;
  @Field(() => String, { nullable: true, description: "The vendor's own words about it" }) message!: string | null;
  @Field(() => String, { nullable: true, description: 'Why the last attempt failed' }) lastError!: string | null;
  @Field(() => Int, { description: 'Attempts to send it' }) attempts!: number;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was released' }) publishedAt!: string | null;
  @Field(() => GraphQLISODateTime, { description: 'The date a calendar puts it on: published, else target, else created' }) at!: string;
  @Field(() => GraphQLISODateTime, { description: 'When it was ordered' }) createdAt!: string;
  @Field(() => GraphQLISODateTime, { description: 'Its last change' }) updatedAt!: string;
}

@ObjectType('MovedPublication', { description: 'A scheduled post moved after the newswire release (the wire goes first)' })
export class MovedPublicationType {
  @Field(() => ID, { description: 'The publication' }) id!: string;
  @Field(() => PlatformIdEnum, { description: 'Its platform (plugin id)' }) platform!: string;
  @Field(() => GraphQLISODateTime, { description: 'Its time before' }) from!: string;
  @Field(() => GraphQLISODateTime, { description: 'Its time now' }) to!: string;
}

@ObjectType('DistributionResult', { description: 'The orders a distribution placed' })
export class DistributionResultType {
  @Field(() => String, { description: 'What was and was not sent, for people' }) message!: string;
  @Field(() => [NewswireOrderType], { description: 'One order per provider' }) orders!: NewswireOrderType[];
  @Field(() => Int, {
    description: 'What they cost together, in US cents',
    deprecationReason: deprecatedFor('totalPrice', 'Money as cents'),
  })
  totalCostCents!: number;
  @Field(() => Float, { description: 'Dollars', deprecationReason: deprecatedFor('totalPrice', 'Money as a float') })
  totalCost!: number;
  @Field(() => Int, { description: 'The orders’ estimated reach, summed' }) estimatedReach!: number;
  @Field(() => [MovedPublicationType], { description: 'Scheduled posts moved after the release' })
  movedPublications!: MovedPublicationType[];
  @Field(() => Boolean, { description: 'The same idempotencyKey was seen before: this is the first answer again' }) replayed!: boolean;
}

@InputType('DistributeInput', { description: "The spec's distribution request" })
export class DistributeInputType {
  @Field(() => ID, { description: 'The article (approved, where the organization requires it)' }) articleId!: string;
  @Field(() => [NewswireProviderIdEnum], { description: 'Newswire plugin ids, one order each' }) providers!: string[];
  @Field(() => DistributionLevelEnum, { nullable: true, description: 'Default BASIC' }) distributionLevel?: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the wire should release it, not in the past. Absent: at once.' })
  targetDate?: Date | null;
  @Field(() => String, {
    nullable: true,
    description: 'One per user action: a repeat answers the first result (replayed) and does nothing again',
  })
  idempotencyKey?: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description:
      'Order a wire that already has an order for this article again (a second, paid release). Without it such a wire is refused (409 already_ordered); with it, refused while that order is not yet published (order_active)',
  })
  orderAgain?: boolean | null;
}

@ObjectType('NewswirePackageQuote', { description: 'One provider at one level for one article, before anything is ordered' })
export class NewswirePackageQuoteType {
  @Field(() => NewswireProviderIdEnum, { description: "The newswire plugin's id" }) provider!: string;
  @Field(() => DistributionLevelEnum, { description: 'The package' }) level!: string;
  @Field(() => Int, { description: 'Its price, in US cents', deprecationReason: deprecatedFor('price', 'Money as cents') })
  priceCents!: number;
  @Field(() => Int, { description: 'Estimated readers: 2,000 per order times the level’s multiplier (1, 3 or 8), as the order records it' })
  estimatedReach!: number;
  @Field(() => Int, { nullable: true, description: 'The most words the package covers; null where the vendor publishes no limit' })
  wordLimit!: number | null;
  @Field(() => Int, { description: 'Words of the release beyond the limit (0 when it fits or no limit is known)' }) extraWords!: number;
  @Field(() => Int, {
    nullable: true,
    description: 'US cents the extra words add, where the vendor publishes a price per 100 words',
    deprecationReason: deprecatedFor('overage', 'Money as cents'),
  })
  overageCents!: number | null;
  @Field(() => String, { nullable: true, description: 'What a release over the limit means, for people; null when it fits' })
  notice!: string | null;
  @Field(() => [String], { description: 'The markets where this level of this wire is broad national distribution' }) coverage!: string[];
}

@ObjectType('NewswireQuote', { description: 'What distributing an article would mean with each provider and level' })
export class NewswireQuoteType {
  @Field(() => ID, { description: 'The article' }) articleId!: string;
  @Field(() => Int, { description: 'Words of the release as the wire receives it: headline, body and disclosures in plain text' })
  wordCount!: number;
  @Field(() => [NewswirePackageQuoteType], { description: 'Every provider at every level' }) packages!: NewswirePackageQuoteType[];
  @Field(() => DisclosureNeedType, {
    nullable: true,
    description:
      'Material news of a listed issuer: the distribution it needs (a choice without it is refused, reg_fd_distribution); null: none',
  })
  disclosure!: DisclosureNeedType | null;
}

/** Money fields of the distribution types, for GraphQL only (the REST facade keeps the spec's cost and totalCost). */
@Resolver(() => NewswireOrderType)
export class NewswireOrderMoneyResolver {
  @FieldResolver(() => MoneyType, { description: 'What the order costs' })
  price(@Root() order: NewswireOrderType): MoneyType {
    return usd(order.costCents);
  }
}

@Resolver(() => DistributionResultType)
export class DistributionResultMoneyResolver {
  @FieldResolver(() => MoneyType, { description: 'What the orders cost together' })
  totalPrice(@Root() result: DistributionResultType): MoneyType {
    return usd(result.totalCostCents);
  }
}

@Resolver(() => NewswireProviderType)
export class NewswireProviderMoneyResolver {
  @FieldResolver(() => LevelMoneyType, { description: 'The price per level' })
  prices(@Root() provider: NewswireProviderType): LevelMoneyType {
    const { basic, enhanced, premium } = provider.pricingCents;
    return { basic: usd(basic), enhanced: usd(enhanced), premium: usd(premium) };
  }
}

@Resolver(() => NewswirePackageQuoteType)
export class NewswirePackageQuoteMoneyResolver {
  @FieldResolver(() => MoneyType, { description: 'Its price (list price or estimate: see NewswireProvider.pricingIndicative)' })
  price(@Root() quote: NewswirePackageQuoteType): MoneyType {
    return usd(quote.priceCents);
  }

  @FieldResolver(() => MoneyType, {
    nullable: true,
    description: 'What the extra words add, where the vendor publishes a price per 100 words',
  })
  overage(@Root() quote: NewswirePackageQuoteType): MoneyType | null {
    return quote.overageCents === null ? null : usd(quote.overageCents);
  }
}

/** The Analytics screen's orders (the engagement module's type) get this module's enums: engagement sits below distribution. */
@Resolver(() => AnalyticsNewswireOrderType)
export class AnalyticsOrderFieldsResolver {
  @FieldResolver(() => DistributionLevelEnum, { description: 'The package ordered' })
  level(@Root() order: AnalyticsNewswireOrderType): string {
    return order.level;
  }

  @FieldResolver(() => NewswireOrderStatusEnum, { description: 'Where it stands' })
  status(@Root() order: AnalyticsNewswireOrderType): string {
    return order.status;
  }
}
