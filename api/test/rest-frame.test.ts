import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../src/lib/zod';
import { ConflictError, ForbiddenError, UnauthorizedError } from '../src/lib/errors';
import { createTestApp, type TestApp } from './test-app';

// Routes that exist only in this test, to drive every branch of the facade's error frame.
const probeRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/probe/echo',
    { schema: { body: z.object({ companyName: z.string().min(2, 'Company name is required'), ticker: z.string().max(10) }) } },
    async (request) => request.body,
  );
  api.get('/probe/unauthorized', async () => {
    throw new UnauthorizedError();
  });
  api.get('/probe/forbidden', async () => {
    throw new ForbiddenError('You may only create content for your own ticker.', 'ticker_not_authorized');
  });
  api.get('/probe/conflict', async () => {
    throw new ConflictError('That username is taken.', 'username_taken');
  });
  api.get('/probe/crash', async () => {
    throw new Error('database password is hunter2');
  });
};

describe('REST facade frame', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      extend: async (app) => {
        await app.register(probeRoutes, { prefix: '/api' });
      },
    });
  });
  afterAll(async () => t?.close());

  it('answers GET /api/health with 200 {status:"ok"} when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers 400 with the spec message "Required" for a missing field, and names every field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/probe/echo', payload: { ticker: 'AAPLXXXXXXXX' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('invalid_input');
    expect(body.message).toBe('Required');
    expect(body.fields).toMatchObject({ companyName: 'Required' });
    expect(body.fields.ticker).toBeTruthy();
  });

  it('uses the schema message verbatim for a short value', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/probe/echo', payload: { companyName: 'A', ticker: 'ACME' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Company name is required', code: 'invalid_input' });
  });

  it('passes a valid body through', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/probe/echo', payload: { companyName: 'Acme', ticker: 'ACME' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ companyName: 'Acme', ticker: 'ACME' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"companyName": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_json' });
  });

  it('answers a body over 1 MB with 413', async () => {
    const big = JSON.stringify({ companyName: 'x'.repeat(1024 * 1024 + 10), ticker: 'A' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: big,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('refuses a non-JSON body with 415 (part of the CSRF defence)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'companyName=Acme',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it.each([
    ['/api/probe/unauthorized', 401, 'unauthenticated'],
    ['/api/probe/forbidden', 403, 'ticker_not_authorized'],
    ['/api/probe/conflict', 409, 'username_taken'],
    ['/api/no/such/route', 404, 'not_found'],
  ])('maps %s to %i with code %s', async (url, status, code) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(body.code).toBe(code);
    expect(typeof body.message).toBe('string');
  });

  it('answers the unexpected with 500, a generic message and a reference, never the internal detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/crash' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.code).toBe('internal_error');
    expect(body.message).not.toContain('hunter2');
    expect(body.message).toContain(body.errorId);
  });

  it('sends security headers and no x-powered-by', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves the OpenAPI document of the facade at /api/docs', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health']).toBeDefined();
    // Every body is a named component (issue 42): the operation refers to it.
    const body = doc.paths['/api/probe/echo'].post.requestBody.content['application/json'].schema;
    const schema = body.$ref ? doc.components.schemas[body.$ref.split('/').pop()] : body;
    expect(schema.required).toContain('companyName');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('health when the database is gone', () => {
  it('answers 503, not 200 and not 500', async () => {
    const t = await createTestApp();
    try {
      await t.orm.em.getConnection().close(true);
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable', code: 'database_unavailable' });
    } finally {
      await t.app.close();
      await t.orm.close(true).catch(() => {});
    }
  });
});

describe('CSRF defence on the facade', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      extend: async (app) => {
        await app.register(probeRoutes, { prefix: '/api' });
      },
    });
  });
  afterAll(async () => t?.close());

  it.each(['text/plain', 'multipart/form-data; boundary=x', ''])(
    'refuses a mutation sent as %j (what a cross-site form can send)',
    async (type) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/probe/echo',
        headers: type ? { 'content-type': type } : {},
        payload: 'companyName=Acme',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().code).toBe('unsupported_media_type');
    },
  );

  it('lets reads through without a content type', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('bodiless JSON mutations and log hygiene', () => {
  it('treats an empty body declared as JSON as no body (bodiless calls such as logout)', async () => {
    const t = await createTestApp({
      extend: async (app) => {
        await app.register(
          async (api) => {
            api.post('/probe/bodiless', async (request) => ({ body: request.body ?? null }));
          },
          { prefix: '/api' },
        );
      },
    });
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/probe/bodiless', headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ body: null });
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/probe/bodiless',
        headers: { 'content-type': 'application/json' },
        payload: '{"a":',
      });
      expect(bad.statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });

  it('keeps tokens in links out of request logs', async () => {
    const { scrubUrl } = await import('../src/lib/logger');
    expect(scrubUrl('/reset-password?token=abc123&x=1')).toBe('/reset-password?token=[redacted]&x=1');
    expect(scrubUrl('/dashboard')).toBe('/dashboard');
  });
});
