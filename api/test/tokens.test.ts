// Issue 15, point 1: partner tokens. An owner creates a token for the organization with scopes; a partner's
// server calls /api, /graphql and graphql-ws with `Authorization: Bearer <secret>`, acting for that
// organization with those scopes only, audited as the token; revoking or expiry ends it at once.
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Client as WsClient } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/lib/clock';
import { generateArticle } from '../src/modules/publishing/publishing.testing';
import { graphqlWsClient } from './fixtures/graphql-ws';
import { campaignBody, Client, createCampaign, createToken, createVerifiedIssuer, partnerClient, type Issuer } from './fixtures/issuers';
import { createTestApp, type TestApp } from './test-app';

const RATE = 40;
const SUBSCRIPTION = `subscription ($id: ID!) { engagementUpdated(campaignId: $id) { campaignId } }`;
const NOT_CLOSED = 'open';

describe('partner tokens', () => {
  let t: TestApp;
  let clock: ManualClock;
  let port: number;
  let owner: Issuer;
  let other: Issuer;
  const sockets: WsClient[] = [];

  const sql = <T>(query: string, params: unknown[] = []) => t.orm.em.fork().getConnection().execute<T[]>(query, params);
  const within = <T>(promise: Promise<T>, ms: number) =>
    Promise.race([promise, new Promise<string>((r) => setTimeout(() => r(NOT_CLOSED), ms))]);

  beforeAll(async () => {
    clock = new ManualClock();
    t = await createTestApp({ clock, env: { TOKEN_REQUESTS_PER_MINUTE: String(RATE), PUBLIC_URL: 'https://app.issuerwire.test' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    owner = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'agency' });
    other = await createVerifiedIssuer(t, { ticker: 'MSFT', companyName: 'Microsoft Corporation', plan: 'agency' });
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((c) => c.dispose()));
  });
  afterAll(async () => t?.close());

  it('is created by the owner: the secret is shown once with a recognisable prefix and kept only as its hash', async () => {
    const { id, secret, body } = await createToken(owner, ['read', 'content:write']);
    expect(secret).toMatch(/^iwt_[A-Za-z0-9_-]{43}$/);
    expect(body).toMatchObject({ scopes: ['read', 'content:write'], status: 'active', hint: `iwt_…${secret.slice(-4)}`, lastUsedAt: null });

    const listed = await owner.get<{ items: Record<string, unknown>[] }>('/api/tokens');
    expect(listed.status).toBe(200);
    const row = listed.body.items.find((tok) => tok.id === id)!;
    expect(row).toMatchObject({ name: 'Partner read+content:write', status: 'active' });
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    const [stored] = await sql<Record<string, unknown>>('select * from api_tokens where id = ?', [id]);
    expect(stored.secret_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(secret.slice(4));
  });

  it('refuses bad input with the field named, and only an owner (a person) creates or lists tokens', async () => {
    const bad = await owner.post('/api/tokens', { name: '', scopes: ['admin'] });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'invalid_input' });
    expect(Object.keys((bad.body as { fields: object }).fields).sort()).toEqual(['name', 'scopes.0']);
    const past = await owner.post('/api/tokens', {
      name: 'Old',
      scopes: ['read'],
      expiresAt: new Date(clock.now().getTime() - 1000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ fields: { expiresAt: expect.any(String) } });

    const { secret } = await createToken(owner, ['read', 'content:write', 'publish', 'distribute', 'webhooks']);
    const partner = partnerClient(t, secret, 'AAPL');
    for (const [method, url] of [
      ['POST', '/api/tokens'],
      ['GET', '/api/tokens'],
    ] as const) {
      const res = await partner.call(method, url, { name: 'minted by a token', scopes: ['read'] });
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.code).toBe('person_required');
    }
    // Nor what belongs to a person: their account, two factors, KYC, the plan, the team's roles.
    for (const [method, url, body] of [
      ['GET', '/api/auth/me', undefined],
      ['POST', '/api/auth/2fa/setup', {}],
      ['GET', '/api/kyc/status', undefined],
      ['POST', '/api/plan', { plan: 'basic' }],
      ['GET', '/api/team/members', undefined],
    ] as const) {
      const res = await partner.call(method, url, body);
      expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBe(403);
      expect(res.body.code).toBe('person_required');
    }
  });

  it('answers refused input over GraphQL as userErrors by field, writing nothing; a partner is still refused outright', async () => {
    const CREATE = `mutation ($input: CreateApiTokenInput!) {
      createApiToken(input: $input) { createdToken { secret token { id } } userErrors { field code message } }
    }`;
    const count = async () => (await sql<{ n: string }>('select count(*) as n from api_tokens'))[0]!.n;
    const before = await count();
    const empty = await owner.graphql(CREATE, { input: { name: '  ', scopes: ['READ'] } });
    expect(empty.errors).toBeUndefined();
    expect(empty.data).toEqual({
      createApiToken: {
        createdToken: null,
        userErrors: [{ field: 'name', code: 'REQUIRED', message: 'Name the token (e.g. the partner or system that uses it)' }],
      },
    });
    const past = await owner.graphql(CREATE, {
      input: { name: 'Old', scopes: ['READ'], expiresAt: new Date(clock.now().getTime() - 1000).toISOString() },
    });
    expect(past.errors).toBeUndefined();
    expect(past.data?.createApiToken).toEqual({
      createdToken: null,
      userErrors: [{ field: 'expiresAt', code: 'INVALID', message: 'Choose a date and time in the future' }],
    });
    expect(await count()).toBe(before);

    const made = await owner.graphql(CREATE, { input: { name: 'CRM', scopes: ['READ', 'WEBHOOKS'] } });
    expect(made.errors).toBeUndefined();
    const created = (made.data?.createApiToken as { createdToken: { secret: string; token: { id: string } }; userErrors: unknown[] })!;
    expect(created.userErrors).toEqual([]);
    expect(created.createdToken.secret).toMatch(/^iwt_/);
    // Who may not do it is an error with its code, not a userError.
    const partner = partnerClient(t, created.createdToken.secret, 'AAPL');
    const refused = await partner.graphql(CREATE, { input: { name: '', scopes: ['READ'] } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('person_required');
    expect(refused.data).toBeNull();

    const REVOKE = `mutation ($id: ID!) { revokeApiToken(input: { id: $id }) { token { id status } userErrors { field } } }`;
    const revoked = await owner.graphql(REVOKE, { id: created.createdToken.token.id });
    expect(revoked.data?.revokeApiToken).toEqual({ token: { id: created.createdToken.token.id, status: 'REVOKED' }, userErrors: [] });
    const unknown = await owner.graphql(REVOKE, { id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('token_not_found');
  });

  it('acts for its organization with its scopes only, needs no CSRF headers or two factors, and is audited as itself', async () => {
    const reader = partnerClient(t, (await createToken(owner, ['read'])).secret, 'AAPL');
    const writerToken = await createToken(owner, ['read', 'content:write']);
    const writer = partnerClient(t, writerToken.secret, 'AAPL');

    // Read: REST and GraphQL.
    expect((await reader.get('/api/campaigns')).status).toBe(200);
    const gql = await reader.graphql('{ campaigns { totalCount } }');
    expect(gql.errors).toBeUndefined();
    // A write needs content:write.
    const refused = await reader.post('/api/campaigns', campaignBody('AAPL', { companyName: 'Apple Inc.' }));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'token_scope_missing', message: expect.stringContaining('content:write') });

    // A partner's server is not a browser: a cross-site Origin does not matter without a cookie.
    const crossSite = new Client(t, undefined, {
      authorization: `Bearer ${writerToken.secret}`,
      origin: 'https://partner-crm.example',
      'sec-fetch-site': 'cross-site',
    });
    const campaign = await crossSite.post<{ id: string }>('/api/campaigns', campaignBody('AAPL', { companyName: 'Apple Inc.' }));
    expect(campaign.status, JSON.stringify(campaign.body)).toBe(201);
    const refusedGql = await reader.graphql('mutation ($id: ID!) { archiveCampaign(input: { id: $id }) { campaign { id } } }', {
      id: campaign.body.id,
    });
    expect(refusedGql.errors?.[0]?.extensions?.code).toBe('token_scope_missing');
    // ...while the same request with a cookie and no token is still refused.
    const cookieCrossSite = new Client(t, owner.cookie, { origin: 'https://partner-crm.example', 'sec-fetch-site': 'cross-site' });
    expect((await cookieCrossSite.post('/api/campaigns', {})).body.code).toBe('cross_site_request');

    // Only its own ticker: the organization's rule applies to its tokens.
    const elsewhere = await writer.post('/api/campaigns', campaignBody('MSFT'));
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.code).toBe('ticker_not_authorized');

    // The audit log names the token, not the owner who made it.
    const [entry] = await sql<{ actor_id: string; organization_id: string }>(
      `select actor_id, organization_id from audit_log where action = 'campaign.created' and entity_id = ?`,
      [campaign.body.id],
    );
    expect(entry).toEqual({ actor_id: writerToken.id, organization_id: owner.organizationId });

    // Another organization's token sees none of it.
    const stranger = partnerClient(t, (await createToken(other, ['read'])).secret, 'MSFT');
    expect((await stranger.get(`/api/campaigns/${campaign.body.id}`)).status).toBe(404);
  });

  it('publishes with the publish scope (and not without), idempotently per token', async () => {
    const writer = partnerClient(t, (await createToken(owner, ['read', 'content:write'])).secret, 'AAPL');
    const publisherToken = await createToken(owner, ['read', 'publish']);
    const articleId = await generateArticle(writer, await createCampaign(writer, { companyName: 'Apple Inc.' }));

    const noScope = await writer.post(`/api/articles/${articleId}/publish`, { platforms: ['medium'] });
    expect(noScope.status).toBe(403);
    expect(noScope.body.code).toBe('token_scope_missing');

    const publisher = new Client(t, undefined, {
      authorization: `Bearer ${publisherToken.secret}`,
      'idempotency-key': 'partner-publish-1',
    });
    const first = await publisher.post(`/api/articles/${articleId}/publish`, { platforms: ['medium'] });
    expect(first.status, JSON.stringify(first.body)).toBeLessThan(300);
    const again = await publisher.post(`/api/articles/${articleId}/publish`, { platforms: ['medium'] });
    expect(again.status).toBe(first.status);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const audited = await sql<{ action: string }>(`select action from audit_log where actor_id = ? order by seq`, [publisherToken.id]);
    expect(audited.map((a: { action: string }) => a.action)).toEqual(['publication.requested']);
  });

  it('answers 401 invalid_token for an unknown, malformed, revoked or expired token (never an anonymous call)', async () => {
    for (const header of ['Bearer iwt_' + 'x'.repeat(43), 'Bearer nonsense']) {
      const res = await new Client(t, owner.cookie, { authorization: header }).get('/api/campaigns');
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('invalid_token');
      expect(res.headers['www-authenticate']).toContain('invalid_token');
    }

    const { id, secret } = await createToken(owner, ['read']);
    const partner = partnerClient(t, secret, 'AAPL');
    expect((await partner.get('/api/campaigns')).status).toBe(200);
    const revoked = await owner.delete<Record<string, unknown>>(`/api/tokens/${id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ status: 'revoked' });
    expect((await partner.get('/api/campaigns')).body.code).toBe('invalid_token');
    expect((await partner.graphql('{ campaigns { totalCount } }')).status).toBe(401);
    // Another organization cannot revoke it (nor learn it exists).
    expect((await other.delete(`/api/tokens/${id}`)).status).toBe(404);

    const expiring = await createToken(owner, ['read'], { expiresAt: new Date(clock.now().getTime() + 60_000).toISOString() });
    const soon = partnerClient(t, expiring.secret, 'AAPL');
    expect((await soon.get('/api/campaigns')).status).toBe(200);
    clock.advance(61_000);
    expect((await soon.get('/api/campaigns')).body.code).toBe('invalid_token');
    expect(
      (await owner.get<{ items: Record<string, unknown>[] }>('/api/tokens')).body.items.find((tok) => tok.id === expiring.id),
    ).toMatchObject({
      status: 'expired',
    });
  });

  it('records when it was last used', async () => {
    const { id, secret } = await createToken(owner, ['read']);
    clock.advance(120_000);
    await partnerClient(t, secret, 'AAPL').get('/api/campaigns');
    await expect
      .poll(
        async () =>
          (await owner.get<{ items: Record<string, unknown>[] }>('/api/tokens')).body.items.find((tok) => tok.id === id)?.lastUsedAt,
      )
      .toBe(clock.now().toISOString());
  });

  it(`is limited to ${RATE} calls a minute per token, with RateLimit-* headers and Retry-After on 429`, async () => {
    const a = partnerClient(t, (await createToken(owner, ['read'])).secret, 'AAPL');
    const b = partnerClient(t, (await createToken(owner, ['read'])).secret, 'AAPL');
    const first = await a.get('/api/campaigns');
    expect(first.headers['ratelimit-limit']).toBe(String(RATE));
    expect(first.headers['ratelimit-remaining']).toBe(String(RATE - 1));
    for (let i = 1; i < RATE; i += 1) await a.get('/api/campaigns');
    const over = await a.get('/api/campaigns');
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('rate_limited');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Each token has its own bucket.
    expect((await b.get('/api/campaigns')).status).toBe(200);
  });

  describe('graphql-ws', () => {
    let campaignId: string;
    beforeAll(async () => {
      campaignId = await createCampaign(owner, { companyName: 'Apple Inc.' });
    });

    async function subscribe(authorization: string): Promise<{ closed: Promise<number>; first: IteratorResult<unknown> }> {
      const client = graphqlWsClient(port, { authorization });
      sockets.push(client);
      const closed = new Promise<number>((resolve) => client.on('closed', (event) => resolve((event as { code: number }).code)));
      const results = client.iterate({ query: SUBSCRIPTION, variables: { id: campaignId } });
      const first = await results.next().catch((error: unknown) => ({ done: true, value: error }) as IteratorResult<unknown>);
      return { closed, first };
    }

    it('subscribes with connectionParams.authorization, and revoking closes the socket at once (4401)', async () => {
      const { id, secret } = await createToken(owner, ['read']);
      const socket = await subscribe(`Bearer ${secret}`);
      expect((socket.first.value as { data?: unknown }).data).toMatchObject({ engagementUpdated: { campaignId } });
      expect((await owner.delete(`/api/tokens/${id}`)).status).toBe(200);
      expect(await within(socket.closed, 1000)).toBe(4401);
    });

    it('closes the socket when the token expires, and refuses a bad token (4403) or a token without read', async () => {
      const expiring = await createToken(owner, ['read'], { expiresAt: new Date(clock.now().getTime() + 60_000).toISOString() });
      const socket = await subscribe(`Bearer ${expiring.secret}`);
      clock.advance(61_000);
      expect(await within(socket.closed, 2000)).toBe(4401);

      const bad = await subscribe('Bearer iwt_' + 'y'.repeat(43));
      expect(await within(bad.closed, 1000)).toBe(4403);

      const noRead = await subscribe(`Bearer ${(await createToken(owner, ['webhooks'])).secret}`);
      expect(JSON.stringify(noRead.first.value)).toContain('token_scope_missing');
    });
  });
});

describe('every REST operation with a token that lacks its scope', () => {
  let t: TestApp;
  let owner: Issuer;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'agency' });
    await createCampaign(owner, { companyName: 'Apple Inc.' });
  });
  afterAll(async () => t?.close());

  it('answers a token with only the webhooks scope no more than it answers nobody (and never a 5xx)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const bearer = `Bearer ${(await createToken(owner, ['webhooks'])).secret}`;
    const call = async (method: string, url: string, authorization?: string) =>
      (
        await t.app.inject({
          method: method as 'GET',
          url,
          headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
          ...(method === 'GET' ? {} : { payload: '{}' }),
        })
      ).statusCode;
    const leaks: string[] = [];
    let checked = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      // Webhook endpoints are what this scope is for.
      if (path.startsWith('/api/webhooks')) continue;
      const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const method of Object.keys(operations).map((m) => m.toUpperCase())) {
        if (!['GET', 'POST', 'PUT', 'DELETE'].includes(method)) continue;
        const [asToken, asNobody] = [await call(method, url, bearer), await call(method, url)];
        checked += 1;
        expect(asToken, `${method} ${path}`).toBeLessThan(500);
        if (asToken < 300 && asNobody >= 300) leaks.push(`${method} ${path} -> ${asToken}`);
      }
    }
    expect(checked).toBeGreaterThan(60);
    expect(leaks).toEqual([]);
  });
});
