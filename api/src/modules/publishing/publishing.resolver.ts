import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { PlatformType, PublicationType } from './publishing.types';

@Resolver()
export class PublishingResolver {
  @Query(() => [PlatformType], { description: 'Publishing platforms with your connection and sandbox state' })
  async platforms(@Ctx() ctx: GraphQLContext): Promise<PlatformType[]> {
    return ctx.services.connections.platforms(ctx.em, ctx.request.viewer);
  }

  @Query(() => [PublicationType], { description: 'Your publications, newest first' })
  async publications(
    @Ctx() ctx: GraphQLContext,
    @Arg('articleId', () => ID, { nullable: true }) articleId?: string | null,
  ): Promise<PublicationType[]> {
    return ctx.services.publishing.list(ctx.em, ctx.request.viewer, { articleId: articleId ?? undefined });
  }

  @Mutation(() => PublicationType, { description: 'Cancel a scheduled or pending publication' })
  async cancelPublication(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<PublicationType> {
    return ctx.services.publishing.cancel(ctx.em, ctx.request.viewer, id);
  }

  @Mutation(() => PublicationType, { description: 'Retry a failed publication' })
  async retryPublication(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<PublicationType> {
    return ctx.services.publishing.retry(ctx.em, ctx.request.viewer, id);
  }

  @Mutation(() => PublicationType, { description: 'Record the URL of a post published by hand (pending)' })
  async confirmPublication(
    @Arg('id', () => ID) id: string,
    @Arg('url', () => String) url: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PublicationType> {
    return ctx.services.publishing.confirm(ctx.em, ctx.request.viewer, id, { url });
  }

  @Mutation(() => PlatformType, { description: 'Connect your account on a platform: credentials checked by its plugin, stored encrypted' })
  async connectPlatform(
    @Arg('platform', () => String) platform: string,
    @Arg('credentials', () => GraphQLJSONObject) credentials: Record<string, unknown>,
    @Ctx() ctx: GraphQLContext,
    @Arg('label', () => String, { nullable: true }) label?: string | null,
  ): Promise<PlatformType> {
    return ctx.services.connections.connect(ctx.em, ctx.request.viewer, platform, { credentials, ...(label ? { label } : {}) });
  }

  @Mutation(() => PlatformType, { description: 'Disconnect: the stored credentials are deleted' })
  async disconnectPlatform(@Arg('platform', () => String) platform: string, @Ctx() ctx: GraphQLContext): Promise<PlatformType> {
    return ctx.services.connections.disconnect(ctx.em, ctx.request.viewer, platform);
  }
}
