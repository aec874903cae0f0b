import {
  Arg,
  Ctx,
  Field,
  GraphQLISODateTime,
  ID,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  Subscription,
  type SubscribeResolverData,
} from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { parseInput } from '../../lib/parse-input';
import { ARTICLE_MESSAGES, articleListQuerySchema, updateArticleSchema } from './articles.schemas';
import type { ArticleGenerationEvent } from './articles.service';
import type { AuditView } from '../audit';

@ObjectType('FindingCounts')
class FindingCountsType {
  @Field(() => Int) critical!: number;
  @Field(() => Int) important!: number;
  @Field(() => Int) advisory!: number;
}

@ObjectType('ArticleComplianceFinding')
class ArticleFindingType {
  @Field(() => String) ruleId!: string;
  @Field(() => String) severity!: string;
  @Field(() => String) title!: string;
  @Field(() => String) message!: string;
  @Field(() => String, { nullable: true, description: 'The matched text, for findings about a passage' }) text!: string | null;
}

@ObjectType('ArticleComplianceReport', { description: 'What the compliance engine found in the stored content' })
class ArticleComplianceReportType {
  @Field(() => Int) score!: number;
  @Field(() => String, { description: 'compliant, needs_review or non_compliant' }) level!: string;
  @Field(() => FindingCountsType) counts!: FindingCountsType;
  @Field(() => [ArticleFindingType]) findings!: ArticleFindingType[];
  @Field(() => GraphQLISODateTime, { description: 'When the text was checked' }) checkedAt!: string;
}

@ObjectType('Article')
class ArticleType {
  @Field(() => ID) id!: string;
  @Field(() => ID) campaignId!: string;
  @Field(() => String) title!: string;
  @Field(() => String, { description: 'Body, separator and the mandatory disclosures' }) content!: string;
  @Field(() => String) status!: string;
  @Field(() => [String]) platforms!: string[];
  @Field(() => Boolean, { description: 'No critical compliance finding' }) compliance!: boolean;
  @Field(() => Int) views!: number;
  @Field(() => Int) engagement!: number;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) publishedAt!: Date | null;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
  @Field(() => Int) wordCount!: number;
  @Field(() => String, { description: 'The disclosure block at the end of content' }) disclosures!: string;
  @Field(() => String, { description: 'The text without title and disclosures' }) body!: string;
  @Field(() => Int) version!: number;
  @Field(() => String, { nullable: true }) model!: string | null;
  @Field(() => ArticleComplianceReportType, { nullable: true }) complianceReport!: ArticleComplianceReportType | null;
}

@ObjectType('QuotaSummary')
class QuotaSummaryType {
  @Field(() => String) plan!: string;
  @Field(() => Int) limit!: number;
  @Field(() => Int) used!: number;
  @Field(() => Int) remaining!: number;
}

@ObjectType('GenerationSummary')
class GenerationSummaryType {
  @Field(() => Int) wordCount!: number;
  @Field(() => String) model!: string;
  @Field(() => Int) version!: number;
  @Field(() => String) complianceLevel!: string;
  @Field(() => Int) complianceScore!: number;
  @Field(() => FindingCountsType) findings!: FindingCountsType;
  @Field(() => [String]) disclosures!: string[];
  @Field(() => Boolean) forwardLooking!: boolean;
  @Field(() => Int) chargedCents!: number;
  @Field(() => QuotaSummaryType) quota!: QuotaSummaryType;
}

@ObjectType('ArticleGenerationResult')
class ArticleGenerationResultType {
  @Field(() => ArticleType) article!: ArticleType;
  @Field(() => GenerationSummaryType) summary!: GenerationSummaryType;
}

@ObjectType('ArticleUpdateResult')
class ArticleUpdateResultType {
  @Field(() => ArticleType) article!: ArticleType;
  @Field(() => Boolean, { description: 'The text sent lacked or altered the disclosures; they were restored' })
  disclosuresRestored!: boolean;
  @Field(() => Boolean) changed!: boolean;
  @Field(() => String) message!: string;
}

@ObjectType('DiffLine')
class DiffLineType {
  @Field(() => String, { description: 'equal, add or remove' }) op!: string;
  @Field(() => String) text!: string;
}

@ObjectType('ArticleVersion')
class ArticleVersionType {
  @Field(() => Int) version!: number;
  @Field(() => String) title!: string;
  @Field(() => String) body!: string;
  @Field(() => String) contentHash!: string;
  @Field(() => String, { description: 'generated, edited or regenerated' }) reason!: string;
  @Field(() => ID, { nullable: true }) actorId!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => Boolean) titleChanged!: boolean;
  @Field(() => [DiffLineType], { nullable: true, description: 'Body lines against the previous version' }) diff!: DiffLineType[] | null;
}

@ObjectType('AuditEvent')
class AuditEventType {
  @Field(() => ID) id!: string;
  @Field(() => String) action!: string;
  @Field(() => ID, { nullable: true }) actorId!: string | null;
  @Field(() => String, { nullable: true }) contentHash!: string | null;
  @Field(() => String, { nullable: true, description: 'JSON' }) details!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

@ObjectType('ArticleHistory')
class ArticleHistoryType {
  @Field(() => ID) articleId!: string;
  @Field(() => [ArticleVersionType]) versions!: ArticleVersionType[];
  @Field(() => [AuditEventType]) events!: AuditEventType[];
}

@ObjectType('ArticleGenerationEvent', {
  description: 'One step of a generation: text as it is written, then done (with the article id) or an error',
})
class ArticleGenerationEventType {
  @Field(() => ID) campaignId!: string;
  @Field(() => String) delta!: string;
  @Field(() => Boolean) done!: boolean;
  @Field(() => ID, { nullable: true }) articleId!: string | null;
  @Field(() => String, { nullable: true }) error!: string | null;
  @Field(() => String, { nullable: true }) errorCode!: string | null;
  @Field(() => Boolean, { description: 'First event: listening; start the generation now. Its delta is any text already written.' })
  ready!: boolean;
}

@Resolver()
export class ArticlesResolver {
  @Query(() => [ArticleType], { description: 'Your articles, newest first' })
  async articles(
    @Ctx() ctx: GraphQLContext,
    @Arg('campaignId', () => ID, { nullable: true }) campaignId?: string,
    @Arg('status', () => String, { nullable: true }) status?: string,
  ): Promise<ArticleType[]> {
    const query = parseInput(articleListQuerySchema, { campaignId: campaignId ?? undefined, status: status ?? undefined });
    return ctx.services.articles.list(ctx.em, ctx.request.viewer, query);
  }

  @Query(() => ArticleType, {
    nullable: true,
    description: 'One article of your organization; an unknown id is null with a not_found error for this field only',
  })
  async article(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<ArticleType> {
    return ctx.services.articles.get(ctx.em, ctx.request.viewer, id);
  }

  @Query(() => ArticleHistoryType, {
    nullable: true,
    description: 'Versions with line diffs, and the audit trail; null (not_found) for an unknown id',
  })
  async articleHistory(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<ArticleHistoryType> {
    const history = await ctx.services.articles.history(ctx.em, ctx.request.viewer, id);
    return { ...history, events: history.events.map((e: AuditView) => ({ ...e, details: e.details ? JSON.stringify(e.details) : null })) };
  }

  @Mutation(() => ArticleGenerationResultType, {
    description: "Generates the campaign's article (counted against the plan's monthly quota); stream it with articleGeneration",
  })
  async generateArticle(@Arg('campaignId', () => ID) campaignId: string, @Ctx() ctx: GraphQLContext): Promise<ArticleGenerationResultType> {
    return ctx.services.articles.generate(ctx.em, ctx.request.viewer, campaignId);
  }

  @Mutation(() => ArticleGenerationResultType, { description: 'A new text for the article (a new version; not counted against the quota)' })
  async regenerateArticle(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<ArticleGenerationResultType> {
    return ctx.services.articles.regenerate(ctx.em, ctx.request.viewer, id);
  }

  @Mutation(() => ArticleUpdateResultType, { description: 'Save title and text; the disclosures are always restored' })
  async updateArticle(
    @Arg('id', () => ID) id: string,
    @Arg('title', () => String) title: string,
    @Arg('content', () => String) content: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ArticleUpdateResultType> {
    const result = await ctx.services.articles.update(ctx.em, ctx.request.viewer, id, parseInput(updateArticleSchema, { title, content }));
    return { ...result, message: result.disclosuresRestored ? ARTICLE_MESSAGES.restored : ARTICLE_MESSAGES.updated };
  }

  @Subscription(() => ArticleGenerationEventType, {
    description: "The text of your campaign's generation as it is written: a ready event first, then deltas, then done (or an error)",
    subscribe: ({ args, context }: SubscribeResolverData<unknown, { campaignId: string }, GraphQLContext>) =>
      context.services.articles.generationEvents(context.em, context.request.viewer, args.campaignId),
  })
  articleGeneration(@Root() event: ArticleGenerationEvent, @Arg('campaignId', () => ID) _campaignId: string): ArticleGenerationEventType {
    return event;
  }
}
