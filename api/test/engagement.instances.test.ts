// Two API instances on one PostgreSQL, each with the LISTEN/NOTIFY event bus: a view recorded on
// instance A reaches a graphql-ws subscriber on instance B. PostgreSQL only (the embedded database is one process).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Client as WsClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { initORM } from '../src/db/orm';
import { createLogger } from '../src/lib/logger';
import { PgEventBus } from '../src/lib/pg-event-bus';
import { buildServer } from '../src/server';
import { createServices } from '../src/services';
import { createTestDatabase, testPlugins, type TestApp, type TestDatabase } from './test-app';
import { createCampaign, createVerifiedIssuer } from './fixtures/issuers';
import { graphqlWsClient } from './fixtures/graphql-ws';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

/** One API instance as production builds it (main.ts), on a shared database. */
async function instance(databaseUrl: string, secrets: { SESSION_SECRET: string; CREDENTIALS_KEY: string }): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'iw-instance-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    TWO_FACTOR_REQUIRED: 'false',
    ...secrets,
  });
  const logger = createLogger('silent', false);
  const orm = await initORM({ databaseUrl });
  const events = await PgEventBus.connect(databaseUrl, logger);
  const services = createServices({ config, orm, logger, plugins: await testPlugins(logger), events });
  const app = await buildServer({ config, orm, logger, services, webDist: path.join(dataDir, 'no-web') });
  await app.ready();
  return {
    app,
    orm,
    config,
    services,
    async close() {
      await app.close();
      await services.engagement.close();
      events.close();
      await orm.close(true);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.skipIf(!process.env.DATABASE_URL)('engagement across API instances (PostgreSQL LISTEN/NOTIFY)', () => {
  let db: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let client: WsClient | undefined;

  beforeAll(async () => {
    db = await createTestDatabase();
    const secrets = { SESSION_SECRET: randomBytes(32).toString('hex'), CREDENTIALS_KEY: randomBytes(32).toString('hex') };
    a = await instance(db.databaseUrl!, secrets);
    b = await instance(db.databaseUrl!, secrets);
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
    const code = await Promise.race([closed, new Promise<string>((r) => setTimeout(() => r('still open'), 1000))]);
    expect(code).toBe(4401);
    await socket.dispose();
  });
});
