// Issue 15, point 3: live events beside engagement. Publication and newswire order changes and new
// notifications reach graphql-ws subscribers of the same organization (a person's cookie or a partner's
// token), as each change commits; another organization hears nothing.
import type { AddressInfo } from 'node:net';
import type { Client as WsClient } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generateArticle } from '../src/modules/publishing/publishing.testing';
import { graphqlWsClient } from './fixtures/graphql-ws';
import { createCampaign, createToken, createVerifiedIssuer, type Issuer } from './fixtures/issuers';
import { createTestApp, type TestApp } from './test-app';

type Next = Record<string, Record<string, unknown>>;

describe('live events over graphql-ws', () => {
  let t: TestApp;
  let port: number;
  let owner: Issuer;
  let other: Issuer;
  const clients: WsClient[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    owner = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'agency' });
    other = await createVerifiedIssuer(t, { ticker: 'MSFT', companyName: 'Microsoft Corporation', plan: 'agency' });
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.dispose()));
  });
  afterAll(async () => t?.close());

  /** Subscribes and collects every `next` payload; resolves once the server acknowledged the subscription. */
  async function listen(auth: { cookie?: string; authorization?: string }, query: string, variables: Record<string, unknown> = {}) {
    const client = graphqlWsClient(port, auth);
    clients.push(client);
    const received: Next[] = [];
    const errors: unknown[] = [];
    await new Promise<void>((resolve) => {
      client.on('connected', () => resolve());
      client.subscribe(
        { query, variables },
        { next: (v) => void received.push(v.data as Next), error: (e) => void errors.push(e), complete: () => {} },
      );
    });
    // The subscription itself is registered right after the connection; give it a turn of the loop.
    await new Promise((r) => setTimeout(r, 100));
    return { received, errors };
  }

  it('sends publication changes and the new notification to the organization, by cookie or token, and nothing to another', async () => {
    const articleId = await generateArticle(owner, await createCampaign(owner, { companyName: 'Apple Inc.' }));
    const token = (await createToken(owner, ['read'])).secret;
    const mine = await listen(
      { authorization: `Bearer ${token}` },
      'subscription ($a: ID) { publicationUpdated(articleId: $a) { id articleId platform status url sandbox } }',
      {
        a: articleId,
      },
    );
    const bell = await listen({ cookie: owner.cookie }, 'subscription { notificationAdded { kind title articleId read } }');
    const theirs = await listen({ cookie: other.cookie }, 'subscription { publicationUpdated { id } }');

    const res = await owner.post(`/api/articles/${articleId}/publish`, { platforms: ['medium'] });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);

    await expect.poll(() => mine.received.map((n) => n.publicationUpdated.status)).toEqual(['PUBLISHING', 'PUBLISHED']);
    expect(mine.received[1].publicationUpdated).toMatchObject({
      articleId,
      platform: 'medium',
      sandbox: true,
      url: expect.stringContaining('/p/'),
    });
    await expect.poll(() => bell.received.map((n) => n.notificationAdded.kind)).toContain('ARTICLE_PUBLISHED');
    expect(bell.received.find((n) => n.notificationAdded.kind === 'ARTICLE_PUBLISHED')?.notificationAdded).toMatchObject({
      articleId,
      read: false,
    });
    expect(theirs.received).toEqual([]);
    expect([...mine.errors, ...bell.errors, ...theirs.errors]).toEqual([]);
  });

  it('sends newswire order changes with their cost as Money', async () => {
    const articleId = await generateArticle(owner, await createCampaign(owner, { companyName: 'Apple Inc.' }));
    const orders = await listen(
      { cookie: owner.cookie },
      'subscription { newswireOrderUpdated { articleId provider level status cost { amountCents currency } } }',
    );
    const res = await owner.post('/api/newswire/distribute', { articleId, providers: ['ein'], distributionLevel: 'basic' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await expect.poll(() => orders.received.length).toBeGreaterThan(0);
    expect(orders.received[0].newswireOrderUpdated).toMatchObject({
      articleId,
      provider: 'ein',
      level: 'BASIC',
      cost: { amountCents: expect.any(Number), currency: 'USD' },
    });
  });

  it('needs the read scope for a token', async () => {
    const token = (await createToken(owner, ['webhooks'])).secret;
    const client = graphqlWsClient(port, { authorization: `Bearer ${token}` });
    clients.push(client);
    const outcome = await new Promise<unknown>((resolve) =>
      client.subscribe(
        { query: 'subscription { notificationAdded { kind } }' },
        { next: resolve, error: resolve, complete: () => resolve('complete') },
      ),
    );
    expect(JSON.stringify(outcome)).toContain('token_scope_missing');
  });
});
