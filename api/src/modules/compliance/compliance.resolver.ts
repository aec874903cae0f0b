import { Arg, Ctx, Field, Float, GraphQLISODateTime, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { parseInput } from '../../lib/parse-input';
import { tickerParam } from '../market';
import { complianceCheckBody } from './compliance.schemas';
import { contentGenerateBody } from './content-generator.schemas';

@ObjectType('RuleItem', { description: 'One guideline with its stable id and citation' })
class RuleItemType {
  @Field(() => String) id!: string;
  @Field(() => String) text!: string;
  @Field(() => String) citation!: string;
  @Field(() => Boolean, { description: 'Not confirmed against the primary text' }) unconfirmed!: boolean;
}

@ObjectType('GuidelinesSummary')
class GuidelinesSummaryType {
  @Field(() => String) exchange!: string;
  @Field(() => String) jurisdiction!: string;
  @Field(() => String) complianceLevel!: string;
  @Field(() => String) riskLevel!: string;
  @Field(() => Boolean) pennyStockLikely!: boolean;
  @Field(() => [RuleItemType]) keyRequirements!: RuleItemType[];
}

@ObjectType('GuidelinesBody')
class GuidelinesBodyType {
  @Field(() => RuleItemType) materialChangeDeadline!: RuleItemType;
  @Field(() => [RuleItemType]) distributionRequirements!: RuleItemType[];
  @Field(() => [RuleItemType]) financialReportingRequirements!: RuleItemType[];
  @Field(() => [RuleItemType]) minimumDisclosures!: RuleItemType[];
  @Field(() => [RuleItemType]) additionalRestrictions!: RuleItemType[];
}

@ObjectType('MaterialChangeReportDeadline')
class MaterialChangeReportType {
  @Field(() => String) form!: string;
  @Field(() => GraphQLISODateTime) dueAt!: Date;
}

@ObjectType('ReleaseAdvice')
class ReleaseAdviceType {
  @Field(() => String, { description: 'The same instant as New York wall time, for people (e.g. 2026-03-10 08:30 ET)' })
  easternTime!: string;
  @Field(() => String, { nullable: true }) session!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) notifyExchangeBy!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) earliestAfterClose!: Date | null;
  @Field(() => Boolean) ok!: boolean;
  @Field(() => [String]) warnings!: string[];
  @Field(() => [RuleItemType]) rules!: RuleItemType[];
}

@ObjectType('Deadlines')
class DeadlinesType {
  @Field(() => GraphQLISODateTime) eventTime!: Date;
  @Field(() => MaterialChangeReportType, { nullable: true }) materialChangeReport!: MaterialChangeReportType | null;
  @Field(() => ReleaseAdviceType, { nullable: true }) release!: ReleaseAdviceType | null;
}

@ObjectType('Guidelines')
class GuidelinesType {
  @Field(() => String) ticker!: string;
  @Field(() => String) companyName!: string;
  @Field(() => GuidelinesSummaryType) simplified!: GuidelinesSummaryType;
  @Field(() => GuidelinesBodyType) guidelines!: GuidelinesBodyType;
  @Field(() => DeadlinesType) deadlines!: DeadlinesType;
}

@ObjectType('TextSpan')
class SpanType {
  @Field(() => Int) start!: number;
  @Field(() => Int) end!: number;
  @Field(() => String) text!: string;
}

@ObjectType('ComplianceFinding')
class FindingType {
  @Field(() => String) ruleId!: string;
  @Field(() => String) title!: string;
  @Field(() => String) severity!: string;
  @Field(() => String) citation!: string;
  @Field(() => String) message!: string;
  @Field(() => String) suggestion!: string;
  @Field(() => SpanType, { nullable: true }) span!: SpanType | null;
}

@ObjectType('ComplianceWarnings')
class WarningsType {
  @Field(() => [String]) critical!: string[];
  @Field(() => [String]) important!: string[];
  @Field(() => [String]) advisory!: string[];
}

@ObjectType('ComplianceCheck')
class CheckType {
  @Field(() => String, { description: "The listing's compliance level: strict, moderate or basic" }) complianceLevel!: string;
  @Field(() => WarningsType) warnings!: WarningsType;
  @Field(() => [FindingType]) findings!: FindingType[];
  @Field(() => Float) complianceScore!: number;
  @Field(() => String, { description: 'compliant, needs_review or non_compliant' }) result!: string;
  @Field(() => String) exchange!: string;
  @Field(() => String) jurisdiction!: string;
}

@ObjectType('ContentAnalysis')
class AnalysisType {
  @Field(() => Float) complianceScore!: number;
  @Field(() => [String]) criticalIssues!: string[];
  @Field(() => [String]) recommendations!: string[];
  @Field(() => [FindingType]) findings!: FindingType[];
}

@InputType('GenerateContentInput')
class GenerateContentInput {
  @Field(() => String) ticker!: string;
  @Field(() => String) companyName!: string;
  @Field(() => String) title!: string;
  @Field(() => [String], { nullable: true }) keyMessages?: string[];
  @Field(() => String, { nullable: true, description: 'bullish (default), neutral, factual or deep-dive' }) tone?: string;
  @Field(() => Boolean, { nullable: true }) includeCEOQuote?: boolean;
  @Field(() => Boolean, { nullable: true }) includeFinancials?: boolean;
  @Field(() => String, { nullable: true }) customContext?: string;
  @Field(() => Boolean, { nullable: true }) enableResearch?: boolean;
  @Field(() => String, { nullable: true, description: 'basic, standard (default) or deep' }) researchDepth?: string;
  @Field(() => Boolean, { nullable: true }) includeIndustryAnalysis?: boolean;
  @Field(() => Boolean, { nullable: true }) includeCompetitorAnalysis?: boolean;
}

@ObjectType('ResearchFact')
class ResearchFactType {
  @Field(() => String) label!: string;
  @Field(() => String) value!: string;
  @Field(() => String) source!: string;
}

@ObjectType('GeneratedContent')
class GeneratedContentType {
  @Field(() => String) title!: string;
  @Field(() => String) content!: string;
  @Field(() => String) complianceLevel!: string;
  @Field(() => String) jurisdiction!: string;
  @Field(() => String) exchange!: string;
  @Field(() => [String]) warnings!: string[];
  @Field(() => [String]) mandatoryDisclosures!: string[];
  @Field(() => GraphQLISODateTime, { description: 'When it was generated' }) timestamp!: string;
  @Field(() => [FindingType]) findings!: FindingType[];
  @Field(() => Float) complianceScore!: number;
  @Field(() => String) model!: string;
  @Field(() => [ResearchFactType]) researchFacts!: ResearchFactType[];
}

@Resolver()
export class ComplianceResolver {
  @Mutation(() => GeneratedContentType, { description: 'A compliant press release for your own ticker (verified issuers only)' })
  async generateContent(
    @Arg('input', () => GenerateContentInput) input: GenerateContentInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<GeneratedContentType> {
    const parsed = parseInput(contentGenerateBody, { ...input });
    return ctx.services.contentGenerator.generate(ctx.em, ctx.request.viewer, parsed);
  }

  @Query(() => GuidelinesType, { description: "Guidelines for the ticker's listing; deadlines computed from eventTime (default now)" })
  async guidelines(
    @Arg('ticker', () => String) ticker: string,
    @Arg('eventTime', () => GraphQLISODateTime, { nullable: true }) eventTime: Date | null,
    @Ctx() ctx: GraphQLContext,
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

  @Query(() => CheckType)
  async checkCompliance(
    @Arg('ticker', () => String) ticker: string,
    @Arg('content', () => String) content: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CheckType> {
    const input = parseInput(complianceCheckBody, { ticker, content });
    return ctx.services.compliance.check(input.ticker, input.content, ctx.em);
  }

  @Query(() => AnalysisType)
  async analyzeContent(
    @Arg('ticker', () => String) ticker: string,
    @Arg('content', () => String) content: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AnalysisType> {
    const input = parseInput(complianceCheckBody, { ticker, content });
    return ctx.services.compliance.analyze(input.ticker, input.content, ctx.em);
  }
}
