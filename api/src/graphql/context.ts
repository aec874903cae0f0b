import type { EntityManager } from '@mikro-orm/core';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What every resolver receives. `S` is the services a module's resolvers use: each module names its own
 * view (e.g. MarketContext in market.graphql-context.ts), so no resolver depends on the whole app's services.
 */
export interface GraphQLContext<S = unknown> {
  request: FastifyRequest;
  reply: FastifyReply;
  em: EntityManager;
  services: S;
}
