/**
 * What the REST facade's OpenAPI document says beyond each route's own schema, applied once to the whole
 * document (@fastify/swagger's transformObject): the two ways in, an operationId per operation, and the
 * one error shape on every 4xx and 5xx, so a generator (openapi-generator, openapi-typescript) can use it.
 */

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

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

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
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

export function refineOpenApi(doc: Json): Json {
  const components = (doc.components ??= {}) as Json;
  components.schemas = { ...(components.schemas as Json | undefined), Problem: PROBLEM_SCHEMA };
  components.securitySchemes = {
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
      description: 'A partner API token (Settings → Partner API), acting for its organization with its scopes.',
    },
  };
  // Either way in; operations that need none (health, sign-in, market search) ignore it.
  doc.security = [{ session: [] }, { bearer: [] }];
  const paths = (doc.paths ?? {}) as Record<string, Json>;
  // GraphQL has its own schema (introspection, api/schema.graphql), not this document.
  for (const path of Object.keys(paths)) if (path.startsWith('/graphql')) delete paths[path];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      operation.operationId ??= operationIdFor(method, path);
      const responses = (operation.responses ??= {}) as Json;
      describeBodylessSuccess(method, path, responses);
      for (const [status, description] of Object.entries(ERROR_RESPONSES)) {
        responses[status] = { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Problem' } } } };
      }
    }
  }
  return doc;
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
