import {
  Arg,
  Args,
  Ctx,
  Field,
  GraphQLISODateTime,
  ID,
  InputType,
  Mutation,
  ObjectType,
  Query,
  registerEnumType,
  Resolver,
} from 'type-graphql';
import type { TokensContext } from './tokens.graphql-context';
import { ApiToken } from './api-token.entity';
import { NodeInterface, registerNodeKind } from '../../graphql/node';
import { ConnectionArgs, connectionType, paginate, type Connection } from '../../graphql/connection';
import { mutationPayload, payloadType, type Payload } from '../../graphql/payload';
import type { TokenScope } from '../identity';
import type { TokenStatus } from './tokens.service';

/** GraphQL names for the scopes (an enum value cannot hold ':'); the values are the scopes themselves. */
const TokenScopeEnum = {
  READ: 'read',
  CONTENT_WRITE: 'content:write',
  PUBLISH: 'publish',
  DISTRIBUTE: 'distribute',
  WEBHOOKS: 'webhooks',
} as const satisfies Record<string, TokenScope>;

registerEnumType(TokenScopeEnum, {
  name: 'TokenScope',
  description: 'What a partner token may do',
  valuesConfig: {
    READ: { description: "Read the organization's campaigns, articles, analytics, orders and publications" },
    CONTENT_WRITE: { description: 'Write campaigns and articles, and ask for approval' },
    PUBLISH: { description: 'Publish and schedule on platforms (approvals still apply)' },
    DISTRIBUTE: { description: 'Order newswire distribution (approvals still apply)' },
    WEBHOOKS: { description: 'Manage webhook endpoints and read their deliveries' },
  },
});

const TokenStatusEnum = { ACTIVE: 'active', EXPIRED: 'expired', REVOKED: 'revoked' } as const satisfies Record<string, TokenStatus>;
registerEnumType(TokenStatusEnum, {
  name: 'TokenStatus',
  description: 'Whether a token still works',
  valuesConfig: {
    ACTIVE: { description: 'It works: neither revoked nor past its expiresAt' },
    EXPIRED: { description: 'Past its expiresAt: refused with 401' },
    REVOKED: { description: 'Revoked by an owner: refused with 401, its live subscriptions closed' },
  },
});

@ObjectType('ApiToken', { description: 'A partner token acting for the organization with its scopes', implements: [NodeInterface] })
class ApiTokenType {
  @Field(() => ID, { description: 'Also the actor id of what the token does, in the audit log' }) id!: string;
  @Field(() => String, { description: 'What the owner called it' }) name!: string;
  @Field(() => [TokenScopeEnum], { description: 'What it may do' }) scopes!: TokenScope[];
  @Field(() => String, { description: 'iwt_… and the last four characters of the secret' }) hint!: string;
  @Field(() => TokenStatusEnum, { description: 'Active, expired or revoked' }) status!: TokenStatus;
  @Field(() => String, { nullable: true, description: 'Username of the owner who created it' }) createdBy!: string | null;
  @Field(() => GraphQLISODateTime, { description: 'When it was created' }) createdAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it stops working; null: never' }) expiresAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Last call made with it, to the minute' }) lastUsedAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was revoked' }) revokedAt!: Date | null;
}

@ObjectType('CreatedApiToken', { description: 'A new token and, this once, its secret' })
class CreatedApiTokenType {
  @Field(() => ApiTokenType, { description: 'The token' }) token!: ApiTokenType;
  @Field(() => String, { description: 'Send as Authorization: Bearer <secret>; shown now and never again' }) secret!: string;
}

@InputType('CreateApiTokenInput', { description: 'A new partner token' })
class CreateApiTokenInput {
  @Field(() => String, { description: 'The partner or system that will use it' }) name!: string;
  @Field(() => [TokenScopeEnum], { description: 'At least one' }) scopes!: TokenScope[];
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Optional; must be in the future' }) expiresAt?: Date | null;
}

@InputType('RevokeApiTokenInput', { description: 'The token to revoke' })
class RevokeApiTokenInput {
  @Field(() => ID, { description: 'The token id' }) id!: string;
}

const ApiTokenConnection = connectionType(ApiTokenType, 'ApiToken', 'API token');
const CreateApiTokenPayload = payloadType(
  'CreateApiTokenPayload',
  'createdApiToken',
  () => CreatedApiTokenType,
  'the token and, this once, its secret',
  'createdToken',
);
const RevokeApiTokenPayload = payloadType('RevokeApiTokenPayload', 'apiToken', () => ApiTokenType, 'the token, revoked', 'token');

registerNodeKind({
  typeName: 'ApiToken',
  entity: ApiToken,
  // As apiTokens reads them (owner only); a handful per organization.
  load: async (ctx: TokensContext, id) => (await ctx.services.tokens.list(ctx.em, ctx.request.viewer)).find((t) => t.id === id) ?? null,
});

@Resolver()
export class TokensResolver {
  @Query(() => ApiTokenConnection, { description: "The organization's API tokens, newest first (owner only)" })
  async apiTokens(@Ctx() ctx: TokensContext, @Args(() => ConnectionArgs) page: ConnectionArgs): Promise<Connection<ApiTokenType>> {
    return paginate(await ctx.services.tokens.list(ctx.em, ctx.request.viewer), (t) => t.id, page);
  }

  @Mutation(() => CreateApiTokenPayload, { description: 'Owner only: the secret is in this answer and nowhere else' })
  async createApiToken(
    @Arg('input', () => CreateApiTokenInput, { description: 'Name, scopes and optional expiry' }) input: CreateApiTokenInput,
    @Ctx() ctx: TokensContext,
  ): Promise<Payload<'createdApiToken', CreatedApiTokenType>> {
    return mutationPayload('createdApiToken', async () => {
      const { secret, ...token } = await ctx.services.tokens.create(ctx.em, ctx.request.viewer, { ...input });
      return { token, secret };
    });
  }

  @Mutation(() => RevokeApiTokenPayload, { description: 'Owner only: its next call answers 401 and its sockets close' })
  async revokeApiToken(
    @Arg('input', () => RevokeApiTokenInput, { description: 'Which token' }) input: RevokeApiTokenInput,
    @Ctx() ctx: TokensContext,
  ): Promise<Payload<'apiToken', ApiTokenType>> {
    return mutationPayload('apiToken', () => ctx.services.tokens.revoke(ctx.em, ctx.request.viewer, input.id));
  }
}
