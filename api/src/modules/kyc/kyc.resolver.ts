import { Arg, Ctx, Field, GraphQLISODateTime, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { ActionResultType, enforceAuthRateLimit, requireViewer, UserHandleFields, withIssuerFields } from '../identity';
import { parseInput } from '../../lib/parse-input';
import { authorizationTestSchema, kycSubmitSchema, kycVerifyEmailSchema } from './kyc.schemas';
import { KYC_MESSAGES } from './kyc.service';

@ObjectType('KycStep', { description: 'One verification check as the server last recorded it' })
export class KycStepType {
  @Field(() => String) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) description!: string;
  @Field(() => String, { description: 'pending, checking, passed or failed' }) status!: string;
  @Field(() => String, { nullable: true }) detail!: string | null;
  @Field(() => Boolean, { description: 'True when the check stands in for a regulatory database lookup it does not make' })
  offlineStandIn!: boolean;
}

@ObjectType('KycUserData')
export class KycUserDataType {
  @Field(() => String) username!: string;
  @Field(() => String, { description: 'The official email the code is sent to' }) email!: string;
  @Field(() => String) companyName!: string;
  @Field(() => String) ticker!: string;
  @Field(() => String) exchange!: string;
  @Field(() => String) sector!: string;
  @Field(() => String) contactName!: string;
  @Field(() => String) website!: string;
  @Field(() => String) jurisdiction!: string;
  @Field(() => String, { nullable: true }) newsUpdate!: string | null;
  @Field(() => String) verificationStatus!: string;
  @Field(() => Boolean, { description: 'Company, exchange and sector came from the market data' }) listingKnown!: boolean;
}

@ObjectType('KycSubmissionResult')
class KycSubmissionResultType {
  @Field(() => KycUserDataType) userData!: KycUserDataType;
  @Field(() => [KycStepType]) verificationSteps!: KycStepType[];
}

@ObjectType('KycCode', { description: 'The emailed code waiting to be confirmed (never the code itself)' })
class KycCodeType {
  @Field(() => String) sentTo!: string;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Null once the code is used up (5 wrong tries)' })
  expiresAt!: Date | null;
  @Field(() => Int) attemptsLeft!: number;
  @Field(() => GraphQLISODateTime, { nullable: true }) resendAvailableAt!: Date | null;
}

@ObjectType('KycReviewDecision')
class KycReviewDecisionType {
  @Field(() => String, { description: 'approved or rejected' }) decision!: string;
  @Field(() => String, { nullable: true }) reason!: string | null;
  @Field(() => GraphQLISODateTime) decidedAt!: Date;
}

@ObjectType('KycStatus')
class KycStatusType {
  @Field(() => String) verificationStatus!: string;
  @Field(() => String, { nullable: true }) authorizedTicker!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) verifiedAt!: Date | null;
  @Field(() => String, {
    nullable: true,
    description: 'checking, awaiting_email, in_review, verified or rejected; null before any application',
  })
  applicationStatus!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) submittedAt!: Date | null;
  @Field(() => KycUserDataType, { nullable: true }) userData!: KycUserDataType | null;
  @Field(() => [KycStepType]) verificationSteps!: KycStepType[];
  @Field(() => KycCodeType, { nullable: true }) code!: KycCodeType | null;
  @Field(() => KycReviewDecisionType, { nullable: true }) review!: KycReviewDecisionType | null;
}

@ObjectType('KycVerifyEmailResult')
class KycVerifyEmailResultType extends ActionResultType {
  @Field(() => String) verificationStatus!: string;
}

@ObjectType('KycResendCodeResult')
class KycResendCodeResultType extends ActionResultType {
  @Field(() => String) sentTo!: string;
  @Field(() => GraphQLISODateTime) expiresAt!: Date;
}

@ObjectType('TickerAuthorizationResult', { description: 'Spec: isAuthorized, userId, ticker, authorizedTicker, reason (+ a stable code)' })
class TickerAuthorizationResultType {
  @Field(() => Boolean) isAuthorized!: boolean;
  @Field(() => String, { nullable: true }) userId!: string | null;
  @Field(() => String) ticker!: string;
  @Field(() => String, { nullable: true }) authorizedTicker!: string | null;
  @Field(() => String) reason!: string;
  @Field(() => String) code!: string;
}

@ObjectType('DemoAccount')
class DemoAccountType {
  @Field(() => ID) id!: string;
  @Field(() => String) username!: string;
  @Field(() => String) verificationStatus!: string;
  @Field(() => String, { nullable: true }) ticker!: string | null;
}

@ObjectType('DemoAccounts')
class DemoAccountsType {
  @Field(() => [DemoAccountType]) accounts!: DemoAccountType[];
  @Field(() => ID, { description: 'The reserved id of the "non-existent user" preset' }) nonExistentUserId!: string;
  @Field(() => String) demoTicker!: string;
  @Field(() => String) otherTicker!: string;
}

@ObjectType('IssuerProfile', { description: 'Spec: Issuer profile (demo)' })
class IssuerProfileType extends withIssuerFields(UserHandleFields) {}

@InputType('KycSubmissionInput')
class KycSubmissionInputType {
  @Field(() => String) companyName!: string;
  @Field(() => String) ticker!: string;
  @Field(() => String) exchange!: string;
  @Field(() => String) sector!: string;
  @Field(() => String) contactName!: string;
  @Field(() => String) email!: string;
  @Field(() => String) website!: string;
  @Field(() => String) jurisdiction!: string;
  @Field(() => String, { nullable: true }) newsUpdate?: string | null;
  @Field(() => Boolean) consent!: boolean;
}

@InputType('KycVerifyEmailInput')
class KycVerifyEmailInputType {
  @Field(() => String) email!: string;
  @Field(() => String) verificationCode!: string;
}

@InputType('TickerAuthorizationTestInput')
class TickerAuthorizationTestInputType {
  @Field(() => String) userId!: string;
  @Field(() => String) ticker!: string;
}

/** KYC, the authorization tester and the sample accounts over GraphQL: the same schemas and services as REST. */
@Resolver()
export class KycResolver {
  @Query(() => KycStatusType, { nullable: true, description: 'The signed-in account’s verification; null when nobody is signed in' })
  async kycStatus(@Ctx() ctx: GraphQLContext): Promise<KycStatusType | null> {
    return ctx.request.viewer ? ctx.services.kyc.status(requireViewer(ctx.request)) : null;
  }

  @Mutation(() => KycSubmissionResultType)
  async submitKyc(
    @Arg('input', () => KycSubmissionInputType) input: KycSubmissionInputType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<KycSubmissionResultType> {
    await enforceAuthRateLimit(ctx.request, ctx.reply);
    const viewer = requireViewer(ctx.request);
    return ctx.services.kyc.submit(viewer, parseInput(kycSubmitSchema, { ...input, newsUpdate: input.newsUpdate ?? undefined }));
  }

  @Mutation(() => KycVerifyEmailResultType)
  async verifyKycEmail(
    @Arg('input', () => KycVerifyEmailInputType) input: KycVerifyEmailInputType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<KycVerifyEmailResultType> {
    await enforceAuthRateLimit(ctx.request, ctx.reply);
    const viewer = requireViewer(ctx.request);
    return { success: true, ...(await ctx.services.kyc.verifyEmail(viewer, parseInput(kycVerifyEmailSchema, input))) };
  }

  @Mutation(() => KycResendCodeResultType)
  async resendKycCode(@Ctx() ctx: GraphQLContext): Promise<KycResendCodeResultType> {
    await enforceAuthRateLimit(ctx.request, ctx.reply);
    const viewer = requireViewer(ctx.request);
    return { success: true, message: KYC_MESSAGES.codeSent, ...(await ctx.services.kyc.resendCode(viewer)) };
  }

  @Query(() => TickerAuthorizationResultType, {
    description: 'The one authorization decision: yourself and the sample accounts (admins: anyone)',
  })
  async testTickerAuthorization(
    @Arg('input', () => TickerAuthorizationTestInputType) input: TickerAuthorizationTestInputType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<TickerAuthorizationResultType> {
    return ctx.services.demo.testAuthorization(ctx.em, ctx.request.viewer, parseInput(authorizationTestSchema, input));
  }

  @Query(() => DemoAccountsType, { description: 'The sample accounts of the authorization presets' })
  async demoAccounts(@Ctx() ctx: GraphQLContext): Promise<DemoAccountsType> {
    return ctx.services.demo.accounts(ctx.em);
  }

  @Query(() => IssuerProfileType, { description: 'The seeded demo issuer' })
  async demoProfile(@Ctx() ctx: GraphQLContext): Promise<IssuerProfileType> {
    return ctx.services.demo.profile(ctx.em);
  }
}
