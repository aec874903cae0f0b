import type { EntityManager } from '@mikro-orm/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services';

export interface GraphQLContext {
  request: FastifyRequest;
  reply: FastifyReply;
  em: EntityManager;
  services: Services;
}
