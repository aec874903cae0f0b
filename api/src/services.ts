import { createContentModel } from './ai';
import { systemClock } from './lib/clock';
import { InMemoryEventBus } from './lib/event-bus';
import { buildServices, mergeFactories, type Built, type FactoriesOf, type OptionsOf, type SharedDeps } from './core/module';
import { createMailer } from './mail/mailer';
import { SharedCounter } from './db/shared-counter';
import { deriveKey } from './lib/crypto';
import { modules } from './modules';

type Factories = FactoriesOf<typeof modules>;
type ModuleServices = Built<Factories>;

/** What a module's context names that neither the shared deps nor any module's service is: the modules' options. */
export type ServiceOptions = OptionsOf<Factories, SharedDeps & ModuleServices>;

/** What start-up (or a test) gives: the shared deps, the ones with defaults optional, and any module's options. */
export type ServiceDeps = Pick<SharedDeps, 'config' | 'orm' | 'logger' | 'plugins'> &
  Partial<Omit<SharedDeps, 'config' | 'orm' | 'logger' | 'plugins'>> &
  ServiceOptions;

/** What the modules' services are built from: the shared deps, the options and each other. */
type Container = SharedDeps & ServiceOptions & ModuleServices;

// Each module's services take a context of their own (the names and types it uses); this assignment fails to
// compile when the modules together do not give one of them what its context names.
const factories: { [K in keyof Factories]: (context: Container) => ModuleServices[K] } = mergeFactories(modules);

/** Every module's services (modules.ts), built once at start-up; routes and resolvers reach them through the request. */
export function createServices(deps: ServiceDeps) {
  const shared: SharedDeps = {
    ...deps,
    clock: deps.clock ?? systemClock,
    mailer: deps.mailer ?? createMailer(deps.config, deps.logger),
    events: deps.events ?? new InMemoryEventBus(),
    jobs: deps.jobs ?? null,
    // Every protective limit (sign-in calls, tokens, demo sessions, sign-ups, tracking, Refresh) counts here, in the database: one count for all instances.
    rateLimits:
      deps.rateLimits ??
      new SharedCounter({ orm: deps.orm, clock: deps.clock ?? systemClock, secret: deriveKey(deps.config.credentialsKey, 'rate-limits') }),
    // One content model for articles and the content generator: OpenAI with a key, the offline composer without.
    contentModel:
      deps.contentModel ??
      createContentModel({
        openaiApiKey: deps.config.openai.apiKey,
        openaiBaseUrl: deps.config.openai.baseUrl,
        openaiModel: deps.config.openai.model,
      }),
  };
  const { events, jobs, contentModel, rateLimits, mailer } = shared;
  return { events, jobs, contentModel, rateLimits, mailer, ...buildServices(factories, shared) };
}

export type Services = ReturnType<typeof createServices>;
