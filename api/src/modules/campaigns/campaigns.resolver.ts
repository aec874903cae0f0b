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
  type ClassType,
} from 'type-graphql';
import { ConnectionArgs, connectionType, pagedConnection, pageRequest, type Connection } from '../../graphql/connection';
import type { CampaignsContext } from './campaigns.graphql-context';
import { graphqlEnum } from '../../graphql/enums';
import { deprecatedFor, MoneyType, usd } from '../../graphql/money';
import { mutationPayload, payloadType, type Payload } from '../../graphql/payload';
import { parseInput } from '../../lib/parse-input';
import { PlanEnum } from '../identity';
import { CAMPAIGN_STATUSES, Campaign } from './campaign.entity';
import { NodeInterface, registerNodeKind } from '../../graphql/node';

import {
  CAMPAIGN_LIST_STATUSES,
  CAMPAIGN_TONES,
  campaignListQuerySchema,
  changePlanSchema,
  CONTENT_FORMATS,
  SECTORS,
  SECTOR_LABELS,
} from './campaigns.schemas';
import type { CampaignView } from './campaigns.service';

export const CampaignStatusEnum = graphqlEnum(CAMPAIGN_STATUSES, 'CampaignStatus', "Where a campaign's release stands", {
  draft: 'Not released yet (also a campaign saved without all its fields)',
  in_progress: 'Its article was ordered or sent and is not out yet, with no release time set (e.g. a prepared release to file)',
  scheduled: 'Its article is scheduled for a set time',
  published: 'Its article is out',
  failed: 'The last release failed (see the publications and orders)',
  archived: 'Hidden from the list; cannot generate',
});

const CampaignStatusFilterEnum = graphqlEnum(CAMPAIGN_LIST_STATUSES, 'CampaignStatusFilter', 'Which campaigns a list shows', {
  draft: 'Drafts',
  in_progress: 'In progress (ordered, not out, no time set)',
  scheduled: 'Scheduled',
  published: 'Published',
  failed: 'Failed',
  archived: 'Archived only',
  all: 'All, archived included',
});

export const SectorEnum = graphqlEnum(SECTORS, 'Sector', "A campaign's sector (the form's list)", SECTOR_LABELS);

const CampaignToneEnum = graphqlEnum(CAMPAIGN_TONES, 'CampaignTone', 'How the article is written (wording and emphasis)', {
  bullish: 'Confident, strictly factual: leads with the strongest facts, stated plainly',
  neutral: 'Even and matter-of-fact',
  'deep dive': 'Long, detailed on the business',
  analytical: 'Figures and what they mean',
  educational: 'Explains the business to newcomers',
});

export const ContentFormatEnum = graphqlEnum(CONTENT_FORMATS, 'ContentFormat', "What a campaign's content is", {
  article: 'A feature article of 800 to 1,200 words for blog platforms',
  'press-release': 'A press release for the newswires: dateline, lead, quote when given, About and contact',
});

@ObjectType('Campaign', {
  description: 'A campaign of your organization: the facts an article is written from',
  implements: [NodeInterface],
})
export class CampaignType {
  @Field(() => ID, { description: 'The campaign id' }) id!: string;
  @Field(() => String, { description: 'Its title: given by the issuer, else written from its strongest highlight' }) title!: string;
  @Field(() => String, { description: 'The company, as the article names it' }) companyName!: string;
  @Field(() => String, { description: "Your organization's ticker" }) ticker!: string;
  @Field(() => SectorEnum, { nullable: true, description: 'Null for a draft saved without one' }) sector!: string | null;
  @Field(() => CampaignToneEnum, { nullable: true, description: 'Null for a draft saved without one' }) tone!: string | null;
  @Field(() => String, { nullable: true, description: 'The business highlights the article is written from' }) highlights!: string | null;
  @Field(() => String, { nullable: true, description: 'The company website (https)' }) website!: string | null;
  @Field(() => [String], { description: 'https URLs or origins the issuer confirmed: links to them on the hosted page are tracked' })
  confirmedLinks!: string[];
  @Field(() => String, { nullable: true, description: 'The news or press release text it is based on' }) pressRelease!: string | null;
  @Field(() => ContentFormatEnum, { description: 'Feature article or press release' }) format!: string;
  @Field(() => String, { nullable: true, description: "The issuer's own quote; none is written without it" }) quote!: string | null;
  @Field(() => String, { nullable: true, description: 'Who is quoted' }) quoteSpeakerName!: string | null;
  @Field(() => String, { nullable: true, description: "The quoted person's title" }) quoteSpeakerTitle!: string | null;
  @Field(() => String, { nullable: true, description: "Feature brief: the company's background" }) background!: string | null;
  @Field(() => String, { nullable: true, description: "Feature brief: the company's products" }) products!: string | null;
  @Field(() => String, { nullable: true, description: "Feature brief: the company's customers" }) customers!: string | null;
  @Field(() => String, { nullable: true, description: "Feature brief: the company's strategy" }) strategy!: string | null;
  @Field(() => String, { nullable: true, description: "Feature brief: the company's milestones" }) milestones!: string | null;
  @Field(() => String, { nullable: true, description: "Feature brief: the company's outlook" }) outlook!: string | null;
  @Field(() => PlanEnum, { description: 'The plan the campaign was created under' }) budget!: string;
  @Field(() => CampaignStatusEnum, { description: "Where the campaign's release stands" }) status!: string;
  @Field(() => GraphQLISODateTime, { description: 'When it was created' }) createdAt!: Date;
  @Field(() => GraphQLISODateTime, { description: 'Its last change' }) updatedAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was archived; null if it is not' }) archivedAt!: Date | null;
  @Field(() => ID, { nullable: true, description: "The campaign's article, once generated" }) articleId!: string | null;
  /** A field of the articles module (typed by its ArticleStatus enum; campaigns sits below articles). */
  articleStatus!: string | null;
}

@ObjectType('Plan', { description: 'A plan one can choose' })
class PlanType {
  @Field(() => PlanEnum, { description: 'Its id' }) id!: string;
  @Field(() => String, { description: 'Its name' }) name!: string;
  @Field(() => Int, {
    description: 'Monthly subscription in US cents (recorded; no payment is processed)',
    deprecationReason: deprecatedFor('price', 'Money as cents'),
  })
  priceCents!: number;
  @Field(() => Int, { description: 'Articles a UTC month the subscription includes' }) articlesPerMonth!: number;
  @Field(() => Int, {
    description: 'Each article beyond them, in US cents (confirmed before it is charged)',
    deprecationReason: deprecatedFor('overagePrice', 'Money as cents'),
  })
  overageCents!: number;
  @Field(() => String, { description: 'The price as the pricing page shows it' }) priceLabel!: string;
  @Field(() => [String], { description: 'What it includes, as listed' }) features!: string[];
}

@ObjectType('PlanUsage', { description: "The organization's plan and this UTC month's article quota" })
class PlanUsageType {
  @Field(() => PlanEnum, { description: 'The plan' }) plan!: string;
  @Field(() => String, { description: "The plan's name" }) name!: string;
  @Field(() => Int, { description: 'Its monthly subscription in US cents', deprecationReason: deprecatedFor('price', 'Money as cents') })
  priceCents!: number;
  @Field(() => Int, {
    description: 'Each article beyond the allowance, in US cents (confirmed before it is charged)',
    deprecationReason: deprecatedFor('overagePrice', 'Money as cents'),
  })
  overageCents!: number;
  @Field(() => Int, { description: 'Articles the subscription includes this month' }) limit!: number;
  @Field(() => Int, { description: 'Articles generated this month' }) used!: number;
  @Field(() => Int, { description: 'Articles left this month' }) remaining!: number;
  @Field(() => GraphQLISODateTime, { description: 'The start of this UTC month' }) periodStart!: Date;
  @Field(() => GraphQLISODateTime, { description: 'When the quota starts again' }) resetsAt!: Date;
  @Field(() => PlanEnum, { nullable: true, description: 'The next plan up; null on the highest' }) upgradeTo!: string | null;
  @Field(() => [PlanType], { description: 'Every plan' }) plans!: PlanType[];
  @Field(() => Boolean, { nullable: true, description: 'changePlan only: whether the plan changed' }) changed?: boolean;
}

/** The campaign form's fields (a base: type-graphql inherits fields only from a decorated class; not in the schema itself). */
@InputType('CampaignFieldsInput', { description: "The campaign form's fields" })
class CampaignFieldsInput {
  @Field(() => String, {
    nullable: true,
    description:
      'Required to generate. A draft without one is titled from its strongest highlight (suggestedCampaignTitle); an update without one keeps it',
  })
  title?: string;
  // Non-null: what the service requires of every create and update, drafts included (campaigns.schemas.ts, draftFields).
  @Field(() => String, { description: 'Required (also for a draft)' }) companyName!: string;
  @Field(() => String, { description: "Required (also for a draft): your organization's ticker" }) ticker!: string;
  @Field(() => SectorEnum, { nullable: true, description: 'Required unless draft' }) sector?: string | null;
  @Field(() => CampaignToneEnum, { nullable: true, description: 'Required unless draft' }) tone?: string | null;
  @Field(() => String, { nullable: true, description: 'Business highlights, one per line' }) highlights?: string;
  @Field(() => String, { nullable: true, description: 'An https address ("acme.com" is read as https://acme.com)' }) website?: string;
  @Field(() => [String], { nullable: true, description: 'Replaces the confirmed link targets (https URLs or origins); absent keeps them' })
  confirmedLinks?: string[];
  @Field(() => String, { nullable: true, description: 'The news or press release text' }) pressRelease?: string;
  @Field(() => ContentFormatEnum, { nullable: true, description: 'Feature article (the default) or press release' }) format?: string;
  @Field(() => String, { nullable: true, description: "The issuer's own quote (optional)" }) quote?: string;
  @Field(() => String, { nullable: true, description: 'Who is quoted (required with a quote)' }) quoteSpeakerName?: string;
  @Field(() => String, { nullable: true, description: "The quoted person's title, e.g. Chief Executive Officer" })
  quoteSpeakerTitle?: string;
  @Field(() => String, { nullable: true, description: "Feature brief: the company's background, one fact per line" }) background?: string;
  @Field(() => String, { nullable: true, description: "Feature brief: the company's products, one fact per line" }) products?: string;
  @Field(() => String, { nullable: true, description: "Feature brief: the company's customers, one fact per line" }) customers?: string;
  @Field(() => String, { nullable: true, description: "Feature brief: the company's strategy, one fact per line" }) strategy?: string;
  @Field(() => String, { nullable: true, description: "Feature brief: the company's milestones, one fact per line" }) milestones?: string;
  @Field(() => String, { nullable: true, description: "Feature brief: the company's outlook, one fact per line" }) outlook?: string;
  @Field(() => PlanEnum, { description: 'Required (also for a draft): the plan the campaign is written under' }) budget!: string;
}

@InputType('CreateCampaignInput', { description: 'The campaign form; the server applies the form rules (or the Save Draft rules)' })
class CreateCampaignInput extends CampaignFieldsInput {
  @Field(() => Boolean, { nullable: true, description: 'Save Draft: company name, ticker and budget suffice' }) draft?: boolean;
}

@InputType('UpdateCampaignInput', {
  description: 'A change to a campaign (e.g. completing a draft): the fields given replace the stored ones',
})
class UpdateCampaignInput extends CampaignFieldsInput {
  @Field(() => ID, { description: 'The campaign id' }) id!: string;
}

@InputType('ArchiveCampaignInput', { description: 'The campaign to archive' })
class ArchiveCampaignInput {
  @Field(() => ID, { description: 'The campaign id' }) id!: string;
}

@InputType('ChangePlanInput', { description: 'The plan to move to' })
class ChangePlanInput {
  @Field(() => PlanEnum, { description: 'The plan to move to' }) plan!: string;
}

const CampaignConnection = connectionType(CampaignType, 'Campaign', 'campaign');

const CreateCampaignPayload = payloadType('CreateCampaignPayload', 'campaign', () => CampaignType, 'the campaign created');
const UpdateCampaignPayload = payloadType('UpdateCampaignPayload', 'campaign', () => CampaignType, 'the campaign as changed');
const ArchiveCampaignPayload = payloadType('ArchiveCampaignPayload', 'campaign', () => CampaignType, 'the campaign, archived');
const ChangePlanPayload = payloadType('ChangePlanPayload', 'planUsage', () => PlanUsageType, 'the plan and quota after the change');

/** GraphQL's view of a campaign: a form field left blank in a draft is null, not an empty enum value. */
registerNodeKind({
  typeName: 'Campaign',
  entity: Campaign,
  load: async (ctx: CampaignsContext, id) => campaignOut(await ctx.services.campaigns.get(ctx.em, ctx.request.viewer, id)),
});

function campaignOut(c: CampaignView): CampaignType {
  return { ...c, sector: c.sector || null, tone: c.tone || null };
}

/** The form fields as the service takes them (GraphQL input objects arrive without a prototype). */
function plain(input: CampaignFieldsInput): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([key, v]) => v !== undefined && key !== 'id' && key !== 'draft'));
}

const PRICE = 'Monthly subscription (recorded; no payment is processed)';
const OVERAGE = 'Each article beyond the allowance (confirmed before it is charged)';

/** Plan and PlanUsage carry the same two prices: one resolver class per type, built by one function. */
function planPricesResolver<T extends { priceCents: number; overageCents: number }>(type: ClassType<T>) {
  @Resolver(() => type)
  class PlanPricesResolver {
    @FieldResolver(() => MoneyType, { description: PRICE })
    price(@Root() plan: T): MoneyType {
      return usd(plan.priceCents);
    }

    @FieldResolver(() => MoneyType, { description: OVERAGE })
    overagePrice(@Root() plan: T): MoneyType {
      return usd(plan.overageCents);
    }
  }
  return PlanPricesResolver;
}

export const PlanMoneyResolver = planPricesResolver(PlanType);
export const PlanUsageMoneyResolver = planPricesResolver(PlanUsageType);

@Resolver()
export class CampaignsResolver {
  @Query(() => CampaignConnection, { description: 'Newest first; archived left out unless status is ARCHIVED or ALL' })
  async campaigns(
    @Ctx() ctx: CampaignsContext,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('search', () => String, { nullable: true, description: 'Matches the title, company name or ticker' }) search?: string,
    @Arg('status', () => CampaignStatusFilterEnum, { nullable: true, description: 'Which campaigns (default: all but archived)' })
    status?: string,
  ): Promise<Connection<CampaignType>> {
    const request = pageRequest(page);
    const filter = parseInput(campaignListQuerySchema.pick({ search: true, status: true }), {
      search: search ?? undefined,
      status: status ?? undefined,
    });
    const found = await ctx.services.campaigns.listPage(ctx.em, ctx.request.viewer, filter, request);
    return pagedConnection(found && { ...found, items: found.items.map(campaignOut) }, request, (c) => c.id);
  }

  @Query(() => CampaignType, {
    nullable: true,
    description: 'One campaign of your organization; an unknown id is null with a not_found error for this field only',
  })
  async campaign(@Arg('id', () => ID, { description: 'The campaign id' }) id: string, @Ctx() ctx: CampaignsContext): Promise<CampaignType> {
    return campaignOut(await ctx.services.campaigns.get(ctx.em, ctx.request.viewer, id));
  }

  @Query(() => String, {
    description: 'The title the form suggests: the composer\'s headline for the strongest highlight (else "<company> Campaign")',
  })
  suggestedCampaignTitle(
    @Arg('companyName', () => String, { description: 'The company name' }) companyName: string,
    @Arg('ticker', () => String, { description: 'The ticker' }) ticker: string,
    @Arg('highlights', () => String, { description: 'The highlights, one per line' }) highlights: string,
    @Ctx() ctx: CampaignsContext,
  ): string {
    return ctx.services.campaigns.suggestTitle(ctx.request.viewer, { companyName, ticker, highlights });
  }

  @Query(() => PlanUsageType, { description: "The organization's plan and this month's quota" })
  async planUsage(@Ctx() ctx: CampaignsContext): Promise<PlanUsageType> {
    return ctx.services.plans.usage(ctx.em, ctx.request.viewer);
  }

  @Mutation(() => CreateCampaignPayload, {
    description: 'For your own ticker only; draft: true is Save Draft (company name and ticker suffice)',
  })
  async createCampaign(
    @Arg('input', () => CreateCampaignInput, { description: 'The form fields' }) input: CreateCampaignInput,
    @Ctx() ctx: CampaignsContext,
  ): Promise<Payload<'campaign', CampaignType>> {
    return mutationPayload('campaign', async () =>
      campaignOut(await ctx.services.campaigns.createFrom(ctx.em, ctx.request.viewer, { ...plain(input), draft: input.draft === true })),
    );
  }

  @Mutation(() => UpdateCampaignPayload, { description: 'Change a campaign (e.g. complete a draft)' })
  async updateCampaign(
    @Arg('input', () => UpdateCampaignInput, { description: 'The campaign and the form fields' }) input: UpdateCampaignInput,
    @Ctx() ctx: CampaignsContext,
  ): Promise<Payload<'campaign', CampaignType>> {
    return mutationPayload('campaign', async () =>
      campaignOut(await ctx.services.campaigns.update(ctx.em, ctx.request.viewer, input.id, plain(input))),
    );
  }

  @Mutation(() => ArchiveCampaignPayload, { description: 'Hidden from the list and cannot generate; the article and audit trail stay' })
  async archiveCampaign(
    @Arg('input', () => ArchiveCampaignInput, { description: 'The campaign' }) input: ArchiveCampaignInput,
    @Ctx() ctx: CampaignsContext,
  ): Promise<Payload<'campaign', CampaignType>> {
    return mutationPayload('campaign', async () => campaignOut(await ctx.services.campaigns.archive(ctx.em, ctx.request.viewer, input.id)));
  }

  @Mutation(() => ChangePlanPayload, { description: 'Upgrade or downgrade (recorded and audited; no payment processor)' })
  async changePlan(
    @Arg('input', () => ChangePlanInput, { description: 'The plan' }) input: ChangePlanInput,
    @Ctx() ctx: CampaignsContext,
  ): Promise<Payload<'planUsage', PlanUsageType>> {
    return mutationPayload('planUsage', () =>
      ctx.services.plans.change(ctx.em, ctx.request.viewer, parseInput(changePlanSchema, { plan: input.plan }).plan),
    );
  }
}
