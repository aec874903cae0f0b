// Platform metric pulls against a fake X API: figures stored per article, platform and day (set from the
// platform's totals, never added twice), nothing pulled for sandbox platforms or posts, Medium's empty
// answer stored as nothing, vendor failures retried by the job queue.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeVendor, type FakeVendor } from '@issuerwire/plugin-sdk/testing';
import { JobQueue } from '../src/jobs/job-queue';
import { ManualClock } from '../src/lib/clock';
import { createLogger } from '../src/lib/logger';
import { ensureAnalyticsPartitions } from '../src/modules/engagement/analytics-partitions';
import { EngagementService, PULL_JOB } from '../src/modules/engagement/engagement.service';
import { PlatformMetricsService, type PublishedPost, type PublishedPosts } from '../src/modules/engagement/platform-metrics';
import { REPO_ROOT } from '../src/plugins/load-plugins';
import { createPluginRegistry, discoverPlugins, type PluginRegistry } from '../src/plugins/plugin-registry';
import { createTestApp, type TestApp } from './test-app';
import { createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';

const X_CREDENTIALS = { accessToken: 'x-user-access-token-0123456789abcdef', username: 'acme' };
const logger = createLogger('silent', false);

interface Row {
  platform: string;
  date: string;
  views: number;
  clicks: number;
  shares: number;
  likes: number;
  comments: number;
}

describe('platform metric pulls', () => {
  let x: FakeVendor;
  let t: TestApp;
  let plugins: PluginRegistry;
  let issuer: Issuer;
  let campaignId: string;
  let articleId: string;
  const clock = new ManualClock(new Date('2026-04-01T09:00:00Z'));
  /** What X answers for each post id right now. */
  const xMetrics = new Map<string, { impression_count: number; like_count: number; retweet_count: number; url_link_clicks: number }>();
  let posts: PublishedPost[] = [];
  let connected = true;

  const source: PublishedPosts = {
    ofArticle: async (id) => posts.filter((p) => p.articleId === id),
    publishedSince: async (since) => posts.filter((p) => p.publishedAt >= since),
    credentials: async (_userId, platform) =>
      connected ? (platform === 'twitter' ? X_CREDENTIALS : { integrationToken: 'medium-integration-token-0123456789' }) : null,
  };

  function service(registry = plugins): PlatformMetricsService {
    return new PlatformMetricsService({
      orm: t.orm,
      clock,
      logger,
      plugins: registry,
      articles: t.services.engagement.articles,
      posts: source,
    });
  }

  async function rows(): Promise<Row[]> {
    return t.orm.em
      .fork()
      .getConnection()
      .execute(
        `select platform, date::text as date, views, clicks, shares, likes, comments from analytics where article_id = ? order by date, platform`,
        [articleId],
      );
  }

  beforeAll(async () => {
    x = await startFakeVendor({
      'GET /2/tweets/:id': (req) => {
        const m = xMetrics.get(req.params.id);
        if (!m)
          return { json: { errors: [{ type: 'https://api.twitter.com/2/problems/resource-not-found', detail: 'Could not find tweet' }] } };
        return {
          json: {
            data: {
              id: req.params.id,
              public_metrics: {
                impression_count: m.impression_count,
                like_count: m.like_count,
                retweet_count: m.retweet_count,
                reply_count: 3,
              },
              non_public_metrics: { impression_count: m.impression_count, url_link_clicks: m.url_link_clicks },
            },
          },
        };
      },
    });
    plugins = await createPluginRegistry(await discoverPlugins({ rootDir: REPO_ROOT }), {
      optionsById: { twitter: { clientId: 'TEST-x-app-client-id-0001', baseUrl: x.url } },
      http: { allowLoopback: { ports: [x.port] }, retryBaseDelayMs: 1, maxRetryDelayMs: 20 },
    });
    t = await createTestApp({ plugins: Promise.resolve(plugins), clock });
    issuer = await createVerifiedIssuer(t, { ticker: 'AAPL' });
    campaignId = await createCampaign(issuer);
    const res = await issuer.post<{ article: { id: string } }>(`/api/campaigns/${campaignId}/generate-article`);
    articleId = res.body.article.id;
    await ensureAnalyticsPartitions(t.orm.em.fork(), clock.now());
  });
  beforeEach(async () => {
    await t.orm.em.fork().getConnection().execute('delete from analytics');
    x.reset();
    xMetrics.clear();
    connected = true;
    clock.set('2026-04-01T09:00:00Z');
    posts = [
      {
        articleId,
        organizationId: issuer.organizationId,
        platform: 'twitter',
        postId: '1790000000000000001',
        publishedAt: new Date('2026-03-31T12:00:00Z'),
      },
    ];
  });
  afterAll(async () => {
    await t?.close();
    await x?.close();
  });

  it("stores X's figures under the spec's mapping (views, likes, retweets as shares, clicks), as the day's row, set not added", async () => {
    xMetrics.set('1790000000000000001', { impression_count: 1520, like_count: 31, retweet_count: 4, url_link_clicks: 57 });
    const outcome = await service().pull(articleId);
    expect(outcome).toEqual({ articleId, stored: ['twitter'], empty: [], failed: [] });
    const request = x.requests[0];
    expect(request.path).toBe('/2/tweets/1790000000000000001');
    expect(request.headers.authorization).toBe(`Bearer ${X_CREDENTIALS.accessToken}`);
    expect(await rows()).toEqual([{ platform: 'twitter', date: '2026-04-01', views: 1520, clicks: 57, shares: 4, likes: 31, comments: 0 }]);

    // The same day again (a Refresh, a job delivered twice): X's new totals replace the day's row.
    xMetrics.set('1790000000000000001', { impression_count: 1600, like_count: 33, retweet_count: 4, url_link_clicks: 60 });
    await service().pull(articleId);
    await service().pull(articleId);
    expect(await rows()).toEqual([{ platform: 'twitter', date: '2026-04-01', views: 1600, clicks: 60, shares: 4, likes: 33, comments: 0 }]);
    // In April's partition of the table (issue 43, point 6), where the upsert found the day's row.
    const placed = await t.orm.em
      .fork()
      .getConnection()
      .execute('select tableoid::regclass::text as partition from analytics where article_id = ?', [articleId]);
    expect(placed).toEqual([{ partition: 'analytics_y2026m04' }]);

    // The next day holds only what is new, so the sum over days is X's total.
    clock.set('2026-04-02T09:00:00Z');
    xMetrics.set('1790000000000000001', { impression_count: 1700, like_count: 40, retweet_count: 6, url_link_clicks: 61 });
    await service().pull(articleId);
    expect(await rows()).toEqual([
      { platform: 'twitter', date: '2026-04-01', views: 1600, clicks: 60, shares: 4, likes: 33, comments: 0 },
      { platform: 'twitter', date: '2026-04-02', views: 100, clicks: 1, shares: 2, likes: 7, comments: 0 },
    ]);
    // (Through the service: a day later on the manual clock, the test's session has expired.)
    const viewer = {
      userId: issuer.userId,
      role: 'issuer' as const,
      sessionId: 'test',
      organizationId: issuer.organizationId,
      memberRole: 'owner' as const,
    };
    const engagement = await t.services.engagement.engagement(t.orm.em.fork(), viewer, campaignId);
    expect(engagement.platforms.twitter).toEqual({ views: 1700, likes: 40, retweets: 6, clicks: 61, source: 'platform' });
    expect(engagement.totalEngagement).toBe(40 + 6 + 61);
  });

  it('adds up several posts of one platform (e.g. a post published again)', async () => {
    posts.push({ ...posts[0], postId: '1790000000000000002' });
    xMetrics.set('1790000000000000001', { impression_count: 100, like_count: 1, retweet_count: 0, url_link_clicks: 2 });
    xMetrics.set('1790000000000000002', { impression_count: 50, like_count: 2, retweet_count: 1, url_link_clicks: 0 });
    await service().pull(articleId);
    expect(await rows()).toEqual([{ platform: 'twitter', date: '2026-04-01', views: 150, clicks: 2, shares: 1, likes: 3, comments: 0 }]);
  });

  it('stores nothing for a platform that measures nothing (Medium) and calls no platform in sandbox', async () => {
    posts = [
      {
        articleId,
        organizationId: issuer.organizationId,
        platform: 'medium',
        postId: 'a1b2c3d4e5f6',
        publishedAt: new Date('2026-03-31T12:00:00Z'),
      },
    ];
    expect(await service().pull(articleId)).toEqual({ articleId, stored: [], empty: ['medium'], failed: [] });
    expect(await rows()).toEqual([]);

    // The default registry runs X in sandbox (no operator client id): nothing is asked, nothing stored.
    const sandboxed = await createPluginRegistry(await discoverPlugins({ rootDir: REPO_ROOT }), {
      http: { allowLoopback: { ports: [x.port] } },
    });
    expect(sandboxed.isSandbox('twitter')).toBe(true);
    posts = [
      {
        articleId,
        organizationId: issuer.organizationId,
        platform: 'twitter',
        postId: '1790000000000000001',
        publishedAt: new Date('2026-03-31T12:00:00Z'),
      },
    ];
    xMetrics.set('1790000000000000001', { impression_count: 1, like_count: 1, retweet_count: 1, url_link_clicks: 1 });
    expect(await service(sandboxed).pull(articleId)).toEqual({ articleId, stored: [], empty: [], failed: [] });
    expect(x.requests).toHaveLength(0);
    expect(await rows()).toEqual([]);
  });

  it('reports a vendor failure as retryable and a disconnected account as not, storing nothing for them', async () => {
    xMetrics.set('1790000000000000001', { impression_count: 10, like_count: 1, retweet_count: 0, url_link_clicks: 0 });
    x.failAlways(503, { title: 'Service Unavailable' });
    const down = await service().pull(articleId);
    expect(down.failed).toEqual([{ platform: 'twitter', message: expect.any(String), retryable: true }]);
    x.reset();
    connected = false;
    const gone = await service().pull(articleId);
    expect(gone.failed).toEqual([{ platform: 'twitter', message: 'The account is no longer connected.', retryable: false }]);
    expect(await rows()).toEqual([]);
  });

  it('runs as a pg-boss job: retried after a vendor failure until the figures are stored, and announced to the tracker', async () => {
    const queue = new JobQueue({ orm: t.orm, logger, pollingIntervalSeconds: 0.5 });
    const engagement = new EngagementService({
      orm: t.orm,
      articles: t.services.engagement.articles,
      clock,
      logger,
      events: t.services.events,
      market: t.services.market,
      campaigns: t.services.campaigns,
      plugins,
      publicUrl: t.config.publicUrl,
      posts: source,
      rateLimits: t.services.rateLimits,
      linkAllowList: { verifiedWebsite: async () => null, confirmedLinks: async () => [], platformHosts: async () => [] },
    });
    try {
      await queue.start();
      await engagement.attachJobs(queue);
      await queue.boss.updateQueue(PULL_JOB, { name: PULL_JOB, retryLimit: 3, retryDelay: 1, retryBackoff: false });
      const updates = t.services.events.subscribe(`engagement.updated:${campaignId}`);
      xMetrics.set('1790000000000000001', { impression_count: 77, like_count: 7, retweet_count: 1, url_link_clicks: 5 });
      x.failNext(503, { title: 'Service Unavailable' });
      x.failNext(503, { title: 'Service Unavailable' });
      x.failNext(503, { title: 'Service Unavailable' });
      x.failNext(503, { title: 'Service Unavailable' });
      const jobId = await queue.send(PULL_JOB, { articleId });
      expect(jobId).not.toBeNull();
      await expect.poll(async () => (await rows()).length, { timeout: 25_000, interval: 200 }).toBe(1);
      expect(await rows()).toEqual([{ platform: 'twitter', date: '2026-04-01', views: 77, clicks: 5, shares: 1, likes: 7, comments: 0 }]);
      const { value } = await updates.next();
      expect(value).toMatchObject({ campaignId, reason: 'platform' });
      await updates.return();
      await expect.poll(async () => (await queue.job(PULL_JOB, jobId!))?.state, { timeout: 10_000 }).toBe('completed');
      // The plugin's own retries (4 attempts) all met the outage: the job failed once and pg-boss ran it again.
      expect((await queue.job(PULL_JOB, jobId!))?.retryCount).toBe(1);

      // The tracker's Refresh queues a pull on the same queue; a second one within the minute is refused.
      xMetrics.set('1790000000000000001', { impression_count: 90, like_count: 8, retweet_count: 1, url_link_clicks: 6 });
      const viewer = {
        userId: issuer.userId,
        role: 'issuer' as const,
        sessionId: 'test',
        organizationId: issuer.organizationId,
        memberRole: 'owner' as const,
      };
      expect(await engagement.refresh(t.orm.em.fork(), viewer, campaignId)).toMatchObject({ queued: true });
      await expect.poll(async () => (await rows())[0]?.views, { timeout: 15_000, interval: 200 }).toBe(90);
      await expect(engagement.refresh(t.orm.em.fork(), viewer, campaignId)).rejects.toMatchObject({ status: 429 });
    } finally {
      await queue.stop(2000);
      await engagement.close();
    }
  }, 45_000);
});
