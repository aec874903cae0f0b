import { Arg, Ctx, Field, GraphQLISODateTime, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { ComplianceReviewContext } from './compliance-review.graphql-context';
import { graphqlEnum } from '../../graphql/enums';
import { mutationPayload, payloadType, type Payload } from '../../graphql/payload';
import { ComplianceResultEnum, DisclosureSlotType, FindingCategoryEnum, FindingRewriteType, SeverityEnum, SpanType } from '../compliance';
import { FINDING_SOURCES, SECOND_OPINION_STATUSES } from './compliance-review.views';

const FindingSourceEnum = graphqlEnum(FINDING_SOURCES, 'FindingSource', 'Who raised a finding', {
  rules: "The compliance engine's rules",
  model: "A language model's second opinion (an opinion, not a rule: it never blocks a release)",
});

const SecondOpinionStatusEnum = graphqlEnum(
  SECOND_OPINION_STATUSES,
  'SecondOpinionStatus',
  "Where the model's review of a version stands",
  {
    off: 'No model is configured: no second opinion',
    pending: 'The model is reviewing this version',
    done: 'The model reviewed the borderline sentences and was sure of each',
    needs_review: 'The model was unsure of at least one sentence: a person should look',
    failed: 'The model could not be reached or answered nonsense: a person should look',
  },
);

@ObjectType('FindingDismissal', { description: 'An approver dismissed the finding for this version, on the record' })
class FindingDismissalType {
  @Field(() => String, { description: 'Why' }) reason!: string;
  @Field(() => ID, { description: 'Who dismissed it' }) byId!: string;
  @Field(() => String, { nullable: true, description: 'Their username (a former member: null)' }) byName!: string | null;
  @Field(() => GraphQLISODateTime, { description: 'When' }) at!: Date;
}

@ObjectType('VersionFinding', { description: "A finding on the article's current version, the engine's or the model's" })
class ArticleFindingType {
  @Field(() => String, { description: 'Stable id of the rule (model findings: model.<category>)' }) ruleId!: string;
  @Field(() => FindingCategoryEnum, { description: "The rule's family (MODEL for the model's findings)" }) category!: string;
  @Field(() => String, { description: 'The rule, in brief' }) title!: string;
  @Field(() => SeverityEnum, { description: 'How serious it is' }) severity!: string;
  @Field(() => String, { description: 'The regulation or guidance behind it' }) citation!: string;
  @Field(() => String, { description: 'What is wrong, for people' }) message!: string;
  @Field(() => String, { description: 'A rewrite, or what to add' }) suggestion!: string;
  @Field(() => FindingRewriteType, {
    nullable: true,
    description: "The suggestion as an edit of the version's text; null when a person must write it",
  })
  rewrite!: FindingRewriteType | null;
  @Field(() => SpanType, { nullable: true, description: 'The passage; null for something missing' }) span!: SpanType | null;
  @Field(() => FindingSourceEnum, { description: 'The rules or the model' }) source!: string;
  @Field(() => String, { nullable: true, description: "The model's name, for a model's finding" }) model!: string | null;
  @Field(() => FindingDismissalType, { nullable: true, description: 'Dismissed for this version (then it counts for nothing)' })
  dismissed!: FindingDismissalType | null;
}

@ObjectType('SecondOpinion', { description: "The model's review of the current version" })
class SecondOpinionType {
  @Field(() => SecondOpinionStatusEnum, { description: 'Where it stands' }) status!: string;
  @Field(() => String, { nullable: true, description: 'The model (null when off)' }) model!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it answered' }) checkedAt!: Date | null;
  @Field(() => Int, { description: 'Findings it raised' }) findingCount!: number;
}

@ObjectType('VersionCompliance', { description: "The current version's compliance: findings, dismissals and the model's second opinion" })
class ArticleComplianceType {
  @Field(() => ID, { description: 'The article' }) articleId!: string;
  @Field(() => Int, { description: 'Its current version' }) version!: number;
  @Field(() => String, { description: 'sha256 of that version (title, body and disclosures)' }) contentHash!: string;
  @Field(() => String, { description: 'The exchange whose rules applied' }) exchange!: string;
  @Field(() => String, { description: "The jurisdiction whose rules applied ('' for the common rules only)" }) jurisdiction!: string;
  @Field(() => Int, { description: '0–100 over the rule findings not dismissed' }) complianceScore!: number;
  @Field(() => ComplianceResultEnum, { description: 'The verdict; never compliant while the model is unsure or pending' })
  result!: string;
  @Field(() => Boolean, { description: 'A critical finding is not dismissed: publish and distribute are refused' }) blocked!: boolean;
  @Field(() => [ArticleFindingType], { description: "The engine's findings, then the model's" }) findings!: ArticleFindingType[];
  @Field(() => [DisclosureSlotType], { description: 'Each disclosure slot: found (with its span), missing, or not needed' })
  disclosures!: DisclosureSlotType[];
  @Field(() => SecondOpinionType, { description: "The model's second opinion" }) secondOpinion!: SecondOpinionType;
}

@InputType('DismissComplianceFindingInput', { description: 'One finding of the current version and why it does not apply' })
class DismissComplianceFindingInput {
  @Field(() => ID, { description: 'The article' }) articleId!: string;
  @Field(() => String, { description: 'The finding’s rule id' }) ruleId!: string;
  @Field(() => String, { nullable: true, description: 'The flagged passage (span text); null for a finding about the whole text' })
  passage?: string | null;
  @Field(() => String, { description: 'Why it does not apply (10 to 500 characters); kept in the audit log' }) reason!: string;
}

const DismissPayload = payloadType(
  'DismissComplianceFindingPayload',
  'versionCompliance',
  () => ArticleComplianceType,
  "the article's compliance with the finding dismissed",
  'compliance',
);

@Resolver()
export class ComplianceReviewResolver {
  @Query(() => ArticleComplianceType, { description: "The current version's compliance, with dismissals and the model's second opinion" })
  async articleCompliance(
    @Arg('articleId', () => ID, { description: 'The article' }) articleId: string,
    @Ctx() ctx: ComplianceReviewContext,
  ): Promise<ArticleComplianceType> {
    return ctx.services.complianceReview.result(ctx.em, ctx.request.viewer, articleId);
  }

  @Mutation(() => DismissPayload, { description: 'Approvers and owners: dismiss a finding of the current version, with a reason' })
  async dismissComplianceFinding(
    @Arg('input', () => DismissComplianceFindingInput, { description: 'The finding and the reason' }) input: DismissComplianceFindingInput,
    @Ctx() ctx: ComplianceReviewContext,
  ): Promise<Payload<'versionCompliance', ArticleComplianceType>> {
    return mutationPayload('versionCompliance', () =>
      ctx.services.complianceReview.dismiss(ctx.em, ctx.request.viewer, input.articleId, {
        ruleId: input.ruleId,
        passage: input.passage ?? null,
        reason: input.reason,
      }),
    );
  }
}
