// Issue 36, point 4: killed (SIGKILL) while eight Business Wire orders were being sent, the wire had all
// eight. After the restart each order is `unknown`, never `failed`: Retry is refused (409
// order_outcome_unknown), the same click replays the orders as they are, and a person who checked the
// wire's site records whether it was sent. Nothing is ordered twice. (A wire with a lookup settles them by
// itself: publishing.interrupted.test.ts; Business Wire's API has none.)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeVendor } from '@issuerwire/plugin-sdk/testing';
import { CONNECT, postsTo, startFakeConnect } from '../src/modules/publishing/publishing.testing';
import { buildApi, callChild, demoArticle, signInDemo, startChildServer, waitFor, type ChildServer } from './fixtures/child-server';
import { createTestDatabase, type TestDatabase } from './test-app';

const ORDERS = 8;
const GRACE_SECONDS = 1;

interface Order {
  id: string;
  articleId: string;
  status: string;
  lastError: string | null;
  vendorRef: string | null;
}

describe('a wire order cut off by kill -9 stays unknown until someone can tell; it is never ordered twice', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'iw-wire-crash-'));
  let db: TestDatabase;
  let connect: FakeVendor;
  let server: ChildServer | undefined;
  let hold = true;
  const held: (() => void)[] = [];
  let orderNumber = 480_000;

  beforeAll(async () => {
    await buildApi();
    db = await createTestDatabase();
    // Business Wire takes every order but answers none while `hold`: the server dies waiting.
    connect = await startFakeConnect(async () => {
      const answer = { status: 200, json: { orderId: ++orderNumber } };
      if (!hold) return answer;
      await new Promise<void>((resolve) => held.push(resolve));
      return answer;
    });
    writeFileSync(path.join(dataDir, 'plugins.json'), JSON.stringify({ businesswire: { ...CONNECT, baseUrl: connect.url } }));
  }, 180_000);
  afterAll(async () => {
    await server?.kill();
    for (const release of held) release();
    await connect?.close();
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = () =>
    startChildServer(dataDir, db.databaseUrl, { PLUGIN_ALLOWED_HOSTS: '127.0.0.1', VENDOR_CALL_GRACE_SECONDS: String(GRACE_SECONDS) });

  it('answers unknown, refuses Retry, replays the click, and takes a person’s word (sent / not sent)', async () => {
    server = await start();
    let cookie = await signInDemo(server.base);
    const articles: string[] = [];
    for (let i = 0; i < ORDERS; i++) {
      articles.push((await demoArticle(server.base, cookie, `Wire ${i}`)).articleId);
    }
    const distribute = (base: string, articleId: string, i: number, session: string) =>
      callChild<{ orders: Order[] }>(base, 'POST', '/api/newswire/distribute', {
        cookie: session,
        body: { articleId, providers: ['businesswire'], distributionLevel: 'basic' },
        headers: { 'idempotency-key': `wire-order-${i}` },
      });

    // All eight at once; once Business Wire has every one of them (none answered), the server is killed.
    const victim = server;
    const inFlight = articles.map((articleId, i) => distribute(victim.base, articleId, i, cookie).catch(() => null));
    await waitFor(async () => postsTo(connect, /\/order$/) === ORDERS, 60_000, 'Business Wire to have all eight orders');
    await victim.kill();
    const killedAt = Date.now();
    expect((await Promise.all(inFlight)).every((answer) => answer === null)).toBe(true);
    hold = false;
    for (const release of held.splice(0)) release();

    // Past the grace period, the restarted server finds the eight calls cut off.
    await waitFor(async () => Date.now() - killedAt > GRACE_SECONDS * 1000 + 200, 5_000, 'the grace period to pass');
    server = await start();
    const base = server.base;
    cookie = await signInDemo(base);
    const orders = async () => (await callChild<{ items: Order[] }>(base, 'GET', '/api/newswire/orders', { cookie })).body.items;
    await waitFor(async () => (await orders()).filter((o) => o.status === 'unknown').length === ORDERS, 30_000, 'eight unknown orders');
    const all = await orders();
    expect(all).toHaveLength(ORDERS);
    for (const order of all) expect(order.lastError).toMatch(/^Interrupted; check Business Wire before retrying/);

    // Retry would order (and charge) a second time: refused while the outcome is unknown.
    const [first, second, third] = all;
    const retry = await callChild<{ code: string; message: string }>(base, 'POST', `/api/newswire/orders/${first!.id}/retry`, { cookie });
    expect(retry.status).toBe(409);
    expect(retry.body.code).toBe('order_outcome_unknown');

    // The same click again (its key left in progress by the crash) answers the order as it stands.
    const i = articles.indexOf(first!.articleId);
    const again = await distribute(base, first!.articleId, i, cookie);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.orders.map((o) => [o.id, o.status])).toEqual([[first!.id, 'unknown']]);
    expect(postsTo(connect, /\/order$/)).toBe(ORDERS);

    // A person checked Business Wire Connect: the first is there, the second is not.
    const sent = await callChild<Order>(base, 'POST', `/api/newswire/orders/${first!.id}/outcome`, {
      cookie,
      body: { sent: true, vendorRef: '480001' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ status: 'submitted', vendorRef: '480001', lastError: null });
    const notSent = await callChild<Order>(base, 'POST', `/api/newswire/orders/${second!.id}/outcome`, { cookie, body: { sent: false } });
    expect(notSent.body).toMatchObject({ status: 'failed' });
    const twice = await callChild<{ code: string }>(base, 'POST', `/api/newswire/orders/${first!.id}/outcome`, {
      cookie,
      body: { sent: false },
    });
    expect([twice.status, twice.body.code]).toEqual([409, 'order_outcome_known']);
    const bad = await callChild<{ code: string }>(base, 'POST', `/api/newswire/orders/${third!.id}/outcome`, {
      cookie,
      body: { sent: 'maybe' },
    });
    expect([bad.status, bad.body.code]).toEqual([400, 'invalid_input']);

    // Only the one recorded as not sent is ordered again, once.
    const retried = await callChild<Order>(base, 'POST', `/api/newswire/orders/${second!.id}/retry`, { cookie });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.status).toBe('submitted');
    expect(postsTo(connect, /\/order$/)).toBe(ORDERS + 1);
    expect((await orders()).filter((o) => o.status === 'unknown')).toHaveLength(ORDERS - 2);
  }, 240_000);
});
