import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_FILE } from '../src/graphql/emit-schema';
import { printedSchema } from '../src/graphql-schema';
import { createTestApp, type TestApp } from './test-app';

async function gql(t: TestApp, query: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: { query },
  });
  return {
    status: res.statusCode,
    body: res.json() as { data?: Record<string, unknown>; errors?: { message: string; extensions?: Record<string, unknown> }[] },
  };
}

describe('GraphQL at /graphql', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', MAIL_LOG: 'true', SUPPORT_EMAIL: 'help@ir.example.com' } });
  });
  afterAll(async () => t?.close());

  it('answers a query through the same service as REST', async () => {
    const { status, body } = await gql(t, '{ health { status database } }');
    expect(status).toBe(200);
    expect(body.data).toEqual({ health: { status: 'OK', database: true } });
  });

  it('tells anyone, signed in or not, the one configured support address', async () => {
    const { body } = await gql(t, '{ supportEmail }');
    expect(body.data).toEqual({ supportEmail: 'help@ir.example.com' });
  });

  it('refuses too many aliases', async () => {
    const aliases = Array.from({ length: 12 }, (_, i) => `a${i}: health { status }`).join(' ');
    const { body } = await gql(t, `{ ${aliases} }`);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0].message).toMatch(/alias/i);
  });

  it('refuses an oversized query before executing it', async () => {
    const fields = Array.from({ length: 1200 }, () => 'status').join(' ');
    const { body } = await gql(t, `{ health { ${fields} } }`);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('gives no field suggestions and no stack traces', async () => {
    const { body } = await gql(t, '{ healt { status } }');
    const error = body.errors?.[0];
    expect(error?.message).not.toMatch(/did you mean/i);
    expect(JSON.stringify(body)).not.toMatch(/stacktrace|at .*\.ts:/i);
  });

  it('refuses introspection to anonymous callers in production', async () => {
    const { body } = await gql(t, '{ __schema { queryType { name } } }');
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('keeps Apollo CSRF prevention on: a simple GET without a preflight header is refused', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/graphql?query=%7Bhealth%7Bstatus%7D%7D' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/CSRF/i);
  });
});

describe('GraphQL in development', () => {
  it('allows introspection', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'development' } });
    try {
      const { body } = await gql(t, '{ __schema { queryType { name } } }');
      expect(body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    } finally {
      await t.close();
    }
  });
});

describe('committed schema', () => {
  it('api/schema.graphql matches the resolvers (run `npm run codegen` when this fails)', async () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(await printedSchema());
  });
});

describe('a subscription sent over HTTP', () => {
  it('answers 400 subscription_over_http and logs nothing at error level', async () => {
    const lines: Record<string, unknown>[] = [];
    const t = await createTestApp({ env: { NODE_ENV: 'production', MAIL_LOG: 'true' }, logTo: { level: 'info', lines } });
    try {
      const { status, body } = await gql(t, 'subscription { newswireOrderUpdated { articleId } }');
      expect(status).toBe(400);
      expect(body.data).toBeUndefined();
      expect(body.errors?.[0]).toMatchObject({
        extensions: { code: 'subscription_over_http' },
        message: expect.stringMatching(/WebSocket/),
      });
      expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
