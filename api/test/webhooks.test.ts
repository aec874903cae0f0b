// Issue 15, point 2: webhooks. An owner (or a token with the webhooks scope) registers an endpoint; every
// event of the organization it subscribed to is POSTed as signed JSON, retried on failure (each event on its
// own schedule: webhooks.events.test.ts), logged, and after a day of failures the endpoint is turned off and
// the owner mailed.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../src/mail/mail.testing';
import { generateArticle } from '../src/modules/publishing/publishing.testing';
import { createCampaign, createToken, createVerifiedIssuer, partnerClient, type Issuer } from './fixtures/issuers';
import { createTestApp, type TestApp } from './test-app';
import { startReceiver, type Receiver } from './fixtures/webhook-receiver';

/**
 * Verifies IssuerWire-Signature the way the README tells a partner to, written here from the description
 * (t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">), not with the app's code.
 */
function verifies(header: string | string[] | undefined, body: string, secret: string, toleranceSeconds = 300): boolean {
  if (typeof header !== 'string') return false;
  const parts = header.split(',').map((p) => p.split('=') as [string, string]);
  const t = parts.find(([k]) => k === 't')?.[1];
  if (!t || Math.abs(Date.now() / 1000 - Number(t)) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return parts.some(([k, v]) => k === 'v1' && v.length === 64 && timingSafeEqual(Buffer.from(v, 'hex'), expected));
}

const GIVE_UP_MS = 2_500;

describe('webhooks', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let owner: Issuer;
  let other: Issuer;
  let receiver: Receiver;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    receiver = await startReceiver();
    t = await createTestApp({
      jobs: { pollingIntervalSeconds: 0.5 },
      env: { WEBHOOK_ALLOWED_HOSTS: new URL(receiver.url).host, SMTP_URL: smtp.url, PUBLIC_URL: 'https://app.issuerwire.test' },
      webhookRetry: { baseMs: 300, maxMs: 600, giveUpAfterMs: GIVE_UP_MS },
    });
    owner = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'agency' });
    other = await createVerifiedIssuer(t, { ticker: 'MSFT', companyName: 'Microsoft Corporation', plan: 'agency' });
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
    await smtp?.close();
  });

  /** Registers `path` on the receiver for `eventTypes`; answers the endpoint id and secret. */
  async function register(path: string, eventTypes: string[], client: { post: Issuer['post'] } = owner) {
    const res = await client.post<{ id: string; secret: string }>('/api/webhooks', { url: `${receiver.url}${path}`, eventTypes });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    // Registration sends a ping: once it has arrived, what a test makes the receiver answer applies to events only.
    await expect.poll(() => pings(path).length, { timeout: 10_000 }).toBe(1);
    return res.body;
  }

  /** The events that reached `path`, without the pings. */
  const arrivals = (path: string) => receiver.received.filter((r) => r.path === path && r.event.type !== 'ping');
  const pings = (path: string) => receiver.received.filter((r) => r.path === path && r.event.type === 'ping');

  /** The endpoint's log once the receiver's answers are recorded (a receiver sees a delivery before the log says so). */
  async function settledLog<T>(id: string) {
    const url = `/api/webhooks/${id}/deliveries`;
    await expect
      .poll(async () => (await owner.get<{ items: { status: string }[] }>(url)).body.items.every((d) => d.status !== 'pending'), {
        timeout: 10_000,
      })
      .toBe(true);
    return owner.get<T>(url);
  }

  it('refuses a URL that is not https or reaches a private address (SSRF), naming the field', async () => {
    for (const url of [
      'http://example.com/hook',
      'https://10.0.0.5/hook',
      'https://localhost/hook',
      'https://[::1]/hook',
      'https://169.254.169.254/latest',
    ]) {
      const res = await owner.post('/api/webhooks', { url, eventTypes: ['article.generated'] });
      expect(res.status, url).toBe(400);
      expect(res.body, url).toMatchObject({ code: 'webhook_url_refused', fields: { url: expect.any(String) } });
    }
    const bad = await owner.post('/api/webhooks', { url: 'not a url', eventTypes: ['article.exploded'] });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('invalid_input');
  });

  it('manages endpoints over GraphQL: refused input (a refused URL too) is userErrors by field; another organization is an error', async () => {
    const CREATE = `mutation ($input: CreateWebhookEndpointInput!) {
      createWebhookEndpoint(input: $input) { endpointWithSecret { secret endpoint { id url } } userErrors { field code message } }
    }`;
    const count = async () =>
      (await t.orm.em.fork().getConnection().execute<{ n: string }[]>('select count(*) as n from webhook_endpoints'))[0]!.n;
    const before = await count();
    const bad = await owner.graphql(CREATE, { input: { url: 'not a url', eventTypes: [] } });
    expect(bad.errors).toBeUndefined();
    expect(bad.data?.createWebhookEndpoint).toEqual({
      endpointWithSecret: null,
      userErrors: [
        { field: 'url', code: 'INVALID_FORMAT', message: 'Give the full URL, e.g. https://example.com/hooks/issuerwire' },
        { field: 'eventTypes', code: 'TOO_SHORT', message: 'Choose at least one event type' },
      ],
    });
    // A well-formed URL the delivery rules refuse (REST: 400 webhook_url_refused) is a userError on its field too.
    const plain = await owner.graphql(CREATE, { input: { url: 'http://example.com/hook', eventTypes: ['ARTICLE_GENERATED'] } });
    expect(plain.errors).toBeUndefined();
    expect(plain.data?.createWebhookEndpoint).toMatchObject({
      endpointWithSecret: null,
      userErrors: [{ field: 'url', code: 'INVALID', message: expect.stringMatching(/https/) }],
    });
    expect(await count()).toBe(before);

    const made = await owner.graphql(CREATE, { input: { url: `${receiver.url}/gql`, eventTypes: ['ARTICLE_GENERATED'] } });
    expect(made.errors).toBeUndefined();
    const { endpointWithSecret } = made.data!.createWebhookEndpoint as { endpointWithSecret: { secret: string; endpoint: { id: string } } };
    expect(endpointWithSecret.secret).toMatch(/^whsec_/);
    const id = endpointWithSecret.endpoint.id;

    const UPDATE = `mutation ($input: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(input: $input) { endpoint { id enabled } userErrors { field code } } }`;
    expect((await owner.graphql(UPDATE, { input: { id, eventTypes: [] } })).data?.updateWebhookEndpoint).toEqual({
      endpoint: null,
      userErrors: [{ field: 'eventTypes', code: 'TOO_SHORT' }],
    });
    expect((await owner.graphql(UPDATE, { input: { id, enabled: false } })).data?.updateWebhookEndpoint).toEqual({
      endpoint: { id, enabled: false },
      userErrors: [],
    });
    const rotated = await owner.graphql(
      `mutation ($id: ID!) { rotateWebhookSecret(input: { id: $id }) { endpointWithSecret { secret } userErrors { field } } }`,
      { id },
    );
    expect((rotated.data?.rotateWebhookSecret as { endpointWithSecret: { secret: string } }).endpointWithSecret.secret).not.toBe(
      endpointWithSecret.secret,
    );
    const DELETE = `mutation ($id: ID!) { deleteWebhookEndpoint(input: { id: $id }) { deleted userErrors { field } } }`;
    expect((await other.graphql(DELETE, { id })).errors?.[0]?.extensions?.code).toBe('webhook_not_found');
    expect((await owner.graphql(DELETE, { id })).data?.deleteWebhookEndpoint).toEqual({ deleted: true, userErrors: [] });
  });

  it('delivers article.generated signed with the endpoint secret, with the event id, type, time and object', async () => {
    const { id, secret } = await register('/generated', ['article.generated']);
    const campaignId = await createCampaign(owner, { companyName: 'Apple Inc.' });
    const articleId = await generateArticle(owner, campaignId);
    await expect.poll(() => arrivals('/generated').length, { timeout: 10_000 }).toBe(1);
    const [hit] = arrivals('/generated');
    expect(hit.headers['content-type']).toBe('application/json');
    expect(verifies(hit.headers['issuerwire-signature'], hit.body, secret)).toBe(true);
    expect(verifies(hit.headers['issuerwire-signature'], hit.body, 'whsec_someone-else')).toBe(false);
    expect(hit.event).toMatchObject({
      type: 'article.generated',
      organizationId: owner.organizationId,
      data: { object: 'article', id: articleId, campaignId, version: 1, regenerated: false },
    });
    expect(hit.headers['issuerwire-event-id']).toBe(hit.event.id);
    expect(hit.headers['issuerwire-event']).toBe('article.generated');
    expect(Date.parse(hit.event.createdAt)).not.toBeNaN();

    // The log says what happened.
    const log = await settledLog<{
      items: { id: string; eventType: string; status: string; attempts: number; log: { status: number; latencyMs: number }[] }[];
      totalCount: number;
    }>(id);
    // The registration's ping, then the event.
    expect(log.body.totalCount).toBe(2);
    expect(log.body.items.map((d) => d.eventType)).toEqual(['article.generated', 'ping']);
    expect(log.body.items[0]).toMatchObject({ status: 'delivered', attempts: 1, log: [{ status: 200, latencyMs: expect.any(Number) }] });
    expect(hit.headers['issuerwire-delivery-id']).toBe(log.body.items[0].id);
  });

  it('sends publication.updated and article.published in the order they happened', async () => {
    await register('/releases', ['publication.updated', 'article.published']);
    const articleId = await generateArticle(owner, await createCampaign(owner, { companyName: 'Apple Inc.' }));
    const res = await owner.post(`/api/articles/${articleId}/publish`, { platforms: ['medium'] });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    await expect.poll(() => arrivals('/releases').length, { timeout: 10_000 }).toBe(3);
    const hits = arrivals('/releases').map((r) => [r.event.type, r.event.data.status]);
    expect(hits).toEqual([
      ['publication.updated', 'publishing'],
      ['publication.updated', 'published'],
      ['article.published', 'published'],
    ]);
  });

  it('retries a failing receiver with back-off; each event on its own schedule', async () => {
    const { id } = await register('/flaky', ['article.generated']);
    let failures = 2;
    let failing: string | undefined;
    // The first event fails twice; the second is never refused.
    receiver.answer = (r) => {
      if (r.path !== '/flaky') return 200;
      failing ??= r.event.id;
      return r.event.id === failing && failures-- > 0 ? 500 : 200;
    };
    const first = await generateArticle(owner, await createCampaign(owner, { companyName: 'Apple Inc.' }));
    const second = await generateArticle(owner, await createCampaign(owner, { companyName: 'Apple Inc.' }));
    await expect.poll(() => arrivals('/flaky').filter((r) => r.event.data.id === first).length, { timeout: 15_000 }).toBe(3);
    await expect.poll(() => arrivals('/flaky').filter((r) => r.event.data.id === second).length, { timeout: 15_000 }).toBe(1);
    receiver.answer = () => 200;
    const log = await settledLog<{ items: { status: string; log: { status: number | null }[] }[] }>(id);
    expect(log.body.items.map((d) => [d.status, d.log.map((a) => a.status)])).toEqual([
      ['delivered', [200]],
      ['delivered', [500, 500, 200]],
      ['delivered', [200]], // the ping
    ]);
  });

  it('turns an endpoint off after failing for the give-up window, mails the owner, and sends what waited once it is on again', async () => {
    const { id } = await register('/down', ['article.generated']);
    receiver.answer = (r) => (r.path === '/down' ? 503 : 200);
    const mailsBefore = smtp.messages.length;
    const articleId = await generateArticle(owner, await createCampaign(owner, { companyName: 'Apple Inc.' }));
    await expect
      .poll(
        async () =>
          (await owner.get<{ items: { id: string; enabled: boolean }[] }>('/api/webhooks')).body.items.find((w) => w.id === id)?.enabled,
        {
          timeout: 20_000,
          interval: 250,
        },
      )
      .toBe(false);
    const listed = (await owner.get<{ items: Record<string, unknown>[] }>('/api/webhooks')).body.items.find((w) => w.id === id);
    expect(listed).toMatchObject({ disabledReason: 'failing' });
    const mail = await smtp.waitFor((m, i = smtp.messages.indexOf(m)) => i >= mailsBefore && m.subject.includes('turned off'));
    expect(mail.text).toContain(`${receiver.url}/down`);
    const tries = arrivals('/down').length;
    expect(tries).toBeGreaterThanOrEqual(2);

    // Another event while it is off waits; nothing is sent.
    const later = await generateArticle(owner, await createCampaign(owner, { companyName: 'Apple Inc.' }));
    await new Promise((r) => setTimeout(r, 1_000));
    expect(arrivals('/down').length).toBe(tries);

    // On again, with the receiver fixed: the waiting event goes out (the given-up one can be redelivered).
    receiver.answer = () => 200;
    const on = await owner.call('PATCH', `/api/webhooks/${id}`, { enabled: true });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    await expect.poll(() => arrivals('/down').filter((r) => r.event.data.id === later).length, { timeout: 10_000 }).toBe(1);
    const log = await owner.get<{ items: { id: string; status: string; eventId: string }[] }>(`/api/webhooks/${id}/deliveries`);
    const failed = log.body.items.find((d) => d.status === 'failed')!;
    expect(log.body.items.filter((d) => d.status === 'failed')).toHaveLength(1);
    expect(failed).toBeDefined();
    const again = await owner.post<{ eventId: string; redeliveryOf: string }>(`/api/webhooks/deliveries/${failed.id}/redeliver`);
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({ eventId: failed.eventId, redeliveryOf: failed.id });
    await expect
      .poll(() => arrivals('/down').filter((r) => r.event.data.id === articleId && r.event.id === failed.eventId).length, {
        timeout: 10_000,
      })
      .toBe(tries + 1);
    expect(arrivals('/down').at(-1)?.event.id).toBe(failed.eventId);
  });

  it('rotates the secret: the new one signs, and the old one still does for a day', async () => {
    const { id, secret: old } = await register('/rotated', ['article.generated']);
    const rotated = await owner.post<{ secret: string }>(`/api/webhooks/${id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(old);
    await generateArticle(owner, await createCampaign(owner, { companyName: 'Apple Inc.' }));
    await expect.poll(() => arrivals('/rotated').length, { timeout: 10_000 }).toBe(1);
    const [hit] = arrivals('/rotated');
    expect(verifies(hit.headers['issuerwire-signature'], hit.body, rotated.body.secret)).toBe(true);
    expect(verifies(hit.headers['issuerwire-signature'], hit.body, old)).toBe(true);
  });

  it('keeps the delivery log 30 days: older settled deliveries go, waiting ones stay', async () => {
    const { id } = await register('/retention', ['article.generated']);
    await generateArticle(owner, await createCampaign(owner, { companyName: 'Apple Inc.' }));
    await expect.poll(() => arrivals('/retention').length, { timeout: 10_000 }).toBe(1);
    await settledLog(id);
    const sql = <T>(query: string, params: unknown[] = []) => t.orm.em.fork().getConnection().execute<T[]>(query, params);
    await sql(`update webhook_deliveries set created_at = now() - interval '31 days' where endpoint_id = ?`, [id]);
    await sql(
      `insert into webhook_deliveries (id, endpoint_id, organization_id, event_id, event_type, body, status, next_attempt_at, created_at)
       values (gen_random_uuid(), ?, ?, gen_random_uuid(), 'article.generated', '{}', 'pending', now() + interval '1 day', now() - interval '40 days')`,
      [id, owner.organizationId],
    );
    await t.services.webhooks.sweep();
    const left = await sql<{ status: string }>('select status from webhook_deliveries where endpoint_id = ?', [id]);
    expect(left.map((row: { status: string }) => row.status)).toEqual(['pending']);
    expect((await owner.delete(`/api/webhooks/${id}`)).status).toBe(204);
  });

  it('pings an endpoint on registration and on demand (REST and GraphQL), signed, with IssuerWire-Event; a failed ping is not retried', async () => {
    const { id, secret } = await register('/ping', ['article.published']);
    const [first] = pings('/ping');
    expect(first.headers['issuerwire-event']).toBe('ping');
    expect(verifies(first.headers['issuerwire-signature'], first.body, secret)).toBe(true);
    expect(first.event).toMatchObject({
      type: 'ping',
      organizationId: owner.organizationId,
      data: { object: 'webhook_endpoint', id, url: `${receiver.url}/ping`, eventTypes: ['article.published'] },
    });
    expect(first.headers['issuerwire-event-id']).toBe(first.event.id);

    const asked = await owner.post<{ id: string; eventType: string; status: string }>(`/api/webhooks/${id}/ping`);
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    expect(asked.body).toMatchObject({ eventType: 'ping', status: 'pending' });
    await expect.poll(() => pings('/ping').length, { timeout: 10_000 }).toBe(2);
    expect(pings('/ping')[1].headers['issuerwire-delivery-id']).toBe(asked.body.id);

    const PING = `mutation ($id: ID!) { pingWebhookEndpoint(input: { id: $id }) { delivery { id eventType status } userErrors { field } } }`;
    const byGraphql = await owner.graphql(PING, { id });
    expect(byGraphql.errors).toBeUndefined();
    expect(byGraphql.data?.pingWebhookEndpoint).toMatchObject({ delivery: { eventType: 'PING', status: 'PENDING' }, userErrors: [] });

    // A receiver that fails a ping: one try, logged as failed, and the endpoint stays on.
    await expect.poll(() => pings('/ping').length, { timeout: 10_000 }).toBe(3);
    receiver.answer = (r) => (r.path === '/ping' ? 500 : 200);
    expect((await owner.post(`/api/webhooks/${id}/ping`)).status).toBe(202);
    const log = await settledLog<{ items: { eventType: string; status: string; attempts: number }[] }>(id);
    receiver.answer = () => 200;
    expect(log.body.items.map((d) => [d.eventType, d.status, d.attempts])).toEqual([
      ['ping', 'failed', 1],
      ['ping', 'delivered', 1],
      ['ping', 'delivered', 1],
      ['ping', 'delivered', 1],
    ]);
    expect(
      (await owner.get<{ items: { id: string; enabled: boolean }[] }>('/api/webhooks')).body.items.find((w) => w.id === id)?.enabled,
    ).toBe(true);

    // Subscribing to it is refused; nobody else can ping the endpoint; an endpoint turned off cannot be pinged.
    const subscribe = await owner.post('/api/webhooks', { url: `${receiver.url}/ping-sub`, eventTypes: ['ping'] });
    expect(subscribe.status).toBe(400);
    expect((await other.post(`/api/webhooks/${id}/ping`)).status).toBe(404);
    expect((await other.post(`/api/webhooks/${id}/ping`)).body.code).toBe('webhook_not_found');
    expect((await other.graphql(PING, { id })).errors?.[0]?.extensions?.code).toBe('webhook_not_found');
    const readOnly = partnerClient(t, (await createToken(owner, ['read'])).secret, 'AAPL');
    expect((await readOnly.post(`/api/webhooks/${id}/ping`)).body.code).toBe('token_scope_missing');
    expect((await owner.call('PATCH', `/api/webhooks/${id}`, { enabled: false })).status).toBe(200);
    const off = await owner.post(`/api/webhooks/${id}/ping`);
    expect(off.status).toBe(409);
    expect(off.body.code).toBe('webhook_disabled');
    expect((await owner.delete(`/api/webhooks/${id}`)).status).toBe(204);
  });

  it('belongs to its organization: a token needs the webhooks scope, and nobody else sees or changes an endpoint', async () => {
    const withScope = partnerClient(t, (await createToken(owner, ['webhooks'])).secret, 'AAPL');
    const { id } = await register('/by-token', ['newswire_order.updated'], withScope);
    expect((await withScope.get<{ items: unknown[] }>('/api/webhooks')).body.items).toContainEqual(expect.objectContaining({ id }));

    const readOnly = partnerClient(t, (await createToken(owner, ['read'])).secret, 'AAPL');
    expect((await readOnly.get('/api/webhooks')).body.code).toBe('token_scope_missing');

    expect((await other.get<{ items: unknown[] }>('/api/webhooks')).body.items).not.toContainEqual(expect.objectContaining({ id }));
    expect((await other.delete(`/api/webhooks/${id}`)).status).toBe(404);
    expect((await other.get(`/api/webhooks/${id}/deliveries`)).status).toBe(404);
    expect((await owner.delete(`/api/webhooks/${id}`)).status).toBe(204);
  });

  it('shows delivery bodies (content) only to a token with read: the webhooks scope alone lists without bodies', async () => {
    const webhooksOnly = partnerClient(t, (await createToken(owner, ['webhooks'])).secret, 'AAPL');
    const withRead = partnerClient(t, (await createToken(owner, ['webhooks', 'read'])).secret, 'AAPL');
    const { id } = await register('/bodies', ['article.generated'], webhooksOnly);
    await generateArticle(owner, await createCampaign(owner, { companyName: 'Apple Inc.' }));
    await expect.poll(() => arrivals('/bodies').length, { timeout: 10_000 }).toBe(1);
    const sent = arrivals('/bodies')[0].body;
    const url = `/api/webhooks/${id}/deliveries`;

    const listed = await webhooksOnly.get<{ items: { id: string; eventType: string; body: string | null }[] }>(url);
    expect(listed.status).toBe(200);
    expect(listed.body.items).toHaveLength(2);
    expect(listed.body.items[0]).toMatchObject({ eventType: 'article.generated', body: null });
    expect((await withRead.get<{ items: { body: string | null }[] }>(url)).body.items[0].body).toBe(sent);
    expect((await owner.get<{ items: { body: string | null }[] }>(url)).body.items[0].body).toBe(sent);

    const redelivered = await webhooksOnly.post<{ body: string | null }>(`/api/webhooks/deliveries/${listed.body.items[0].id}/redeliver`);
    expect(redelivered.status).toBe(202);
    expect(redelivered.body.body).toBeNull();

    const query = 'query ($id: ID!) { webhookDeliveries(endpointId: $id) { edges { node { eventType body } } } }';
    const bodies = async (client: typeof webhooksOnly) => {
      const answer = await client.graphql(query, { id });
      expect(answer.errors).toBeUndefined();
      const connection = answer.data!.webhookDeliveries as { edges: { node: { body: string | null } }[] };
      return connection.edges.map((edge) => edge.node.body);
    };
    expect(await bodies(webhooksOnly)).toEqual([null, null, null]);
    expect(await bodies(withRead)).toContain(sent);
    expect((await owner.delete(`/api/webhooks/${id}`)).status).toBe(204);
  });
});
