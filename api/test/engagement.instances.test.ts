// Two API instances on one PostgreSQL, each with the LISTEN/NOTIFY event bus: a view recorded on
// instance A reaches a graphql-ws subscriber on instance B; a signed-out session's and a revoked token's sockets
// close on both. PostgreSQL only (the embedded database is one process).
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Client as WsClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from './test-app';
import { createCampaign, createToken, createVerifiedIssuer } from './fixtures/issuers';
import { graphqlWsClient } from './fixtures/graphql-ws';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

/**
 * A socket's close code, or 'still open' after a generous guard (not a timing: a token without an expiry is
 * never swept and a session's sweep runs at its end, so only the event that ended it closes it in time).
 */
const closeCode = (closed: Promise<number>) =>
  Promise.race([closed, new Promise<string>((r) => setTimeout(() => r('still open'), 10_000))]);

describe.skipIf(!process.env.DATABASE_URL)('engagement across API instances (PostgreSQL LISTEN/NOTIFY)', () => {
  let db: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let client: WsClient | undefined;

  beforeAll(async () => {
    db = await createTestDatabase();
    const secrets = { SESSION_SECRET: randomBytes(32).toString('hex'), CREDENTIALS_KEY: randomBytes(32).toString('hex') };
    a = await createTestApp({ database: db, env: secrets, sharedEvents: true });
    b = await createTestApp({ database: db, env: secrets, sharedEvents: true });
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await client?.dispose();
    await b?.close();
    await a?.close();
    await db?.drop();
  });

  it('pushes a view recorded on instance A to a subscriber on instance B', async () => {
    // Signed up on A; the session lives in the shared database, so B knows it.
    const issuer = await createVerifiedIssuer(a, { ticker: 'AAPL' });
    const campaignId = await createCampaign(issuer);
    const articleId = (await issuer.post<{ article: { id: string } }>(`/api/campaigns/${campaignId}/generate-article`)).body.article.id;

    client = graphqlWsClient((b.app.server.address() as AddressInfo).port, { cookie: issuer.cookie });
    const updates = client.iterate<{ engagementUpdated: { campaignId: string; hasData: boolean; platforms: { web: { views: number } } } }>({
      query: `subscription ($id: ID!) { engagementUpdated(campaignId: $id) { campaignId hasData platforms { web { views } } } }`,
      variables: { id: campaignId },
    });
    const first = await updates.next();
    expect(first.value.data?.engagementUpdated).toEqual({ campaignId, hasData: false, platforms: { web: { views: 0 } } });
    expect(b.services.events.listenerCount(`engagement.updated:${campaignId}`)).toBe(1);
    expect(a.services.events.listenerCount(`engagement.updated:${campaignId}`)).toBe(0);

    // Two readers; each hit is answered once written, and each write is announced.
    for (let i = 0; i < 2; i++) {
      const hit = await a.app.inject({
        method: 'GET',
        url: `/t/v/${articleId}`,
        headers: { 'user-agent': BROWSER },
        remoteAddress: `198.18.2.${i + 1}`,
      });
      expect(hit.statusCode).toBe(200);
    }
    let next = await updates.next();
    for (let i = 0; i < 3 && next.value.data?.engagementUpdated.platforms.web.views !== 2; i++) next = await updates.next();
    expect(next.value.errors).toBeUndefined();
    expect(next.value.data?.engagementUpdated).toEqual({ campaignId, hasData: true, platforms: { web: { views: 2 } } });
    await updates.return?.();
  });

  it('closes a socket on instance B within a second when its session signs out on instance A', async () => {
    const issuer = await createVerifiedIssuer(a, { ticker: 'MSFT' });
    const campaignId = await createCampaign(issuer);
    const socket = graphqlWsClient((b.app.server.address() as AddressInfo).port, { cookie: issuer.cookie });
    const closed = new Promise<number>((resolve) => socket.on('closed', (event) => resolve((event as { code: number }).code)));
    const updates = socket.iterate({
      query: `subscription ($id: ID!) { engagementUpdated(campaignId: $id) { campaignId } }`,
      variables: { id: campaignId },
    });
    expect((await updates.next()).value.errors).toBeUndefined();

    expect((await issuer.post('/api/auth/logout')).status).toBe(200);
    expect(await closeCode(closed)).toBe(4401);
    await socket.dispose();
  });

  it('closes the sockets of a revoked token on both instances within a second', async () => {
    const issuer = await createVerifiedIssuer(a, { ticker: 'NVDA' });
    const campaignId = await createCampaign(issuer);
    const { id, secret } = await createToken(issuer, ['read']);
    // One socket on each instance, both opened with the token; B has cached it by now.
    const sockets = [a, b].map((app) =>
      graphqlWsClient((app.app.server.address() as AddressInfo).port, { authorization: `Bearer ${secret}` }),
    );
    const closed = sockets.map(
      (socket) => new Promise<number>((resolve) => socket.on('closed', (event) => resolve((event as { code: number }).code))),
    );
    for (const socket of sockets) {
      const updates = socket.iterate({
        query: `subscription ($id: ID!) { engagementUpdated(campaignId: $id) { campaignId } }`,
        variables: { id: campaignId },
      });
      expect((await updates.next()).value.errors).toBeUndefined();
    }

    expect((await issuer.delete(`/api/tokens/${id}`)).status).toBe(200); // on A
    expect(await Promise.all(closed.map(closeCode))).toEqual([4401, 4401]);
    await Promise.all(sockets.map((socket) => socket.dispose()));
  });
});
