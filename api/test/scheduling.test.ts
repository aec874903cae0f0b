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
import { createTestApp, createTestDatabase, type TestApp } from './test-app';
import { createCampaign, createVerifiedIssuer, Client, type Issuer } from './fixtures/issuers';

interface Publication {
  id: string;
  platform: string;
  status: string;
  scheduledFor: string | null;
  publishedAt: string | null;
  url: string | null;
}
interface PublishAnswer {
  message: string;
  publications: Publication[];
  movedAfterDistribution?: { from: string; to: string };
}
interface DistributeAnswer {
  message: string;
  orders: { id: string; status: string; targetTime: string | null; vendorRef: string | null }[];
  movedPublications: { id: string; platform: string; from: string; to: string }[];
}

const LEAD_MS = 5 * 60 * 1000;
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

// Jobs wait on the real clock (pg-boss): a loaded machine needs more than the default 30 s per test.
describe('scheduled publishing and distribution (pg-boss jobs)', { timeout: 90_000 }, () => {
  let medium: FakeVendor;
  let connect: FakeVendor;

  beforeAll(async () => {
    medium = await startFakeMedium();
    connect = await startFakeConnect();
  });
  afterAll(async () => {
    await medium?.close();
    await connect?.close();
  });

  describe('in one running app', () => {
    let t: TestApp;
    let apple: Issuer;

    async function article(): Promise<string> {
      return generateArticle(apple, await createCampaign(apple, { companyName: 'Apple Inc.' }));
    }
    const publish = (articleId: string, body: unknown, key?: string) =>
      callWithKey<PublishAnswer>(t, apple.cookie, 'POST', `/api/articles/${articleId}/publish`, body, key);
    const distribute = (body: unknown, key?: string) =>
      callWithKey<DistributeAnswer>(t, apple.cookie, 'POST', '/api/newswire/distribute', body, key);
    const publication = async (id: string) => (await apple.get<Publication>(`/api/publications/${id}`)).body;

    beforeAll(async () => {
      t = await createTestApp({
        plugins: fakeVendorRegistry({ mediumUrl: medium.url, connectUrl: connect.url }),
        jobs: { pollingIntervalSeconds: 0.5 },
      });
      apple = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'agency' });
      expect((await apple.put('/api/platforms/medium/connection', { credentials: { integrationToken: MEDIUM_TOKEN } })).status).toBe(200);
    });
    afterAll(async () => t?.close());

    it('schedules a publish: scheduled until its time, then the job publishes it once', async () => {
      const articleId = await article();
      medium.reset();
      const res = await publish(articleId, { platforms: ['medium'], scheduledFor: inMs(8000) }, 'later-1');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const [pub] = res.body.publications;
      expect(pub.status).toBe('scheduled');
      expect(res.body.message).toBe('Article scheduled for publishing on the chosen platforms.');
      expect((await apple.get<{ status: string }>(`/api/articles/${articleId}`)).body.status).toBe('scheduled');
      expect(postsTo(medium, /\/posts$/)).toBe(0);

      await until(async () => (await publication(pub.id)).status === 'published', 45_000, 'the scheduled publish');
      const done = await publication(pub.id);
      expect(new Date(done.publishedAt!).getTime()).toBeGreaterThanOrEqual(new Date(pub.scheduledFor!).getTime() - 1000);
      expect(done.url).toMatch(/^https:\/\/medium\.com\//);
      expect(postsTo(medium, /\/posts$/)).toBe(1);
      expect((await apple.get<{ status: string }>(`/api/articles/${articleId}`)).body.status).toBe('published');
    });

    it('cancels a scheduled publish: its job does nothing when it comes', async () => {
      const articleId = await article();
      medium.reset();
      const res = await publish(articleId, { platforms: ['medium'], scheduledFor: inMs(600_000) }, 'later-2');
      const [pub] = res.body.publications;
      const cancelled = await apple.post<Publication>(`/api/publications/${pub.id}/cancel`);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.status).toBe('cancelled');
      expect((await apple.get<{ status: string }>(`/api/articles/${articleId}`)).body.status).toBe('draft');
      // The queue's job is cancelled with it, so it never comes; and if it came anyway (a cancel that did
      // not reach the queue), running it does nothing. Both checked directly, no waiting on the clock.
      const [job] = await t.orm.em
        .fork()
        .getConnection()
        .execute<{ id: string; state: string }[]>(`select id, state from pgboss.job where name = 'publish-article' and singleton_key = ?`, [
          pub.id,
        ]);
      expect(job?.state).toBe('cancelled');
      await t.services.publishing.runScheduled(pub.id, job.id);
      expect((await publication(pub.id)).status).toBe('cancelled');
      expect(postsTo(medium, /\/posts$/)).toBe(0);
      expect((await apple.post(`/api/publications/${pub.id}/cancel`)).status).toBe(409);
    });

    it('releases the newswire first: a publish asked before a scheduled distribution is moved after it, and the answer says so', async () => {
      const articleId = await article();
      const target = new Date(Date.now() + 3_600_000);
      const dist = await distribute(
        { articleId, providers: ['businesswire'], distributionLevel: 'basic', targetDate: target.toISOString() },
        'wire-1',
      );
      expect(dist.status, JSON.stringify(dist.body)).toBe(200);
      expect(dist.body.orders[0]).toMatchObject({ status: 'scheduled', vendorRef: null, targetTime: target.toISOString() });

      const early = await publish(articleId, { platforms: ['twitter'], scheduledFor: inMs(600_000) }, 'early');
      expect(early.status).toBe(200);
      expect(early.body.movedAfterDistribution!.to).toBe(new Date(target.getTime() + LEAD_MS).toISOString());
      expect(early.body.publications[0]).toMatchObject({
        status: 'scheduled',
        scheduledFor: new Date(target.getTime() + LEAD_MS).toISOString(),
      });
      expect(early.body.message).toMatch(/so that the newswire release goes out first/);

      // "Publish now" while the wire is pending is scheduled after it too.
      const now = await publish(articleId, { platforms: ['medium'] }, 'now-but-wire');
      expect(now.body.publications[0].status).toBe('scheduled');
      expect(now.body.movedAfterDistribution).toBeTruthy();
    });

    it('moves already scheduled publications when a later distribution is ordered', async () => {
      const articleId = await article();
      const pub = await publish(articleId, { platforms: ['twitter'], scheduledFor: inMs(1_800_000) }, 'first-platform');
      expect(pub.body.publications[0].status).toBe('scheduled');
      const target = new Date(Date.now() + 3_600_000);
      const dist = await distribute(
        { articleId, providers: ['ein'], distributionLevel: 'basic', targetDate: target.toISOString() },
        'then-wire',
      );
      expect(dist.status).toBe(200);
      expect(dist.body.movedPublications).toEqual([
        {
          id: pub.body.publications[0].id,
          platform: 'twitter',
          from: pub.body.publications[0].scheduledFor,
          to: new Date(target.getTime() + LEAD_MS).toISOString(),
        },
      ]);
      expect((await publication(pub.body.publications[0].id)).scheduledFor).toBe(new Date(target.getTime() + LEAD_MS).toISOString());
    });

    it('sends a scheduled Business Wire order at its target time, by a job, once', async () => {
      const articleId = await article();
      connect.reset();
      const dist = await distribute(
        { articleId, providers: ['businesswire'], distributionLevel: 'enhanced', targetDate: inMs(8000) },
        'wire-later',
      );
      expect(dist.body.orders[0].status).toBe('scheduled');
      expect(postsTo(connect, /clientServices\/order$/)).toBe(0);
      await until(
        async () =>
          (await apple.get<{ items: { status: string }[] }>(`/api/newswire/orders?articleId=${articleId}`)).body.items[0].status ===
          'submitted',
        45_000,
        'the scheduled order',
      );
      expect(postsTo(connect, /clientServices\/order$/)).toBe(1);
    });
  });

  it('runs a pending job once after a restart: stopped with the job pending, started on the same database', async () => {
    const database = await createTestDatabase({ persistent: true });
    const env = { CREDENTIALS_KEY: randomBytes(32).toString('hex'), SESSION_SECRET: randomBytes(32).toString('hex') };
    const plugins = () => fakeVendorRegistry({ mediumUrl: medium.url });
    let first: TestApp | undefined = await createTestApp({ database, env, plugins: plugins(), jobs: { pollingIntervalSeconds: 0.5 } });
    let second: TestApp | undefined;
    try {
      const issuer = await createVerifiedIssuer(first, { ticker: 'AAPL', companyName: 'Apple Inc.' });
      expect((await issuer.put('/api/platforms/medium/connection', { credentials: { integrationToken: MEDIUM_TOKEN } })).status).toBe(200);
      const articleId = await generateArticle(issuer, await createCampaign(issuer, { companyName: 'Apple Inc.' }));
      medium.reset();
      const res = await callWithKey<PublishAnswer>(
        first,
        issuer.cookie,
        'POST',
        `/api/articles/${articleId}/publish`,
        { platforms: ['medium'], scheduledFor: inMs(8000) },
        'restart',
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const pubId = res.body.publications[0].id;
      await first.close();
      first = undefined;
      expect(postsTo(medium, /\/posts$/)).toBe(0);

      second = await createTestApp({ database, env, plugins: plugins(), jobs: { pollingIntervalSeconds: 0.5 } });
      const again = new Client(second, issuer.cookie);
      await until(
        async () => (await again.get<Publication>(`/api/publications/${pubId}`)).body.status === 'published',
        45_000,
        'the job after the restart',
      );
      // Give a duplicate delivery the chance to show itself: there is none.
      await new Promise((r) => setTimeout(r, 1500));
      expect(postsTo(medium, /\/posts$/)).toBe(1);
      const rows = await second.orm.em
        .fork()
        .getConnection()
        .execute(`select count(*)::int as n from pgboss.job where name = 'publish-article' and state = 'completed'`);
      expect(rows[0].n).toBe(1);
    } finally {
      await first?.close();
      await second?.close();
      await database.drop();
    }
  });
});
