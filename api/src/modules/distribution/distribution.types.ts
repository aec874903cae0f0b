import { Field, FieldResolver, Float, GraphQLISODateTime, ID, InputType, Int, ObjectType, Resolver, Root } from 'type-graphql';
import { MoneyType } from '../../graphql/money';
import { SubmissionPackageType } from '../vendor-calls';

// GraphQL shapes of the distribution module.

@ObjectType('LevelPrices')
export class LevelPricesType {
  @Field(() => Float) basic!: number;
  @Field(() => Float) enhanced!: number;
  @Field(() => Float) premium!: number;
}

@ObjectType('NewswireProvider')
export class NewswireProviderType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => Boolean) apiAvailable!: boolean;
  @Field(() => LevelPricesType, { description: 'Dollars per level' }) pricing!: LevelPricesType;
  @Field(() => LevelPricesType) pricingCents!: LevelPricesType;
  @Field(() => Boolean, { description: 'List prices or estimates, not a quote' }) pricingIndicative!: boolean;
  @Field(() => [String]) features!: string[];
  @Field(() => Boolean, { description: 'Nothing is sent to this vendor from this server' }) sandbox!: boolean;
  @Field(() => String, { nullable: true }) submissionUrl!: string | null;
}

@ObjectType('NewswireOrder')
export class NewswireOrderType {
  @Field(() => ID) id!: string;
  @Field(() => ID) articleId!: string;
  @Field(() => ID) campaignId!: string;
  @Field(() => String) articleTitle!: string;
  @Field(() => String) provider!: string;
  @Field(() => String) providerName!: string;
  @Field(() => Boolean) apiAvailable!: boolean;
  @Field(() => String) level!: string;
  @Field(() => String, { description: 'scheduled, submitting, submitted, awaiting_issuer, published, failed or cancelled' })
  status!: string;
  @Field(() => Int) costCents!: number;
  @Field(() => Float, { description: 'Dollars', deprecationReason: 'Money as a float: use price (whole cents and a currency)' })
  cost!: number;
  @Field(() => Int) estimatedReach!: number;
  @Field(() => GraphQLISODateTime, { nullable: true }) targetTime!: string | null;
  @Field(() => String, { nullable: true }) vendorRef!: string | null;
  @Field(() => String, { nullable: true }) releaseUrl!: string | null;
  @Field(() => SubmissionPackageType, { nullable: true }) submission!: SubmissionPackageType | null;
  @Field(() => Boolean) sandbox!: boolean;
  @Field(() => String, { nullable: true }) message!: string | null;
  @Field(() => String, { nullable: true }) lastError!: string | null;
  @Field(() => Int) attempts!: number;
  @Field(() => GraphQLISODateTime, { nullable: true }) publishedAt!: string | null;
  @Field(() => GraphQLISODateTime) at!: string;
  @Field(() => GraphQLISODateTime) createdAt!: string;
  @Field(() => GraphQLISODateTime) updatedAt!: string;
}

@ObjectType('MovedPublication')
export class MovedPublicationType {
  @Field(() => ID) id!: string;
  @Field(() => String) platform!: string;
  @Field(() => GraphQLISODateTime) from!: string;
  @Field(() => GraphQLISODateTime) to!: string;
}

@ObjectType('DistributionResult')
export class DistributionResultType {
  @Field(() => String) message!: string;
  @Field(() => [NewswireOrderType]) orders!: NewswireOrderType[];
  @Field(() => Int) totalCostCents!: number;
  @Field(() => Float, { deprecationReason: 'Money as a float: use totalPrice (whole cents and a currency)' }) totalCost!: number;
  @Field(() => Int) estimatedReach!: number;
  @Field(() => [MovedPublicationType]) movedPublications!: MovedPublicationType[];
  @Field(() => Boolean) replayed!: boolean;
}

@InputType('DistributeInput', { description: "The spec's distribution request" })
export class DistributeInputType {
  @Field(() => ID) articleId!: string;
  @Field(() => [String]) providers!: string[];
  @Field(() => String, { nullable: true, description: 'basic, enhanced or premium (default basic)' }) distributionLevel?: string | null;
  @Field(() => String, { nullable: true, description: 'ISO 8601, not in the past; without an offset it is read as UTC. Absent: at once.' })
  targetDate?: string | null;
}

/** Money fields of the distribution types, for GraphQL only (the REST facade keeps the spec's cost and totalCost). */
@Resolver(() => NewswireOrderType)
export class NewswireOrderMoneyResolver {
  @FieldResolver(() => MoneyType, { description: 'What the order costs' })
  price(@Root() order: NewswireOrderType): MoneyType {
    return { amountCents: order.costCents, currency: 'USD' };
  }
}

@Resolver(() => DistributionResultType)
export class DistributionResultMoneyResolver {
  @FieldResolver(() => MoneyType, { description: 'What the orders cost together' })
  totalPrice(@Root() result: DistributionResultType): MoneyType {
    return { amountCents: result.totalCostCents, currency: 'USD' };
  }
}
