/**
 * The REST facade's OpenAPI 3.1 document, as @fastify/swagger builds it from each route's zod schemas, then
 * refined once for the whole document (transformObject): the two ways in, an operationId per operation, a
 * named component for every request body and JSON answer, a described response for every status, the one
 * error shape on every 4xx and 5xx, and the webhooks a partner receives. `npm run lint:openapi` holds it
 * to Redocly's recommended rules, so a generator (openapi-typescript, openapi-generator) can trust it.
 */
import type { SwaggerOptions } from '@fastify/swagger';
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from '../lib/zod';
import type { OpenApiWebhook } from '../core/module';

type Json = Record<string, unknown>;

export const PROBLEM_SCHEMA = {
  type: 'object',
  description: 'Every error of the API: a stable code (api/src/lib/error-codes.ts) and a message for people.',
  required: ['message', 'code'],
  properties: {
    message: { type: 'string', description: 'What went wrong and what to do, in plain words' },
    code: { type: 'string', description: 'Stable machine-readable code, e.g. invalid_input, token_scope_missing' },
    fields: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'invalid_input only: the message for each invalid field, by its path',
    },
    errorId: { type: 'string', description: '500 only: the reference to quote to support' },
  },
  example: { message: 'This token cannot change campaigns: it needs the content:write scope.', code: 'token_scope_missing' },
} as const;

const ERROR_RESPONSES: Record<string, string> = {
  '400': 'Invalid input (`invalid_input` with `fields`) or a malformed request',
  '401': 'Not signed in, or the API token is unknown, revoked or expired (`invalid_token`)',
  '403': 'Not allowed: role, scope (`token_scope_missing`), a person required, or another ticker',
  '404': 'Not found in your organization',
  '409': 'Conflicts with the current state (e.g. `approval_required`)',
  '429': 'Too many requests (`rate_limited`); wait as Retry-After says',
  '500': 'Unexpected: the answer carries an errorId to quote',
};

const SUCCESS: Record<string, string> = { '200': 'OK', '201': 'Created', '202': 'Accepted', '204': 'No content' };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** What every webhook delivery carries in its headers (docs/partner-api.md). */
const WEBHOOK_HEADERS: [string, string][] = [
  ['IssuerWire-Event', "The event type (the envelope's `type`): route on it before parsing the body"],
  ['IssuerWire-Event-Id', "The event id (the envelope's `id`), the same on a redelivery: deduplicate on it"],
  ['IssuerWire-Sequence', "The event's sequence number (the envelope's `sequence`), 1, 2, 3 … per organization; absent on ping"],
  ['IssuerWire-Delivery-Id', 'This delivery (one event to one endpoint); the id in the delivery log'],
  ['IssuerWire-Signature', '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`; after a rotation, a second v1 for the old secret'],
];

/** A person's session (the web app) or a partner's token: each operation names which it takes. */
const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'iw_session',
    description: 'The web app: the HttpOnly cookie set by POST /api/auth/login (state-changing calls must come from this site).',
  },
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'iwt_…',
    description:
      'A partner API token (Settings → Partner API), acting for its organization. Each operation lists the scopes the token needs (read, content:write, publish, distribute, webhooks); none listed: people only.',
  },
} as const;

/** The @fastify/swagger options of the served document and of `npm run lint:openapi`'s, so the two are one. */
export function openApiOptions(webhooks: readonly OpenApiWebhook[]): SwaggerOptions {
  const registry = createJsonSchemaTransformObject({});
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'IssuerWire REST facade',
        version: '1.0.0',
        license: { name: 'Proprietary', identifier: 'LicenseRef-IssuerWire' },
        description:
          'The paths and JSON shapes of the product specification, section 7. Sign in with the session cookie (the web app) or send a partner API token as `Authorization: Bearer iwt_…`; each operation names the scopes a token needs. Errors are `{ message, code, fields? }`.',
      },
      // This server, wherever it runs (its PUBLIC_URL): the document is served by the API it describes.
      components: { securitySchemes: SECURITY_SCHEMES },
      servers: [{ url: '/', description: 'The IssuerWire server that serves this document' }],
    },
    transform: jsonSchemaTransform,
    transformObject: (documents) => refineOpenApi(registry(documents as never) as Json, webhooks),
  };
}

/** `GET /api/campaigns/{id}/generate-article` → `getCampaignsByIdGenerateArticle`. */
export function operationIdFor(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? `By-${param[1]}` : segment;
    })
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return method.toLowerCase() + words.map(capitalize).join('');
}

const capitalize = (word: string) => word[0]!.toUpperCase() + word.slice(1);
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

export function refineOpenApi(doc: Json, webhooks: readonly OpenApiWebhook[] = []): Json {
  const components = (doc.components ??= {}) as Json;
  const schemas = (components.schemas = { ...(components.schemas as Json | undefined), Problem: PROBLEM_SCHEMA }) as Json;
  // Each operation says who may call it (routeSecurity in identity/access.ts); nothing is assumed for all.
  delete doc.security;
  const paths = (doc.paths ?? {}) as Record<string, Json>;
  // GraphQL has its own schema (introspection, api/schema.graphql), not this document.
  for (const path of Object.keys(paths)) if (path.startsWith('/graphql')) delete paths[path];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      const operationId = (operation.operationId ??= operationIdFor(method, path)) as string;
      const responses = (operation.responses ??= {}) as Record<string, Json>;
      describeBodylessSuccess(method, path, responses);
      nameSchemas(operation, capitalize(operationId), schemas);
      for (const [status, response] of Object.entries(responses)) {
        if (!response.description || response.description === 'Default Response') {
          response.description = `${SUCCESS[status] ?? status}: ${String(operation.summary ?? operationId).replace(/\s*\(.*$/, '')}`;
        }
      }
      for (const [status, description] of Object.entries(ERROR_RESPONSES)) {
        responses[status] = { description, content: { 'application/json': { schema: ref('Problem') } } };
      }
    }
  }
  if (webhooks.length) doc.webhooks = webhookItems(webhooks);
  mergeSameInputs(doc);
  pruneUnused(doc);
  return doc;
}

/** Gives every inline request body and JSON answer a component of its own, named after its operation. */
function nameSchemas(operation: Json, prefix: string, schemas: Json): void {
  const body = (operation.requestBody as { content?: Record<string, { schema?: Json }> } | undefined)?.content?.['application/json'];
  if (body?.schema && !body.schema.$ref) {
    schemas[`${prefix}Request`] = body.schema;
    body.schema = ref(`${prefix}Request`);
  }
  const responses = operation.responses as Record<string, { content?: Record<string, { schema?: Json }> }>;
  const withJson = Object.keys(responses).filter((status) => /^2/.test(status) && responses[status]!.content?.['application/json']);
  for (const status of withJson) {
    const media = responses[status]!.content!['application/json']!;
    if (!media.schema || media.schema.$ref) continue;
    const name = `${prefix}Response${withJson.length > 1 ? status : ''}`;
    schemas[name] = media.schema;
    media.schema = ref(name);
  }
}

/** The `webhooks` section: one POST per event type, its payload (a named component) and the headers. */
function webhookItems(webhooks: readonly OpenApiWebhook[]): Json {
  const items: Json = {};
  for (const webhook of webhooks) {
    const name = z.globalRegistry.get(webhook.payload)?.id;
    if (!name) throw new Error(`The ${webhook.type} webhook's payload schema needs an id (.meta({ id }))`);
    items[webhook.type] = {
      post: {
        operationId: `webhook${name}`,
        summary: webhook.summary,
        tags: ['webhooks'],
        security: [],
        parameters: WEBHOOK_HEADERS.map(([header, description]) => ({
          name: header,
          in: 'header',
          required: true,
          description,
          schema: { type: 'string' },
        })),
        requestBody: { required: true, content: { 'application/json': { schema: ref(name) } } },
        responses: {
          '200': { description: 'Received: any 2xx within 10 s acknowledges the delivery; anything else is retried' },
        },
      },
    };
  }
  return items;
}

/** An input schema the same as its answer's (`SectorInput` and `Sector`) is one component. */
function mergeSameInputs(doc: Json): void {
  const schemas = (doc.components as { schemas: Json }).schemas;
  let text = JSON.stringify(doc);
  for (const name of Object.keys(schemas)) {
    const base = name.replace(/Input$/, '');
    if (base === name || !schemas[base] || JSON.stringify(schemas[base]) !== JSON.stringify(schemas[name])) continue;
    text = text.replaceAll(`"#/components/schemas/${name}"`, `"#/components/schemas/${base}"`);
  }
  Object.assign(doc, JSON.parse(text));
}

/** Drops the components nothing refers to (the zod registry holds each named schema as input and as answer). */
function pruneUnused(doc: Json): void {
  const schemas = (doc.components as { schemas: Json }).schemas;
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/components/schemas/')) {
          const name = inner.slice('#/components/schemas/'.length);
          if (!used.has(name)) {
            used.add(name);
            visit(schemas[name]);
          }
        } else visit(inner);
      }
    }
  };
  visit(doc.paths);
  visit(doc.webhooks);
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}

/**
 * Routes that answer no JSON say so here, where the route's schema cannot (fastify-swagger reads a
 * missing response schema as a bare 200): a removal is a 204, an OAuth step a 302, an export CSV,
 * the unsubscribe pages HTML.
 */
function describeBodylessSuccess(method: string, path: string, responses: Json): void {
  const ok = responses['200'] as Json | undefined;
  if (!ok || ok.content) return;
  delete responses['200'];
  if (path.endsWith('.csv')) {
    responses['200'] = {
      description: 'The CSV file (RFC 4180), as an attachment',
      content: { 'text/csv': { schema: { type: 'string' } } },
    };
  } else if (path.startsWith('/api/alerts/unsubscribe/')) {
    // Mail readers open these: the page with the button, and what pressing it (or RFC 8058's POST) shows.
    responses['200'] = { description: 'An HTML page', content: { 'text/html': { schema: { type: 'string' } } } };
  } else if (path.includes('/oauth/')) {
    responses['302'] = {
      description: 'Redirect',
      headers: { Location: { schema: { type: 'string' }, description: 'Where the browser goes next' } },
    };
  } else if (method === 'delete') {
    responses['204'] = { description: 'Done; no body' };
  } else {
    responses['200'] = ok;
  }
}
