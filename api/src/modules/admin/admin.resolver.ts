import { Arg, Args, Ctx, Field, GraphQLISODateTime, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { AdminContext } from './admin.graphql-context';
import { ConnectionArgs, connectionType, paginate, type Connection } from '../../graphql/connection';
import { mutationPayload, payloadType, type Payload } from '../../graphql/payload';
import { ActionResultType } from '../identity';
import { parseInput } from '../../lib/parse-input';
import { KYC_MESSAGES, kycApproveSchema, kycRejectSchema, KycStepType, KycUserDataType, KycVerdictEnum, userIdParam } from '../kyc';
import { requireAdmin } from './admin.auth';

@ObjectType('KycReviewItem', { description: 'A KYC application with a failed check, waiting for a reviewer' })
class KycReviewItemType {
  @Field(() => ID, { description: 'The applicant' }) userId!: string;
  @Field(() => ID, { description: 'The application' }) applicationId!: string;
  @Field(() => String, { description: "The account's address" }) accountEmail!: string;
  @Field(() => GraphQLISODateTime, { description: 'When it was submitted' }) submittedAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the mailed code was confirmed' }) emailConfirmedAt!: Date | null;
  @Field(() => KycUserDataType, { description: 'What was declared' }) userData!: KycUserDataType;
  @Field(() => [KycStepType], { description: 'The checks' }) verificationSteps!: KycStepType[];
}

@ObjectType('KycDecidedReview', { description: "A decided KYC application in the reviewers' history" })
class KycDecidedReviewType {
  @Field(() => ID, { description: 'The applicant' }) userId!: string;
  @Field(() => ID, { description: 'The application' }) applicationId!: string;
  @Field(() => String, { description: "The account's address (the decision was mailed there)" }) accountEmail!: string;
  @Field(() => String, { description: 'The company applied for' }) companyName!: string;
  @Field(() => String, { description: 'Its ticker' }) ticker!: string;
  @Field(() => String, { description: 'Its exchange' }) exchange!: string;
  @Field(() => GraphQLISODateTime, { description: 'When it was submitted' }) submittedAt!: Date;
  @Field(() => KycVerdictEnum, { description: 'The decision' }) decision!: string;
  @Field(() => String, { nullable: true, description: 'The reason (rejection) or note (approval), as mailed' }) reason!: string | null;
  @Field(() => GraphQLISODateTime, { description: 'When it was decided' }) decidedAt!: Date;
  @Field(() => String, { nullable: true, description: "The reviewer's username (null once their account is removed)" })
  reviewer!: string | null;
}

@ObjectType('ReviewActionResult', { description: "A reviewer's decision recorded" })
class ReviewActionResultType extends ActionResultType {}

@InputType('ApproveKycReviewInput', { description: 'The application to approve' })
class ApproveKycReviewInput {
  @Field(() => ID, { description: 'The applicant' }) userId!: string;
  @Field(() => String, { nullable: true, description: 'A note for the record' }) note?: string | null;
}

@InputType('RejectKycReviewInput', { description: 'The application to reject, and why' })
class RejectKycReviewInput {
  @Field(() => ID, { description: 'The applicant' }) userId!: string;
  @Field(() => String, { description: 'Why (mailed to the applicant)' }) reason!: string;
}

const ApproveKycReviewPayload = payloadType(
  'ApproveKycReviewPayload',
  'reviewActionResult',
  () => ReviewActionResultType,
  'the approval recorded',
  'result',
);
const RejectKycReviewPayload = payloadType(
  'RejectKycReviewPayload',
  'reviewActionResult',
  () => ReviewActionResultType,
  'the rejection recorded',
  'result',
);

const KycReviewConnection = connectionType(KycReviewItemType, 'KycReview', 'KYC application waiting for review');
const KycDecidedReviewConnection = connectionType(KycDecidedReviewType, 'KycDecidedReview', 'decided KYC application');

/** The reviewer's side of KYC over GraphQL (admin role only). */
@Resolver()
export class AdminResolver {
  @Query(() => KycReviewConnection, { description: 'Applications waiting for a reviewer, oldest first (admin only)' })
  async kycReviews(@Ctx() ctx: AdminContext, @Args(() => ConnectionArgs) page: ConnectionArgs): Promise<Connection<KycReviewItemType>> {
    await requireAdmin(ctx.request);
    return paginate(await ctx.services.kyc.listReviews(), (r) => r.applicationId, page);
  }

  @Query(() => KycDecidedReviewConnection, {
    description: 'Decided applications, newest decision first: the latest 200 (admin only)',
  })
  async kycReviewHistory(
    @Ctx() ctx: AdminContext,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
  ): Promise<Connection<KycDecidedReviewType>> {
    await requireAdmin(ctx.request);
    return paginate(await ctx.services.kyc.listDecided(), (r) => r.applicationId, page);
  }

  @Mutation(() => ApproveKycReviewPayload, { description: 'Approve: the account is verified and holds its ticker (admin only)' })
  async approveKycReview(
    @Arg('input', () => ApproveKycReviewInput, { description: 'The applicant and a note' }) input: ApproveKycReviewInput,
    @Ctx() ctx: AdminContext,
  ): Promise<Payload<'reviewActionResult', ReviewActionResultType>> {
    return mutationPayload('reviewActionResult', async () => {
      const reviewer = await requireAdmin(ctx.request);
      const { userId: id } = parseInput(userIdParam, { userId: input.userId });
      await ctx.services.kyc.approve(reviewer, id, parseInput(kycApproveSchema, { note: input.note ?? undefined }).note);
      return { success: true, message: KYC_MESSAGES.approved };
    });
  }

  @Mutation(() => RejectKycReviewPayload, { description: 'Reject with a reason the issuer sees (admin only)' })
  async rejectKycReview(
    @Arg('input', () => RejectKycReviewInput, { description: 'The applicant and the reason' }) input: RejectKycReviewInput,
    @Ctx() ctx: AdminContext,
  ): Promise<Payload<'reviewActionResult', ReviewActionResultType>> {
    return mutationPayload('reviewActionResult', async () => {
      const reviewer = await requireAdmin(ctx.request);
      const { userId: id } = parseInput(userIdParam, { userId: input.userId });
      await ctx.services.kyc.reject(reviewer, id, parseInput(kycRejectSchema, { reason: input.reason }).reason);
      return { success: true, message: KYC_MESSAGES.rejected };
    });
  }
}
