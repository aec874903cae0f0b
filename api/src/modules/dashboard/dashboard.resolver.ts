import { Ctx, Field, Float, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';

@ObjectType('StatChanges', { description: 'Percent change against last month; null when last month was 0' })
class StatChangesType {
  @Field(() => Int, { nullable: true }) activeCampaigns!: number | null;
  @Field(() => Int, { nullable: true }) articlesPublished!: number | null;
  @Field(() => Int, { nullable: true }) totalEngagement!: number | null;
  @Field(() => Int, { nullable: true }) revenue!: number | null;
}

@ObjectType('StatFigures')
class StatFiguresType {
  @Field(() => Int) activeCampaigns!: number;
  @Field(() => Int) articlesPublished!: number;
  @Field(() => Float) totalEngagement!: number;
  @Field(() => Float) revenueCents!: number;
}

@ObjectType('MonthlyStats', { description: 'This calendar month so far and last month: what the changes compare' })
class MonthlyStatsType {
  @Field(() => StatFiguresType) current!: StatFiguresType;
  @Field(() => StatFiguresType) previous!: StatFiguresType;
}

@ObjectType('DashboardStats', { description: "The dashboard's four cards, computed from the issuer's own data" })
class DashboardStatsType {
  @Field(() => Int) activeCampaigns!: number;
  @Field(() => Int) articlesPublished!: number;
  @Field(() => Float) totalEngagement!: number;
  @Field(() => Float, { description: 'Dollars' }) revenue!: number;
  @Field(() => Float) revenueCents!: number;
  @Field(() => StatChangesType) changes!: StatChangesType;
  @Field(() => MonthlyStatsType) monthly!: MonthlyStatsType;
  @Field(() => Int) unreadNotifications!: number;
}

@Resolver()
export class DashboardResolver {
  @Query(() => DashboardStatsType, {
    description: 'The four stat cards with changes against last month, and the unread notification count',
  })
  async dashboardStats(@Ctx() ctx: GraphQLContext): Promise<DashboardStatsType> {
    return ctx.services.stats.stats(ctx.em, ctx.request.viewer);
  }
}
