// Issue 15, point 5: the REST facade's OpenAPI document is one a generator can use: valid, with security
// schemes, an operationId and response schemas on every operation, and the error shape on every 4xx/5xx.
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

type Operation = {
  operationId?: string;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  security?: unknown[];
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes?: Record<string, unknown>; schemas?: Record<string, unknown> };
  security?: unknown[];
};

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: Document;
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
    );

  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Document;
  });
  afterAll(async () => t?.close());

  it('validates as OpenAPI 3 (swagger-parser)', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
  });

  it('declares the cookie session and bearer token schemes, and every protected operation uses them', () => {
    expect(doc.components.securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'cookie', name: 'iw_session' },
      bearer: { type: 'http', scheme: 'bearer' },
    });
    expect(doc.security).toEqual([{ session: [] }, { bearer: [] }]);
  });

  it('gives every operation a unique operationId and a response schema for its success', () => {
    const missing: string[] = [];
    const ids = operations().map(({ name, op }) => {
      expect(op.operationId, name).toMatch(/^[a-z][A-Za-z0-9]+$/);
      const success = Object.entries(op.responses).filter(([status]) => /^2|^3/.test(status));
      if (success.length === 0) missing.push(`${name}: no success response`);
      for (const [status, response] of success) {
        if (status === '204' || status.startsWith('3')) continue;
        if (!Object.values(response.content ?? {}).some((media) => media.schema)) missing.push(`${name} ${status}`);
      }
      return op.operationId;
    });
    expect(missing).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(60);
  });

  it('describes the error shape { message, code, fields? } once and refers to it from every 4xx and 5xx', () => {
    expect(doc.components.schemas?.Problem).toMatchObject({
      type: 'object',
      required: ['message', 'code'],
      properties: { message: { type: 'string' }, code: { type: 'string' }, fields: { type: 'object' } },
    });
    for (const { name, op } of operations()) {
      for (const status of ['400', '401', '403', '404', '429', '500']) {
        expect(op.responses[status]?.content?.['application/json']?.schema, `${name} ${status}`).toEqual({
          $ref: '#/components/schemas/Problem',
        });
      }
    }
  });
});
