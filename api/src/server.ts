import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { EntityManager } from '@mikro-orm/core';
import { createServer, STATUS_CODES, type IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import Fastify, { type FastifyBaseLogger, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import './lib/zod';
import type { Duplex } from 'node:stream';
import type { Config } from './config';
import { crossSiteRefusal, hasNonJsonBody } from './rest/cross-site';
import type { Orm } from './db/orm';
import { registerGraphQL } from './graphql/apollo';
import { pluginEnumValues, storedPluginIds } from './graphql/plugin-enums';
import { AppError } from './lib/errors';
import { noteRoute, type Logger } from './lib/logger';
import { registerIdentity, type Viewer } from './modules/identity';
import { bearerOf } from './lib/bearer';
import { TrackingPixelFastPath } from './modules/engagement';
import { modules } from './modules';
import { registerRestApi } from './rest-api';
import type { App } from './rest/app';
import { errorHandler } from './rest/error-handler';
import { OneLinePerRequest } from './rest/request-log';
import { AppShell } from './rest/app-shell';
import { staticSecurityHeaders } from './rest/security-headers';
import type { Services } from './services';

declare module 'fastify' {
  interface FastifyRequest {
    em: EntityManager;
    services: Services;
    viewer: Viewer | null;
  }
}

export interface ServerDeps {
  config: Config;
  orm: Orm;
  logger: Logger;
  services: Services;
  /** The built web app; defaults to web/dist beside the api workspace. */
  webDist?: string;
}

export type { App } from './rest/app';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const kEm = Symbol('em');

export const BODY_LIMIT = 1024 * 1024;

/** What Node's HTTP parser refuses before Fastify sees a request (headers too large, malformed), in our error shape. */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const [status, code, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers_too_large', 'The request headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request_timeout', 'The request took too long to arrive.']
        : [400, 'bad_request', 'The request could not be read.'];
  const body = JSON.stringify({ message, code });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

class NulCharacterError extends AppError {
  constructor() {
    super('invalid_input', 'Text cannot contain NUL (\\u0000) characters.', 400);
  }
}
export const DEFAULT_WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');

/** Fastify's trustProxy from the setting; a hop count as a function, which says exactly "the last N hops". */
function proxyTrust(setting: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

/** The client's address as Fastify's request.ip says it under the same setting (for what runs before Fastify). */
function clientAddressOf(setting: Config['trustProxy']): (request: IncomingMessage) => string | undefined {
  const trust = proxyTrust(setting);
  if (trust === false) return (request) => request.socket.remoteAddress;
  const trusted = typeof trust === 'function' ? trust : proxyAddr.compile(trust as string[]);
  return (request) => proxyAddr.all(request, trusted).at(-1);
}

/** Fastify: hooks, /api (REST facade), /graphql, the built web app, one error handler. */
export async function buildServer(deps: ServerDeps): Promise<App> {
  const { config, orm, logger, services } = deps;
  // Security headers (helmet's), computed once: the per-request helmet middleware re-parses its CSP every time.
  const securityHeaders = staticSecurityHeaders();
  // The tracking pixel is answered before Fastify (tracking.fast-path.ts) until the server starts closing;
  // then Fastify answers it, with 503 like every request.
  const pixel = new TrackingPixelFastPath({
    engagement: services.engagement,
    logger,
    headers: securityHeaders,
    clientAddress: clientAddressOf(config.trustProxy),
  });
  let closing = false;
  const app = Fastify({
    // As Fastify makes its server (lib/server.js), with the pixel's listener in front of Fastify's.
    serverFactory: (handler, options) => {
      const server = createServer((request, response) => {
        if (closing || !pixel.handle(request, response)) handler(request, response);
      });
      const timeouts = options as { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number };
      server.keepAliveTimeout = timeouts.keepAliveTimeout ?? server.keepAliveTimeout;
      server.requestTimeout = timeouts.requestTimeout ?? server.requestTimeout;
      server.setTimeout(timeouts.connectionTimeout ?? 0);
      return server;
    },
    loggerInstance: logger as FastifyBaseLogger,
    logController: new OneLinePerRequest(logger),
    bodyLimit: BODY_LIMIT,
    trustProxy: proxyTrust(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler: answerClientError,
    // Errors the router raises before any route (a malformed URL, an over-long path parameter) get our shape too.
    frameworkErrors: errorHandler,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  // Before any route: the request log's redaction list learns every route with a secret path parameter.
  app.addHook('onRoute', (route) => noteRoute(route.url));
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  // A request already in flight when the stop began is answered, then its connection closed: kept alive,
  // it held app.close() until main.ts's forced exit, which skipped the modules' drain and the jobs' stop.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  // A fresh identity map per request (no entity leaks between users), forked on first use:
  // routes that never touch the ORM (health, static files, tracking) skip the fork.
  app.decorateRequest(kEm, null);
  app.decorateRequest('em', {
    getter(this: FastifyRequest) {
      const request = this as FastifyRequest & { [kEm]: EntityManager | null };
      return (request[kEm] ??= orm.em.fork());
    },
  });
  app.decorateRequest('services', { getter: () => services });
  app.decorateRequest('viewer', null);

  // JSON routes: no text parser, and an empty JSON body is no body (bodiless calls may still declare JSON).
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, undefined);
    // PostgreSQL text cannot hold NUL; refuse it here rather than fail at the database (a 500).
    if ((body as string).includes('\\u0000')) return done(new NulCharacterError());
    parseJson(request, body as string, done);
  });
  // One synchronous hook for headers and the CSRF rule: every async hook costs each request a promise.
  // Headers first, so a refused request's answer carries them too.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaders);
    if (request.url.includes('%00')) return done(new NulCharacterError());
    if (MUTATING.has(request.method) && (request.url.startsWith('/api/') || request.url.startsWith('/graphql'))) {
      // CSRF: another site's page may make the browser send a request with the session cookie; refuse it.
      // A bearer token is no ambient credential (a page cannot add the header without CORS, which we never grant), so it passes.
      const refusal = bearerOf(request.headers.authorization) === null ? crossSiteRefusal(request.headers, config.publicUrl) : null;
      if (refusal) return done(refusal);
      // A vendor's callback may be of any type: it is handed to its plugin as raw bytes.
      if (
        request.url.startsWith('/api/') &&
        !/^\/api\/plugins\/[^/?]+\/callback(\?|$)/.test(request.url) &&
        // RFC 8058's one-click unsubscribe is a form POST by the mail provider.
        !/^\/api\/alerts\/unsubscribe\/[^/?]+$/.test(request.url) &&
        hasNonJsonBody(request.headers)
      ) {
        return done(new AppError('unsupported_media_type', 'Send requests to the API as application/json.', 415));
      }
    }
    done();
  });

  // Answers over 1 KB in a compressible type go out compressed as the client accepts: brotli at a quality
  // cheap enough per request, else gzip. Built assets are precompressed at build time (web/vite.config.ts)
  // and sent as they are; an answer that already has a Content-Encoding is left alone.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // No API takes a compressed request body: without this, every route would pay a hook checking for one.
    globalDecompression: false,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    customTypes:
      /^(?:application\/(?:json|graphql-response\+json|javascript)|text\/(?:html|css|plain|csv|javascript)|image\/svg\+xml)(?:;|$)/,
  });

  // Session cookie -> request.viewer, and the per-IP limit on credential checks.
  await registerIdentity(app, services);

  // The OpenAPI document (/api/docs) and every module's REST routes under /api, in the order of the module list.
  await registerRestApi(app);

  // The PlatformId and NewswireProviderId enums: this installation's plugins, and the ids its records name.
  const stored = await storedPluginIds((sql) => orm.em.getConnection().execute(sql));
  const plugins = pluginEnumValues(services.integrations.list(), stored);
  await registerGraphQL(app, { logger, production: config.env === 'production', publicUrl: config.publicUrl, plugins });

  // The modules' pages at the root: the hosted article pages (/p/<slug>, the canonical URL the platforms
  // link to), the public newsrooms and their feeds (server-rendered), and the hosted pages' tracking.
  for (const { pages = [] } of modules) for (const page of pages) await app.register(page.plugin, { prefix: page.prefix });

  const webDist = deps.webDist ?? DEFAULT_WEB_DIST;
  const shell = AppShell.load(webDist);
  if (shell) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build's .br and .gz copies, chosen by Accept-Encoding (with Vary); the file itself otherwise.
      preCompressed: true,
      setHeaders(reply: { header(name: string, value: string): unknown }, filePath: string) {
        // Vite fingerprints everything under assets/, so those never change.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The app shell from memory (see AppShell); it is sent as it is, so the on-the-fly compression stays out.
    app.get('/', { compress: false, schema: { hide: true } }, (request, reply) => shell.send(request, reply));
  } else {
    logger.warn({ webDist }, 'web app not built: run `npm run build` (npm start does it for you)');
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/graphql');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi && !path.extname(url);
    if (wantsPage && shell) {
      // Client-side routes get the app shell; so do unknown paths, with 404, and the app shows Page Not Found.
      if (!shell.isAppPath(url)) reply.code(404);
      return shell.send(request, reply);
    }
    return reply.code(404).send({ message: `No route for ${request.method} ${url}.`, code: 'not_found' });
  });

  return app;
}
