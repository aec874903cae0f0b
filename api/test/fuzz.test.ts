// Bad input is a 4xx, never a 5xx: requests generated from the OpenAPI document for every operation,
// signed in and anonymous, each answered below 500 and every 4xx in the `{ message, code }` shape.
// Values follow each parameter's and body's schema part of the time (so requests get past validation
// into the services and the database) and are hostile the rest (NUL, `;`, quotes, huge, far dates).
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, createVerifiedIssuer, SESSION_COOKIE, TEST_PASSWORD, type Issuer } from './fixtures/issuers';
import { ERROR_CODES } from '../src/lib/error-codes';
import { createTestApp, type TestApp } from './test-app';

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
/** A fixed seed in CI (the same cases every run: a failure reproduces); FUZZ_SEED picks another. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

/** Strings that broke or could break something: NUL, statement separators, quotes, markup, far dates, huge. */
const hostileString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    ';',
    "a'; drop table users; --",
    '%',
    '_',
    '\\',
    '"',
    '<script>alert(1)</script>',
    '9999-12-31T23:59:59Z',
    '0000-01-01T00:00:00Z',
    '+275760-09-13T00:00:00Z',
    '2026-02-30T25:61:00Z',
    '-1',
    '1e309',
    'NaN',
    'null',
    '../../etc/passwd',
    'javascript:alert(1)',
    'https://evil.example/',
    '\uD800',
    '😀'.repeat(50),
    ' ',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 2_000, maxLength: 20_000 }),
);

const anyJson = fc.jsonValue({ maxDepth: 2 });

function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return anyJson;
  const options: fc.Arbitrary<unknown>[] = [];
  if (schema.enum) options.push(fc.constantFrom(...schema.enum));
  else if (schema.anyOf || schema.oneOf) options.push(fc.oneof(...(schema.anyOf ?? schema.oneOf)!.map((s) => valueFor(s, depth + 1))));
  else {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'any'];
    for (const type of types) {
      if (type === 'string')
        options.push(
          fc.oneof(
            fc.string({ maxLength: schema.maxLength ?? 60 }),
            hostileString,
            fc.uuid(),
            fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          ),
        );
      else if (type === 'integer')
        options.push(
          fc.oneof(
            fc.integer({ min: schema.minimum ?? -10, max: Math.min(schema.maximum ?? 1000, 1000) }),
            fc.integer(),
            fc.constant(Number.MAX_SAFE_INTEGER),
          ),
        );
      else if (type === 'number') options.push(fc.oneof(fc.double({ noNaN: true }), fc.integer()));
      else if (type === 'boolean') options.push(fc.boolean());
      else if (type === 'array') options.push(fc.array(valueFor(schema.items, depth + 1), { maxLength: 5 }));
      else if (type === 'object') options.push(objectFor(schema, depth));
      else if (type === 'null') options.push(fc.constant(null));
      else options.push(anyJson);
    }
  }
  if (schema.nullable) options.push(fc.constant(null));
  // Mostly what the schema asks for; now and then anything at all.
  return fc.oneof({ arbitrary: fc.oneof(...options), weight: 4 }, { arbitrary: fc.oneof(hostileString, anyJson), weight: 1 });
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, valueFor(value, depth + 1)]));
  return fc.record(shape, { requiredKeys: Object.keys(properties).filter((k) => schema.required?.includes(k)) });
}

/** Path parameters: the real ids the signed-in issuer owns, someone else's or nobody's, and hostile text. */
function pathValue(ids: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...ids),
    fc.uuid(),
    fc.constantFrom('twitter', 'medium', 'substack', 'AAPL', 'DEMO'),
    hostileString.map(String),
  );
}

const GRAPHQL_QUERIES = fc.oneof(
  fc.constantFrom(
    '{ me { id username } }',
    'query { campaigns { items { id } } }',
    'mutation { logout { result { success } } }',
    `{ ${'me { id } '.repeat(3_000)} }`,
    `{ me { ${'id '.repeat(5_000)} } }`,
    '{ __schema { types { name } } }',
    'subscription { x }',
  ),
  hostileString.map(String),
);

/** The schema with every `$ref` to a component replaced by the component (bodies and answers are named components). */
function resolved(schema: unknown, components: Record<string, unknown>, depth = 0): JsonSchema {
  if (Array.isArray(schema)) return schema.map((s) => resolved(s, components, depth)) as never;
  if (!schema || typeof schema !== 'object' || depth > 8) return schema as JsonSchema;
  const ref = (schema as { $ref?: string }).$ref;
  if (ref) return resolved(components[ref.replace('#/components/schemas/', '')], components, depth + 1);
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, resolved(value, components, depth)])) as JsonSchema;
}

function operations(doc: {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
  components?: { schemas?: Record<string, unknown> };
}): Operation[] {
  const components = doc.components?.schemas ?? {};
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      ops.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: resolved(op.requestBody?.content['application/json']?.schema, components),
      });
    }
  }
  return ops;
}

describe('fuzzing every REST operation from the OpenAPI document', () => {
  let t: TestApp;
  let issuer: Issuer;
  let ids: string[];
  let ops: Operation[];

  beforeAll(async () => {
    t = await createTestApp({ authRateLimit: { max: 1_000_000, timeWindowMs: 60_000 } });
    issuer = await createVerifiedIssuer(t, { ticker: 'AAPL' });
    const campaignId = await createCampaign(issuer);
    const articleId = (await issuer.post<{ article: { id: string } }>(`/api/campaigns/${campaignId}/generate-article`)).body.article.id;
    ids = [campaignId, articleId, issuer.userId];
    ops = operations(t.app.swagger() as never);
  }, 120_000);
  afterAll(async () => {
    await t?.services.kyc.settled();
    await t?.close();
  });

  /** A fresh session per operation: one that signs out, or changes a password, cannot spoil the next. */
  async function signIn(): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: issuer.username, password: TEST_PASSWORD }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
  }

  function requestFor(op: Operation): fc.Arbitrary<FuzzRequest> {
    const path = op.parameters.filter((p) => p.in === 'path');
    const query = op.parameters.filter((p) => p.in === 'query');
    const header = op.parameters.filter((p) => p.in === 'header');
    const isGraphql = op.path === '/graphql';
    return fc
      .record({
        path: fc.tuple(...path.map(() => pathValue(ids))),
        query: fc.tuple(...query.map((p) => fc.option(valueFor(p.schema), { nil: undefined }))),
        header: fc.tuple(...header.map(() => fc.option(fc.oneof(fc.uuid(), fc.string({ maxLength: 300 })), { nil: undefined }))),
        body: isGraphql
          ? fc.record({
              query: GRAPHQL_QUERIES,
              variables: fc.option(fc.dictionary(fc.string({ maxLength: 8 }), anyJson), { nil: undefined }),
            })
          : op.body
            ? valueFor(op.body)
            : fc.constant(undefined),
      })
      .map(({ path: pathValues, query: queryValues, header: headerValues, body }) => {
        let url = op.path;
        path.forEach((p, i) => (url = url.replace(`{${p.name}}`, encodeURIComponent(pathValues[i]))));
        const search = new URLSearchParams();
        query.forEach((p, i) => {
          const value = queryValues[i];
          if (value !== undefined) search.set(p.name, typeof value === 'string' ? value : JSON.stringify(value));
        });
        const headers: Record<string, string> = {};
        header.forEach((p, i) => {
          const value = headerValues[i];
          // A header cannot carry control characters at all (Node refuses to send them).
          // eslint-disable-next-line no-control-regex
          if (value !== undefined && !/[\u0000-\u001f\u007f-\uffff]/.test(value)) headers[p.name] = value;
        });
        const hasBody = body !== undefined && op.method !== 'GET' && op.method !== 'OPTIONS';
        if (hasBody) headers['content-type'] = 'application/json';
        return { url: search.size ? `${url}?${search}` : url, headers, ...(hasBody ? { payload: JSON.stringify(body) } : {}) };
      });
  }

  it('answers the inputs that once got a 500 with a 4xx in the error shape (or an answer)', async () => {
    const cookie = await signIn();
    const [campaignId, articleId] = ids;
    const cases: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown; expected: number }[] = [
      // Over-long path parameters are refused by the router before any route: FST_ERR_MAX_PARAM_LENGTH leaked as the code.
      { method: 'DELETE', url: `/api/auth/sessions/${'a'.repeat(150)}`, expected: 414 },
      { method: 'POST', url: '/api/auth/login', body: { username: 'a\u0000b', password: 'x' }, expected: 400 },
      { method: 'POST', url: '/api/campaigns', body: { companyName: 'Acme', ticker: 'AA\u0000PL', draft: true }, expected: 400 },
      { method: 'PUT', url: `/api/articles/${articleId}`, body: { content: 'text \u0000 more' }, expected: 400 },
      { method: 'GET', url: '/api/stock/search/a%00b', expected: 400 },
      { method: 'GET', url: '/api/stock/search/app%3Ble', expected: 200 },
      { method: 'GET', url: '/api/campaigns?search=a%3Bb', expected: 200 },
      { method: 'GET', url: "/api/campaigns?search=x'%3B%20drop%20table%20users%3B--", expected: 200 },
      { method: 'GET', url: '/api/publishing/calendar?from=9999-12-31T23:59:59Z', expected: 400 },
      { method: 'GET', url: '/api/publishing/calendar?from=2026-01-01T00:00:00Z&to=9999-12-31T23:59:59Z', expected: 400 },
      { method: 'POST', url: '/graphql', body: { query: `{ ${'me { id } '.repeat(1_000)} }` }, expected: 400 },
      { method: 'POST', url: '/graphql', body: { query: 'NaN' }, expected: 400 },
    ];
    for (const { method, url, body, expected } of cases) {
      const res = await t.app.inject({
        method,
        url,
        headers: { cookie: `${SESSION_COOKIE}=${cookie}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { payload: JSON.stringify(body) } : {}),
      });
      expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBe(expected);
      if (expected >= 400 && url !== '/graphql') {
        expect(res.json(), url).toEqual(expect.objectContaining({ message: expect.any(String), code: expect.any(String) }));
        expect(ERROR_CODES, url).toContain(res.json().code);
      }
    }
    expect(campaignId).toBeTruthy();
  });

  it('answers headers too large for the HTTP parser (431) in the error shape, over a real socket', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/health`, { headers: { 'x-filler': 'a'.repeat(20_000) } });
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual({ message: 'The request headers are too large.', code: 'headers_too_large' });
  });

  it('answers every operation below 500, and every 4xx as { message, code }', async () => {
    // Each operation's property fails on its first bad answer and fast-check shrinks that request to the
    // smallest that still fails; `fc.check` (not `assert`) reports it so every operation is still tried.
    const failures: string[] = [];
    let runs = 0;
    for (const op of ops) {
      for (const signedIn of [true, false]) {
        const cookie = signedIn ? await signIn() : undefined;
        const problemWith = async (request: FuzzRequest): Promise<string | null> => {
          const res = await t.app.inject({
            method: op.method as 'GET',
            url: request.url,
            headers: { ...request.headers, ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}), 'x-request-id': randomUUID() },
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          const where = `${op.method} ${request.url.slice(0, 200)} ${signedIn ? 'signed in' : 'anonymous'} body=${(request.payload ?? '').slice(0, 200)}`;
          if (res.statusCode >= 500) return `${res.statusCode} ${where}: ${res.body.slice(0, 300)}`;
          if (res.statusCode >= 400 && res.statusCode < 500 && op.path !== '/graphql') {
            const body = safeJson(res.body);
            if (typeof body?.message !== 'string' || typeof body?.code !== 'string')
              return `shape ${res.statusCode} ${where}: ${res.body.slice(0, 300)}`;
            if (!KNOWN_CODES.has(body.code)) return `unlisted code ${body.code} ${where}`;
          }
          return null;
        };
        const details = await fc.check(
          fc.asyncProperty(requestFor(op), async (request) => (await problemWith(request)) === null),
          { numRuns: RUNS, seed: SEED },
        );
        runs += details.numRuns;
        if (details.failed && details.counterexample)
          failures.push((await problemWith(details.counterexample[0])) ?? `flaky: ${op.method} ${op.path}`);
      }
    }
    // Every operation was tried, both ways, RUNS times (fewer only where one failed).
    if (!failures.length) expect(runs).toBe(ops.length * 2 * RUNS);
    // One example per operation and kind, with how many there were.
    const byKind = new Map<string, { count: number; example: string }>();
    for (const failure of failures) {
      const [status, method, url] = failure.split(' ');
      const key = `${status} ${method} ${url.split('?')[0].replace(/\/[^/]*[0-9a-f]{8}-[^/]*/g, '/{id}')}`;
      const entry = byKind.get(key) ?? { count: 0, example: failure };
      entry.count++;
      byKind.set(key, entry);
    }
    const report = [...byKind].map(([key, { count, example }]) => `${count}× ${key}\n    ${example}`).join('\n');
    expect(failures.length, `${failures.length} operations failed (each shown shrunk to its smallest failing request):\n${report}`).toBe(0);
  }, 1_200_000);
});

interface FuzzRequest {
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

// Every code a client can be sent is in the one typed list the web app imports too.
const KNOWN_CODES = new Set<string>(ERROR_CODES);

function safeJson(text: string): { message?: unknown; code?: unknown } | null {
  try {
    return JSON.parse(text) as { message?: unknown; code?: unknown };
  } catch {
    return null;
  }
}
