import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { ConnectionArgs, connectionType, paginate, type Connection } from '../../graphql/connection';
import { NewswireOrderType, NewswireProviderType } from './distribution.types';

const NewswireProviderConnection = connectionType(NewswireProviderType, 'NewswireProvider', 'newswire provider');
const NewswireOrderConnection = connectionType(NewswireOrderType, 'NewswireOrder', 'newswire order');

@Resolver()
export class DistributionResolver {
  @Query(() => NewswireProviderConnection, { description: 'Newswire providers with prices per level and features' })
  newswireProviders(@Ctx() ctx: GraphQLContext, @Args(() => ConnectionArgs) page: ConnectionArgs): Connection<NewswireProviderType> {
    return paginate(ctx.services.distribution.providers(), (p) => p.id, page);
  }

  @Query(() => NewswireOrderConnection, { description: 'Your newswire orders, newest first' })
  async newswireOrders(
    @Ctx() ctx: GraphQLContext,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('articleId', () => ID, { nullable: true, description: "Only this article's orders" }) articleId?: string | null,
  ): Promise<Connection<NewswireOrderType>> {
    return paginate(
      await ctx.services.distribution.orders(ctx.em, ctx.request.viewer, { articleId: articleId ?? undefined }),
      (o) => o.id,
      page,
    );
  }

  @Mutation(() => NewswireOrderType, { description: 'Record the release URL of a filed release: the order is published' })
  async confirmNewswireOrder(
    @Arg('id', () => ID, { description: 'The order' }) id: string,
    @Arg('releaseUrl', () => String, { description: 'The release on the wire (https)' }) releaseUrl: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<NewswireOrderType> {
    return ctx.services.distribution.confirm(ctx.em, ctx.request.viewer, id, { releaseUrl });
  }

  @Mutation(() => NewswireOrderType, { description: 'Cancel an order not yet sent to the wire' })
  async cancelNewswireOrder(
    @Arg('id', () => ID, { description: 'The order' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<NewswireOrderType> {
    return ctx.services.distribution.cancel(ctx.em, ctx.request.viewer, id);
  }

  @Mutation(() => NewswireOrderType, { description: 'Retry a failed order' })
  async retryNewswireOrder(
    @Arg('id', () => ID, { description: 'The order' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<NewswireOrderType> {
    return ctx.services.distribution.retry(ctx.em, ctx.request.viewer, id);
  }
}
