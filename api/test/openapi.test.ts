// Issue 15, point 5 and issue 42, point 2: the REST facade's OpenAPI 3.1 document is one a generator can trust:
// valid, the same as `npm run lint:openapi` checks, a named component for every request body and JSON answer,
// each response described, per-operation security that says what the service really asks, and the webhooks.
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_SCOPES } from '../src/modules/identity';
import { WEBHOOK_EVENTS_OPENAPI } from '../src/modules/webhooks/webhook-events.openapi';
import { DELIVERY_EVENT_TYPES } from '../src/modules/webhooks/webhooks.schemas';
import { openApiDocument } from '../src/rest-api';
import { generateArticle } from '../src/modules/publishing/publishing.testing';
import { createCampaign, createToken, createVerifiedIssuer, type Issuer } from './fixtures/issuers';
import { createTestApp, type TestApp } from './test-app';

type Schema = { $ref?: string; enum?: unknown[]; properties?: Record<string, Schema>; anyOf?: Schema[] };
type Operation = {
  operationId?: string;
  summary?: string;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
  security?: Record<string, string[]>[];
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, { post: Operation }>;
  components: { securitySchemes?: Record<string, unknown>; schemas: Record<string, Schema> };
  security?: unknown[];
};

const ALL_SCOPES = [...TOKEN_SCOPES];

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: Document;
  let issuer: Issuer;
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, op })),
    );
  const component = (schema: Schema | undefined) => doc.components.schemas[schema?.$ref?.replace('#/components/schemas/', '') ?? ''];

  beforeAll(async () => {
    t = await createTestApp({
      authRateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
      // Deliveries are written whether or not this address answers; the test reads what was written.
      env: { TOKEN_REQUESTS_PER_MINUTE: '100000', WEBHOOK_ALLOWED_HOSTS: '127.0.0.1:9' },
    });
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Document;
    issuer = await createVerifiedIssuer(t, { ticker: 'AAPL', plan: 'agency' });
  }, 120_000);
  afterAll(async () => t?.close());

  it('validates as OpenAPI 3.1 (swagger-parser), and is the document `npm run lint:openapi` writes and lints', async () => {
    expect(doc.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
    expect(await openApiDocument()).toEqual(doc);
  });

  it('gives every operation a unique operationId and every request body and JSON answer a named component', () => {
    const inline: string[] = [];
    const ids = operations().map(({ name, op }) => {
      expect(op.operationId, name).toMatch(/^[a-z][A-Za-z0-9]+$/);
      const success = Object.entries(op.responses).filter(([status]) => /^2|^3/.test(status));
      if (success.length === 0) inline.push(`${name}: no success response`);
      const json = [
        op.requestBody?.content['application/json']?.schema,
        ...success.map(([, r]) => r.content?.['application/json']?.schema),
      ];
      for (const schema of json.filter(Boolean)) if (!component(schema)) inline.push(`${name}: ${JSON.stringify(schema).slice(0, 80)}`);
      return op.operationId;
    });
    expect(inline).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(100);
  });

  it('describes every response; none is "Default Response"', () => {
    const bare = operations().flatMap(({ name, op }) =>
      Object.entries(op.responses)
        .filter(([, r]) => !r.description || r.description === 'Default Response')
        .map(([status]) => `${name} ${status}`),
    );
    expect(bare).toEqual([]);
  });

  it('names the closed sets as enums: sector, tone and budget in, statuses out', () => {
    const body = component(doc.paths['/api/campaigns']!.post!.requestBody!.content['application/json']!.schema)!;
    expect(body.properties?.sector?.enum).toContain('technology');
    expect(body.properties?.tone?.enum).toEqual(['bullish', 'neutral', 'deep dive', 'analytical', 'educational']);
    expect(body.properties?.budget?.enum).toEqual(['basic', 'pro', 'agency']);
    expect(doc.components.schemas.CampaignStatus?.enum).toContain('archived');
    expect(doc.components.schemas.PublicationStatus?.enum).toContain('published');
    expect(doc.components.schemas.NewswireOrder?.properties?.status?.enum).toContain('awaiting_issuer');
    expect(doc.components.schemas.ApiToken?.properties?.scopes).toMatchObject({ items: { enum: ALL_SCOPES } });
  });

  it('describes the error shape { message, code, fields? } once and refers to it from every 4xx and 5xx', () => {
    expect(doc.components.schemas.Problem).toMatchObject({ required: ['message', 'code'] });
    for (const { name, op } of operations()) {
      for (const status of ['400', '401', '403', '404', '429', '500']) {
        expect(op.responses[status]?.content?.['application/json']?.schema, `${name} ${status}`).toEqual({
          $ref: '#/components/schemas/Problem',
        });
      }
    }
  });

  it('says per operation who may call it: [] when public, a session, or a token with the scopes the service asks', async () => {
    expect(doc.security).toBeUndefined();
    expect(doc.components.securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'cookie', name: 'iw_session' },
      bearer: { type: 'http', scheme: 'bearer' },
    });
    const campaignId = await createCampaign(issuer);
    const articleId = await generateArticle(issuer, campaignId);
    const token = async (scopes: string[]) => (await createToken(issuer, scopes)).secret;
    const full = await token(ALL_SCOPES);
    const without = Object.fromEntries(await Promise.all(ALL_SCOPES.map(async (s) => [s, await token(ALL_SCOPES.filter((x) => x !== s))])));
    const call = async (method: string, url: string, secret?: string) => {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { 'content-type': 'application/json', ...(secret ? { authorization: `Bearer ${secret}` } : {}) },
        ...(method === 'GET' ? {} : { payload: '{}' }),
      });
      let body: { code?: string } = {};
      try {
        body = JSON.parse(res.body) as { code?: string };
      } catch {
        // CSV and HTML answers
      }
      return { status: res.statusCode, code: body.code };
    };
    const wrong: string[] = [];
    let checked = 0;
    for (const { name, method, path, op } of operations()) {
      // Revoking a token would revoke the ones this test uses; a sign-out only ends a session.
      if (path.startsWith('/api/tokens/')) continue;
      const url = path.replace(/\{(\w+)\}/g, (_, param: string) =>
        param === 'ticker' ? 'AAPL' : path.startsWith('/api/campaigns') || param === 'campaignId' ? campaignId : articleId,
      );
      const security = op.security;
      if (!security) {
        wrong.push(`${name}: no security`);
        continue;
      }
      const bearer = security.find((s) => 'bearer' in s)?.bearer;
      const anonymous = await call(method, url);
      if (security.length === 0) {
        if (anonymous.status === 401) wrong.push(`${name}: documented public, answers 401`);
        continue;
      }
      if (anonymous.status < 400 && anonymous.status !== 302)
        wrong.push(`${name}: documented signed in, answers anonymous ${anonymous.status}`);
      const answered = await call(method, url, full);
      if (!bearer) {
        // People only: a token is refused, unless the input is refused first.
        if (answered.status < 400) wrong.push(`${name}: documented people only, a token gets ${answered.status}`);
        else if (answered.status === 403 && answered.code !== 'person_required') wrong.push(`${name}: ${answered.code}`);
        checked++;
        continue;
      }
      if (answered.code === 'person_required') wrong.push(`${name}: documented for tokens, answers person_required`);
      for (const scope of ALL_SCOPES) {
        const res = await call(method, url, without[scope]);
        if (res.code === 'token_scope_missing' && !bearer.includes(scope)) wrong.push(`${name}: needs ${scope}, not documented`);
      }
      checked++;
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(60);
  }, 600_000);

  it('lists every webhook event in `webhooks` with its payload, and real deliveries fit it', async () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual([...DELIVERY_EVENT_TYPES].sort());
    for (const [type, { post }] of Object.entries(doc.webhooks)) {
      const payload = component(post.requestBody?.content['application/json']?.schema);
      expect(payload?.properties?.type, type).toMatchObject({ const: type });
      expect(payload?.properties?.data, type).toBeDefined();
    }
    // An endpoint subscribed to everything, a generated article, a publication and a newswire order:
    // the bodies the outbox writes, read back from the deliveries, against the documented schemas.
    const endpoint = await issuer.post('/api/webhooks', {
      url: 'http://127.0.0.1:9/hook',
      eventTypes: DELIVERY_EVENT_TYPES.filter((e) => e !== 'ping'),
    });
    expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
    const articleId = await generateArticle(issuer, await createCampaign(issuer));
    const publish = await issuer.post(`/api/articles/${articleId}/publish`, { platforms: ['twitter'] });
    expect(publish.status, JSON.stringify(publish.body)).toBe(200);
    const distribute = await issuer.post('/api/newswire/distribute', { articleId, providers: ['businesswire'] });
    expect(distribute.status, JSON.stringify(distribute.body)).toBe(200);
    const rows = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ event_type: string; body: string }[]>('select event_type, body from webhook_deliveries where organization_id = ?', [
        issuer.organizationId,
      ]);
    const seen = new Set<string>();
    for (const row of rows) {
      const schema = WEBHOOK_EVENTS_OPENAPI.find((w) => w.type === row.event_type)!.payload;
      const body = JSON.parse(row.body) as unknown;
      const parsed = schema.safeParse(body);
      expect(parsed.error?.issues, `${row.event_type}: ${row.body}`).toBeUndefined();
      // Nothing undocumented either: parsing drops unknown keys.
      expect(parsed.data, row.event_type).toEqual(body);
      seen.add(row.event_type);
    }
    expect([...seen].sort()).toEqual(['article.generated', 'article.published', 'newswire_order.updated', 'ping', 'publication.updated']);
  }, 120_000);
});
