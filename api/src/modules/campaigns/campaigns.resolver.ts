import { Arg, Ctx, Field, GraphQLISODateTime, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { parseInput } from '../../lib/parse-input';
import { campaignListQuerySchema, changePlanSchema } from './campaigns.schemas';

@ObjectType('Campaign', { description: 'A campaign of the signed-in issuer' })
class CampaignType {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => String) companyName!: string;
  @Field(() => String) ticker!: string;
  @Field(() => String, { description: 'Empty for a draft saved without one' }) sector!: string;
  @Field(() => String, { description: 'Empty for a draft saved without one' }) tone!: string;
  @Field(() => String, { nullable: true }) highlights!: string | null;
  @Field(() => String, { nullable: true }) website!: string | null;
  @Field(() => [String], { description: 'https URLs or origins the issuer confirmed: links to them on the hosted page are tracked' })
  confirmedLinks!: string[];
  @Field(() => String, { nullable: true }) pressRelease!: string | null;
  @Field(() => String, { description: 'basic, pro or agency' }) budget!: string;
  @Field(() => String, { description: 'draft, scheduled, published, failed or archived' }) status!: string;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) archivedAt!: Date | null;
  @Field(() => ID, { nullable: true, description: "The campaign's article, once generated" }) articleId!: string | null;
  @Field(() => String, { nullable: true }) articleStatus!: string | null;
}

@ObjectType('CampaignPage')
class CampaignPageType {
  @Field(() => [CampaignType]) items!: CampaignType[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}

@ObjectType('Plan')
class PlanType {
  @Field(() => String) id!: string;
  @Field(() => String) name!: string;
  @Field(() => Int) priceCents!: number;
  @Field(() => Int) articlesPerMonth!: number;
  @Field(() => String) priceLabel!: string;
  @Field(() => [String]) features!: string[];
}

@ObjectType('PlanUsage', { description: "The user's plan and this UTC month's article quota" })
class PlanUsageType {
  @Field(() => String) plan!: string;
  @Field(() => String) name!: string;
  @Field(() => Int) priceCents!: number;
  @Field(() => Int) limit!: number;
  @Field(() => Int) used!: number;
  @Field(() => Int) remaining!: number;
  @Field(() => GraphQLISODateTime) periodStart!: Date;
  @Field(() => GraphQLISODateTime) resetsAt!: Date;
  @Field(() => String, { nullable: true }) upgradeTo!: string | null;
  @Field(() => [PlanType]) plans!: PlanType[];
  @Field(() => Boolean, { nullable: true, description: 'changePlan only: whether the plan changed' }) changed?: boolean;
}

@InputType('CampaignInput', { description: 'The campaign form; the server applies the form rules (or the Save Draft rules)' })
class CampaignInputType {
  @Field(() => String, { nullable: true }) title?: string;
  @Field(() => String, { nullable: true }) companyName?: string;
  @Field(() => String, { nullable: true }) ticker?: string;
  @Field(() => String, { nullable: true }) sector?: string;
  @Field(() => String, { nullable: true }) tone?: string;
  @Field(() => String, { nullable: true }) highlights?: string;
  @Field(() => String, { nullable: true }) website?: string;
  @Field(() => [String], { nullable: true, description: 'Replaces the confirmed link targets (https URLs or origins); absent keeps them' })
  confirmedLinks?: string[];
  @Field(() => String, { nullable: true }) pressRelease?: string;
  @Field(() => String, { nullable: true }) budget?: string;
}

/** GraphQL input objects arrive without a prototype; the service wants a plain record. */
function plain(input: CampaignInputType): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}

@Resolver()
export class CampaignsResolver {
  @Query(() => CampaignPageType, { description: 'Newest first; archived left out unless status is archived or all' })
  async campaigns(
    @Ctx() ctx: GraphQLContext,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true }) pageSize?: number,
    @Arg('search', () => String, { nullable: true }) search?: string,
    @Arg('status', () => String, { nullable: true }) status?: string,
  ): Promise<CampaignPageType> {
    const query = parseInput(campaignListQuerySchema, {
      page: page ?? undefined,
      pageSize: pageSize ?? undefined,
      search: search ?? undefined,
      status: status ?? undefined,
    });
    return ctx.services.campaigns.list(ctx.em, ctx.request.viewer, query);
  }

  @Query(() => CampaignType, {
    nullable: true,
    description: 'One campaign of your organization; an unknown id is null with a not_found error for this field only',
  })
  async campaign(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<CampaignType> {
    return ctx.services.campaigns.get(ctx.em, ctx.request.viewer, id);
  }

  @Query(() => PlanUsageType)
  async planUsage(@Ctx() ctx: GraphQLContext): Promise<PlanUsageType> {
    return ctx.services.plans.usage(ctx.em, ctx.request.viewer);
  }

  @Mutation(() => CampaignType, { description: 'For your own ticker only; draft: true is Save Draft (company name and ticker suffice)' })
  async createCampaign(
    @Arg('input', () => CampaignInputType) input: CampaignInputType,
    @Ctx() ctx: GraphQLContext,
    @Arg('draft', () => Boolean, { nullable: true }) draft?: boolean,
  ): Promise<CampaignType> {
    return ctx.services.campaigns.createFrom(ctx.em, ctx.request.viewer, { ...plain(input), draft: draft === true });
  }

  @Mutation(() => CampaignType, { description: 'Change a campaign (e.g. complete a draft)' })
  async updateCampaign(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => CampaignInputType) input: CampaignInputType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CampaignType> {
    return ctx.services.campaigns.update(ctx.em, ctx.request.viewer, id, plain(input));
  }

  @Mutation(() => CampaignType, { description: 'Hidden from the list and cannot generate; the article and audit trail stay' })
  async archiveCampaign(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<CampaignType> {
    return ctx.services.campaigns.archive(ctx.em, ctx.request.viewer, id);
  }

  @Mutation(() => PlanUsageType, { description: 'Upgrade or downgrade (recorded and audited; no payment processor)' })
  async changePlan(@Arg('plan', () => String) plan: string, @Ctx() ctx: GraphQLContext): Promise<PlanUsageType> {
    return ctx.services.plans.change(ctx.em, ctx.request.viewer, parseInput(changePlanSchema, { plan }).plan);
  }
}
