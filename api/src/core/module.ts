import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { ContentModel } from '../ai';
import type { Config } from '../config';
import type { Orm } from '../db/orm';
import type { SharedCounter } from '../db/shared-counter';
import type { JobQueue } from '../jobs/job-queue';
import type { Mailer } from '../mail/mailer';
import type { PluginRegistry } from '../plugins/plugin-registry';
import type { Clock } from '../lib/clock';
import type { EventBus } from '../lib/event-bus';
import type { Logger } from '../lib/logger';

/** A class: an entity (abstract ones included) or a resolver. */
type Class = abstract new (...args: never[]) => object;

/** The first argument of a class's constructor: the deps object a service is built from. */
export type DepsOf<T extends abstract new (...args: never[]) => unknown> = T extends abstract new (
  deps: infer D,
  ...rest: never[]
) => unknown
  ? D
  : never;

/** A route plugin and where it is mounted: under /api for `routes`, at the root for `pages`. */
export interface RouteMount {
  plugin: FastifyPluginAsyncZod;
  prefix?: string;
}

/** What every module's services may be built from, besides the services of other modules (by name). */
export interface SharedDeps {
  config: Config;
  orm: Orm;
  logger: Logger;
  clock: Clock;
  mailer: Mailer;
  /** Live domain events (in memory, or over PostgreSQL's LISTEN/NOTIFY). */
  events: EventBus;
  /** pg-boss queues for later work; null: nothing can be scheduled (tests without jobs). */
  jobs: JobQueue | null;
  plugins: PluginRegistry;
  /** Counts every protective limit in the database, so all instances share one count. */
  rateLimits: SharedCounter;
  /** The content model: OpenAI with a key, the offline composer without (tests pass their own). */
  contentModel: ContentModel;
}

/**
 * A module's services by name, each a function of the context it needs: the shared deps and other
 * modules' services, named as those modules name them and typed as this module needs them (a port).
 */
export type ServiceFactories = Record<string, (context: never) => unknown>;

/**
 * What a module adds to the app, in one place (its index.ts): the composition root (modules.ts) lists
 * the definitions and the services, the server, the schema and start-up read them from there. `Q` is the
 * job queue and `S` the services the module's jobs use (its own narrow view, checked where main.ts passes them).
 */
export interface ModuleDefinition<Q = unknown, S = unknown, F extends ServiceFactories = ServiceFactories> {
  name: string;
  /** Its ORM entities (the ORM reads the same classes from entities.ts, generated from the entity files). */
  entities?: readonly Class[];
  /** Its services, each built once at start-up (see buildServices); routes reach them as request.services.<name>. */
  services?: F;
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
  /**
   * At shutdown, after the server stopped taking requests: `drain` while the job workers still run (write what
   * is held in memory), `settle` once they stopped (let work that outlived its answer, a mail, finish), both
   * before the database closes.
   */
  stop?: { drain?: (services: S) => Promise<void>; settle?: (services: S) => Promise<void> };
}

/** A webhook event a module sends, for the OpenAPI document's `webhooks` section. */
export interface OpenApiWebhook {
  /** The event type (`article.published`): the IssuerWire-Event header and the body's `type`. */
  type: string;
  summary: string;
  /** The whole body a receiver gets, registered with an id (`.meta({ id })`): it becomes a named component. */
  payload: ZodType;
}

/** Declares a module; the identity function, there for the types (and so every definition reads alike). */
export function defineModule<F extends ServiceFactories = Record<never, never>, Q = unknown, S = unknown>(
  definition: ModuleDefinition<Q, S, F>,
): ModuleDefinition<Q, S, F> {
  return definition;
}

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Every service factory of a list of modules, as one object type. */
export type FactoriesOf<M extends readonly ModuleDefinition<never, never, ServiceFactories>[]> = UnionToIntersection<
  M[number] extends infer D ? (D extends { services?: infer F } ? Named<NonNullable<F>> : never) : never
>;

/** A module without services has the default `ServiceFactories`, whose index signature would swallow every name. */
type Named<F> = string extends keyof F ? Record<never, never> : F;

/** What a set of factories builds, by name. */
export type Built<F> = { [K in keyof F]: F[K] extends (context: never) => infer R ? R : never };

// A factory that takes nothing has an `unknown` context, which would swallow the union: it needs nothing.
type ContextsOf<F> = {
  [K in keyof F]: F[K] extends (context: infer C) => unknown ? (unknown extends C ? Record<never, never> : C) : never;
}[keyof F];

/** What the factories' contexts name besides what is `Provided` (the shared deps, the services): the modules' options. */
export type OptionsOf<F, Provided> = UnionToIntersection<
  ContextsOf<F> extends infer C ? (C extends unknown ? Omit<C, keyof Provided> : never) : never
>;

/** Every module's factories in one object; a name two modules both define is a mistake, refused at start-up. */
export function mergeFactories<M extends readonly ModuleDefinition<never, never, ServiceFactories>[]>(modules: M): FactoriesOf<M> {
  const all: Record<string, (context: never) => unknown> = {};
  for (const module of modules) {
    for (const [name, factory] of Object.entries(module.services ?? {})) {
      if (name in all) throw new Error(`Two modules define the service "${name}" (the second: ${module.name}).`);
      all[name] = factory;
    }
  }
  return all as FactoriesOf<M>;
}

/**
 * Builds every service once, in the order their contexts ask for them: a factory reads `context.x` and gets
 * the shared dep `x`, or the service `x` (built first if it is not yet). Hand-written (about 20 lines) rather
 * than a container library: the types are checked where the list is composed (services.ts), so all this
 * has to do is order the constructors and refuse a loop.
 */
export function buildServices<F extends ServiceFactories>(factories: F, shared: object): Built<F> {
  const built: Record<string, unknown> = {};
  const building: string[] = [];
  const context: Record<string, unknown> = new Proxy(shared as Record<string, unknown>, {
    get(target, name) {
      if (typeof name !== 'string' || !Object.hasOwn(factories, name)) return target[name as string];
      if (Object.hasOwn(built, name)) return built[name];
      if (building.includes(name)) throw new Error(`Services built around a loop: ${[...building, name].join(' -> ')}.`);
      building.push(name);
      built[name] = (factories[name] as (context: unknown) => unknown)(context);
      building.pop();
      return built[name];
    },
  });
  for (const name of Object.keys(factories)) void context[name];
  return built as Built<F>;
}
