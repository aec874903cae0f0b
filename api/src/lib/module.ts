import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/** A class: an entity (abstract ones included) or a resolver. */
type Class = abstract new (...args: never[]) => object;

/** A route plugin and where it is mounted: under /api for `routes`, at the root for `pages`. */
export interface RouteMount {
  plugin: FastifyPluginAsyncZod;
  prefix?: string;
}

/**
 * What a module adds to the app, in one place (its index.ts): the composition root (modules.ts) lists
 * the definitions and the server, the schema and start-up read them from there. `Q` is the job queue
 * and `S` the services the module's jobs use (its own narrow view, checked where main.ts passes them).
 */
export interface ModuleDefinition<Q = unknown, S = unknown> {
  name: string;
  /** Its ORM entities (the ORM reads the same classes from entities.ts; a test holds the two alike). */
  entities?: readonly Class[];
  /** Its GraphQL resolvers (type-graphql classes). */
  resolvers?: readonly Class[];
  /** Its REST routes, mounted under /api. */
  routes?: readonly RouteMount[];
  /** Its server-rendered pages and public endpoints, mounted at the root after /api and /graphql. */
  pages?: readonly RouteMount[];
  /** Registers its background jobs (pg-boss queues and schedules) at start-up. */
  jobs?: (queue: Q, services: S) => Promise<void>;
  /** The webhook events it sends (the OpenAPI document's `webhooks`). */
  webhooks?: readonly OpenApiWebhook[];
}

/** Declares a module; the identity function, there for the type (and so every definition reads alike). */
export function defineModule<Q = unknown, S = unknown>(definition: ModuleDefinition<Q, S>): ModuleDefinition<Q, S> {
  return definition;
}

/** A webhook event a module sends, for the OpenAPI document's `webhooks` section. */
export interface OpenApiWebhook {
  /** The event type (`article.published`): the IssuerWire-Event header and the body's `type`. */
  type: string;
  summary: string;
  /** The whole body a receiver gets, registered with an id (`.meta({ id })`): it becomes a named component. */
  payload: ZodType;
}
