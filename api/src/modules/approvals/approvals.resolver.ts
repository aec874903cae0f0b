import { Arg, Ctx, Field, GraphQLISODateTime, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';

@ObjectType('ApprovalDecision')
class ApprovalDecisionType {
  @Field(() => ID) userId!: string;
  @Field(() => String, { nullable: true, description: 'Their username (a former member: null)' }) name!: string | null;
  @Field(() => String, { description: 'approved or rejected' }) decision!: string;
  @Field(() => String, { nullable: true }) comment!: string | null;
  @Field(() => GraphQLISODateTime, { description: 'When the decision was made' }) at!: string;
}

@ObjectType('Approval', { description: 'A request that one exact version be approved' })
class ApprovalType {
  @Field(() => ID) id!: string;
  @Field(() => Int) version!: number;
  @Field(() => String) contentHash!: string;
  @Field(() => String, { description: 'pending, approved, rejected, or voided (the text changed since)' }) status!: string;
  @Field(() => ID) requestedBy!: string;
  @Field(() => String, { nullable: true }) requestedByName!: string | null;
  @Field(() => String, { nullable: true }) note!: string | null;
  @Field(() => [ApprovalDecisionType]) decisions!: ApprovalDecisionType[];
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) decidedAt!: Date | null;
}

@ObjectType('ApprovalState')
class ApprovalStateType {
  @Field(() => Boolean, { description: 'The organization requires an approval before publish and distribute' }) required!: boolean;
  @Field(() => Int) approvalsNeeded!: number;
  @Field(() => Boolean, { description: 'The current version is approved' }) approved!: boolean;
  @Field(() => ApprovalType, { nullable: true }) current!: ApprovalType | null;
  @Field(() => [ApprovalType]) history!: ApprovalType[];
}

@ObjectType('ApprovalRule')
class ApprovalRuleType {
  @Field(() => Boolean) required!: boolean;
  @Field(() => Int) approvalsNeeded!: number;
  @Field(() => Boolean, { description: 'Set by the owner (else the default: on once the company has two members)' }) explicit!: boolean;
}

@ObjectType('WaitingApproval', { description: 'An article version waiting for the viewer to approve it' })
class WaitingApprovalType {
  @Field(() => ID) articleId!: string;
  @Field(() => ID) campaignId!: string;
  @Field(() => String) title!: string;
  @Field(() => Int) version!: number;
  @Field(() => String, { nullable: true }) requestedByName!: string | null;
  @Field(() => String, { nullable: true }) note!: string | null;
  @Field(() => GraphQLISODateTime) requestedAt!: Date;
}

@Resolver()
export class ApprovalsResolver {
  @Query(() => [WaitingApprovalType], { description: 'The dashboard\'s "Waiting for my approval" (approvers and owners)' })
  async waitingForMyApproval(@Ctx() ctx: GraphQLContext): Promise<WaitingApprovalType[]> {
    return ctx.services.approvals.waitingFor(ctx.em, ctx.request.viewer);
  }

  @Query(() => ApprovalStateType)
  async articleApproval(@Arg('articleId', () => ID) articleId: string, @Ctx() ctx: GraphQLContext): Promise<ApprovalStateType> {
    return ctx.services.approvals.state(ctx.em, ctx.request.viewer, articleId);
  }

  @Query(() => ApprovalRuleType)
  async approvalRule(@Ctx() ctx: GraphQLContext): Promise<ApprovalRuleType> {
    return ctx.services.approvals.rule(ctx.em, ctx.request.viewer);
  }

  @Mutation(() => ApprovalStateType, { description: 'Ask for the current version to be approved' })
  async requestApproval(
    @Arg('articleId', () => ID) articleId: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('note', () => String, { nullable: true }) note?: string,
  ): Promise<ApprovalStateType> {
    return ctx.services.approvals.request(ctx.em, ctx.request.viewer, articleId, { note: note ?? undefined });
  }

  @Mutation(() => ApprovalStateType, { description: 'Approve the current version (never one you wrote or submitted)' })
  async approveArticle(
    @Arg('articleId', () => ID) articleId: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('comment', () => String, { nullable: true }) comment?: string,
  ): Promise<ApprovalStateType> {
    return ctx.services.approvals.approve(ctx.em, ctx.request.viewer, articleId, { comment: comment ?? undefined });
  }

  @Mutation(() => ApprovalStateType, { description: 'Reject the current version, saying what should change' })
  async rejectArticle(
    @Arg('articleId', () => ID) articleId: string,
    @Arg('comment', () => String) comment: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ApprovalStateType> {
    return ctx.services.approvals.reject(ctx.em, ctx.request.viewer, articleId, { comment });
  }

  @Mutation(() => ApprovalRuleType, { description: 'Owner only: whether releases need approval, and how many' })
  async setApprovalRule(
    @Arg('required', () => Boolean) required: boolean,
    @Arg('approvalsNeeded', () => Int) approvalsNeeded: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ApprovalRuleType> {
    return ctx.services.approvals.setRule(ctx.em, ctx.request.viewer, { required, approvalsNeeded });
  }
}
