import { Arg, Args, Ctx, Field, GraphQLISODateTime, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { ConnectionArgs, connectionType, paginate, type Connection } from '../../graphql/connection';
import { ActionResultType } from '../identity';
import { parseInput } from '../../lib/parse-input';
import { KYC_MESSAGES, kycApproveSchema, kycRejectSchema, KycStepType, KycUserDataType, userIdParam } from '../kyc';
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

@ObjectType('ReviewActionResult', { description: "A reviewer's decision recorded" })
class ReviewActionResultType extends ActionResultType {}

const KycReviewConnection = connectionType(KycReviewItemType, 'KycReview', 'KYC application waiting for review');

/** The reviewer's side of KYC over GraphQL (admin role only). */
@Resolver()
export class AdminResolver {
  @Query(() => KycReviewConnection, { description: 'Applications waiting for a reviewer, oldest first (admin only)' })
  async kycReviews(@Ctx() ctx: GraphQLContext, @Args(() => ConnectionArgs) page: ConnectionArgs): Promise<Connection<KycReviewItemType>> {
    await requireAdmin(ctx.request);
    return paginate(await ctx.services.kyc.listReviews(), (r) => r.applicationId, page);
  }

  @Mutation(() => ReviewActionResultType, { description: 'Approve: the account is verified and holds its ticker (admin only)' })
  async approveKycReview(
    @Arg('userId', () => ID, { description: 'The applicant' }) userId: string,
    @Arg('note', () => String, { nullable: true, description: 'A note for the record' }) note: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReviewActionResultType> {
    const reviewer = await requireAdmin(ctx.request);
    const { userId: id } = parseInput(userIdParam, { userId });
    await ctx.services.kyc.approve(reviewer, id, parseInput(kycApproveSchema, { note: note ?? undefined }).note);
    return { success: true, message: KYC_MESSAGES.approved };
  }

  @Mutation(() => ReviewActionResultType, { description: 'Reject with a reason the issuer sees (admin only)' })
  async rejectKycReview(
    @Arg('userId', () => ID, { description: 'The applicant' }) userId: string,
    @Arg('reason', () => String, { description: 'Why (mailed to the applicant)' }) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReviewActionResultType> {
    const reviewer = await requireAdmin(ctx.request);
    const { userId: id } = parseInput(userIdParam, { userId });
    await ctx.services.kyc.reject(reviewer, id, parseInput(kycRejectSchema, { reason }).reason);
    return { success: true, message: KYC_MESSAGES.rejected };
  }
}
