import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { AppError } from '../../lib/errors';
import {
  DistributeInputType,
  DistributionResultType,
  NewswireOrderType,
  NewswireProviderType,
  PublishingCalendarType,
} from './distribution.types';

@Resolver()
export class DistributionResolver {
  @Query(() => PublishingCalendarType, {
    description: 'Publications and newswire orders in [from, to) (default: 30 days back to 60 ahead)',
  })
  async publishingCalendar(
    @Ctx() ctx: GraphQLContext,
    @Arg('from', () => String, { nullable: true }) from?: string | null,
    @Arg('to', () => String, { nullable: true }) to?: string | null,
  ): Promise<PublishingCalendarType> {
    return ctx.services.distribution.calendar(ctx.em, ctx.request.viewer, { from: from ?? undefined, to: to ?? undefined });
  }

  @Query(() => [NewswireProviderType], { description: 'Newswire providers with prices per level and features' })
  newswireProviders(@Ctx() ctx: GraphQLContext): NewswireProviderType[] {
    return ctx.services.distribution.providers();
  }

  @Query(() => [NewswireOrderType], { description: 'Your newswire orders, newest first' })
  async newswireOrders(
    @Ctx() ctx: GraphQLContext,
    @Arg('articleId', () => ID, { nullable: true }) articleId?: string | null,
  ): Promise<NewswireOrderType[]> {
    return ctx.services.distribution.orders(ctx.em, ctx.request.viewer, { articleId: articleId ?? undefined });
  }

  @Mutation(() => DistributionResultType, {
    description: 'Distribute the article as a press release: one order per provider. One idempotencyKey per user action.',
  })
  async distributeArticle(
    @Arg('input', () => DistributeInputType) input: DistributeInputType,
    @Ctx() ctx: GraphQLContext,
    @Arg('idempotencyKey', () => String, { nullable: true }) idempotencyKey?: string | null,
  ): Promise<DistributionResultType> {
    const body = { ...input, distributionLevel: input.distributionLevel ?? undefined, targetDate: input.targetDate ?? undefined };
    const result = await ctx.services.distribution.distribute(ctx.em, ctx.request.viewer, body, idempotencyKey);
    if (result.body.code) {
      const { message, code, ...details } = result.body;
      throw new AppError(code, message, 502, details);
    }
    return { ...result.body, replayed: result.replayed };
  }

  @Mutation(() => NewswireOrderType, { description: 'Record the release URL of a filed release: the order is published' })
  async confirmNewswireOrder(
    @Arg('id', () => ID) id: string,
    @Arg('releaseUrl', () => String) releaseUrl: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<NewswireOrderType> {
    return ctx.services.distribution.confirm(ctx.em, ctx.request.viewer, id, { releaseUrl });
  }

  @Mutation(() => NewswireOrderType, { description: 'Cancel an order not yet sent to the wire' })
  async cancelNewswireOrder(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<NewswireOrderType> {
    return ctx.services.distribution.cancel(ctx.em, ctx.request.viewer, id);
  }

  @Mutation(() => NewswireOrderType, { description: 'Retry a failed order' })
  async retryNewswireOrder(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<NewswireOrderType> {
    return ctx.services.distribution.retry(ctx.em, ctx.request.viewer, id);
  }
}
