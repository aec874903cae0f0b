// Issue 43, point 5: the event bus comes back after PostgreSQL itself restarts. Two API instances on a
// PostgreSQL server of this test's own (never the shared one), stopped and started under them: each logs that
// its bus reconnected, and a page view recorded on A after the restart reaches a subscriber on B.
// PostgreSQL only (the CI lane with DATABASE_URL, which has the server's binaries).
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Client as WsClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from './fixtures/child-server';
import { graphqlWsClient } from './fixtures/graphql-ws';
import { createCampaign, createVerifiedIssuer } from './fixtures/issuers';
import { postgresBinaries, startPrivatePostgres, type PrivatePostgres } from './fixtures/private-postgres';
import { createTestApp, type TestApp } from './test-app';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const bin = postgresBinaries();

describe.skipIf(!process.env.DATABASE_URL || !bin)('the event bus across a PostgreSQL restart', { timeout: 120_000 }, () => {
  let server: PrivatePostgres;
  let a: TestApp;
  let b: TestApp;
  let socket: WsClient | undefined;
  const logsOfA: Record<string, unknown>[] = [];
  const logsOfB: Record<string, unknown>[] = [];

  beforeAll(async () => {
    server = await startPrivatePostgres(bin!);
    const database = { databaseUrl: await server.createDatabase('issuerwire'), drop: async () => {} };
    const env = { SESSION_SECRET: randomBytes(32).toString('hex'), CREDENTIALS_KEY: randomBytes(32).toString('hex') };
    // The first migrates the new database; the second finds it migrated.
    a = await createTestApp({ database, env, sharedEvents: true, logTo: { level: 'warn', lines: logsOfA } });
    b = await createTestApp({ database, env, sharedEvents: true, logTo: { level: 'warn', lines: logsOfB } });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await socket?.dispose();
    await b?.close();
    await a?.close();
    server?.remove();
  });

  it('reconnects after the server restarts, says so, and a view on A reaches a subscriber on B', async () => {
    const issuer = await createVerifiedIssuer(a, { ticker: 'RSTR' });
    const campaignId = await createCampaign(issuer);
    const articleId = (await issuer.post<{ article: { id: string } }>(`/api/campaigns/${campaignId}/generate-article`)).body.article.id;
    socket = graphqlWsClient((b.app.server.address() as AddressInfo).port, { cookie: issuer.cookie });
    const updates = socket.iterate<{ engagementUpdated: { platforms: { web: { views: number } } } }>({
      query: `subscription ($id: ID!) { engagementUpdated(campaignId: $id) { platforms { web { views } } } }`,
      variables: { id: campaignId },
    });
    expect((await updates.next()).value.data?.engagementUpdated.platforms.web.views).toBe(0);

    server.stop();
    server.start();
    const said = (lines: Record<string, unknown>[]) => lines.some((line) => line.msg === 'event bus listener reconnected');
    await waitFor(async () => said(logsOfA) && said(logsOfB), 60_000, 'both instances to log that their bus reconnected');

    // The socket to B outlived the database restart; the view is written and announced on A, heard on B.
    const hit = await a.app.inject({
      method: 'GET',
      url: `/t/v/${articleId}`,
      headers: { 'user-agent': BROWSER },
      remoteAddress: '198.18.3.1',
    });
    expect(hit.statusCode).toBe(200);
    let next = await updates.next();
    for (let i = 0; i < 3 && next.value.data?.engagementUpdated.platforms.web.views !== 1; i++) next = await updates.next();
    expect(next.value.errors).toBeUndefined();
    expect(next.value.data?.engagementUpdated.platforms.web.views).toBe(1);
    await updates.return?.();
  });
});
