import { Arg, Args, Ctx, Field, GraphQLISODateTime, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { PLUGIN_KINDS } from '@issuerwire/plugin-sdk';
import type { AdminContext } from './admin.graphql-context';
import { ConnectionArgs, connectionType, paginate, type Connection } from '../../graphql/connection';
import { graphqlEnum } from '../../graphql/enums';
import { mutationPayload, payloadType, type Payload } from '../../graphql/payload';
import { requireAdmin } from './admin.auth';

// The Integrations screen over GraphQL (admin only): every installed plugin, its mode and why, its
// options with secrets masked, its last vendor call, and "Test connection".

const IntegrationKindEnum = graphqlEnum(PLUGIN_KINDS, 'IntegrationKind', 'What a plugin integrates', {
  newswire: 'A newswire provider',
  platform: 'A publish platform',
  'market-data': 'A market-data provider',
});

const IntegrationModeEnum = graphqlEnum(['live', 'sandbox'] as const, 'IntegrationMode', 'Whether a plugin reaches its vendor', {
  live: 'It calls its vendor',
  sandbox: 'Nothing is sent to its vendor (no credentials configured)',
});

@ObjectType('IntegrationOption', { description: "One of a plugin's options as configured; a secret's value is [redacted]" })
class IntegrationOptionType {
  @Field(() => String, { description: 'The option path, e.g. distributions.basic' }) name!: string;
  @Field(() => String, { description: 'Its value as text ([redacted] for a secret)' }) value!: string;
  @Field(() => Boolean, { description: 'A secret: its value is never shown' }) secret!: boolean;
}

@ObjectType('VendorCall', { description: "A plugin's last call to its vendor since the server started" })
class VendorCallType {
  @Field(() => GraphQLISODateTime, { description: 'When it ended' }) at!: Date;
  @Field(() => String, { description: 'Method, host and path (no query, no body)' }) request!: string;
  @Field(() => Boolean, { description: 'The vendor answered with success' }) ok!: boolean;
  @Field(() => String, { description: "The HTTP status, or the error's message" }) outcome!: string;
}

@ObjectType('Integration', { description: 'An installed plugin (newswire, platform or market data)' })
class IntegrationType {
  @Field(() => ID, { description: 'The plugin id' }) id!: string;
  @Field(() => IntegrationKindEnum, { description: 'Its kind' }) kind!: string;
  @Field(() => String, { description: 'Its name' }) name!: string;
  @Field(() => String, { nullable: true, description: 'The npm package it comes from' }) packageName!: string | null;
  @Field(() => String, { nullable: true, description: "The package's version" }) version!: string | null;
  @Field(() => IntegrationModeEnum, { description: 'Live or sandbox' }) mode!: string;
  @Field(() => String, { description: 'Why it runs in that mode, and how to change it' }) modeReason!: string;
  @Field(() => [IntegrationOptionType], { description: 'Its options as configured, secrets masked' }) options!: IntegrationOptionType[];
  @Field(() => VendorCallType, { nullable: true, description: 'Its last vendor call since the server started' })
  lastCall!: VendorCallType | null;
  @Field(() => Boolean, { description: 'It offers a connection test' }) testable!: boolean;
}

@ObjectType('IntegrationCheck', { description: 'What a connection test found' })
class IntegrationCheckType {
  @Field(() => Boolean, { description: 'The vendor accepted the configuration' }) ok!: boolean;
  @Field(() => String, { description: 'What was tried and what came of it' }) message!: string;
}

@InputType('TestIntegrationInput', { description: 'The plugin to test' })
class TestIntegrationInput {
  @Field(() => ID, { description: 'The plugin id' }) id!: string;
}

const IntegrationConnection = connectionType(IntegrationType, 'Integration', 'installed plugin');
const TestIntegrationPayload = payloadType(
  'TestIntegrationPayload',
  'integrationCheck',
  () => IntegrationCheckType,
  'what the test found',
  'check',
);

@Resolver()
export class IntegrationsResolver {
  @Query(() => IntegrationConnection, { description: 'Every installed plugin with its mode, options and last vendor call (admin only)' })
  async integrations(@Ctx() ctx: AdminContext, @Args(() => ConnectionArgs) page: ConnectionArgs): Promise<Connection<IntegrationType>> {
    await requireAdmin(ctx.request);
    return paginate(ctx.services.integrations.list(), (i) => i.id, page);
  }

  @Mutation(() => TestIntegrationPayload, { description: "Test connection: the plugin's verify() against its vendor (admin only)" })
  async testIntegration(
    @Arg('input', () => TestIntegrationInput, { description: 'The plugin to test' }) input: TestIntegrationInput,
    @Ctx() ctx: AdminContext,
  ): Promise<Payload<'integrationCheck', IntegrationCheckType>> {
    return mutationPayload('integrationCheck', async () => {
      await requireAdmin(ctx.request);
      return ctx.services.integrations.test(input.id);
    });
  }
}
