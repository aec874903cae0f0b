import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import './lib/zod';
import { modules } from './modules';
import type { App } from './rest/app';
import { openApiOptions } from './rest/openapi';

/** The REST facade: its OpenAPI document (/api/docs, /api/docs/json) and every module's routes under /api, in the module list's order. */
export async function registerRestApi(app: App): Promise<void> {
  await app.register(fastifySwagger, openApiOptions(modules.flatMap((m) => m.webhooks ?? [])));
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  await app.register(
    async (api) => {
      for (const { routes = [] } of modules) for (const route of routes) await api.register(route.plugin, { prefix: route.prefix });
    },
    { prefix: '/api' },
  );
}

/**
 * The OpenAPI document as /api/docs/json serves it, without a database or a server: the routes are
 * registered and never called (`npm run lint:openapi`, the typed-client test).
 */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // What the routes use at registration (identity.auth.ts registers it in the server).
  await app.register(fastifyRateLimit, { global: false });
  await registerRestApi(app as unknown as App);
  // The pages at the root: a few are API operations too (the newsroom's subscriptions, the unsubscribe links).
  for (const { pages = [] } of modules) for (const page of pages) await app.register(page.plugin, { prefix: page.prefix });
  await app.ready();
  const doc = app.swagger() as Record<string, unknown>;
  await app.close();
  return doc;
}
