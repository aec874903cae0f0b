import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { AppError } from '../../lib/errors';
import { DistributeInputType, DistributionResultType } from '../distribution';
import { PublishResultType } from '../publishing';
import { PublishingCalendarType } from './release.types';

/** The release workflow's two entries (platform posts, wire orders) and the calendar of both. */
@Resolver()
export class ReleaseResolver {
  @Query(() => PublishingCalendarType, {
    description: 'Publications and newswire orders in [from, to) (default: 30 days back to 60 ahead)',
  })
  async publishingCalendar(
    @Ctx() ctx: GraphQLContext,
    @Arg('from', () => String, { nullable: true, description: 'Start, ISO 8601 (default 30 days ago)' }) from?: string | null,
    @Arg('to', () => String, { nullable: true, description: 'End, ISO 8601 (default 60 days ahead)' }) to?: string | null,
  ): Promise<PublishingCalendarType> {
    return ctx.services.release.calendar(ctx.em, ctx.request.viewer, { from: from ?? undefined, to: to ?? undefined });
  }

  @Mutation(() => PublishResultType, {
    description: 'Publish now, or schedule with scheduledFor (ISO 8601); the newswire goes first. One idempotencyKey per user action.',
  })
  async publishArticle(
    @Arg('articleId', () => ID, { description: 'The article (approved, where the organization requires it)' }) articleId: string,
    @Arg('platforms', () => [String], { description: 'Platform plugin ids' }) platforms: string[],
    @Ctx() ctx: GraphQLContext,
    @Arg('scheduledFor', () => String, { nullable: true, description: 'ISO 8601, not in the past; absent: at once' })
    scheduledFor?: string | null,
    @Arg('idempotencyKey', () => String, {
      nullable: true,
      description: 'One per user action: a repeat answers the first result (replayed) and does nothing again',
    })
    idempotencyKey?: string | null,
  ): Promise<PublishResultType> {
    const result = await ctx.services.release.publish(ctx.em, ctx.request.viewer, articleId, { platforms, scheduledFor }, idempotencyKey);
    return { ...result.body, movedAfterDistribution: result.body.movedAfterDistribution ?? null, replayed: result.replayed };
  }

  @Mutation(() => DistributionResultType, {
    description: 'Distribute the article as a press release: one order per provider. One idempotencyKey per user action.',
  })
  async distributeArticle(
    @Arg('input', () => DistributeInputType, { description: 'The request' }) input: DistributeInputType,
    @Ctx() ctx: GraphQLContext,
    @Arg('idempotencyKey', () => String, {
      nullable: true,
      description: 'One per user action: a repeat answers the first result (replayed) and does nothing again',
    })
    idempotencyKey?: string | null,
  ): Promise<DistributionResultType> {
    const body = { ...input, distributionLevel: input.distributionLevel ?? undefined, targetDate: input.targetDate ?? undefined };
    const result = await ctx.services.release.distribute(ctx.em, ctx.request.viewer, body, idempotencyKey);
    if (result.body.code) {
      const { message, code, ...details } = result.body;
      throw new AppError(code, message, 502, details);
    }
    return { ...result.body, replayed: result.replayed };
  }
}
