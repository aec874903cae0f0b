import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { NewswireOrderType, NewswireProviderType } from './distribution.types';

@Resolver()
export class DistributionResolver {
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
