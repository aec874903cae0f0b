// Issue 43, point 5: stopping one process while a release goes out loses and doubles nothing. Real app processes
// (the built API, as `npm start` runs it) on one PostgreSQL database: B stays up, A and A′ are stopped while the
// vendors hold their calls open. The vendors are a wire whose API finds an order by its idempotency key
// (fixtures/lookup-wire, loaded through PLUGINS) and X; a partner's webhook receiver listens; all over real HTTP.
// - SIGTERM (A): A stops taking requests, finishes its calls, answers them and exits; nothing is left for B.
// - SIGKILL (A′): B's sweep settles every call A′ left under way through the vendors' lookups, sending nothing
//   again; the order the wire never got (A′ died signing in to it) is failed for Retry, and Retry sends it once.
// PostgreSQL only (the embedded database belongs to one process).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeVendor, type FakeVendor } from '@issuerwire/plugin-sdk/testing';
import { INTERRUPTED_ORDERS_SWEEP_JOB } from '../src/modules/distribution/distribution.jobs';
import { INTERRUPTED_SWEEP_JOB } from '../src/modules/publishing/publishing.jobs';
import { startFakeX, X_APP, type FakeX } from '../src/modules/publishing/publishing.testing';
import {
  buildApi,
  callChild,
  demoArticle,
  signInDemo,
  startChildServer,
  waitFor,
  type Answer,
  type ChildServer,
} from './fixtures/child-server';
import { startReceiver, type Receiver } from './fixtures/webhook-receiver';
import { createTestDatabase, type TestDatabase } from './test-app';

const GRACE_SECONDS = 2;
const WIRE_PLUGIN = path.join(import.meta.dirname, 'fixtures', 'lookup-wire');
const WIRE_SESSION = 'wire-session-token';
const X_TOKEN = 'x-access-token-release-stop-0123456789';
const EVENT_TYPES = ['article.published', 'publication.updated', 'newswire_order.updated'];

interface Order {
  id: string;
  articleId: string;
  status: string;
  vendorRef: string | null;
  lastError: string | null;
}
interface Publication {
  id: string;
  status: string;
  postId: string | null;
  url: string | null;
}
interface Event {
  id: string;
  type: string;
  sequence: number;
  data: { id: string; status?: string };
}

/** A vendor's door: while shut, requests come in and wait unanswered (the caller may die waiting). */
class Hold {
  shut = false;
  private readonly waiting: (() => void)[] = [];
  get held(): number {
    return this.waiting.length;
  }
  async pass(): Promise<void> {
    if (this.shut) await new Promise<void>((resolve) => this.waiting.push(resolve));
  }
  open(): void {
    this.shut = false;
    for (const resolve of this.waiting.splice(0)) resolve();
  }
}

describe.skipIf(!process.env.DATABASE_URL)(
  'an instance stopped mid-release: nothing lost, nothing sent twice',
  { timeout: 240_000 },
  () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'iw-release-stop-'));
    let db: TestDatabase;
    let sql: pg.Client;
    let boss: PgBoss;
    let wire: FakeVendor;
    let x: FakeX;
    let receiver: Receiver;
    /** B stays up throughout; A is stopped with SIGTERM, A′ with SIGKILL (started beside A, so no start waits between the cases). */
    let b: ChildServer;
    let a: ChildServer;
    let aPrime: ChildServer;
    const children: ChildServer[] = [];
    let cookie: string;
    /** The last event before the webhook endpoint existed. */
    let baseline = 0;
    const signIns = new Hold();
    const orderAnswers = new Hold();
    const postAnswers = new Hold();
    /** The wire's orders by idempotency key: taken when the request arrives, whether or not it is answered. */
    const wireOrders = new Map<string, { id: string; state: 'queued' }>();
    let env: Record<string, string>;

    beforeAll(async () => {
      await buildApi();
      [db, x, receiver] = await Promise.all([createTestDatabase(), startFakeX(), startReceiver()]);
      wire = await startFakeVendor({
        'POST /v1/sessions': async () => {
          await signIns.pass();
          return { status: 201, json: { token: WIRE_SESSION } };
        },
        'POST /v1/releases': async (req) => {
          if (req.headers.authorization !== `Bearer ${WIRE_SESSION}`) return { status: 401, json: { message: 'sign in first' } };
          const key = req.headers['idempotency-key'] ?? '';
          const order = wireOrders.get(key) ?? { id: `rel_${1001 + wireOrders.size}`, state: 'queued' as const };
          wireOrders.set(key, order);
          await orderAnswers.pass();
          return { status: 201, json: order };
        },
        'GET /v1/releases': (req) => {
          const order = wireOrders.get(req.query.idempotency_key ?? '');
          return { json: { items: order ? [order] : [] } };
        },
        'GET /v1/releases/:id': (req) => {
          const order = [...wireOrders.values()].find((o) => o.id === req.params.id);
          return order ? { json: order } : { status: 404, json: { message: 'no such release' } };
        },
      });
      // X takes the post (it is public at once, on the account's timeline) and may hold its answer.
      x.accessTokens.push(X_TOKEN);
      x.vendor.route('POST /2/tweets', async (req) => {
        if (req.headers.authorization !== `Bearer ${X_TOKEN}`) return { status: 401, json: { title: 'Unauthorized' } };
        const text = (req.json as { text: string }).text;
        const id = `1990000000000${x.timeline.length + 1}`;
        const link = text.split('\n').at(-1)!;
        x.timeline.push({ id, text, conversation_id: id, entities: { urls: [{ url: `https://t.co/${id}`, expanded_url: link }] } });
        await postAnswers.pass();
        return { status: 201, json: { data: { id, text } } };
      });
      writeFileSync(
        path.join(dataDir, 'plugins.json'),
        JSON.stringify({
          'lookup-wire': { apiKey: 'wire-api-key-0123', baseUrl: wire.url },
          twitter: { ...X_APP, baseUrl: x.vendor.url, authorizeUrl: `${x.vendor.url}/i/oauth2/authorize` },
        }),
      );
      env = {
        PLUGINS: WIRE_PLUGIN,
        PLUGIN_ALLOWED_HOSTS: '127.0.0.1',
        WEBHOOK_ALLOWED_HOSTS: new URL(receiver.url).host,
        VENDOR_CALL_GRACE_SECONDS: String(GRACE_SECONDS),
        // One address for both: the hosted page's link (which X's lookup looks for) is built from it.
        PUBLIC_URL: 'http://issuerwire.test',
        SESSION_SECRET: randomBytes(32).toString('hex'),
        CREDENTIALS_KEY: randomBytes(32).toString('hex'),
      };
      // B first: it seeds the demo accounts the test signs in with.
      const start = async () => {
        const child = await startChildServer(dataDir, db.databaseUrl, env);
        children.push(child);
        return child;
      };
      b = await start();
      // Both at once (a failed start still leaves the other in `children`, to be stopped).
      const started = await Promise.allSettled([start(), start()]);
      [a, aPrime] = started.map((s) => {
        if (s.status === 'rejected') throw s.reason;
        return s.value;
      });
      sql = new pg.Client({ connectionString: db.databaseUrl });
      await sql.connect();
      // Only to send the sweep jobs: no maintenance, no cron, no migration from here.
      boss = new PgBoss({ connectionString: db.databaseUrl, schema: 'pgboss', supervise: false, schedule: false, migrate: false });
      await boss.start();

      cookie = await signInDemo(b.base);
      const connected = await callChild(b.base, 'PUT', '/api/platforms/twitter/connection', {
        cookie,
        body: { credentials: { accessToken: X_TOKEN, username: 'demoir' } },
      });
      expect(connected.status, JSON.stringify(connected.body)).toBe(200);
      baseline = (await eventLog(0)).at(-1)?.sequence ?? 0;
      const hook = await callChild(b.base, 'POST', '/api/webhooks', {
        cookie,
        body: { url: `${receiver.url}/hooks`, eventTypes: EVENT_TYPES },
      });
      expect(hook.status, JSON.stringify(hook.body)).toBe(201);
    }, 200_000);

    afterAll(async () => {
      for (const hold of [signIns, orderAnswers, postAnswers]) hold.open();
      for (const child of children) await child.kill();
      await boss?.stop({ graceful: false, close: true, wait: true });
      await sql?.end();
      await Promise.all([wire?.close(), x?.vendor.close(), receiver?.close()]);
      await db?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const distribute = (base: string, articleId: string, key: string) =>
      callChild<{ orders: Order[] }>(base, 'POST', '/api/newswire/distribute', {
        cookie,
        body: { articleId, providers: ['lookup-wire'], distributionLevel: 'basic' },
        headers: { 'idempotency-key': key },
      });
    const publish = (base: string, articleId: string, key: string) =>
      callChild<{ publications: Publication[] }>(base, 'POST', `/api/articles/${articleId}/publish`, {
        cookie,
        body: { platforms: ['twitter'] },
        headers: { 'idempotency-key': key },
      });
    const orderOf = async (articleId: string) =>
      (await callChild<{ items: Order[] }>(b.base, 'GET', '/api/newswire/orders', { cookie })).body.items.find(
        (o) => o.articleId === articleId,
      );
    const publicationOf = async (articleId: string) =>
      (await callChild<{ items: Publication[] }>(b.base, 'GET', `/api/articles/${articleId}/publications`, { cookie })).body.items[0];
    const article = async (articleId: string) =>
      (await callChild<{ status: string; publicUrls: { page: string | null } }>(b.base, 'GET', `/api/articles/${articleId}`, { cookie }))
        .body;
    /** Orders the wire was sent under this idempotency key (the order's id). */
    const wireCalls = (orderId: string) =>
      wire.requests.filter((r) => r.method === 'POST' && r.path === '/v1/releases' && r.headers['idempotency-key'] === orderId).length;
    /** Posts X was sent that link to this article's hosted page. */
    const postsLinking = async (articleId: string) => {
      const page = (await article(articleId)).publicUrls.page;
      return x.posts().filter((p) => page && p.text.includes(page)).length;
    };
    /** The release's audit entries the system wrote (not the member's own requests) and its notices, about these articles. */
    const records = async (articleIds: string[]) => ({
      audit: (
        await sql.query<{ action: string; details: Record<string, string> }>(
          'select action, details from audit_log where entity_id = any($1) and actor_id is null',
          [articleIds],
        )
      ).rows,
      notices: (
        await sql.query<{ kind: string; title: string; body: string }>(
          "select kind, title, body from notifications where article_id = any($1) and kind in ('distribution.status', 'article.published', 'article.publish_failed')",
          [articleIds],
        )
      ).rows,
    });
    /** Charges for these orders. */
    const charges = async (orderIds: string[]) =>
      (await sql.query('select reference from charges where reference = any($1)', [orderIds.map((id) => `newswire:${id}`)])).rows.length;

    /** The organization's event log after `after`, every page. */
    async function eventLog(after: number): Promise<Event[]> {
      const events: Event[] = [];
      for (let cursor: string | null = String(after); cursor !== null;) {
        const page: Answer<{ items: Event[]; nextCursor: string | null }> = await callChild(
          b.base,
          'GET',
          `/api/events?after=${cursor}&limit=100`,
          {
            cookie,
          },
        );
        expect(page.status, JSON.stringify(page.body)).toBe(200);
        events.push(...page.body.items);
        cursor = page.body.nextCursor;
      }
      return events;
    }

    /** What the interrupted-call sweeps' cron sends every five minutes, sent now; any instance's worker runs it. */
    async function sweepNow(): Promise<void> {
      const sent = await Promise.all([boss.send(INTERRUPTED_ORDERS_SWEEP_JOB, {}), boss.send(INTERRUPTED_SWEEP_JOB, {})]);
      await waitFor(
        async () => (await sql.query("select 1 from pgboss.job where id = any($1) and state = 'completed'", [sent])).rows.length === 2,
        30_000,
        'the sweeps to run',
      );
    }

    /**
     * Every subscribed event the log holds reaches the receiver (nothing lost). Delivery is at least once: a
     * delivery A had under way when it died may come again (receivers deduplicate on the event id), so only
     * events written after `stoppedAt` are held to exactly once.
     */
    async function expectEventsDelivered(stoppedAt: number): Promise<Event[]> {
      const log = (await eventLog(baseline)).filter((e) => EVENT_TYPES.includes(e.type));
      const times = () => {
        const count = new Map<string, number>();
        for (const r of receiver.received) if (r.event.type !== 'ping') count.set(r.event.id, (count.get(r.event.id) ?? 0) + 1);
        return count;
      };
      await waitFor(async () => log.every((e) => times().has(e.id)), 60_000, 'every event to reach the receiver');
      const received = times();
      for (const e of log.filter((e) => e.sequence > stoppedAt)) expect(received.get(e.id), `${e.type} #${e.sequence}`).toBe(1);
      return log;
    }

    it('SIGTERM: A stops taking requests, finishes the calls in flight, answers them and exits; nothing is left for B', async () => {
      const stopping = a;
      const wireFirst = await demoArticle(stopping.base, cookie, 'Wire in flight at SIGTERM');
      const postFirst = await demoArticle(stopping.base, cookie, 'Post in flight at SIGTERM');
      const out = await distribute(stopping.base, postFirst.articleId, 'sigterm-post-wire');
      expect(out.status, JSON.stringify(out.body)).toBe(200);
      postAnswers.shut = true;
      const post = publish(stopping.base, postFirst.articleId, 'sigterm-post');
      await waitFor(async () => postAnswers.held === 1, 30_000, 'X to hold the post');
      orderAnswers.shut = true;
      const order = distribute(stopping.base, wireFirst.articleId, 'sigterm-wire');
      await waitFor(async () => orderAnswers.held === 1, 30_000, 'the wire to hold the order');
      const stoppedAt = (await eventLog(baseline)).at(-1)?.sequence ?? baseline;

      const exited = new Promise<[number | null, string | null]>((resolve) =>
        stopping.child.once('exit', (code, signal) => resolve([code, signal])),
      );
      stopping.child.kill('SIGTERM');
      await waitFor(
        async () => (await fetch(`${stopping.base}/api/health`).catch(() => null))?.status !== 200,
        10_000,
        'A to stop taking requests',
      );
      postAnswers.open();
      orderAnswers.open();
      const [posted, ordered] = await Promise.all([post, order]);
      expect([posted.status, posted.body.publications?.[0]?.status], JSON.stringify(posted.body)).toEqual([200, 'published']);
      expect([ordered.status, ordered.body.orders?.[0]?.status], JSON.stringify(ordered.body)).toEqual([200, 'submitted']);
      expect(await exited, stopping.output()).toEqual([0, null]);

      // Recorded by A before it exited: nothing under way for B's sweep, each call made once.
      const wireOrder = (await orderOf(wireFirst.articleId))!;
      const publication = (await publicationOf(postFirst.articleId))!;
      expect([wireOrder.status, publication.status]).toEqual(['submitted', 'published']);
      expect([wireCalls(wireOrder.id), await postsLinking(postFirst.articleId)]).toEqual([1, 1]);
      expect([(await article(wireFirst.articleId)).status, (await article(postFirst.articleId)).status]).toEqual([
        'in_progress',
        'published',
      ]);
      const { audit, notices } = await records([wireFirst.articleId, postFirst.articleId]);
      expect(audit.filter((e) => e.action === 'newswire.distributed' && e.details.orderId === wireOrder.id)).toHaveLength(1);
      expect(audit.filter((e) => e.action === 'article.published' && e.details.publicationId === publication.id)).toHaveLength(1);
      // Both wire orders (the one answered before the stop and the one in flight) and the post, once each.
      expect(notices.map((n) => n.title).sort()).toEqual([
        'Lookup Wire: release submitted',
        'Lookup Wire: release submitted',
        'Published on X (Twitter)',
      ]);
      await expectEventsDelivered(stoppedAt);
    });

    it('SIGKILL: B settles each call A′ left through the vendors, and the order the wire never got is failed for Retry, then sent once', async () => {
      const victim = aPrime;
      const [held, posted, cutOff] = [
        await demoArticle(victim.base, cookie, 'Held at the wire'),
        await demoArticle(victim.base, cookie, 'Held at X'),
        await demoArticle(victim.base, cookie, 'Cut off before the wire'),
      ];
      // A full release: the wire goes out first (answered), then the post, which X takes and holds unanswered.
      const first = await distribute(victim.base, posted.articleId, 'posted-wire');
      expect([first.status, first.body.orders?.[0]?.status], JSON.stringify(first.body)).toEqual([200, 'submitted']);
      const inFlight: Promise<unknown>[] = [];
      postAnswers.shut = true;
      inFlight.push(publish(victim.base, posted.articleId, 'posted-post').catch(() => null));
      await waitFor(async () => postAnswers.held === 1, 30_000, 'X to hold the post');
      // A wire order the wire has taken and not answered.
      orderAnswers.shut = true;
      inFlight.push(distribute(victim.base, held.articleId, 'held-wire').catch(() => null));
      await waitFor(async () => orderAnswers.held === 1, 30_000, 'the wire to hold the order');
      // A wire order recorded as under way, its process still signing in: the wire never gets it.
      signIns.shut = true;
      inFlight.push(distribute(victim.base, cutOff.articleId, 'cut-off-wire').catch(() => null));
      await waitFor(async () => signIns.held === 1, 30_000, 'the sign-in before the order to hang');

      await victim.kill();
      const killedAt = Date.now();
      expect(await Promise.all(inFlight)).toEqual([null, null, null]);
      const stoppedAt = (await eventLog(baseline)).at(-1)?.sequence ?? baseline;
      for (const hold of [signIns, orderAnswers, postAnswers]) hold.open();
      expect((await orderOf(held.articleId))?.status).toBe('submitting');
      expect((await orderOf(cutOff.articleId))?.status).toBe('submitting');
      expect((await publicationOf(posted.articleId))?.status).toBe('publishing');

      // Once the grace period is over, B's sweep asks the vendors what they hold.
      await waitFor(async () => Date.now() - killedAt > GRACE_SECONDS * 1000, 10_000, 'the grace period to pass');
      await sweepNow();
      const heldOrder = (await orderOf(held.articleId))!;
      const postedPub = (await publicationOf(posted.articleId))!;
      const cutOffOrder = (await orderOf(cutOff.articleId))!;
      expect(heldOrder).toMatchObject({ status: 'submitted', vendorRef: wireOrders.get(heldOrder.id)!.id, lastError: null });
      const page = (await article(posted.articleId)).publicUrls.page!;
      const post = x.timeline.find((p) => String(p.text).includes(page))!;
      expect(postedPub).toMatchObject({ status: 'published', postId: post.id, url: `https://x.com/demoir/status/${String(post.id)}` });
      expect(cutOffOrder.status).toBe('failed');
      expect(cutOffOrder.lastError).toBe(
        'Interrupted before anything was ordered: Lookup Wire shows no order for it. Retry to distribute it.',
      );
      expect([wireCalls(heldOrder.id), wireCalls(cutOffOrder.id), await postsLinking(posted.articleId)]).toEqual([1, 0, 1]);
      // The articles follow: the wire is out (waiting to be published), the post is live, the cut-off release failed.
      expect((await article(held.articleId)).status).toBe('in_progress');
      expect((await article(posted.articleId)).status).toBe('published');
      expect((await article(cutOff.articleId)).status).toBe('failed');

      // Audited and announced once each; charged once for the order the wire has.
      const { audit, notices } = await records([held.articleId, posted.articleId, cutOff.articleId]);
      const entries = (action: string, key: string, id: string) => audit.filter((e) => e.action === action && e.details[key] === id).length;
      expect(entries('newswire.distributed', 'orderId', heldOrder.id)).toBe(1);
      expect(entries('article.published', 'publicationId', postedPub.id)).toBe(1);
      expect(entries('distribution.status_changed', 'orderId', cutOffOrder.id)).toBe(1);
      const noticed = (title: string) => notices.filter((n) => n.title === title).length;
      expect([
        noticed('Lookup Wire: release submitted'),
        noticed('Published on X (Twitter)'),
        noticed('Lookup Wire: distribution failed'),
      ]).toEqual([
        2, // the first article's wire, answered before the kill, and the held one found by the lookup
        1,
        1,
      ]);
      expect(notices.find((n) => n.title === 'Lookup Wire: distribution failed')!.body).toContain('Retry to distribute it.');
      expect(await charges([heldOrder.id, cutOffOrder.id])).toBe(1);

      // Retry sends the order the wire never got, once.
      const retried = await callChild<Order>(b.base, 'POST', `/api/newswire/orders/${cutOffOrder.id}/retry`, { cookie });
      expect([retried.status, retried.body.status], JSON.stringify(retried.body)).toEqual([200, 'submitted']);
      expect(wireCalls(cutOffOrder.id)).toBe(1);
      expect((await article(cutOff.articleId)).status).toBe('in_progress');

      // Another sweep finds nothing left to do: no call is sent or recorded twice.
      await sweepNow();
      expect([wireCalls(heldOrder.id), wireCalls(cutOffOrder.id), await postsLinking(posted.articleId)]).toEqual([1, 1, 1]);
      expect(await charges([heldOrder.id, cutOffOrder.id])).toBe(2);
      const after = await records([held.articleId, posted.articleId, cutOff.articleId]);
      expect(after.audit.filter((e) => e.action === 'newswire.distributed' && e.details.orderId === cutOffOrder.id)).toHaveLength(1);
      expect([after.audit.length, after.notices.length]).toEqual([audit.length + 1, notices.length + 1]); // the retried order's, only
      const log = await expectEventsDelivered(stoppedAt);
      const published = log.filter((e) => e.type === 'article.published' && e.data.id === postedPub.id);
      const placed = log.filter((e) => e.type === 'newswire_order.updated' && e.data.id === heldOrder.id && e.data.status === 'submitted');
      expect([published.length, placed.length]).toEqual([1, 1]);
    });
  },
);
