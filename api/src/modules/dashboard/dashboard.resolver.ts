import { Ctx, Field, Float, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { DashboardContext } from './dashboard.graphql-context';
import { deprecatedFor, MoneyType, usd } from '../../graphql/money';

const CHARGES = 'Charges billed to the organization (campaigns and newswire orders; recorded, no payment is processed)';
const DEPRECATED_REVENUE = deprecatedFor('chargesBilled (whole cents and a currency)', 'Money as a float');

@ObjectType('StatChanges', { description: 'Percent change against last month; null when last month was 0' })
class StatChangesType {
  @Field(() => Int, { nullable: true, description: 'Active campaigns' }) activeCampaigns!: number | null;
  @Field(() => Int, { nullable: true, description: 'Articles published' }) articlesPublished!: number | null;
  @Field(() => Int, { nullable: true, description: 'Total engagement' }) totalEngagement!: number | null;
  @Field(() => Int, { nullable: true, description: 'Charges billed' }) revenue!: number | null;
}

@ObjectType('StatFigures', { description: "One month's figures" })
class StatFiguresType {
  @Field(() => Int, { description: 'Campaigns active (now for this month; at its end for last month)' }) activeCampaigns!: number;
  @Field(() => Int, { description: 'Articles published in the month' }) articlesPublished!: number;
  @Field(() => Int, { description: 'Clicks, shares, likes and comments measured in the month' }) totalEngagement!: number;
  @Field(() => Float, { description: 'US cents', deprecationReason: DEPRECATED_REVENUE }) revenueCents!: number;
  @Field(() => MoneyType, { description: CHARGES }) chargesBilled!: MoneyType;
}

@ObjectType('MonthlyStats', { description: 'This calendar month so far and last month: what the changes compare' })
class MonthlyStatsType {
  @Field(() => StatFiguresType, { description: 'This month so far (UTC)' }) current!: StatFiguresType;
  @Field(() => StatFiguresType, { description: 'Last month (UTC)' }) previous!: StatFiguresType;
}

@ObjectType('DashboardStats', { description: "The dashboard's four cards, computed from the issuer's own data" })
class DashboardStatsType {
  @Field(() => Int, { description: 'Campaigns in use now (draft, scheduled or published; not archived or failed)' })
  activeCampaigns!: number;
  @Field(() => Int, { description: 'Articles published, all time' }) articlesPublished!: number;
  @Field(() => Int, { description: 'Clicks, shares, likes and comments measured, all time' }) totalEngagement!: number;
  @Field(() => Float, { description: 'US dollars', deprecationReason: DEPRECATED_REVENUE }) revenue!: number;
  @Field(() => Float, { description: 'US cents', deprecationReason: DEPRECATED_REVENUE }) revenueCents!: number;
  @Field(() => MoneyType, { description: `${CHARGES}, all time` }) chargesBilled!: MoneyType;
  @Field(() => StatChangesType, { description: 'Changes this month against last month' }) changes!: StatChangesType;
  @Field(() => MonthlyStatsType, { description: 'The figures the changes compare' }) monthly!: MonthlyStatsType;
  @Field(() => Int, { description: 'Unread notifications' }) unreadNotifications!: number;
}

@Resolver()
export class DashboardResolver {
  @Query(() => DashboardStatsType, {
    description: 'The four stat cards with changes against last month, and the unread notification count',
  })
  async dashboardStats(@Ctx() ctx: DashboardContext): Promise<DashboardStatsType> {
    const stats = await ctx.services.stats.stats(ctx.em, ctx.request.viewer);
    const month = (figures: typeof stats.monthly.current) => ({ ...figures, chargesBilled: usd(figures.revenueCents) });
    return {
      ...stats,
      chargesBilled: usd(stats.revenueCents),
      monthly: { current: month(stats.monthly.current), previous: month(stats.monthly.previous) },
    };
  }
}
