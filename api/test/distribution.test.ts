import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeVendor } from '@issuerwire/plugin-sdk/testing';
import { callWithKey, fakeVendorRegistry, generateArticle, postsTo, startFakeConnect } from '../src/modules/publishing/publishing.testing';
import { createTestApp, type TestApp } from './test-app';
import { createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';

interface Provider {
  id: string;
  name: string;
  apiAvailable: boolean;
  pricing: { basic: number; enhanced: number; premium: number };
  pricingCents: { basic: number; enhanced: number; premium: number };
  pricingIndicative: boolean;
  features: string[];
  sandbox: boolean;
}
interface Order {
  id: string;
  provider: string;
  level: string;
  status: string;
  costCents: number;
  cost: number;
  estimatedReach: number;
  vendorRef: string | null;
  releaseUrl: string | null;
  submission: { formUrl: string; fields: { label: string; value: string }[]; text: string } | null;
  sandbox: boolean;
}
interface DistributeAnswer {
  message: string;
  code?: string;
  orders: Order[];
  totalCost: number;
  estimatedReach: number;
  findings?: { severity: string }[];
}

describe('newswire distribution (REST and GraphQL)', () => {
  let t: TestApp;
  let connect: FakeVendor;
  let apple: Issuer;
  let other: Issuer;
  let providers: Provider[];

  async function sql<T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> {
    return t.orm.em.fork().getConnection().execute(query, params) as Promise<T[]>;
  }
  async function freshArticle(issuer: Issuer = apple): Promise<string> {
    return generateArticle(
      issuer,
      await createCampaign(issuer, { companyName: issuer === apple ? 'Apple Inc.' : `${issuer.ticker} Holdings` }),
    );
  }
  const distribute = (body: unknown, key?: string, issuer: Issuer = apple) =>
    callWithKey<DistributeAnswer>(t, issuer.cookie, 'POST', '/api/newswire/distribute', body, key);
  const price = (id: string, level: 'basic' | 'enhanced' | 'premium') => providers.find((p) => p.id === id)!.pricingCents[level];

  beforeAll(async () => {
    connect = await startFakeConnect();
    t = await createTestApp({ plugins: fakeVendorRegistry({ connectUrl: connect.url }) });
    apple = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'agency' });
    other = await createVerifiedIssuer(t, { ticker: 'MSFT', companyName: 'Microsoft Corporation' });
    providers = (await apple.get<Provider[]>('/api/newswire/providers')).body;
  });
  afterAll(async () => {
    await t?.close();
    await connect?.close();
  });

  it("answers the providers in the spec's shape: dollars per level, plus cents, indicative flag and features", async () => {
    expect(providers.map((p) => p.id).sort()).toEqual(['accesswire', 'businesswire', 'ein', 'globenewswire', 'newsfile', 'prnewswire']);
    for (const p of providers) {
      expect(p.pricing).toEqual({
        basic: p.pricingCents.basic / 100,
        enhanced: p.pricingCents.enhanced / 100,
        premium: p.pricingCents.premium / 100,
      });
      expect(p.features.length).toBeGreaterThan(0);
      expect(typeof p.pricingIndicative).toBe('boolean');
    }
    expect(providers.find((p) => p.id === 'businesswire')).toMatchObject({ apiAvailable: true, sandbox: false });
    expect(providers.find((p) => p.id === 'ein')).toMatchObject({ apiAvailable: false });
  });

  it("validates the dialog's request with the spec's messages", async () => {
    const articleId = await freshArticle();
    const none = await distribute({ articleId, providers: [], distributionLevel: 'basic' });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Please select at least one newswire provider');
    expect((await distribute({ articleId, distributionLevel: 'basic' })).body.message).toBe('Please select at least one newswire provider');
    const past = await distribute({ articleId, providers: ['ein'], distributionLevel: 'basic', targetDate: '2020-05-01T09:30' });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('Target date must not be in the past');
    expect((await distribute({ articleId, providers: ['nowire'], distributionLevel: 'basic' })).status).toBe(400);
    expect((await distribute({ articleId, providers: ['ein'], distributionLevel: 'gold' })).status).toBe(400);
  });

  it('creates an order per provider with its cost and reach (2000 x the level multiplier); Web Integration wires get the package to file', async () => {
    const articleId = await freshArticle();
    const res = await distribute({ articleId, providers: ['ein', 'globenewswire'], distributionLevel: 'enhanced' }, 'web-1');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(
      'Nothing is sent to EIN Presswire and GlobeNewswire for you: file the prepared release on each provider’s site, then record the release URL.',
    );
    expect(res.body.orders).toHaveLength(2);
    for (const order of res.body.orders) {
      expect(order).toMatchObject({
        level: 'enhanced',
        status: 'awaiting_issuer',
        costCents: price(order.provider, 'enhanced'),
        estimatedReach: 2000 * 3,
        sandbox: false,
      });
      expect(order.cost).toBe(order.costCents / 100);
      expect(order.submission!.text).toContain('It is not investment advice');
    }
    // The spec's summary: reach = providers x 2000 x multiplier; total = sum of the providers' prices.
    expect(res.body.estimatedReach).toBe(2 * 2000 * 3);
    expect(res.body.totalCost).toBe((price('ein', 'enhanced') + price('globenewswire', 'enhanced')) / 100);
    expect((await apple.get<{ status: string }>(`/api/articles/${articleId}`)).body.status).toBe('in_progress');

    // The issuer files the release and records its URL: published, charged, audited.
    const ein = res.body.orders.find((o) => o.provider === 'ein')!;
    // Over GraphQL a refused URL is a userError on the input's releaseUrl; the order stays as it was.
    const notUrl = await apple.graphql(
      `mutation($id: ID!, $u: String!) { confirmNewswireOrder(input: { id: $id, releaseUrl: $u }) { order { id status } userErrors { field code message } } }`,
      { id: ein.id, u: 'einpresswire article 123' },
    );
    expect(notUrl.errors).toBeUndefined();
    expect(notUrl.data!.confirmNewswireOrder).toEqual({
      order: null,
      userErrors: [{ field: 'releaseUrl', code: 'INVALID_FORMAT', message: 'Enter the address of the published release (https://...)' }],
    });
    expect((await sql<{ status: string }>('select status from newswire_orders where id = ?', [ein.id]))[0].status).toBe('awaiting_issuer');
    const confirmed = await apple.post<Order>(`/api/newswire/orders/${ein.id}/confirm`, {
      releaseUrl: 'https://www.einpresswire.com/article/123/apple-update',
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'published', releaseUrl: 'https://www.einpresswire.com/article/123/apple-update' });
    const charges = await sql<{ amount_cents: number; kind: string }>(`select amount_cents, kind from charges where reference = ?`, [
      `newswire:${ein.id}`,
    ]);
    expect(charges).toEqual([{ amount_cents: price('ein', 'enhanced'), kind: 'newswire' }]);
    expect((await apple.get<{ status: string }>(`/api/articles/${articleId}`)).body.status).toBe('published');

    const gne = res.body.orders.find((o) => o.provider === 'globenewswire')!;
    const cancelled = await apple.post<Order>(`/api/newswire/orders/${gne.id}/cancel`);
    expect(cancelled.body.status).toBe('cancelled');
    // A state the order is no longer in stays a top-level error, not a userError.
    const again = await apple.graphql(
      `mutation($id: ID!) { cancelNewswireOrder(input: { id: $id }) { order { id status } userErrors { field } } }`,
      { id: gne.id },
    );
    expect(again.data).toBeNull();
    expect(again.errors?.[0].extensions?.code).toBe('order_not_cancellable');
    const actions = await sql<{ action: string }>(`select action from audit_log where entity_id = ? order by seq`, [articleId]);
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['newswire.distributed', 'newswire.order_confirmed', 'newswire.order_cancelled']),
    );
    const listed = await apple.get<{ items: Order[] }>(`/api/newswire/orders?articleId=${articleId}`);
    expect(listed.body.items.map((o) => o.status).sort()).toEqual(['cancelled', 'published']);
  });

  it('orders through Business Wire Connect (API provider): one order, its vendor reference, charged and audited', async () => {
    const articleId = await freshArticle();
    connect.reset();
    const res = await distribute({ articleId, providers: ['businesswire'], distributionLevel: 'premium' }, 'bw-1');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [order] = res.body.orders;
    expect(order).toMatchObject({
      provider: 'businesswire',
      status: 'submitted',
      costCents: price('businesswire', 'premium'),
      estimatedReach: 16_000,
      sandbox: false,
    });
    expect(order.vendorRef).toMatch(/^\d+$/);
    expect(postsTo(connect, /clientServices\/order$/)).toBe(1);
    const sent = connect.requests.find((r) => r.path.endsWith('/order'))!;
    expect(sent.body).toContain('"savedDistributionId":33');
    expect(sent.body).toContain('It is not investment advice');
    const charges = await sql<{ amount_cents: number }>(`select amount_cents from charges where reference = ?`, [`newswire:${order.id}`]);
    expect(charges).toEqual([{ amount_cents: price('businesswire', 'premium') }]);
    const audit = await sql<{ details: { orderId: string; vendorRef: string }; content_hash: string }>(
      `select details, content_hash from audit_log where action = 'newswire.distributed' and entity_id = ?`,
      [articleId],
    );
    expect(audit).toHaveLength(1);
    expect(audit[0].details).toMatchObject({ orderId: order.id, vendorRef: order.vendorRef });
    expect(audit[0].content_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is idempotent: the same key answers the first result, another body is a 409, a concurrent double submit orders once', async () => {
    const articleId = await freshArticle();
    connect.reset();
    const body = { articleId, providers: ['businesswire'], distributionLevel: 'basic' };
    const first = await distribute(body, 'bw-key');
    const second = await distribute(body, 'bw-key');
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    const reused = await distribute({ ...body, distributionLevel: 'premium' }, 'bw-key');
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('idempotency_key_reused');
    expect(postsTo(connect, /clientServices\/order$/)).toBe(1);

    const next = await freshArticle();
    connect.reset();
    const twin = { articleId: next, providers: ['businesswire', 'ein'], distributionLevel: 'basic' };
    const [a, b] = await Promise.all([distribute(twin, 'twin-key'), distribute(twin, 'twin-key')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.orders.map((o) => o.id).sort()).toEqual(b.body.orders.map((o) => o.id).sort());
    expect(postsTo(connect, /clientServices\/order$/)).toBe(1);
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from newswire_orders where article_id = ?', [next]);
    expect(n).toBe(2);
  });

  it('a vendor refusal fails the order with the reason (502 when every order failed), uncharged', async () => {
    const articleId = await freshArticle();
    connect.reset();
    connect.route('POST /api/v1/clientServices/order', { status: 422, json: { message: 'Release text exceeds the circuit limit' } });
    const res = await distribute({ articleId, providers: ['businesswire'], distributionLevel: 'basic' }, 'bw-refused');
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('distribution_failed');
    expect(res.body.orders[0].status).toBe('failed');
    expect(res.body.message).toMatch(
      /^Not sent to Business Wire\. Business Wire refused the content: Release text exceeds the circuit limit/,
    );
    const charges = await sql(`select 1 from charges where reference = ?`, [`newswire:${res.body.orders[0].id}`]);
    expect(charges).toHaveLength(0);
    expect((await apple.get<{ status: string }>(`/api/articles/${articleId}`)).body.status).toBe('failed');
    // A retry with the same key reads the same failure, as a 502 again, without calling the vendor.
    const replay = await distribute({ articleId, providers: ['businesswire'], distributionLevel: 'basic' }, 'bw-refused');
    expect(replay.status).toBe(502);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(res.body);
    expect(postsTo(connect, /clientServices\/order$/)).toBe(1);
    connect.route('POST /api/v1/clientServices/order', { status: 200, json: { orderId: 777 } });
  });

  it('refuses an article with a critical finding (409 compliance_blocked with findings)', async () => {
    const articleId = await freshArticle();
    const article = (await apple.get<{ title: string; content: string }>(`/api/articles/${articleId}`)).body;
    await apple.put(`/api/articles/${articleId}`, {
      title: article.title,
      content: `Shares are guaranteed to double by spring.\n\n${article.content}`,
    });
    const res = await distribute({ articleId, providers: ['ein'], distributionLevel: 'basic' }, 'gate');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('compliance_blocked');
    expect(res.body.findings!.length).toBeGreaterThan(0);
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from newswire_orders where article_id = ?', [articleId]);
    expect(n).toBe(0);
  });

  it("keeps tenants apart: another issuer's article is a 404 and their orders are not listed", async () => {
    const articleId = await freshArticle();
    const mine = await distribute({ articleId, providers: ['ein'], distributionLevel: 'basic' }, 'tenant');
    expect(mine.status).toBe(200);
    expect((await distribute({ articleId, providers: ['ein'], distributionLevel: 'basic' }, 'tenant', other)).status).toBe(404);
    expect((await other.get('/api/newswire/orders')).body).toEqual({ items: [], nextCursor: null });
    const orderId = mine.body.orders[0].id;
    expect((await other.post(`/api/newswire/orders/${orderId}/confirm`, { releaseUrl: 'https://example.com/x' })).status).toBe(404);
    expect((await other.post(`/api/newswire/orders/${orderId}/cancel`)).status).toBe(404);
  });

  it('GraphQL: newswireProviders, distributeArticle with an idempotency key, newswireOrders', async () => {
    const articleId = await freshArticle();
    const providersAnswer = await apple.graphql(
      '{ newswireProviders { totalCount nodes { id name apiAvailable pricing { basic enhanced premium } features } } }',
    );
    expect((providersAnswer.data!.newswireProviders as { totalCount: number }).totalCount).toBe(6);
    const mutation = `mutation($i: DistributeInput!) { distributeArticle(input: $i) { result { message replayed estimatedReach orders { id provider status estimatedReach } } userErrors { field code message } } }`;
    const input = { articleId, providers: ['NEWSFILE'], distributionLevel: 'PREMIUM' };
    const first = await apple.graphql(mutation, { i: { ...input, idempotencyKey: 'gql-d' } });
    expect(first.errors).toBeUndefined();
    expect((first.data!.distributeArticle as { userErrors: unknown[] }).userErrors).toEqual([]);
    const answer = (first.data!.distributeArticle as { result: unknown }).result as {
      message: string;
      replayed: boolean;
      estimatedReach: number;
      orders: { id: string }[];
    };
    expect(answer).toMatchObject({
      message: expect.stringMatching(/^Nothing is sent to Newsfile for you: file the prepared release on its site/),
      replayed: false,
      estimatedReach: 16_000,
    });
    const again = await apple.graphql(mutation, { i: { ...input, idempotencyKey: 'gql-d' } });
    expect((again.data!.distributeArticle as { result: { replayed: boolean } }).result.replayed).toBe(true);
    // No provider is refused input: a userError on providers, not an error.
    const none = await apple.graphql(mutation, { i: { ...input, providers: [], idempotencyKey: 'gql-e' } });
    expect(none.errors).toBeUndefined();
    expect(none.data!.distributeArticle).toEqual({
      result: null,
      userErrors: [{ field: 'providers', code: 'TOO_SHORT', message: 'Please select at least one newswire provider' }],
    });
    const orders = await apple.graphql(`query($a: ID) { newswireOrders(articleId: $a) { nodes { id status } } }`, { a: articleId });
    expect((orders.data!.newswireOrders as { nodes: { id: string }[] }).nodes.map((o) => o.id)).toEqual([answer.orders[0].id]);
  });

  it("lists an issuer's orders on the Analytics screen, filtered by campaign, and never another issuer's", async () => {
    const campaignId = await createCampaign(apple, { companyName: 'Apple Inc.' });
    const articleId = await generateArticle(apple, campaignId);
    const placed = await distribute({ articleId, providers: ['ein'], distributionLevel: 'enhanced' }, 'analytics-orders');
    expect(placed.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    type Analytics = { newswireOrders: { id: string; campaignId: string; articleId: string; provider: string; costCents: number }[] };
    const ofCampaign = await apple.get<Analytics>(`/api/analytics?from=${today}&to=${today}&campaignId=${campaignId}`);
    expect(ofCampaign.status).toBe(200);
    expect(ofCampaign.body.newswireOrders).toEqual([
      expect.objectContaining({
        id: placed.body.orders[0].id,
        campaignId,
        articleId,
        provider: 'ein',
        providerName: 'EIN Presswire',
        costCents: placed.body.orders[0].costCents,
      }),
    ]);
    const all = await apple.get<Analytics>(`/api/analytics?from=${today}&to=${today}`);
    expect(all.body.newswireOrders.map((o) => o.id)).toContain(placed.body.orders[0].id);
    const elsewhere = await apple.get<Analytics>(
      `/api/analytics?from=${today}&to=${today}&campaignId=${await createCampaign(apple, { companyName: 'Apple Inc.' })}`,
    );
    expect(elsewhere.body.newswireOrders).toEqual([]);
    expect((await other.get<Analytics>(`/api/analytics?from=${today}&to=${today}`)).body.newswireOrders).toEqual([]);
  });
});
