// Issue 43, point 5: every scheduled job runs once with two instances. Two apps on one PostgreSQL database,
// each with its own job workers and the LISTEN/NOTIFY bus (as two processes of main.ts), both polling while a
// scheduled publication and a scheduled (embargoed) wire release come due: each vendor sees its call once,
// and each webhook event reaches each endpoint once. PostgreSQL only (the embedded database is one process).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeVendor } from '@issuerwire/plugin-sdk/testing';
import {
  callWithKey,
  fakeVendorRegistry,
  generateArticle,
  MEDIUM_TOKEN,
  postsTo,
  startFakeConnect,
  startFakeMedium,
  until,
} from '../src/modules/publishing/publishing.testing';
import { createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';
import { startReceiver, type Receiver } from './fixtures/webhook-receiver';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from './test-app';

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
const ENDPOINTS = ['/one', '/two'];

describe.skipIf(!process.env.DATABASE_URL)('scheduled work across two instances runs once', { timeout: 180_000 }, () => {
  let db: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let medium: FakeVendor;
  let connect: FakeVendor;
  let receiver: Receiver;
  let apple: Issuer;

  beforeAll(async () => {
    [medium, connect, receiver] = await Promise.all([startFakeMedium(), startFakeConnect(), startReceiver()]);
    db = await createTestDatabase();
    const env = {
      SESSION_SECRET: randomBytes(32).toString('hex'),
      CREDENTIALS_KEY: randomBytes(32).toString('hex'),
      WEBHOOK_ALLOWED_HOSTS: new URL(receiver.url).host,
    };
    const instance = () =>
      createTestApp({
        database: db,
        env,
        sharedEvents: true,
        plugins: fakeVendorRegistry({ mediumUrl: medium.url, connectUrl: connect.url }),
        jobs: { pollingIntervalSeconds: 0.5 },
      });
    a = await instance();
    b = await instance();
    apple = await createVerifiedIssuer(a, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'agency' });
    expect((await apple.put('/api/platforms/medium/connection', { credentials: { integrationToken: MEDIUM_TOKEN } })).status).toBe(200);
    for (const path of ENDPOINTS) {
      const res = await apple.post('/api/webhooks', {
        url: `${receiver.url}${path}`,
        eventTypes: ['article.published', 'newswire_order.updated'],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  }, 180_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
    await Promise.all([medium?.close(), connect?.close(), receiver?.close()]);
  });

  it('publishes a scheduled post and sends a scheduled wire order once each, and delivers each event once per endpoint', async () => {
    const article = async () => generateArticle(apple, await createCampaign(apple, { companyName: 'Apple Inc.' }));
    const [postArticle, wireArticle] = [await article(), await article()];
    const post = await callWithKey<{ publications: { id: string; status: string }[] }>(
      a,
      apple.cookie,
      'POST',
      `/api/articles/${postArticle}/publish`,
      { platforms: ['medium'], scheduledFor: inMs(6000) },
      'instances-post',
    );
    expect(post.body.publications[0]?.status, JSON.stringify(post.body)).toBe('scheduled');
    const wire = await callWithKey<{ orders: { id: string; status: string }[] }>(
      b,
      apple.cookie,
      'POST',
      '/api/newswire/distribute',
      { articleId: wireArticle, providers: ['businesswire'], distributionLevel: 'basic', targetDate: inMs(6000) },
      'instances-wire',
    );
    expect(wire.body.orders[0]?.status, JSON.stringify(wire.body)).toBe('scheduled');

    const publication = async () => (await apple.get<{ status: string }>(`/api/publications/${post.body.publications[0].id}`)).body.status;
    const order = async () => (await apple.get<{ status: string }>(`/api/newswire/orders/${wire.body.orders[0].id}`)).body.status;
    await until(async () => (await publication()) === 'published' && (await order()) === 'submitted', 60_000, 'both releases');
    expect(postsTo(medium, /\/posts$/)).toBe(1);
    expect(postsTo(connect, /clientServices\/order$/)).toBe(1);

    // Every event recorded for the two endpoints is delivered (the log says so), then counted at the receiver.
    const conn = a.orm.em.fork().getConnection();
    const pending = async () =>
      (await conn.execute<{ n: number }[]>(`select count(*)::int as n from webhook_deliveries where status <> 'delivered'`))[0].n;
    await until(async () => (await pending()) === 0, 60_000, 'every webhook delivery');
    const events = (path: string) => receiver.received.filter((r) => r.path === path && r.event.type !== 'ping').map((r) => r.event.id);
    const [one, two] = ENDPOINTS.map(events);
    expect(one.length).toBeGreaterThanOrEqual(2); // at least the post going live and the order's submission
    expect(new Set(one).size).toBe(one.length);
    expect(new Set(two).size).toBe(two.length);
    expect([...two].sort()).toEqual([...one].sort());
  });
});
