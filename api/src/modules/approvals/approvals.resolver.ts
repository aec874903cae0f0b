import { Arg, Args, Ctx, Field, GraphQLISODateTime, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { ApprovalsContext } from './approvals.graphql-context';
import { ConnectionArgs, connectionType, paginate, type Connection } from '../../graphql/connection';
import { graphqlEnum } from '../../graphql/enums';
import { mutationPayload, payloadType, type Payload } from '../../graphql/payload';
import { NodeInterface, registerNodeKind } from '../../graphql/node';
import { APPROVAL_STATUSES, ApprovalRequest } from './approval-request.entity';

const ApprovalStatusEnum = graphqlEnum([...APPROVAL_STATUSES, 'voided'], 'ApprovalStatus', 'Where a request for approval stands', {
  pending: 'Waiting for approvers',
  approved: 'Approved by enough approvers',
  rejected: 'Rejected by an approver',
  voided: 'The text changed since: it no longer covers the article',
});

const ApprovalVerdictEnum = graphqlEnum(['approved', 'rejected'], 'ApprovalVerdict', "An approver's decision", {
  approved: 'Approved',
  rejected: 'Rejected, with what should change',
});

@ObjectType('ApprovalDecision', { description: "One approver's decision on a request" })
class ApprovalDecisionType {
  @Field(() => ID, { description: 'The approver' }) userId!: string;
  @Field(() => String, { nullable: true, description: 'Their username (a former member: null)' }) name!: string | null;
  @Field(() => ApprovalVerdictEnum, { description: 'Their decision' }) decision!: string;
  @Field(() => String, { nullable: true, description: 'What they said (required for a rejection)' }) comment!: string | null;
  @Field(() => GraphQLISODateTime, { description: 'When the decision was made' }) at!: string;
}

@ObjectType('Approval', { description: 'A request that one exact version be approved', implements: [NodeInterface] })
class ApprovalType {
  @Field(() => ID, { description: 'The request id' }) id!: string;
  @Field(() => Int, { description: 'The article version it covers' }) version!: number;
  @Field(() => String, { description: 'sha256 of that version’s content (title, body and disclosures)' }) contentHash!: string;
  @Field(() => ApprovalStatusEnum, { description: 'Where it stands' }) status!: string;
  @Field(() => ID, { description: 'Who asked' }) requestedBy!: string;
  @Field(() => String, { nullable: true, description: 'Their username (a former member: null)' }) requestedByName!: string | null;
  @Field(() => String, { nullable: true, description: 'What they said to the approvers' }) note!: string | null;
  @Field(() => [ApprovalDecisionType], { description: 'The decisions so far' }) decisions!: ApprovalDecisionType[];
  @Field(() => GraphQLISODateTime, { description: 'When it was asked' }) createdAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was approved or rejected; null while pending' })
  decidedAt!: Date | null;
}

@ObjectType('ApprovalBlockingFinding', {
  description: 'A critical compliance finding that keeps the current version from approval and release',
})
class ApprovalBlockingFindingType {
  @Field(() => String, { description: 'The rule that found it' }) ruleId!: string;
  @Field(() => String, { description: 'What the rule checks' }) title!: string;
  @Field(() => String, { description: 'Why it blocks the release' }) message!: string;
  @Field(() => String, { description: 'A compliant rewrite' }) suggestion!: string;
  @Field(() => String, { nullable: true, description: 'The words that matched; null when something is missing' }) text!: string | null;
}

@ObjectType('ApprovalState', { description: "An article's approval: the rule, the current request and the earlier ones" })
class ApprovalStateType {
  @Field(() => Boolean, { description: 'The organization requires an approval before publish and distribute' }) required!: boolean;
  @Field(() => Int, { description: 'Approvals a version needs' }) approvalsNeeded!: number;
  @Field(() => Boolean, { description: 'The current version is approved' }) approved!: boolean;
  @Field(() => ApprovalType, { nullable: true, description: 'The request for the current version; null if none' })
  current!: ApprovalType | null;
  @Field(() => [ApprovalType], { description: 'Every request, newest first' }) history!: ApprovalType[];
  @Field(() => Boolean, { description: 'The compliance check blocks the current version: it cannot be sent for approval nor approved' })
  blocked!: boolean;
  @Field(() => [ApprovalBlockingFindingType], { description: 'The critical findings that block it (empty when not blocked)' })
  blockingFindings!: ApprovalBlockingFindingType[];
}

@ObjectType('ApprovalRule', { description: "The organization's rule for approving releases" })
class ApprovalRuleType {
  @Field(() => Boolean, { description: 'Publish and distribute need an approved version' }) required!: boolean;
  @Field(() => Int, { description: 'Approvals a version needs' }) approvalsNeeded!: number;
  @Field(() => Boolean, { description: 'Set by the owner (else the default: on once the company has two members)' }) explicit!: boolean;
}

@ObjectType('WaitingApproval', { description: 'An article version waiting for the viewer to approve it' })
class WaitingApprovalType {
  @Field(() => ID, { description: 'The article' }) articleId!: string;
  @Field(() => ID, { description: 'Its campaign' }) campaignId!: string;
  @Field(() => String, { description: 'Its title' }) title!: string;
  @Field(() => Int, { description: 'The version to approve' }) version!: number;
  @Field(() => String, { nullable: true, description: 'Who asked (a former member: null)' }) requestedByName!: string | null;
  @Field(() => String, { nullable: true, description: 'What they said' }) note!: string | null;
  @Field(() => GraphQLISODateTime, { description: 'When they asked' }) requestedAt!: Date;
}

const WaitingApprovalConnection = connectionType(WaitingApprovalType, 'WaitingApproval', 'article version waiting for you');

@InputType('RequestApprovalInput', { description: 'The article whose current version is to be approved' })
class RequestApprovalInput {
  @Field(() => ID, { description: 'The article' }) articleId!: string;
  @Field(() => String, { nullable: true, description: 'A note to the approvers' }) note?: string | null;
}

@InputType('ApproveArticleInput', { description: 'The article whose current version you approve' })
class ApproveArticleInput {
  @Field(() => ID, { description: 'The article' }) articleId!: string;
  @Field(() => String, { nullable: true, description: 'An optional comment' }) comment?: string | null;
}

@InputType('RejectArticleInput', { description: 'The article whose current version you reject, and what should change' })
class RejectArticleInput {
  @Field(() => ID, { description: 'The article' }) articleId!: string;
  @Field(() => String, { description: 'What should change (required)' }) comment!: string;
}

const RequestApprovalPayload = payloadType(
  'RequestApprovalPayload',
  'approvalState',
  () => ApprovalStateType,
  "the article's approval state",
  'approval',
);
const ApproveArticlePayload = payloadType(
  'ApproveArticlePayload',
  'approvalState',
  () => ApprovalStateType,
  "the article's approval state",
  'approval',
);
const RejectArticlePayload = payloadType(
  'RejectArticlePayload',
  'approvalState',
  () => ApprovalStateType,
  "the article's approval state",
  'approval',
);

@InputType('SetApprovalRuleInput', { description: 'Whether releases need approval, and how many' })
class SetApprovalRuleInput {
  @Field(() => Boolean, { description: 'Whether releases need approval' }) required!: boolean;
  @Field(() => Int, { description: 'How many approvals: 1 or 2' }) approvalsNeeded!: number;
}

const SetApprovalRulePayload = payloadType(
  'SetApprovalRulePayload',
  'approvalRule',
  () => ApprovalRuleType,
  "the organization's rule as set",
);

registerNodeKind({
  typeName: 'Approval',
  entity: ApprovalRequest,
  // As articleApproval reads it: whoever may read its article (any member, or the read scope).
  load: (ctx: ApprovalsContext, id) => ctx.services.approvals.get(ctx.em, ctx.request.viewer, id),
});

@Resolver()
export class ApprovalsResolver {
  @Query(() => WaitingApprovalConnection, { description: 'The dashboard\'s "Waiting for my approval" (approvers and owners)' })
  async waitingForMyApproval(
    @Ctx() ctx: ApprovalsContext,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
  ): Promise<Connection<WaitingApprovalType>> {
    return paginate(await ctx.services.approvals.waitingFor(ctx.em, ctx.request.viewer), (w) => w.articleId, page);
  }

  @Query(() => ApprovalStateType, { description: "An article's approval state" })
  async articleApproval(
    @Arg('articleId', () => ID, { description: 'The article' }) articleId: string,
    @Ctx() ctx: ApprovalsContext,
  ): Promise<ApprovalStateType> {
    return ctx.services.approvals.state(ctx.em, ctx.request.viewer, articleId);
  }

  @Query(() => ApprovalRuleType, { description: "The organization's approval rule" })
  async approvalRule(@Ctx() ctx: ApprovalsContext): Promise<ApprovalRuleType> {
    return ctx.services.approvals.rule(ctx.em, ctx.request.viewer);
  }

  @Mutation(() => RequestApprovalPayload, { description: 'Ask for the current version to be approved' })
  async requestApproval(
    @Arg('input', () => RequestApprovalInput, { description: 'The article and a note' }) input: RequestApprovalInput,
    @Ctx() ctx: ApprovalsContext,
  ): Promise<Payload<'approvalState', ApprovalStateType>> {
    return mutationPayload('approvalState', () =>
      ctx.services.approvals.request(ctx.em, ctx.request.viewer, input.articleId, { note: input.note ?? undefined }),
    );
  }

  @Mutation(() => ApproveArticlePayload, { description: 'Approve the current version (never one you wrote or submitted)' })
  async approveArticle(
    @Arg('input', () => ApproveArticleInput, { description: 'The article and a comment' }) input: ApproveArticleInput,
    @Ctx() ctx: ApprovalsContext,
  ): Promise<Payload<'approvalState', ApprovalStateType>> {
    return mutationPayload('approvalState', () =>
      ctx.services.approvals.approve(ctx.em, ctx.request.viewer, input.articleId, { comment: input.comment ?? undefined }),
    );
  }

  @Mutation(() => RejectArticlePayload, { description: 'Reject the current version, saying what should change' })
  async rejectArticle(
    @Arg('input', () => RejectArticleInput, { description: 'The article and what should change' }) input: RejectArticleInput,
    @Ctx() ctx: ApprovalsContext,
  ): Promise<Payload<'approvalState', ApprovalStateType>> {
    return mutationPayload('approvalState', () =>
      ctx.services.approvals.reject(ctx.em, ctx.request.viewer, input.articleId, { comment: input.comment }),
    );
  }

  @Mutation(() => SetApprovalRulePayload, { description: 'Owner only: whether releases need approval, and how many' })
  async setApprovalRule(
    @Arg('input', () => SetApprovalRuleInput, { description: 'The rule' }) input: SetApprovalRuleInput,
    @Ctx() ctx: ApprovalsContext,
  ): Promise<Payload<'approvalRule', ApprovalRuleType>> {
    return mutationPayload('approvalRule', () =>
      ctx.services.approvals.setRule(ctx.em, ctx.request.viewer, { required: input.required, approvalsNeeded: input.approvalsNeeded }),
    );
  }
}
