import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { ConnectionArgs, connectionType, paginate, type Connection } from '../../graphql/connection';
import { PlatformType, PublicationType } from './publishing.types';

const PlatformConnection = connectionType(PlatformType, 'Platform', 'publishing platform');
const PublicationConnection = connectionType(PublicationType, 'Publication', 'publication');

@Resolver()
export class PublishingResolver {
  @Query(() => PlatformConnection, { description: 'Publishing platforms with your connection and sandbox state' })
  async platforms(@Ctx() ctx: GraphQLContext, @Args(() => ConnectionArgs) page: ConnectionArgs): Promise<Connection<PlatformType>> {
    return paginate(await ctx.services.connections.platforms(ctx.em, ctx.request.viewer), (p) => p.id, page);
  }

  @Query(() => PublicationConnection, { description: 'Your publications, newest first' })
  async publications(
    @Ctx() ctx: GraphQLContext,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('articleId', () => ID, { nullable: true, description: "Only this article's publications" }) articleId?: string | null,
  ): Promise<Connection<PublicationType>> {
    return paginate(
      await ctx.services.publishing.list(ctx.em, ctx.request.viewer, { articleId: articleId ?? undefined }),
      (p) => p.id,
      page,
    );
  }

  @Mutation(() => PublicationType, { description: 'Cancel a scheduled or pending publication' })
  async cancelPublication(
    @Arg('id', () => ID, { description: 'The publication' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PublicationType> {
    return ctx.services.publishing.cancel(ctx.em, ctx.request.viewer, id);
  }

  @Mutation(() => PublicationType, { description: 'Retry a failed publication' })
  async retryPublication(
    @Arg('id', () => ID, { description: 'The publication' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PublicationType> {
    return ctx.services.publishing.retry(ctx.em, ctx.request.viewer, id);
  }

  @Mutation(() => PublicationType, { description: 'Record the URL of a post published by hand (pending)' })
  async confirmPublication(
    @Arg('id', () => ID, { description: 'The publication' }) id: string,
    @Arg('url', () => String, { description: 'The post (https)' }) url: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PublicationType> {
    return ctx.services.publishing.confirm(ctx.em, ctx.request.viewer, id, { url });
  }

  @Mutation(() => PlatformType, { description: 'Connect your account on a platform: credentials checked by its plugin, stored encrypted' })
  async connectPlatform(
    @Arg('platform', () => String, { description: 'The platform plugin id' }) platform: string,
    @Arg('credentials', () => GraphQLJSONObject, { description: 'The fields its credentialFields name' })
    credentials: Record<string, unknown>,
    @Ctx() ctx: GraphQLContext,
    @Arg('label', () => String, { nullable: true, description: 'A name for the account' }) label?: string | null,
  ): Promise<PlatformType> {
    return ctx.services.connections.connect(ctx.em, ctx.request.viewer, platform, { credentials, ...(label ? { label } : {}) });
  }

  @Mutation(() => PlatformType, { description: 'Disconnect: the stored credentials are deleted' })
  async disconnectPlatform(
    @Arg('platform', () => String, { description: 'The platform plugin id' }) platform: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlatformType> {
    return ctx.services.connections.disconnect(ctx.em, ctx.request.viewer, platform);
  }
}
