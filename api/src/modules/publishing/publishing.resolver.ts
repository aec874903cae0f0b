import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Args, Ctx, Field, ID, InputType, Mutation, Query, Resolver } from 'type-graphql';
import type { PublishingContext } from './publishing.graphql-context';
import { Publication } from './publication.entity';
import { registerNodeKind } from '../../graphql/node';
import { ConnectionArgs, connectionType, pagedConnection, pageRequest, paginate, type Connection } from '../../graphql/connection';
import { mutationPayload, payloadType, type Payload } from '../../graphql/payload';
import { PlatformIdEnum } from '../../graphql/plugin-enums';
import { PlatformType, PublicationType } from './publishing.types';

const PlatformConnection = connectionType(PlatformType, 'Platform', 'publishing platform');
const PublicationConnection = connectionType(PublicationType, 'Publication', 'publication');

@InputType('CancelPublicationInput', { description: 'The publication to cancel' })
class CancelPublicationInput {
  @Field(() => ID, { description: 'The publication' }) id!: string;
}

@InputType('RetryPublicationInput', { description: 'The failed publication to retry' })
class RetryPublicationInput {
  @Field(() => ID, { description: 'The publication' }) id!: string;
}

@InputType('ConfirmPublicationInput', { description: 'A post published by hand and its address' })
class ConfirmPublicationInput {
  @Field(() => ID, { description: 'The publication' }) id!: string;
  @Field(() => String, { description: 'The post (https)' }) url!: string;
}

@InputType('ConnectPlatformInput', { description: 'Your account on a platform' })
class ConnectPlatformInput {
  @Field(() => PlatformIdEnum, { description: 'The platform plugin id' }) platform!: string;
  @Field(() => GraphQLJSONObject, { description: 'The fields its credentialFields name' }) credentials!: Record<string, unknown>;
  @Field(() => String, { nullable: true, description: 'A name for the account' }) label?: string | null;
}

@InputType('DisconnectPlatformInput', { description: 'The platform to disconnect' })
class DisconnectPlatformInput {
  @Field(() => PlatformIdEnum, { description: 'The platform plugin id' }) platform!: string;
}

const CancelPublicationPayload = payloadType(
  'CancelPublicationPayload',
  'publication',
  () => PublicationType,
  'the publication, cancelled',
);
const RetryPublicationPayload = payloadType(
  'RetryPublicationPayload',
  'publication',
  () => PublicationType,
  'the publication, tried again',
);
const ConfirmPublicationPayload = payloadType(
  'ConfirmPublicationPayload',
  'publication',
  () => PublicationType,
  'the publication, published',
);
const ConnectPlatformPayload = payloadType('ConnectPlatformPayload', 'platform', () => PlatformType, 'the platform, connected');
const DisconnectPlatformPayload = payloadType('DisconnectPlatformPayload', 'platform', () => PlatformType, 'the platform, disconnected');

registerNodeKind({
  typeName: 'Publication',
  entity: Publication,
  load: (ctx: PublishingContext, id) => ctx.services.publishing.get(ctx.em, ctx.request.viewer, id),
});

@Resolver()
export class PublishingResolver {
  @Query(() => PlatformConnection, { description: 'Publishing platforms with your connection and sandbox state' })
  async platforms(@Ctx() ctx: PublishingContext, @Args(() => ConnectionArgs) page: ConnectionArgs): Promise<Connection<PlatformType>> {
    return paginate(await ctx.services.connections.platforms(ctx.em, ctx.request.viewer), (p) => p.id, page);
  }

  @Query(() => PublicationConnection, { description: 'Your publications, newest first' })
  async publications(
    @Ctx() ctx: PublishingContext,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('articleId', () => ID, { nullable: true, description: "Only this article's publications" }) articleId?: string | null,
  ): Promise<Connection<PublicationType>> {
    const request = pageRequest(page);
    const found = await ctx.services.publishing.listPage(ctx.em, ctx.request.viewer, { articleId: articleId ?? undefined }, request);
    return pagedConnection(found, request, (p) => p.id);
  }

  @Mutation(() => CancelPublicationPayload, { description: 'Cancel a scheduled or pending publication' })
  async cancelPublication(
    @Arg('input', () => CancelPublicationInput, { description: 'The publication' }) input: CancelPublicationInput,
    @Ctx() ctx: PublishingContext,
  ): Promise<Payload<'publication', PublicationType>> {
    return mutationPayload('publication', () => ctx.services.publishing.cancel(ctx.em, ctx.request.viewer, input.id));
  }

  @Mutation(() => RetryPublicationPayload, { description: 'Retry a failed publication' })
  async retryPublication(
    @Arg('input', () => RetryPublicationInput, { description: 'The publication' }) input: RetryPublicationInput,
    @Ctx() ctx: PublishingContext,
  ): Promise<Payload<'publication', PublicationType>> {
    return mutationPayload('publication', () => ctx.services.publishing.retry(ctx.em, ctx.request.viewer, input.id));
  }

  @Mutation(() => ConfirmPublicationPayload, { description: 'Record the URL of a post published by hand (pending)' })
  async confirmPublication(
    @Arg('input', () => ConfirmPublicationInput, { description: 'The publication and its post' }) input: ConfirmPublicationInput,
    @Ctx() ctx: PublishingContext,
  ): Promise<Payload<'publication', PublicationType>> {
    // The service parses the URL with the REST body's schema: its field errors are relative to the input.
    return mutationPayload('publication', () => ctx.services.publishing.confirm(ctx.em, ctx.request.viewer, input.id, { url: input.url }));
  }

  @Mutation(() => ConnectPlatformPayload, {
    description: 'Connect your account on a platform: credentials checked by its plugin, stored encrypted',
  })
  async connectPlatform(
    @Arg('input', () => ConnectPlatformInput, { description: 'The platform, its credentials and a label' }) input: ConnectPlatformInput,
    @Ctx() ctx: PublishingContext,
  ): Promise<Payload<'platform', PlatformType>> {
    // The plugin's refusals come back as `credentials.<field>`, relative to the input.
    return mutationPayload('platform', () =>
      ctx.services.connections.connect(ctx.em, ctx.request.viewer, input.platform, {
        credentials: input.credentials,
        ...(input.label ? { label: input.label } : {}),
      }),
    );
  }

  @Mutation(() => DisconnectPlatformPayload, { description: 'Disconnect: the stored credentials are deleted' })
  async disconnectPlatform(
    @Arg('input', () => DisconnectPlatformInput, { description: 'The platform' }) input: DisconnectPlatformInput,
    @Ctx() ctx: PublishingContext,
  ): Promise<Payload<'platform', PlatformType>> {
    return mutationPayload('platform', () => ctx.services.connections.disconnect(ctx.em, ctx.request.viewer, input.platform));
  }
}
