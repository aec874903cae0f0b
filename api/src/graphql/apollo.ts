import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { App } from '../rest/app';
import { GraphQLError, type DocumentNode } from 'graphql';
import { AppError } from '../lib/errors';
import type { Logger } from '../lib/logger';
import type { GraphQLContext } from './context';
import { resolverErrorFormatted } from './errors';
import { getSchema } from '../graphql-schema';
import type { PluginEnumValues } from './plugin-enums';
import { readOnlyGate } from './read-only';
import { GRAPHQL_MAX_TOKENS, registerSubscriptions, subscriptionOverHttpGate } from './subscriptions';
import { graphQLHandler } from './http-handler';
import { usesIntrospection } from './introspection';
import { QueryFastPath } from './query-fast-path';

/** Limits against abusive queries; stricter than graphql-armor's defaults where our schema allows. */
const armor = new ApolloArmor({
  maxDepth: { n: 8 },
  maxAliases: { n: 10 },
  maxDirectives: { n: 20 },
  // graphql-armor's token limit parses from a hook, where Apollo answers every syntax error 500; the
  // parser's own limit (parseOptions below) makes both a 400 GRAPHQL_PARSE_FAILED.
  maxTokens: { enabled: false },
  costLimit: { maxCost: 3000 },
  // Apollo's own hideSchemaDetailsFromClientErrors (below) already drops "Did you mean" suggestions;
  // armor's plugin for it would add a listener to every request.
  blockFieldSuggestion: { enabled: false },
});

/**
 * Introspection stays open in development and for signed-in partners; anonymous production callers get none.
 * One listener for every request (it keeps nothing of its own), and none at all where anyone may introspect.
 */
function introspectionGate(allowAnonymous: boolean): ApolloServerPlugin<GraphQLContext> {
  if (allowAnonymous) return {};
  const listener = {
    async didResolveOperation({ document, contextValue }: { document: DocumentNode; contextValue: GraphQLContext }) {
      if (contextValue.request.viewer) return;
      if (usesIntrospection(document)) {
        throw new GraphQLError('Introspection is available to signed-in partners only.', {
          extensions: { code: 'FORBIDDEN', http: { status: 403 } },
        });
      }
    },
  };
  return { requestDidStart: async () => listener };
}

/**
 * The EntityManager is forked when a resolver first asks (request.em's getter): an operation that reads no
 * entity forks none. A getter on the prototype, because Apollo copies the context's own properties
 * (which would call an own getter) before every operation.
 */
class OperationContext implements GraphQLContext {
  readonly services: GraphQLContext['services'];
  constructor(
    readonly request: FastifyRequest,
    readonly reply: FastifyReply,
  ) {
    this.services = request.services;
  }
  get em(): GraphQLContext['em'] {
    return this.request.em;
  }
}

export async function registerGraphQL(
  app: App,
  options: { logger: Logger; production: boolean; publicUrl: string; plugins: PluginEnumValues },
) {
  const schema = getSchema(options.plugins);
  const protection = armor.protect();
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    plugins: [
      fastifyApolloDrainPlugin(app),
      ...protection.plugins,
      introspectionGate(!options.production),
      readOnlyGate(),
      subscriptionOverHttpGate(),
      // Each is a listener on every request: no field carries a cache hint, and the schema is no federated subgraph.
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
    ],
    validationRules: protection.validationRules,
    allowBatchedHttpRequests: false,
    parseOptions: { maxTokens: GRAPHQL_MAX_TOKENS },
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: true,
    introspection: true,
    formatError(formatted, error) {
      const original = unwrapResolverError(error);
      // GraphQL's own errors (syntax, validation, limits) keep their code; what a resolver threw is mapped as REST maps it.
      const thrownByResolver =
        original instanceof AppError ||
        (original instanceof Error && !(original instanceof GraphQLError) && formatted.extensions?.code === 'INTERNAL_SERVER_ERROR');
      if (!thrownByResolver) {
        return {
          message: formatted.message,
          locations: formatted.locations,
          path: formatted.path,
          extensions: { code: formatted.extensions?.code },
        };
      }
      return resolverErrorFormatted(original, formatted.path, options.logger);
    },
  });
  await apollo.start();
  const context = async (request: FastifyRequest, reply: FastifyReply): Promise<GraphQLContext> => new OperationContext(request, reply);
  // GET /graphql is shared with the WebSocket upgrade (subscriptions), so it is registered there.
  // Plain queries skip Apollo's pipeline; everything else, and any answer with an error, is Apollo's (see the class).
  const fastPath = new QueryFastPath({
    schema,
    validationRules: protection.validationRules,
    maxTokens: GRAPHQL_MAX_TOKENS,
  });
  const handler = graphQLHandler(apollo, context, fastPath);
  app.route({ method: ['POST', 'OPTIONS'], url: '/graphql', handler });
  await registerSubscriptions(app, {
    schema,
    publicUrl: options.publicUrl,
    production: options.production,
    logger: options.logger,
    httpHandler: handler,
  });
  return apollo;
}
