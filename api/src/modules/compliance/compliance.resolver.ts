import { Arg, Ctx, Field, GraphQLISODateTime, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { ComplianceContext } from './compliance.graphql-context';
import { mutationPayload, payloadType, type Payload } from '../../graphql/payload';
import { parseInput } from '../../lib/parse-input';
import { tickerParam } from '../market';
import {
  ComplianceResultEnum,
  DisclosureSlotNameEnum,
  DisclosureSlotStatusEnum,
  FindingCategoryEnum,
  GeneratorToneEnum,
  ListingComplianceLevelEnum,
  MarketSessionEnum,
  ResearchDepthEnum,
  RiskLevelEnum,
  SeverityEnum,
} from './compliance.enums';
import { complianceCheckBody } from './compliance.schemas';
import { contentGenerateBody, suggestedTitleQuery } from './content-generator.schemas';

@ObjectType('RuleItem', { description: 'One guideline with its stable id and citation' })
class RuleItemType {
  @Field(() => String, { description: 'Stable id of the rule' }) id!: string;
  @Field(() => String, { description: 'What it requires' }) text!: string;
  @Field(() => String, { description: 'Where it comes from (rule, form or policy)' }) citation!: string;
  @Field(() => Boolean, { description: 'Not confirmed against the primary text' }) unconfirmed!: boolean;
}

@ObjectType('GuidelinesSummary', { description: "The listing's rules in brief" })
class GuidelinesSummaryType {
  @Field(() => String, { description: 'The exchange the ticker is listed on' }) exchange!: string;
  @Field(() => String, { description: "The regulator's jurisdiction (US, CA, UK or AU)" }) jurisdiction!: string;
  @Field(() => ListingComplianceLevelEnum, { description: 'How strict the promotion rules are' }) complianceLevel!: string;
  @Field(() => RiskLevelEnum, { description: 'Promotion risk by venue tier' }) riskLevel!: string;
  @Field(() => Boolean, { description: 'The price or venue suggests a penny stock (stricter rules apply)' }) pennyStockLikely!: boolean;
  @Field(() => [RuleItemType], { description: 'The rules that matter most' }) keyRequirements!: RuleItemType[];
}

@ObjectType('GuidelinesBody', { description: "The listing's rules in full, by topic" })
class GuidelinesBodyType {
  @Field(() => RuleItemType, { description: 'When material news must be released' }) materialChangeDeadline!: RuleItemType;
  @Field(() => [RuleItemType], { description: 'How releases must be distributed' }) distributionRequirements!: RuleItemType[];
  @Field(() => [RuleItemType], { description: 'Financial reporting the listing requires' }) financialReportingRequirements!: RuleItemType[];
  @Field(() => [RuleItemType], { description: 'What every piece must disclose' }) minimumDisclosures!: RuleItemType[];
  @Field(() => [RuleItemType], { description: 'Further restrictions' }) additionalRestrictions!: RuleItemType[];
}

@ObjectType('MaterialChangeReportDeadline', { description: 'Canada: when the material change report is due' })
class MaterialChangeReportType {
  @Field(() => String, { description: 'The form (51-102F3)' }) form!: string;
  @Field(() => GraphQLISODateTime, { description: 'The end of the 10th day after the event' }) dueAt!: Date;
}

@ObjectType('ReleaseAdvice', { description: 'When a release at eventTime may go out, under the listing’s timely-disclosure rules' })
class ReleaseAdviceType {
  @Field(() => String, { description: 'The same instant as New York wall time, for people (e.g. 2026-03-10 08:30 ET)' })
  easternTime!: string;
  @Field(() => MarketSessionEnum, { nullable: true, description: 'Where eventTime falls in the trading day; null outside the calendar' })
  session!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Notify the exchange before this (where the listing asks)' })
  notifyExchangeBy!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'The earliest release after the close, when in session' })
  earliestAfterClose!: Date | null;
  @Field(() => Boolean, { description: 'Releasing at eventTime breaks no rule' }) ok!: boolean;
  @Field(() => [String], { description: 'What to watch, for people' }) warnings!: string[];
  @Field(() => [RuleItemType], { description: 'The rules applied' }) rules!: RuleItemType[];
}

@ObjectType('Deadlines', { description: 'Deadlines computed from an event time' })
class DeadlinesType {
  @Field(() => GraphQLISODateTime, { description: 'The event they are computed from' }) eventTime!: Date;
  @Field(() => MaterialChangeReportType, { nullable: true, description: 'Canadian listings only' })
  materialChangeReport!: MaterialChangeReportType | null;
  @Field(() => ReleaseAdviceType, { nullable: true, description: 'Null where the listing has no release timing rule' })
  release!: ReleaseAdviceType | null;
}

@ObjectType('Guidelines', { description: "The compliance guidelines of a ticker's listing" })
class GuidelinesType {
  @Field(() => String, { description: 'The ticker' }) ticker!: string;
  @Field(() => String, { description: 'The listed company' }) companyName!: string;
  @Field(() => GuidelinesSummaryType, { description: 'In brief' }) simplified!: GuidelinesSummaryType;
  @Field(() => GuidelinesBodyType, { description: 'In full' }) guidelines!: GuidelinesBodyType;
  @Field(() => DeadlinesType, { description: 'Deadlines from eventTime' }) deadlines!: DeadlinesType;
}

@ObjectType('TextSpan', { description: 'A passage of the checked text' })
export class SpanType {
  @Field(() => Int, { description: 'Offset of its first character' }) start!: number;
  @Field(() => Int, { description: 'Offset after its last character' }) end!: number;
  @Field(() => String, { description: 'The passage' }) text!: string;
}

@ObjectType('FindingRewrite', {
  description: 'The suggestion as an edit of the checked text: replace [start, end) with text; applying it clears the finding',
})
export class FindingRewriteType {
  @Field(() => Int, { description: 'Offset of the first character replaced (where the text goes, when start = end)' }) start!: number;
  @Field(() => Int, { description: 'Offset after the last character replaced' }) end!: number;
  @Field(() => String, { description: 'The new text; empty when the words are removed' }) text!: string;
  @Field(() => String, { description: 'The words replaced; empty for an insertion' }) replaced!: string;
}

@ObjectType('DisclosureSlot', { description: 'One thing the disclosures must say: where the text says it, or that it does not' })
export class DisclosureSlotType {
  @Field(() => DisclosureSlotNameEnum, { description: 'Which one' }) slot!: string;
  @Field(() => String, { description: 'Its name for people (payer, AI assistance, forward-looking legend)' }) title!: string;
  @Field(() => DisclosureSlotStatusEnum, { description: 'Found, missing or not needed here' }) status!: string;
  @Field(() => SpanType, { nullable: true, description: 'Where it is said: the field value or the sentence; null unless found' })
  span!: SpanType | null;
}

@ObjectType('ComplianceFinding', { description: 'One problem the compliance engine found, with its rule and a fix' })
class FindingType {
  @Field(() => String, { description: 'Stable id of the rule' }) ruleId!: string;
  @Field(() => FindingCategoryEnum, { description: "The rule's family (its id's first part)" }) category!: string;
  @Field(() => String, { description: 'The rule, in brief' }) title!: string;
  @Field(() => SeverityEnum, { description: 'How serious it is' }) severity!: string;
  @Field(() => String, { description: 'The regulation or guidance behind it' }) citation!: string;
  @Field(() => String, { description: 'What is wrong, for people' }) message!: string;
  @Field(() => String, { description: 'A rewrite, or what to add' }) suggestion!: string;
  @Field(() => FindingRewriteType, {
    nullable: true,
    description: 'The suggestion as an edit of the text; null when a person must write it',
  })
  rewrite!: FindingRewriteType | null;
  @Field(() => SpanType, { nullable: true, description: 'The passage; null for something missing' }) span!: SpanType | null;
}

@ObjectType('ComplianceWarnings', { description: 'The findings as messages, by severity' })
class WarningsType {
  @Field(() => [String], { description: 'Critical findings' }) critical!: string[];
  @Field(() => [String], { description: 'Important findings' }) important!: string[];
  @Field(() => [String], { description: 'Advisory findings' }) advisory!: string[];
}

@ObjectType('ComplianceCheck', { description: "A text checked against the rules of the ticker's listing" })
class CheckType {
  @Field(() => ListingComplianceLevelEnum, { description: "How strict the listing's rules are" }) complianceLevel!: string;
  @Field(() => WarningsType, { description: 'The findings as messages' }) warnings!: WarningsType;
  @Field(() => [FindingType], { description: 'The findings' }) findings!: FindingType[];
  @Field(() => Int, { description: '0–100: 100 less 25 per critical, 10 per important and 3 per advisory finding' })
  complianceScore!: number;
  @Field(() => ComplianceResultEnum, { description: 'What the check concluded' }) result!: string;
  @Field(() => String, { description: 'The exchange whose rules applied' }) exchange!: string;
  @Field(() => String, { description: 'The jurisdiction whose rules applied' }) jurisdiction!: string;
  @Field(() => [DisclosureSlotType], { description: 'Each disclosure slot: found (with its span), missing, or not needed' })
  disclosures!: DisclosureSlotType[];
}

@ObjectType('ContentAnalysis', { description: 'A text analysed: the score, what blocks it, and what to improve' })
class AnalysisType {
  @Field(() => Int, { description: '0–100, as for checkCompliance' }) complianceScore!: number;
  @Field(() => [String], { description: 'Messages of the critical findings' }) criticalIssues!: string[];
  @Field(() => [String], { description: 'Suggested fixes' }) recommendations!: string[];
  @Field(() => [FindingType], { description: 'The findings' }) findings!: FindingType[];
}

@InputType('GenerateContentInput', { description: 'What the content generator writes about' })
class GenerateContentInput {
  @Field(() => String, { description: "Your organization's ticker" }) ticker!: string;
  @Field(() => String, { description: 'The company' }) companyName!: string;
  @Field(() => String, { description: 'The headline or subject' }) title!: string;
  @Field(() => [String], { nullable: true, description: 'Points the release must make' }) keyMessages?: string[];
  @Field(() => GeneratorToneEnum, { nullable: true, description: 'Default BULLISH' }) tone?: string;
  @Field(() => Boolean, { nullable: true, description: 'Include the quote given below (none is written without one)' })
  includeCEOQuote?: boolean;
  @Field(() => String, { nullable: true, description: "The issuer's own quote, word for word" }) quote?: string;
  @Field(() => String, { nullable: true, description: 'Who is quoted (required with a quote)' }) quoteSpeakerName?: string;
  @Field(() => String, { nullable: true, description: "The quoted person's title" }) quoteSpeakerTitle?: string;
  @Field(() => Boolean, { nullable: true, description: 'Include the listing’s market figures' }) includeFinancials?: boolean;
  @Field(() => String, { nullable: true, description: 'Anything else the writer should know' }) customContext?: string;
  @Field(() => Boolean, { nullable: true, description: 'Gather research facts first' }) enableResearch?: boolean;
  @Field(() => ResearchDepthEnum, { nullable: true, description: 'Default STANDARD' }) researchDepth?: string;
  @Field(() => Boolean, { nullable: true, description: 'Add context on the industry' }) includeIndustryAnalysis?: boolean;
  @Field(() => Boolean, { nullable: true, description: 'Add context on competitors' }) includeCompetitorAnalysis?: boolean;
}

@ObjectType('ResearchFact', { description: 'A fact the generator used, with where it came from' })
class ResearchFactType {
  @Field(() => String, { description: 'What it is' }) label!: string;
  @Field(() => String, { description: 'Its value' }) value!: string;
  @Field(() => String, { description: 'Its source' }) source!: string;
}

@ObjectType('GeneratedContent', { description: 'A generated press release with its disclosures and its compliance check' })
class GeneratedContentType {
  @Field(() => String, { description: 'The headline' }) title!: string;
  @Field(() => String, { description: 'The text, disclosures included (Markdown)' }) content!: string;
  @Field(() => ListingComplianceLevelEnum, { description: "How strict the listing's rules are" }) complianceLevel!: string;
  @Field(() => String, { description: 'The jurisdiction whose rules applied' }) jurisdiction!: string;
  @Field(() => String, { description: 'The exchange whose rules applied' }) exchange!: string;
  @Field(() => [String], { description: 'What the check found, as messages' }) warnings!: string[];
  @Field(() => [String], { description: 'The disclosures the text carries' }) mandatoryDisclosures!: string[];
  @Field(() => GraphQLISODateTime, { description: 'When it was generated' }) timestamp!: string;
  @Field(() => [FindingType], { description: 'The compliance findings' }) findings!: FindingType[];
  @Field(() => Int, { description: '0–100, as for checkCompliance' }) complianceScore!: number;
  @Field(() => String, { description: 'What wrote it: the built-in composer or the model’s name' }) model!: string;
  @Field(() => [ResearchFactType], { description: 'The facts it used' }) researchFacts!: ResearchFactType[];
}

const GenerateContentPayload = payloadType(
  'GenerateContentPayload',
  'generatedContent',
  () => GeneratedContentType,
  'the generated press release',
  'content',
);

@Resolver()
export class ComplianceResolver {
  @Mutation(() => GenerateContentPayload, { description: 'A compliant press release for your own ticker (verified issuers only)' })
  async generateContent(
    @Arg('input', () => GenerateContentInput, { description: 'What to write about' }) input: GenerateContentInput,
    @Ctx() ctx: ComplianceContext,
  ): Promise<Payload<'generatedContent', GeneratedContentType>> {
    return mutationPayload('generatedContent', () =>
      ctx.services.contentGenerator.generate(ctx.em, ctx.request.viewer, parseInput(contentGenerateBody, { ...input })),
    );
  }

  @Query(() => String, {
    description: "The title the content generator's form offers: the headline the built-in composer writes from the key messages",
  })
  suggestedTitle(
    @Arg('companyName', () => String, { description: 'The company' }) companyName: string,
    @Arg('keyMessages', () => [String], { description: 'Points the release must make, strongest figure first' }) keyMessages: string[],
    @Ctx() ctx: ComplianceContext,
  ): string {
    return ctx.services.contentGenerator.suggestTitle(parseInput(suggestedTitleQuery, { companyName, keyMessages }));
  }

  @Query(() => GuidelinesType, { description: "Guidelines for the ticker's listing; deadlines computed from eventTime (default now)" })
  async guidelines(
    @Arg('ticker', () => String, { description: 'The ticker whose listing rules apply' }) ticker: string,
    @Arg('eventTime', () => GraphQLISODateTime, { nullable: true, description: 'The event the deadlines run from (default now)' })
    eventTime: Date | null,
    @Ctx() ctx: ComplianceContext,
  ): Promise<GuidelinesType> {
    const answer = await ctx.services.compliance.guidelines(parseInput(tickerParam, ticker), eventTime ?? new Date(), ctx.em);
    const withFlags = <T extends { unconfirmed?: boolean }>(items: T[]) =>
      items.map((i) => ({ ...i, unconfirmed: Boolean(i.unconfirmed) }));
    const { simplified, guidelines } = answer.detail;
    const release = answer.deadlines.release;
    return {
      ticker: answer.ticker,
      companyName: answer.companyName,
      simplified: { ...simplified, keyRequirements: withFlags(simplified.keyRequirements) },
      guidelines: {
        materialChangeDeadline: withFlags([guidelines.materialChangeDeadline])[0],
        distributionRequirements: withFlags(guidelines.distributionRequirements),
        financialReportingRequirements: withFlags(guidelines.financialReportingRequirements),
        minimumDisclosures: withFlags(guidelines.minimumDisclosures),
        additionalRestrictions: withFlags(guidelines.additionalRestrictions),
      },
      deadlines: {
        eventTime: new Date(answer.deadlines.eventTime),
        materialChangeReport: answer.deadlines.materialChangeReport
          ? { form: answer.deadlines.materialChangeReport.form, dueAt: new Date(answer.deadlines.materialChangeReport.dueAt) }
          : null,
        release: release ? { ...release, rules: withFlags(release.rules) } : null,
      },
    };
  }

  @Query(() => CheckType, { description: "Check a text against the rules of the ticker's listing" })
  async checkCompliance(
    @Arg('ticker', () => String, { description: 'The ticker whose listing rules apply' }) ticker: string,
    @Arg('content', () => String, { description: 'The text to check (Markdown or plain)' }) content: string,
    @Ctx() ctx: ComplianceContext,
  ): Promise<CheckType> {
    const input = parseInput(complianceCheckBody, { ticker, content });
    return ctx.services.compliance.check(input.ticker, input.content, ctx.em);
  }

  @Query(() => AnalysisType, { description: 'Score a text and list what blocks it and what to improve' })
  async analyzeContent(
    @Arg('ticker', () => String, { description: 'The ticker whose listing rules apply' }) ticker: string,
    @Arg('content', () => String, { description: 'The text to check (Markdown or plain)' }) content: string,
    @Ctx() ctx: ComplianceContext,
  ): Promise<AnalysisType> {
    const input = parseInput(complianceCheckBody, { ticker, content });
    return ctx.services.compliance.analyze(input.ticker, input.content, ctx.em);
  }
}
