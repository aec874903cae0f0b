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
      platform: 'MEDIUM',
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

  it('pages the bell newest first over GraphQL, and marks one or all read, answering the unread count left', async () => {
    await generateArticle(owner, await createCampaign(owner, { companyName: 'Apple Inc.' }));
    await generateArticle(owner, await createCampaign(owner, { companyName: 'Apple Inc.' }));
    const PAGE = `query ($after: String, $unread: Boolean) {
      unreadNotificationCount
      notifications(first: 1, after: $after, unreadOnly: $unread) { totalCount nodes { id kind read } pageInfo { hasNextPage endCursor } }
    }`;
    type Page = {
      unreadNotificationCount: number;
      notifications: {
        totalCount: number;
        nodes: { id: string; kind: string; read: boolean }[];
        pageInfo: { hasNextPage: boolean; endCursor: string };
      };
    };
    const first = (await owner.graphql(PAGE)).data as Page;
    expect(first.notifications.totalCount).toBeGreaterThanOrEqual(2);
    expect(first.notifications.nodes).toHaveLength(1);
    expect(first.notifications.pageInfo.hasNextPage).toBe(true);
    const second = (await owner.graphql(PAGE, { after: first.notifications.pageInfo.endCursor })).data as Page;
    expect(second.notifications.nodes[0]!.id).not.toBe(first.notifications.nodes[0]!.id);
    const unread = first.unreadNotificationCount;
    expect(unread).toBeGreaterThanOrEqual(2);

    const MARK = `mutation ($input: MarkNotificationsReadInput!) { markNotificationsRead(input: $input) { unreadCount userErrors { field } } }`;
    const one = await owner.graphql(MARK, { input: { ids: [first.notifications.nodes[0]!.id] } });
    expect(one.data?.markNotificationsRead).toEqual({ unreadCount: unread - 1, userErrors: [] });
    const onlyUnread = (await owner.graphql(PAGE, { unread: true })).data as Page;
    expect(onlyUnread.notifications.totalCount).toBe(unread - 1);
    expect(onlyUnread.notifications.nodes.every((n) => !n.read)).toBe(true);
    // The cursor's notification read meanwhile still marks the place in an unread-only list.
    await owner.graphql(MARK, { input: { ids: [onlyUnread.notifications.nodes[0]!.id] } });
    const next = await owner.graphql(PAGE, { unread: true, after: onlyUnread.notifications.pageInfo.endCursor });
    expect(next.errors).toBeUndefined();
    expect((next.data as Page).notifications.nodes.map((n) => n.id)).not.toContain(onlyUnread.notifications.nodes[0]!.id);
    // Another organization sees none of them, and marking all read there leaves these unread.
    expect(((await other.graphql(PAGE)).data as Page).notifications.totalCount).toBe(0);
    expect((await other.graphql(MARK, { input: {} })).data?.markNotificationsRead).toEqual({ unreadCount: 0, userErrors: [] });
    expect((await owner.graphql(MARK, { input: {} })).data?.markNotificationsRead).toEqual({ unreadCount: 0, userErrors: [] });
    expect(((await owner.graphql(PAGE, { unread: true })).data as Page).notifications.totalCount).toBe(0);
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
      provider: 'EIN',
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
