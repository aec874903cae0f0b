import type { ApolloServerPlugin, GraphQLRequestContextDidResolveOperation } from '@apollo/server';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { getOperationAST, GraphQLError, parse, type DocumentNode, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { makeHandler } from 'graphql-ws/use/@fastify/websocket';
import { originAllowed } from '../rest/cross-site';
import { AppError } from '../lib/errors';
import { bearerOf } from '../lib/bearer';
import type { Logger } from '../lib/logger';
import type { App } from '../rest/app';
import type { PubSub } from 'type-graphql';
import type { GraphQLContext } from './context';
import { resolverErrorFormatted } from './errors';

export interface SubscriptionOptions {
  schema: GraphQLSchema;
  /** Browsers may open the socket from this origin (and from the request's own host). */
  publicUrl: string;
  production: boolean;
  logger: Logger;
  /** The plain HTTP side of GET /graphql (Apollo's handler), which shares the route with the socket. */
  httpHandler(request: FastifyRequest, reply: FastifyReply): unknown;
}

/**
 * type-graphql wants a PubSub whenever a schema has subscriptions. Ours read the request's event bus
 * (`context.services.events`) in `@Subscription({ subscribe })`, so each app instance keeps its own bus;
 * topic-based subscriptions (`topics: ...`) are not used and say so.
 */
export const schemaPubSub: PubSub = {
  publish() {
    throw new Error('Publish on services.events (the event bus), not on the schema PubSub.');
  },
  subscribe() {
    throw new Error('Use @Subscription({ subscribe }) reading context.services.events; topic subscriptions are not wired.');
  },
};

/** Most tokens in one document, over HTTP and the socket alike (graphql's parser stops there). */
export const GRAPHQL_MAX_TOKENS = 2000;

export const SUBSCRIPTIONS_ONLY = 'This socket carries subscriptions only; send queries and mutations over HTTP to /graphql.';

/**
 * A subscription over HTTP has no stream to answer on: Apollo would run it and answer 200 with an internal
 * error (logged with its stack). It is the caller's mistake, so 400 with a code, before anything runs.
 */
export function subscriptionOverHttpGate(): ApolloServerPlugin<GraphQLContext> {
  const listener = {
    async didResolveOperation({ operation }: GraphQLRequestContextDidResolveOperation<GraphQLContext>) {
      if (operation?.operation !== 'subscription') return;
      throw new GraphQLError('Subscriptions run over the WebSocket at /graphql (graphql-ws), not over HTTP.', {
        extensions: { code: 'subscription_over_http', http: { status: 400 } },
      });
    },
  };
  return { requestDidStart: async () => listener };
}

function formatError(error: GraphQLError, logger: Logger): GraphQLFormattedError {
  const original = error.originalError;
  if (!(original instanceof AppError) && (!original || original instanceof GraphQLError)) {
    return {
      message: error.message,
      locations: error.locations,
      path: error.path,
      extensions: { code: error.extensions?.code ?? 'GRAPHQL_VALIDATION_FAILED' },
    };
  }
  return resolverErrorFormatted(original, error.path, logger);
}

/**
 * GraphQL subscriptions over graphql-ws on the same path as HTTP (/graphql). The upgrade request goes
 * through the ordinary hooks, so its session cookie gives `request.viewer`; each resolver checks what the
 * viewer may see. Queries and mutations stay on HTTP (the socket has no reply to set cookies on).
 */
export async function registerSubscriptions(app: App, options: SubscriptionOptions): Promise<void> {
  // In a scope of its own: the websocket plugin's hooks (an onRequest and an onResponse) then run for
  // this one route, not for every request the server answers.
  await app.register(async (scope) => subscriptionRoute(scope as App, options));
}

async function subscriptionRoute(app: App, options: SubscriptionOptions): Promise<void> {
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });

  const wsHandler = makeHandler(
    {
      schema: options.schema,
      isProd: options.production,
      context: (ctx): GraphQLContext => {
        const request = ctx.extra.request;
        // A subscription has no HTTP reply; resolvers reached from the socket never use it.
        return { request, reply: undefined as unknown as FastifyReply, em: request.em.fork(), services: request.services };
      },
      // A socket opened with a session or a partner token lives no longer than it (closed 4401 when it ends).
      // A token may come in the upgrade's Authorization header (resolved by the hooks) or in connectionParams.
      onConnect: async (ctx) => {
        const { request, socket } = ctx.extra;
        const authorization = ctx.connectionParams?.authorization;
        if (typeof authorization === 'string') {
          const bearer = bearerOf(authorization);
          const viewer = bearer === null ? null : await request.services.tokens.resolve(bearer);
          // graphql-ws closes 4403 Forbidden: the client does not retry with the same token.
          if (!viewer) return false;
          request.viewer = viewer;
        }
        if (request.viewer) await request.services.sessionSockets.track(request.viewer, socket);
        return true;
      },
      onSubscribe: (_ctx, _id, payload) => {
        let document: DocumentNode;
        try {
          document = parse(payload.query, { maxTokens: GRAPHQL_MAX_TOKENS });
        } catch (error) {
          return [error instanceof GraphQLError ? error : new GraphQLError('The query could not be parsed.')];
        }
        const operation = getOperationAST(document, payload.operationName);
        if (operation && operation.operation !== 'subscription') return [new GraphQLError(SUBSCRIPTIONS_ONLY)];
        return undefined;
      },
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: result.errors.map((e) => formatError(e, options.logger)) } : undefined,
      onError: (_ctx, _id, _payload, errors) => errors.map((e) => formatError(e, options.logger)),
    },
    12_000,
  );

  app.route({
    method: 'GET',
    url: '/graphql',
    handler: (request, reply) => options.httpHandler(request, reply),
    wsHandler,
    preValidation: async (request, reply) => {
      if (request.ws && !originAllowed(request.headers, options.publicUrl)) {
        return reply.code(403).send({ message: 'This origin may not open a GraphQL socket.', code: 'forbidden_origin' });
      }
      return undefined;
    },
  });
}
