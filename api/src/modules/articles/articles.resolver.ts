import {
  Arg,
  Args,
  Ctx,
  Field,
  FieldResolver,
  GraphQLISODateTime,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  type SubscribeResolverData,
  Subscription,
} from 'type-graphql';
import { contentWriter } from '../../ai';
import type { ArticlesContext } from './articles.graphql-context';
import { Article } from './article.entity';
import { NodeInterface, registerNodeKind } from '../../graphql/node';
import { ConnectionArgs, connectionType, pagedConnection, pageRequest, type Connection } from '../../graphql/connection';
import { parseInput } from '../../lib/parse-input';
import { graphqlEnum } from '../../graphql/enums';
import { deprecatedFor, MoneyType, usd } from '../../graphql/money';
import { mutationPayload, payloadType, type Payload } from '../../graphql/payload';
import { CampaignType } from '../campaigns';
import { PlatformIdEnum } from '../../graphql/plugin-enums';
import { ComplianceResultEnum, DisclosureKindEnum, PaymentFormEnum, SeverityEnum } from '../compliance';
import { PlanEnum } from '../identity';
import { VERSION_REASONS } from './article-version.entity';
import { ARTICLE_STATUSES } from './articles.constants';
import { ARTICLE_MESSAGES, articleListQuerySchema, updateArticleSchema } from './articles.schemas';
import type { ArticleGenerationEvent } from './articles.service';
import { AuditEntry, type AuditView } from '../audit';

export const ArticleStatusEnum = graphqlEnum(ARTICLE_STATUSES, 'ArticleStatus', "Where an article's release stands", {
  draft: 'Not released',
  in_progress: 'Ordered or sent, not out yet, with no release time set (e.g. a prepared release waiting to be filed)',
  scheduled: 'Scheduled for a set time on a platform or the newswire',
  published: 'Out on at least one platform or the newswire',
  failed: 'The last release failed',
});

const VersionReasonEnum = graphqlEnum(VERSION_REASONS, 'VersionReason', 'Why a version of an article exists', {
  generated: 'The first text, generated',
  edited: 'Saved by a person',
  regenerated: 'A new generated text',
});

const DiffOpEnum = graphqlEnum(['equal', 'add', 'remove'], 'DiffOp', 'What happened to a line against the previous version', {
  equal: 'Unchanged',
  add: 'Added',
  remove: 'Removed',
});

@ObjectType('FindingCounts', { description: 'How many findings of each severity' })
class FindingCountsType {
  @Field(() => Int, { description: 'Critical findings (they block release)' }) critical!: number;
  @Field(() => Int, { description: 'Important findings' }) important!: number;
  @Field(() => Int, { description: 'Advisory findings' }) advisory!: number;
}

@ObjectType('ArticleComplianceFinding', { description: 'A finding of the check of the stored text' })
class ArticleFindingType {
  @Field(() => String, { description: 'Stable id of the rule' }) ruleId!: string;
  @Field(() => SeverityEnum, { description: 'How serious it is' }) severity!: string;
  @Field(() => String, { description: 'The rule, in brief' }) title!: string;
  @Field(() => String, { description: 'What is wrong, for people' }) message!: string;
  @Field(() => String, { nullable: true, description: 'The matched text, for findings about a passage' }) text!: string | null;
}

@ObjectType('ArticleComplianceReport', { description: 'What the compliance engine found in the stored content' })
class ArticleComplianceReportType {
  @Field(() => Int, { description: '0–100: 100 less 25 per critical, 10 per important and 3 per advisory finding' }) score!: number;
  @Field(() => ComplianceResultEnum, { description: 'What the check concluded' }) level!: string;
  @Field(() => FindingCountsType, { description: 'Findings by severity' }) counts!: FindingCountsType;
  @Field(() => [ArticleFindingType], { description: 'The findings' }) findings!: ArticleFindingType[];
  @Field(() => GraphQLISODateTime, { description: 'When the text was checked' }) checkedAt!: string;
}

@ObjectType('DisclosurePayer', { description: 'Who paid for the piece, as its paid-content disclosure names them' })
class DisclosurePayerType {
  @Field(() => String, { description: 'The company name' }) name!: string;
  @Field(() => String, { description: 'Its ticker' }) ticker!: string;
  @Field(() => String, { description: 'Its exchange' }) exchange!: string;
}

@ObjectType('DisclosedSubscription', { description: 'The monthly plan a piece was written under, as its disclosure names it' })
class DisclosedSubscriptionType {
  @Field(() => String, { description: "The plan's name" }) name!: string;
  @Field(() => Int, { description: 'Its monthly price, in US cents', deprecationReason: deprecatedFor('price', 'Money as cents') })
  priceCents!: number;
  @Field(() => Int, { description: 'The articles a month it includes' }) articlesPerMonth!: number;
}

@ObjectType('DisclosurePayment', { description: 'What was paid for the piece, as its paid-content disclosure states it' })
class DisclosurePaymentType {
  // Not deprecated: with currency beside it this is Money's own shape, one level shallower than amount (the web
  // app's article mutations spread their fragment at the depth limit, 8).
  @Field(() => Int, { description: "What IssuerWire charged for this content, in cents (billingCharges); 0 within the plan's allowance" })
  amountCents!: number;
  @Field(() => String, { description: 'Its currency (USD)' }) currency!: string;
  @Field(() => PaymentFormEnum, { description: 'Cash, or shares of the issuer' }) form!: string;
  @Field(() => DisclosedSubscriptionType, {
    nullable: true,
    description: 'The plan it was written under; null before plans were subscriptions',
  })
  subscription?: DisclosedSubscriptionType | null;
}

@ObjectType('DisclosureForwardLooking', { description: 'The forward-looking statements legend, as data' })
class DisclosureForwardLookingType {
  @Field(() => Boolean, { description: 'The text looks forward, so it carries the legend' }) included!: boolean;
  @Field(() => String, { nullable: true, description: "The listing's jurisdiction (US, CA, UK, AU) whose wording the legend uses" })
  jurisdiction!: string | null;
  @Field(() => Boolean, { description: 'A penny stock: the legend says the safe harbor does not apply' }) pennyStock!: boolean;
  @Field(() => Boolean, { description: 'The legend cites the statutory safe harbor' }) safeHarbor!: boolean;
}

@ObjectType('DisclosureItem', { description: 'One disclosure as written at the end of the content' })
class DisclosureItemType {
  @Field(() => DisclosureKindEnum, { description: 'Which disclosure it is' }) id!: string;
  @Field(() => String, { description: 'Its heading' }) title!: string;
  @Field(() => String, { description: 'Its text, verbatim in the content' }) text!: string;
}

@ObjectType('DisclosureFacts', { description: "What an article's disclosures state, as data, verified against the campaign and listing" })
class DisclosureFactsType {
  @Field(() => DisclosurePayerType, { description: 'The payer' }) payer!: DisclosurePayerType;
  @Field(() => DisclosurePaymentType, { description: 'The payment' }) payment!: DisclosurePaymentType;
  @Field(() => Boolean, { description: 'Says a model drafted it (AI assistance); false: the built-in composer did' }) aiAssisted!: boolean;
  @Field(() => String, { nullable: true, description: 'The model it names; null for the built-in composer' }) model?: string | null;
  @Field(() => Boolean, { description: 'Says it is not investment advice' }) notAdvice!: boolean;
  @Field(() => DisclosureForwardLookingType, { description: 'The forward-looking statements legend' })
  forwardLooking!: DisclosureForwardLookingType;
  @Field(() => [DisclosureItemType], { description: 'Each disclosure as written, in order' }) items!: DisclosureItemType[];
}

@ObjectType('ArticlePublicUrls', { description: 'Where readers meet an article, absolute' })
class ArticlePublicUrlsType {
  @Field(() => String, { nullable: true, description: 'The hosted article page, /p/<slug>; null until the article is first published' })
  page!: string | null;
  @Field(() => String, {
    description:
      'The view pixel, /t/v/<articleId>: a GET from a reader counts a view (bots, HEAD and prefetches are answered but not counted)',
  })
  pixel!: string;
}

@ObjectType('Article', { description: "A campaign's article: its current version, status and compliance", implements: [NodeInterface] })
class ArticleType {
  @Field(() => ID, { description: 'The article id' }) id!: string;
  @Field(() => ID, { description: 'Its campaign' }) campaignId!: string;
  @Field(() => String, { description: 'Its title' }) title!: string;
  @Field(() => String, { description: 'Body, separator and the mandatory disclosures (Markdown)' }) content!: string;
  @Field(() => ArticleStatusEnum, { description: 'Where its release stands' }) status!: string;
  @Field(() => [PlatformIdEnum], { description: 'Platform ids it was published or scheduled on (plugin ids, e.g. TWITTER, MEDIUM)' })
  platforms!: string[];
  @Field(() => Boolean, { description: 'No critical compliance finding' }) compliance!: boolean;
  @Field(() => Int, {
    description: 'The spec’s column, never counted (0)',
    deprecationReason: 'Never counted: read engagement(campaignId) for the measured figures',
  })
  views!: number;
  @Field(() => Int, {
    description: 'The spec’s column, never counted (0)',
    deprecationReason: 'Never counted: read engagement(campaignId) for the measured figures',
  })
  engagement!: number;
  @Field(() => GraphQLISODateTime, { description: 'When it was first generated' }) createdAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was first published; null before' }) publishedAt!: Date | null;
  @Field(() => GraphQLISODateTime, { description: 'Its last change' }) updatedAt!: Date;
  @Field(() => Int, { description: 'Words in the body' }) wordCount!: number;
  @Field(() => String, { description: 'The disclosure block at the end of content' }) disclosures!: string;
  @Field(() => DisclosureFactsType, {
    nullable: true,
    description: 'What the disclosures state, as data; null for articles written before they were stored (their text is checked only)',
  })
  disclosureFacts!: DisclosureFactsType | null;
  @Field(() => String, { description: 'The text without title and disclosures' }) body!: string;
  @Field(() => Int, { description: 'The current version (from 1)' }) version!: number;
  @Field(() => Int, {
    nullable: true,
    description:
      'The version the hosted page and the platforms show (the last one released through the compliance gate and approval); null until released',
  })
  releasedVersion!: number | null;
  @Field(() => String, { nullable: true, description: 'What wrote the current text: the built-in composer or the model’s name' })
  model!: string | null;
  @Field(() => ArticleComplianceReportType, { nullable: true, description: 'The check of the current text' })
  complianceReport!: ArticleComplianceReportType | null;
  @Field(() => ArticlePublicUrlsType, { description: 'Where readers meet it: embed the pixel where you show the article' })
  publicUrls!: ArticlePublicUrlsType;
}

@ObjectType('QuotaSummary', { description: "The plan's article quota this UTC month" })
class QuotaSummaryType {
  @Field(() => PlanEnum, { description: 'The plan' }) plan!: string;
  @Field(() => Int, { description: 'Articles allowed' }) limit!: number;
  @Field(() => Int, { description: 'Articles generated' }) used!: number;
  @Field(() => Int, { description: 'Articles left' }) remaining!: number;
}

@ObjectType('GenerationSummary', { description: 'What a generation produced' })
class GenerationSummaryType {
  @Field(() => Int, { description: 'Words in the body' }) wordCount!: number;
  @Field(() => String, { description: 'What wrote it: the built-in composer or the model’s name' }) model!: string;
  @Field(() => Int, { description: 'The version it became' }) version!: number;
  @Field(() => ComplianceResultEnum, { description: 'What the compliance check concluded' }) complianceLevel!: string;
  @Field(() => Int, { description: '0–100' }) complianceScore!: number;
  @Field(() => FindingCountsType, { description: 'Findings by severity' }) findings!: FindingCountsType;
  @Field(() => [String], { description: 'The disclosures it carries' }) disclosures!: string[];
  @Field(() => Boolean, { description: 'It looks forward, so it carries the forward-looking legend' }) forwardLooking!: boolean;
  @Field(() => Int, {
    description: 'What the generation was charged, in US cents (0 within the quota)',
    deprecationReason: deprecatedFor('charged', 'Money as cents'),
  })
  chargedCents!: number;
  @Field(() => QuotaSummaryType, { description: 'The quota after it' }) quota!: QuotaSummaryType;
}

@ObjectType('ArticleGenerationResult', { description: 'The generated article and a summary' })
class ArticleGenerationResultType {
  @Field(() => ArticleType, { description: 'The article' }) article!: ArticleType;
  @Field(() => GenerationSummaryType, { description: 'What the generation produced' }) summary!: GenerationSummaryType;
}

@ObjectType('ArticleUpdateResult', { description: 'The saved article' })
class ArticleUpdateResultType {
  @Field(() => ArticleType, { description: 'The article as saved' }) article!: ArticleType;
  @Field(() => Boolean, { description: 'The text sent lacked or altered the disclosures; they were restored' })
  disclosuresRestored!: boolean;
  @Field(() => Boolean, { description: 'False when the text was the same (no new version)' }) changed!: boolean;
  @Field(() => String, { description: 'What happened, for people' }) message!: string;
}

@ObjectType('DiffLine', { description: 'One line of a version against the previous one' })
class DiffLineType {
  @Field(() => DiffOpEnum, { description: 'Unchanged, added or removed' }) op!: string;
  @Field(() => String, { description: 'The line' }) text!: string;
}

@ObjectType('ArticleVersion', { description: 'One saved text of an article' })
class ArticleVersionType {
  @Field(() => Int, { description: 'Its number (from 1)' }) version!: number;
  @Field(() => String, { description: 'The title then' }) title!: string;
  @Field(() => String, { description: 'The body then' }) body!: string;
  @Field(() => String, { description: 'sha256 of the content (what approvals are bound to)' }) contentHash!: string;
  @Field(() => VersionReasonEnum, { description: 'Why it exists' }) reason!: string;
  @Field(() => ID, { nullable: true, description: 'Who made it (a person or a token); null for the system' }) actorId!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "What wrote it: 'composer' (the built-in composer) or the model's name; null for an edit",
  })
  model!: string | null;
  @Field(() => GraphQLISODateTime, { description: 'When it was made' }) createdAt!: Date;
  @Field(() => Boolean, { description: 'The title differs from the previous version' }) titleChanged!: boolean;
  @Field(() => [DiffLineType], { nullable: true, description: 'Body lines against the previous version' }) diff!: DiffLineType[] | null;
}

@ObjectType('AuditEvent', { description: 'One entry of the audit log', implements: [NodeInterface] })
class AuditEventType {
  @Field(() => ID, { description: 'The entry id' }) id!: string;
  @Field(() => String, { description: 'What happened (e.g. article.approved, publication.requested)' }) action!: string;
  @Field(() => ID, { nullable: true, description: 'Who did it (a person or a token); null for the system' }) actorId!: string | null;
  @Field(() => String, { nullable: true, description: 'The content it concerned (sha256)' }) contentHash!: string | null;
  @Field(() => String, { nullable: true, description: 'Details as JSON' }) details!: string | null;
  @Field(() => GraphQLISODateTime, { description: 'When' }) createdAt!: Date;
}

@ObjectType('ArticleHistory', { description: "An article's versions and audit trail" })
class ArticleHistoryType {
  @Field(() => ID, { description: 'The article' }) articleId!: string;
  @Field(() => [ArticleVersionType], { description: 'Every version, oldest first' }) versions!: ArticleVersionType[];
  @Field(() => [AuditEventType], { description: 'What was done to it, oldest first' }) events!: AuditEventType[];
}

@ObjectType('ArticleGenerationEvent', {
  description: 'One step of a generation: text as it is written, then done (with the article id) or an error',
})
class ArticleGenerationEventType {
  @Field(() => ID, { description: 'The campaign' }) campaignId!: string;
  @Field(() => String, { description: 'Text written since the last event' }) delta!: string;
  @Field(() => Boolean, { description: 'The last event: the article is saved' }) done!: boolean;
  @Field(() => ID, { nullable: true, description: 'The article, once done' }) articleId!: string | null;
  @Field(() => String, { nullable: true, description: 'Why it failed, for people' }) error!: string | null;
  @Field(() => String, { nullable: true, description: 'The error code when it failed' }) errorCode!: string | null;
  @Field(() => Boolean, { description: 'First event: listening; start the generation now. Its delta is any text already written.' })
  ready!: boolean;
}

const ArticleConnection = connectionType(ArticleType, 'Article', 'article');

@InputType('GenerateArticleInput', { description: 'The campaign whose article to generate' })
class GenerateArticleInput {
  @Field(() => ID, { description: 'The campaign' }) campaignId!: string;
  @Field(() => Boolean, {
    nullable: true,
    description: "Accept the plan's overage price for an article beyond the month's allowance (else overage_confirmation_required)",
  })
  confirmOverage?: boolean | null;
}

@InputType('RegenerateArticleInput', { description: 'The article to write again' })
class RegenerateArticleInput {
  @Field(() => ID, { description: 'The article id' }) id!: string;
  @Field(() => Boolean, {
    nullable: true,
    description: "Replace a title the issuer edited with the new draft's (default false: an edited title is kept)",
  })
  replaceTitle?: boolean | null;
}

@InputType('UpdateArticleInput', { description: 'The article and its new title and text' })
class UpdateArticleInput {
  @Field(() => ID, { description: 'The article id' }) id!: string;
  @Field(() => String, { description: 'The new title' }) title!: string;
  @Field(() => String, { description: 'The new text (the disclosures are restored if missing or altered)' }) content!: string;
}

const GenerateArticlePayload = payloadType(
  'GenerateArticlePayload',
  'articleGenerationResult',
  () => ArticleGenerationResultType,
  'the generated article and a summary',
  'result',
);
const RegenerateArticlePayload = payloadType(
  'RegenerateArticlePayload',
  'articleGenerationResult',
  () => ArticleGenerationResultType,
  'the article with its new text and a summary',
  'result',
);
const UpdateArticlePayload = payloadType(
  'UpdateArticlePayload',
  'articleUpdateResult',
  () => ArticleUpdateResultType,
  'the saved article',
  'result',
);

@ObjectType('ContentWriter', { description: 'What writes drafts on this server' })
class ContentWriterType {
  @Field(() => Boolean, { description: 'True when no AI model is configured: the built-in composer writes from the campaign facts' })
  builtIn!: boolean;
  @Field(() => String, { description: "'Built-in composer', or the configured model's name" }) name!: string;
}

registerNodeKind({
  typeName: 'Article',
  entity: Article,
  load: (ctx: ArticlesContext, id) => ctx.services.articles.get(ctx.em, ctx.request.viewer, id),
});

/** details are JSON in the database and a JSON string in the schema. */
const auditEvent = (e: AuditView): AuditEventType => ({ ...e, details: e.details ? JSON.stringify(e.details) : null });

registerNodeKind({
  typeName: 'AuditEvent',
  entity: AuditEntry,
  owner: 'organizationId',
  // As articleHistory reads them: an article's entries, to whoever may read the article.
  load: async (ctx: ArticlesContext, id) => {
    const found = await ctx.services.articles.historyEntry(ctx.em, ctx.request.viewer, id);
    return found && auditEvent(found);
  },
});

@Resolver()
export class ArticlesResolver {
  @Query(() => ContentWriterType, { description: 'What writes drafts on this server (public: the landing page says it)' })
  contentWriter(@Ctx() ctx: ArticlesContext): ContentWriterType {
    return contentWriter(ctx.services.contentModel);
  }

  @Query(() => ArticleConnection, { description: 'Your articles, newest first' })
  async articles(
    @Ctx() ctx: ArticlesContext,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('campaignId', () => ID, { nullable: true, description: "Only this campaign's article" }) campaignId?: string,
    @Arg('status', () => ArticleStatusEnum, { nullable: true, description: 'Only articles with this status' }) status?: string,
  ): Promise<Connection<ArticleType>> {
    const query = parseInput(articleListQuerySchema, { campaignId: campaignId ?? undefined, status: status ?? undefined });
    const request = pageRequest(page);
    return pagedConnection(await ctx.services.articles.listPage(ctx.em, ctx.request.viewer, query, request), request, (a) => a.id);
  }

  @Query(() => ArticleType, {
    nullable: true,
    description: 'One article of your organization; an unknown id is null with a not_found error for this field only',
  })
  async article(@Arg('id', () => ID, { description: 'The article id' }) id: string, @Ctx() ctx: ArticlesContext): Promise<ArticleType> {
    return ctx.services.articles.get(ctx.em, ctx.request.viewer, id);
  }

  @Query(() => ArticleHistoryType, {
    nullable: true,
    description: 'Versions with line diffs, and the audit trail; null (not_found) for an unknown id',
  })
  async articleHistory(
    @Arg('id', () => ID, { description: 'The article id' }) id: string,
    @Ctx() ctx: ArticlesContext,
  ): Promise<ArticleHistoryType> {
    const history = await ctx.services.articles.history(ctx.em, ctx.request.viewer, id);
    return { ...history, events: history.events.map(auditEvent) };
  }

  @Mutation(() => GenerateArticlePayload, {
    description: "Generates the campaign's article (counted against the plan's monthly quota); stream it with articleGeneration",
  })
  async generateArticle(
    @Arg('input', () => GenerateArticleInput, { description: 'The campaign' }) input: GenerateArticleInput,
    @Ctx() ctx: ArticlesContext,
  ): Promise<Payload<'articleGenerationResult', ArticleGenerationResultType>> {
    return mutationPayload('articleGenerationResult', () =>
      ctx.services.articles.generate(ctx.em, ctx.request.viewer, input.campaignId, { confirmOverage: input.confirmOverage === true }),
    );
  }

  @Mutation(() => RegenerateArticlePayload, { description: 'A new text for the article (a new version; not counted against the quota)' })
  async regenerateArticle(
    @Arg('input', () => RegenerateArticleInput, { description: 'The article' }) input: RegenerateArticleInput,
    @Ctx() ctx: ArticlesContext,
  ): Promise<Payload<'articleGenerationResult', ArticleGenerationResultType>> {
    return mutationPayload('articleGenerationResult', () =>
      ctx.services.articles.regenerate(ctx.em, ctx.request.viewer, input.id, input.replaceTitle ?? false),
    );
  }

  @Mutation(() => UpdateArticlePayload, { description: 'Save title and text; the disclosures are always restored' })
  async updateArticle(
    @Arg('input', () => UpdateArticleInput, { description: 'The article, title and text' }) input: UpdateArticleInput,
    @Ctx() ctx: ArticlesContext,
  ): Promise<Payload<'articleUpdateResult', ArticleUpdateResultType>> {
    return mutationPayload('articleUpdateResult', async () => {
      const body = parseInput(updateArticleSchema, { title: input.title, content: input.content });
      const result = await ctx.services.articles.update(ctx.em, ctx.request.viewer, input.id, body);
      return { ...result, message: result.disclosuresRestored ? ARTICLE_MESSAGES.restored : ARTICLE_MESSAGES.updated };
    });
  }

  @Subscription(() => ArticleGenerationEventType, {
    description: "The text of your campaign's generation as it is written: a ready event first, then deltas, then done (or an error)",
    subscribe: ({ args, context }: SubscribeResolverData<unknown, { campaignId: string }, ArticlesContext>) =>
      context.services.articles.generationEvents(context.em, context.request.viewer, args.campaignId),
  })
  articleGeneration(
    @Root() event: ArticleGenerationEvent,
    @Arg('campaignId', () => ID, { description: 'The campaign' }) _campaignId: string,
  ): ArticleGenerationEventType {
    return event;
  }
}

@Resolver(() => DisclosedSubscriptionType)
class DisclosedSubscriptionFieldsResolver {
  @FieldResolver(() => MoneyType, { description: 'Its monthly price' })
  price(@Root() subscription: DisclosedSubscriptionType): MoneyType {
    return usd(subscription.priceCents);
  }
}

@Resolver(() => DisclosurePaymentType)
class DisclosurePaymentFieldsResolver {
  @FieldResolver(() => MoneyType, {
    description: "What IssuerWire charged for this content (billingCharges); 0 within the plan's allowance",
  })
  amount(@Root() payment: DisclosurePaymentType): MoneyType {
    return { amountCents: payment.amountCents, currency: payment.currency };
  }
}

@Resolver(() => GenerationSummaryType)
class GenerationSummaryFieldsResolver {
  @FieldResolver(() => MoneyType, { description: 'What the generation was charged (0 within the quota)' })
  charged(@Root() summary: GenerationSummaryType): MoneyType {
    return usd(summary.chargedCents);
  }
}

/** Campaign.articleStatus is typed here, by the article's own enum (campaigns sits below articles). */
@Resolver(() => CampaignType)
class CampaignArticleStatusResolver {
  @FieldResolver(() => ArticleStatusEnum, { nullable: true, description: "Its article's status; null before one is generated" })
  articleStatus(@Root() campaign: CampaignType): string | null {
    return campaign.articleStatus;
  }
}

/** The module's resolvers: the queries and mutations, and the typed fields (Money) beside the deprecated ones. */
export const articlesResolvers = [
  ArticlesResolver,
  DisclosedSubscriptionFieldsResolver,
  DisclosurePaymentFieldsResolver,
  GenerationSummaryFieldsResolver,
  CampaignArticleStatusResolver,
];
