import { Arg, Ctx, Field, GraphQLISODateTime, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { KycContext } from './kyc.graphql-context';
import { graphqlEnum } from '../../graphql/enums';
import { mutationPayload, payloadType, type Payload } from '../../graphql/payload';
import {
  ActionResultType,
  enforceAuthRateLimit,
  requireViewer,
  UserHandleFields,
  VerificationStatusEnum,
  withIssuerFields,
} from '../identity';
import { parseInput } from '../../lib/parse-input';
import { KYC_APPLICATION_STATUSES } from './kyc-application.entity';
import { KYC_STEP_STATUSES } from './kyc.checks';
import { authorizationTestSchema, kycSubmitSchema, kycVerifyEmailSchema } from './kyc.schemas';
import { KYC_MESSAGES } from './kyc.service';

const KycStepStatusEnum = graphqlEnum(KYC_STEP_STATUSES, 'KycStepStatus', 'Where one verification check stands', {
  pending: 'Not run yet',
  checking: 'Running',
  passed: 'Passed',
  failed: 'Failed (its detail says why; a reviewer looks at it)',
});

const KycApplicationStatusEnum = graphqlEnum(KYC_APPLICATION_STATUSES, 'KycApplicationStatus', 'Where a KYC application stands', {
  checking: 'The checks are running',
  awaiting_email: 'Waiting for the code mailed to the official address',
  in_review: 'A reviewer is looking at it (24–48 hours)',
  verified: 'Verified',
  rejected: 'Rejected by a reviewer',
  superseded: 'Replaced by a later application',
});

export const KycVerdictEnum = graphqlEnum(['approved', 'rejected'], 'KycVerdict', "A reviewer's decision on an application", {
  approved: 'Approved: the account is verified',
  rejected: 'Rejected, with the reason mailed to the applicant',
});

@ObjectType('KycStep', { description: 'One verification check as the server last recorded it' })
export class KycStepType {
  @Field(() => String, { description: 'Stable id of the check (listing_match, email_domain, ticker_holder, email_control)' }) id!: string;
  @Field(() => String, { description: 'Its name' }) name!: string;
  @Field(() => String, { description: 'What it checks' }) description!: string;
  @Field(() => KycStepStatusEnum, { description: 'Where it stands' }) status!: string;
  @Field(() => String, { nullable: true, description: 'What it found, for people' }) detail!: string | null;
  @Field(() => Boolean, { description: 'True when the check stands in for a regulatory database lookup it does not make' })
  offlineStandIn!: boolean;
}

@ObjectType('KycUserData', { description: 'What the applicant declared' })
export class KycUserDataType {
  @Field(() => String, { description: 'Their username' }) username!: string;
  @Field(() => String, { description: 'The official email the code is sent to' }) email!: string;
  @Field(() => String, { description: 'The company' }) companyName!: string;
  @Field(() => String, { description: 'Its ticker' }) ticker!: string;
  @Field(() => String, { description: 'Its exchange' }) exchange!: string;
  @Field(() => String, { description: 'Its sector' }) sector!: string;
  @Field(() => String, { description: 'The contact person' }) contactName!: string;
  @Field(() => String, { description: 'The company website' }) website!: string;
  @Field(() => String, { description: 'The jurisdiction' }) jurisdiction!: string;
  @Field(() => String, { nullable: true, description: 'Recent news the applicant gave' }) newsUpdate!: string | null;
  @Field(() => VerificationStatusEnum, { description: "The account's verification" }) verificationStatus!: string;
  @Field(() => Boolean, { description: 'Company, exchange and sector came from the market data' }) listingKnown!: boolean;
}

@ObjectType('KycSubmissionResult', { description: 'The application as submitted, and its checks' })
class KycSubmissionResultType {
  @Field(() => KycUserDataType, { description: 'What was declared' }) userData!: KycUserDataType;
  @Field(() => [KycStepType], { description: 'The checks' }) verificationSteps!: KycStepType[];
}

@ObjectType('KycCode', { description: 'The emailed code waiting to be confirmed (never the code itself)' })
class KycCodeType {
  @Field(() => String, { description: 'The address it went to, masked' }) sentTo!: string;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Null once the code is used up (5 wrong tries)' })
  expiresAt!: Date | null;
  @Field(() => Int, { description: 'Wrong tries left' }) attemptsLeft!: number;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When a new code can be sent; null: now' })
  resendAvailableAt!: Date | null;
}

@ObjectType('KycReviewDecision', { description: "A reviewer's decision" })
class KycReviewDecisionType {
  @Field(() => KycVerdictEnum, { description: 'The decision' }) decision!: string;
  @Field(() => String, { nullable: true, description: 'The reason given (always for a rejection)' }) reason!: string | null;
  @Field(() => GraphQLISODateTime, { description: 'When it was decided' }) decidedAt!: Date;
}

@ObjectType('KycStatus', { description: "The signed-in account's verification and its latest application" })
class KycStatusType {
  @Field(() => VerificationStatusEnum, { description: "The account's verification" }) verificationStatus!: string;
  @Field(() => String, { nullable: true, description: 'The ticker it acts for, once verified' }) authorizedTicker!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was verified' }) verifiedAt!: Date | null;
  @Field(() => KycApplicationStatusEnum, { nullable: true, description: 'The latest application; null before any' })
  applicationStatus!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was submitted' }) submittedAt!: Date | null;
  @Field(() => KycUserDataType, { nullable: true, description: 'What it declared' }) userData!: KycUserDataType | null;
  @Field(() => [KycStepType], { description: 'Its checks' }) verificationSteps!: KycStepType[];
  @Field(() => KycCodeType, { nullable: true, description: 'The code waiting to be confirmed' }) code!: KycCodeType | null;
  @Field(() => KycReviewDecisionType, { nullable: true, description: "The reviewer's decision, once made" })
  review!: KycReviewDecisionType | null;
}

@ObjectType('KycVerifyEmailResult', { description: 'The code confirmed' })
class KycVerifyEmailResultType extends ActionResultType {
  @Field(() => VerificationStatusEnum, { description: "The account's verification now" }) verificationStatus!: string;
}

@ObjectType('KycResendCodeResult', { description: 'A new code was mailed' })
class KycResendCodeResultType extends ActionResultType {
  @Field(() => String, { description: 'The address it went to, masked' }) sentTo!: string;
  @Field(() => GraphQLISODateTime, { description: 'When it stops working' }) expiresAt!: Date;
}

@ObjectType('TickerAuthorizationResult', { description: 'Spec: isAuthorized, userId, ticker, authorizedTicker, reason (+ a stable code)' })
class TickerAuthorizationResultType {
  @Field(() => Boolean, { description: 'The account may act for the ticker' }) isAuthorized!: boolean;
  @Field(() => String, { nullable: true, description: 'The account tested' }) userId!: string | null;
  @Field(() => String, { description: 'The ticker tested' }) ticker!: string;
  @Field(() => String, { nullable: true, description: 'The ticker the account holds, if any' }) authorizedTicker!: string | null;
  @Field(() => String, { description: 'Why, for people' }) reason!: string;
  @Field(() => String, {
    description:
      'authorized, or the error code an action would get (unauthenticated, user_not_found, issuer_not_verified, ticker_not_authorized)',
  })
  code!: string;
}

@ObjectType('DemoAccount', { description: 'A sample account of the authorization presets' })
class DemoAccountType {
  @Field(() => ID, { description: 'Its id' }) id!: string;
  @Field(() => String, { description: 'Its username' }) username!: string;
  @Field(() => VerificationStatusEnum, { description: 'Its verification' }) verificationStatus!: string;
  @Field(() => String, { nullable: true, description: 'Its ticker' }) ticker!: string | null;
}

@ObjectType('DemoAccounts', { description: 'The presets of the authorization tester' })
class DemoAccountsType {
  @Field(() => [DemoAccountType], { description: 'The sample accounts' }) accounts!: DemoAccountType[];
  @Field(() => ID, { description: 'The reserved id of the "non-existent user" preset' }) nonExistentUserId!: string;
  @Field(() => String, { description: "The demo issuer's ticker" }) demoTicker!: string;
  @Field(() => String, { description: 'A ticker the demo issuer does not hold' }) otherTicker!: string;
}

@ObjectType('IssuerProfile', { description: 'Spec: Issuer profile (demo)' })
class IssuerProfileType extends withIssuerFields(UserHandleFields) {}

@InputType('KycSubmissionInput', { description: 'A KYC application: the company and its official contact' })
class KycSubmissionInputType {
  @Field(() => String, { description: 'The listed company' }) companyName!: string;
  @Field(() => String, { description: 'Its ticker' }) ticker!: string;
  @Field(() => String, { description: 'Its exchange' }) exchange!: string;
  @Field(() => String, { description: 'Its sector' }) sector!: string;
  @Field(() => String, { description: 'The contact person' }) contactName!: string;
  @Field(() => String, { description: "An address at the company's domain (the code goes there)" }) email!: string;
  @Field(() => String, { description: 'The company website' }) website!: string;
  @Field(() => String, { description: 'The jurisdiction' }) jurisdiction!: string;
  @Field(() => String, { nullable: true, description: 'Recent news' }) newsUpdate?: string | null;
  @Field(() => Boolean, { description: 'Consent to the checks (must be true)' }) consent!: boolean;
}

@InputType('KycVerifyEmailInput', { description: 'The mailed code' })
class KycVerifyEmailInputType {
  @Field(() => String, { description: 'The address it went to' }) email!: string;
  @Field(() => String, { description: 'The 6-digit code' }) verificationCode!: string;
}

@InputType('TickerAuthorizationTestInput', { description: 'An account and a ticker to test' })
class TickerAuthorizationTestInputType {
  @Field(() => String, { description: 'The account (yourself or a sample account; admins: anyone)' }) userId!: string;
  @Field(() => String, { description: 'The ticker' }) ticker!: string;
}

const SubmitKycPayload = payloadType(
  'SubmitKycPayload',
  'kycSubmissionResult',
  () => KycSubmissionResultType,
  'the application and its checks',
  'result',
);
const VerifyKycEmailPayload = payloadType(
  'VerifyKycEmailPayload',
  'kycVerifyEmailResult',
  () => KycVerifyEmailResultType,
  'the code confirmed',
  'result',
);
const ResendKycCodePayload = payloadType(
  'ResendKycCodePayload',
  'kycResendCodeResult',
  () => KycResendCodeResultType,
  'the new code mailed',
  'result',
);

/** KYC, the authorization tester and the sample accounts over GraphQL: the same schemas and services as REST. */
@Resolver()
export class KycResolver {
  @Query(() => KycStatusType, { nullable: true, description: 'The signed-in account’s verification; null when nobody is signed in' })
  async kycStatus(@Ctx() ctx: KycContext): Promise<KycStatusType | null> {
    return ctx.request.viewer ? ctx.services.kyc.status(requireViewer(ctx.request)) : null;
  }

  @Mutation(() => SubmitKycPayload, { description: 'Apply for verification: the checks run and a code is mailed' })
  async submitKyc(
    @Arg('input', () => KycSubmissionInputType, { description: 'The application' }) input: KycSubmissionInputType,
    @Ctx() ctx: KycContext,
  ): Promise<Payload<'kycSubmissionResult', KycSubmissionResultType>> {
    return mutationPayload('kycSubmissionResult', async () => {
      await enforceAuthRateLimit(ctx.request, ctx.reply);
      const viewer = requireViewer(ctx.request);
      return ctx.services.kyc.submit(viewer, parseInput(kycSubmitSchema, { ...input, newsUpdate: input.newsUpdate ?? undefined }));
    });
  }

  @Mutation(() => VerifyKycEmailPayload, { description: 'Confirm the mailed code' })
  async verifyKycEmail(
    @Arg('input', () => KycVerifyEmailInputType, { description: 'The code' }) input: KycVerifyEmailInputType,
    @Ctx() ctx: KycContext,
  ): Promise<Payload<'kycVerifyEmailResult', KycVerifyEmailResultType>> {
    return mutationPayload('kycVerifyEmailResult', async () => {
      await enforceAuthRateLimit(ctx.request, ctx.reply);
      const viewer = requireViewer(ctx.request);
      return { success: true, ...(await ctx.services.kyc.verifyEmail(viewer, parseInput(kycVerifyEmailSchema, input))) };
    });
  }

  @Mutation(() => ResendKycCodePayload, { description: 'Mail a new code (rate-limited)' })
  async resendKycCode(@Ctx() ctx: KycContext): Promise<Payload<'kycResendCodeResult', KycResendCodeResultType>> {
    return mutationPayload('kycResendCodeResult', async () => {
      await enforceAuthRateLimit(ctx.request, ctx.reply);
      const viewer = requireViewer(ctx.request);
      return { success: true, message: KYC_MESSAGES.codeSent, ...(await ctx.services.kyc.resendCode(viewer)) };
    });
  }

  @Query(() => TickerAuthorizationResultType, {
    description: 'The one authorization decision: yourself and the sample accounts (admins: anyone)',
  })
  async testTickerAuthorization(
    @Arg('input', () => TickerAuthorizationTestInputType, { description: 'What to test' }) input: TickerAuthorizationTestInputType,
    @Ctx() ctx: KycContext,
  ): Promise<TickerAuthorizationResultType> {
    return ctx.services.demo.testAuthorization(ctx.em, ctx.request.viewer, parseInput(authorizationTestSchema, input));
  }

  @Query(() => DemoAccountsType, { description: 'The sample accounts of the authorization presets' })
  async demoAccounts(@Ctx() ctx: KycContext): Promise<DemoAccountsType> {
    return ctx.services.demo.accounts(ctx.em);
  }

  @Query(() => IssuerProfileType, { description: 'The seeded demo issuer' })
  async demoProfile(@Ctx() ctx: KycContext): Promise<IssuerProfileType> {
    return ctx.services.demo.profile(ctx.em);
  }
}
