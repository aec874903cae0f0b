import { Arg, Ctx, Field, GraphQLISODateTime, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { ActionResultType } from '../identity';
import { parseInput } from '../../lib/parse-input';
import { KYC_MESSAGES, kycApproveSchema, kycRejectSchema, KycStepType, KycUserDataType, userIdParam } from '../kyc';
import { requireAdmin } from './admin.auth';

@ObjectType('KycReviewItem', { description: 'A KYC application with a failed check, waiting for a reviewer' })
class KycReviewItemType {
  @Field(() => ID) userId!: string;
  @Field(() => ID) applicationId!: string;
  @Field(() => String) accountEmail!: string;
  @Field(() => GraphQLISODateTime) submittedAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) emailConfirmedAt!: Date | null;
  @Field(() => KycUserDataType) userData!: KycUserDataType;
  @Field(() => [KycStepType]) verificationSteps!: KycStepType[];
}

@ObjectType('ReviewActionResult')
class ReviewActionResultType extends ActionResultType {}

/** The reviewer's side of KYC over GraphQL (admin role only). */
@Resolver()
export class AdminResolver {
  @Query(() => [KycReviewItemType], { description: 'Applications waiting for a reviewer, oldest first (admin only)' })
  async kycReviews(@Ctx() ctx: GraphQLContext): Promise<KycReviewItemType[]> {
    await requireAdmin(ctx.request);
    return ctx.services.kyc.listReviews();
  }

  @Mutation(() => ReviewActionResultType, { description: 'Approve: the account is verified and holds its ticker (admin only)' })
  async approveKycReview(
    @Arg('userId', () => ID) userId: string,
    @Arg('note', () => String, { nullable: true }) note: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReviewActionResultType> {
    const reviewer = await requireAdmin(ctx.request);
    const { userId: id } = parseInput(userIdParam, { userId });
    await ctx.services.kyc.approve(reviewer, id, parseInput(kycApproveSchema, { note: note ?? undefined }).note);
    return { success: true, message: KYC_MESSAGES.approved };
  }

  @Mutation(() => ReviewActionResultType, { description: 'Reject with a reason the issuer sees (admin only)' })
  async rejectKycReview(
    @Arg('userId', () => ID) userId: string,
    @Arg('reason', () => String) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReviewActionResultType> {
    const reviewer = await requireAdmin(ctx.request);
    const { userId: id } = parseInput(userIdParam, { userId });
    await ctx.services.kyc.reject(reviewer, id, parseInput(kycRejectSchema, { reason }).reason);
    return { success: true, message: KYC_MESSAGES.rejected };
  }
}
