// The engagementUpdated subscription over a real graphql-ws socket: the current figures first, then new
// figures after each write that touched the campaign; session-authenticated, Origin-checked, owner only.
import type { AddressInfo } from 'node:net';
import type { Client as WsClient, FormattedExecutionResult } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { graphqlWsClient } from './fixtures/graphql-ws';
import { createTestApp, type TestApp } from './test-app';
import { createCampaign, createVerifiedIssuer, SESSION_COOKIE, type Issuer } from './fixtures/issuers';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';
const SUBSCRIPTION = `subscription ($id: ID!) { engagementUpdated(campaignId: $id) { campaignId hasData totalEngagement platforms { web { views clicks } medium { views source } } stockData { ticker source } updatedAt } }`;

interface Update {
  campaignId: string;
  hasData: boolean;
  totalEngagement: number;
  platforms: { web: { views: number; clicks: number }; medium: { views: number; source: string } };
  stockData: { ticker: string; source: string | null };
  updatedAt: string;
}

type Results = AsyncIterableIterator<FormattedExecutionResult<Record<string, unknown>, unknown>>;

describe('GraphQL subscription engagementUpdated over graphql-ws', () => {
  let t: TestApp;
  let port: number;
  let apple: Issuer;
  let msft: Issuer;
  let campaignId: string;
  let articleId: string;
  const clients: WsClient[] = [];

  function connect(cookie?: string, origin?: string): WsClient {
    const client = graphqlWsClient(port, { cookie, origin });
    clients.push(client);
    return client;
  }

  async function next(results: Results): Promise<Update> {
    const { value, done } = await results.next();
    expect(done).toBe(false);
    expect(value.errors).toBeUndefined();
    return value.data!.engagementUpdated as Update;
  }

  /** Each committed write is announced, so a few updates may come before the one a test waits for. */
  async function nextUntil(results: Results, done: (update: Update) => boolean, most = 5): Promise<Update> {
    let update = await next(results);
    for (let i = 1; i < most && !done(update); i++) update = await next(results);
    return update;
  }

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    apple = await createVerifiedIssuer(t, { ticker: 'AAPL' });
    msft = await createVerifiedIssuer(t, { ticker: 'MSFT' });
    campaignId = await createCampaign(apple);
    articleId = (await apple.post<{ article: { id: string } }>(`/api/campaigns/${campaignId}/generate-article`)).body.article.id;
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.dispose()));
  });
  afterAll(async () => t?.close());

  it('sends the current figures, then the new ones after each write that touched the campaign', async () => {
    const results = connect(apple.cookie).iterate<Record<string, unknown>>({ query: SUBSCRIPTION, variables: { id: campaignId } });
    const first = await next(results);
    expect(first).toMatchObject({
      campaignId,
      hasData: false,
      platforms: { web: { views: 0 } },
      stockData: { ticker: 'AAPL', source: 'embedded-dataset' },
    });

    const before = Date.now();
    // Three readers; each hit is answered after its write, and each write announces the campaign.
    for (let i = 0; i < 3; i++)
      await t.app.inject({
        method: 'GET',
        url: `/t/v/${articleId}?src=medium`,
        headers: { 'user-agent': BROWSER },
        remoteAddress: `198.18.1.${i + 1}`,
      });
    const webOf = (u: Update) => (u.platforms as { web: { views: number; clicks: number } }).web;
    const update = await nextUntil(results, (u) => webOf(u).views === 3);
    expect(update).toMatchObject({
      campaignId,
      hasData: true,
      platforms: { web: { views: 3, clicks: 0 }, medium: { views: 3, source: 'HOSTED_PAGE' } },
    });
    expect(Date.parse(update.updatedAt)).toBeGreaterThanOrEqual(before - 1000);

    const link = (await t.services.engagement.trackedLink(articleId, 'https://www.aapl.example/investors/'))!;
    await t.app.inject({ method: 'GET', url: new URL(link).pathname, headers: { 'user-agent': BROWSER }, remoteAddress: '198.18.1.1' });
    expect(await nextUntil(results, (u) => webOf(u).clicks === 1)).toMatchObject({
      totalEngagement: 1,
      platforms: { web: { views: 3, clicks: 1 } },
    });
    await results.return?.();
  });

  it("refuses another issuer's campaign as not found, and a socket without a session as unauthenticated", async () => {
    const stranger = connect(msft.cookie).iterate<Record<string, unknown>>({ query: SUBSCRIPTION, variables: { id: campaignId } });
    const { value } = await stranger.next();
    expect(value.errors?.[0]?.extensions?.code).toBe('not_found');
    const anonymous = connect().iterate<Record<string, unknown>>({ query: SUBSCRIPTION, variables: { id: campaignId } });
    const answer = await anonymous.next();
    expect(answer.value.errors?.[0]?.extensions?.code).toBe('unauthenticated');
  });

  it('refuses a socket opened from another origin', async () => {
    // The upgrade itself is refused with 403 (the same session from this site's origin subscribes above).
    const upgrade = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws', {
        headers: { cookie: `${SESSION_COOKIE}=${apple.cookie}`, origin: 'https://evil.example' },
      });
      socket.on('unexpected-response', (request, response) => {
        resolve(response.statusCode ?? 0);
        request.destroy();
      });
      // The refused handshake ends the socket with an error event of its own: expected here.
      socket.on('error', () => {});
      socket.on('open', () => reject(new Error('the socket opened')));
    });
    expect(upgrade).toBe(403);
  });

  it('stops listening when the subscriber leaves', async () => {
    const results = connect(apple.cookie).iterate<Record<string, unknown>>({ query: SUBSCRIPTION, variables: { id: campaignId } });
    await next(results);
    // Earlier tests' sockets are gone too (closing a socket ends its subscriptions, with no event needed).
    await expect.poll(() => t.services.events.listenerCount(`engagement.updated:${campaignId}`)).toBe(1);
    await results.return?.();
    await expect.poll(() => t.services.events.listenerCount(`engagement.updated:${campaignId}`)).toBe(0);
  });
});
