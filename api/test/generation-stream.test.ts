// The articleGeneration subscription over a real graphql-ws socket on /graphql, against a listening server.
import type { AddressInfo } from 'node:net';
import type { Client as WsClient, FormattedExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTIONS_ONLY } from '../src/graphql/subscriptions';
import { graphqlWsClient } from './fixtures/graphql-ws';
import { createTestApp, type TestApp } from './test-app';
import { createCampaign, createVerifiedIssuer, SESSION_COOKIE, type Issuer } from './fixtures/issuers';

interface GenerationEvent {
  campaignId: string;
  delta: string;
  done: boolean;
  articleId: string | null;
  error: string | null;
  errorCode: string | null;
  ready: boolean;
}

const SUBSCRIPTION = `subscription ($id: ID!) { articleGeneration(campaignId: $id) { campaignId delta done articleId error errorCode ready } }`;

describe('GraphQL subscription articleGeneration over graphql-ws', () => {
  let t: TestApp;
  let port: number;
  let apple: Issuer;
  let shop: Issuer;
  const clients: WsClient[] = [];

  function connect(cookie?: string, origin?: string): WsClient {
    const client = graphqlWsClient(port, { cookie, origin });
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    apple = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.' });
    shop = await createVerifiedIssuer(t, { ticker: 'SHOP' });
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.dispose()));
  });
  afterAll(async () => t?.close());

  async function nextEvent(iterator: AsyncIterator<FormattedExecutionResult<Record<string, unknown>, unknown>>): Promise<GenerationEvent> {
    const { value, done } = await iterator.next();
    expect(done).toBe(false);
    expect(value.errors).toBeUndefined();
    return value.data!.articleGeneration as GenerationEvent;
  }

  it('streams the text in order while the REST call generates, and ends with done and the article id', async () => {
    const campaignId = await createCampaign(apple, { companyName: 'Apple Inc.' });
    const events = connect(apple.cookie).iterate<Record<string, unknown>>({ query: SUBSCRIPTION, variables: { id: campaignId } });
    const ready = await nextEvent(events);
    expect(ready).toMatchObject({ campaignId, ready: true, delta: '', done: false });

    const generation = apple.post<{ article: { id: string; title: string; content: string } }>(
      `/api/campaigns/${campaignId}/generate-article`,
    );
    const received: GenerationEvent[] = [];
    for (;;) {
      const event = await nextEvent(events);
      received.push(event);
      if (event.done) break;
    }
    const res = await generation;
    expect(res.status).toBe(201);
    const { article } = res.body;
    expect(received.length).toBeGreaterThan(10);
    expect(received.slice(0, -1).every((e) => !e.done && !e.ready && e.campaignId === campaignId)).toBe(true);
    // The deltas, in order, are exactly the article as saved: title line, body, separator, disclosures.
    expect(received.map((e) => e.delta).join('')).toBe(`# ${article.title}\n\n${article.content}`);
    expect(received.at(-1)).toMatchObject({ done: true, articleId: article.id, error: null });
    // The subscription completes after done.
    expect((await events.next()).done).toBe(true);
  });

  it('streams a regeneration started by the GraphQL mutation too', async () => {
    const campaignId = await createCampaign(apple, { companyName: 'Apple Inc.' });
    const generated = await apple.post<{ article: { id: string } }>(`/api/campaigns/${campaignId}/generate-article`);
    const events = connect(apple.cookie).iterate<Record<string, unknown>>({ query: SUBSCRIPTION, variables: { id: campaignId } });
    expect((await nextEvent(events)).ready).toBe(true);
    const mutation = apple.graphql(
      `mutation ($id: ID!) { regenerateArticle(input: { id: $id }) { result { article { id title content version } } } }`,
      {
        id: generated.body.article.id,
      },
    );
    const deltas: string[] = [];
    let last: GenerationEvent;
    do {
      last = await nextEvent(events);
      deltas.push(last.delta);
    } while (!last.done);
    const { article } = (
      (await mutation).data!.regenerateArticle as {
        result: { article: { id: string; title: string; content: string; version: number } };
      }
    ).result;
    expect(article.version).toBe(2);
    expect(deltas.join('')).toBe(`# ${article.title}\n\n${article.content}`);
    expect(last.articleId).toBe(article.id);
  });

  it('refuses an unauthenticated socket and another issuer’s campaign', async () => {
    const campaignId = await createCampaign(apple, { companyName: 'Apple Inc.' });
    const anonymous = connect().iterate<Record<string, unknown>>({ query: SUBSCRIPTION, variables: { id: campaignId } });
    const denied = await anonymous.next();
    expect(denied.value?.errors?.[0].extensions).toMatchObject({ code: 'unauthenticated' });
    expect((await anonymous.next()).done).toBe(true);

    const foreign = connect(shop.cookie).iterate<Record<string, unknown>>({ query: SUBSCRIPTION, variables: { id: campaignId } });
    const hidden = await foreign.next();
    expect(hidden.value?.errors?.[0].extensions).toMatchObject({ code: 'not_found' });
  });

  it('carries subscriptions only: a query over the socket is refused', async () => {
    const query = connect(apple.cookie).iterate({ query: '{ health { status } }' });
    await expect(query.next()).rejects.toEqual([expect.objectContaining({ message: SUBSCRIPTIONS_ONLY })]);
  });

  it('refuses the upgrade from a foreign origin (cross-site WebSocket hijacking) and accepts its own', async () => {
    const open = (origin: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws', {
          headers: { origin, cookie: `${SESSION_COOKIE}=${apple.cookie}` },
        });
        socket.on('unexpected-response', (_req, res) => {
          resolve(res.statusCode ?? 0);
          socket.terminate();
        });
        socket.on('open', () => {
          resolve(101);
          socket.close();
        });
        socket.on('error', () => undefined);
      });
    expect(await open('https://evil.example')).toBe(403);
    expect(await open(`http://127.0.0.1:${port}`)).toBe(101);
    expect(await open(t.config.publicUrl)).toBe(101);
  });

  it('still answers plain GET /graphql queries over HTTP on the shared route', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/graphql?query=%7Bhealth%7Bstatus%7D%7D',
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { health: { status: 'OK' } } });
  });
});
