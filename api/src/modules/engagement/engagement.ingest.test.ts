import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { countStatements } from '../../../test/fixtures/sql-counter';
import { createCampaign, createVerifiedIssuer } from '../../../test/fixtures/issuers';
import type { Orm } from '../../db/orm';
import { ManualClock } from '../../lib/clock';
import { createLogger } from '../../lib/logger';
import { ArticleDirectory } from './article-directory';
import { EngagementIngest } from './engagement.ingest';

interface Row {
  article_id: string;
  platform: string;
  date: string;
  views: number;
  clicks: number;
  shares: number;
}

/** An ORM whose statements fail while `failing` is set (a database outage), delegating to the real one otherwise. */
function flakyOrm(orm: Orm, state: { failing: boolean }): Orm {
  return {
    em: {
      getConnection: () => ({
        execute: (...args: Parameters<ReturnType<Orm['em']['getConnection']>['execute']>) => {
          if (state.failing) return Promise.reject(new Error('connection terminated unexpectedly'));
          return orm.em.getConnection().execute(...args);
        },
      }),
    },
  } as unknown as Orm;
}

describe('engagement ingest (batched writes)', () => {
  let t: TestApp;
  const articleIds: string[] = [];
  const campaignIds: string[] = [];
  const logger = createLogger('silent', false);

  async function rows(): Promise<Row[]> {
    return t.orm.em
      .fork()
      .getConnection()
      .execute(`select article_id, platform, date::text as date, views, clicks, shares from analytics order by date, platform, article_id`);
  }

  async function reset(): Promise<void> {
    await t.orm.em.fork().getConnection().execute('delete from analytics');
  }

  beforeAll(async () => {
    t = await createTestApp();
    const issuer = await createVerifiedIssuer(t, { ticker: 'AAPL' });
    const other = await createVerifiedIssuer(t, { ticker: 'MSFT' });
    for (const who of [issuer, other]) {
      const campaignId = await createCampaign(who);
      const res = await who.post<{ article: { id: string } }>(`/api/campaigns/${campaignId}/generate-article`);
      expect(res.status).toBe(201);
      articleIds.push(res.body.article.id);
      campaignIds.push(campaignId);
    }
  });
  afterAll(async () => t?.close());

  it('writes a burst of events as counters, in one statement, and announces each touched campaign once', async () => {
    await reset();
    const announced: string[][] = [];
    const ingest = new EngagementIngest({ orm: t.orm, clock: new ManualClock(new Date('2026-03-02T10:00:00Z')), logger, articles: new ArticleDirectory(t.orm), onFlushed: (ids) => announced.push(ids), maxPending: 1_000_000 });
    for (let i = 0; i < 3000; i++) ingest.record({ articleId: articleIds[0], platform: 'web', kind: 'view' });
    for (let i = 0; i < 120; i++) ingest.record({ articleId: articleIds[0], platform: 'web', kind: 'click' });
    for (let i = 0; i < 45; i++) ingest.record({ articleId: articleIds[1], platform: 'web:twitter', kind: 'view' });
    expect(ingest.pendingCount).toBe(3165);
    expect(await rows()).toEqual([]);

    // Warm the article lookup so the flush is the write alone.
    await ingest.flush();
    await reset();
    for (let i = 0; i < 3000; i++) ingest.record({ articleId: articleIds[0], platform: 'web', kind: 'view' });
    for (let i = 0; i < 45; i++) ingest.record({ articleId: articleIds[1], platform: 'web:twitter', kind: 'view' });
    announced.length = 0;
    const { result, statements } = await countStatements(t.orm, () => ingest.flush());
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^insert into analytics .* on conflict \(article_id, platform, date\) do update/);
    expect(result).toEqual({ written: 3045, kept: 0, discarded: 0 });
    expect(announced).toEqual([expect.arrayContaining(campaignIds)]);
    expect(await rows()).toEqual([
      { article_id: articleIds[0], platform: 'web', date: '2026-03-02', views: 3000, clicks: 0, shares: 0 },
      { article_id: articleIds[1], platform: 'web:twitter', date: '2026-03-02', views: 45, clicks: 0, shares: 0 },
    ]);
  });

  it('adds to the day row on later flushes and starts a new row on a new day', async () => {
    await reset();
    const clock = new ManualClock(new Date('2026-03-02T23:59:58Z'));
    const ingest = new EngagementIngest({ orm: t.orm, clock, logger, articles: new ArticleDirectory(t.orm) });
    ingest.record({ articleId: articleIds[0], platform: 'web', kind: 'view', count: 2 });
    await ingest.flush();
    ingest.record({ articleId: articleIds[0], platform: 'web', kind: 'view' });
    clock.advance(5000);
    ingest.record({ articleId: articleIds[0], platform: 'web', kind: 'view' });
    await ingest.flush();
    expect((await rows()).map((r) => [r.date, r.views])).toEqual([
      ['2026-03-02', 3],
      ['2026-03-03', 1],
    ]);
  });

  it('keeps the counts of a failed write and writes them, exactly once, when the database is back', async () => {
    await reset();
    const state = { failing: false };
    const orm = flakyOrm(t.orm, state);
    const articles = new ArticleDirectory(t.orm);
    await articles.findMany(articleIds);
    const ingest = new EngagementIngest({ orm, clock: new ManualClock(new Date('2026-03-05T12:00:00Z')), logger, articles });
    for (let i = 0; i < 500; i++) ingest.record({ articleId: articleIds[0], platform: 'web', kind: 'view' });
    state.failing = true;
    expect(await ingest.flush()).toEqual({ written: 0, kept: 500, discarded: 0 });
    expect(await ingest.flush()).toEqual({ written: 0, kept: 500, discarded: 0 });
    // Recorded during the outage: added to what is kept.
    for (let i = 0; i < 7; i++) ingest.record({ articleId: articleIds[0], platform: 'web', kind: 'click' });
    expect(ingest.pendingCount).toBe(507);
    expect(await rows()).toEqual([]);
    state.failing = false;
    expect(await ingest.flush()).toEqual({ written: 507, kept: 0, discarded: 0 });
    expect(ingest.stats).toMatchObject({ pending: 0, written: 507, failedFlushes: 2 });
    expect(await rows()).toEqual([{ article_id: articleIds[0], platform: 'web', date: '2026-03-05', views: 500, clicks: 7, shares: 0 }]);
  });

  it('drops the counts of an article deleted since it was looked up, and still writes the others', async () => {
    await reset();
    const issuer = await createVerifiedIssuer(t, { ticker: 'NVDA' });
    const campaignId = await createCampaign(issuer);
    const doomed = (await issuer.post<{ article: { id: string } }>(`/api/campaigns/${campaignId}/generate-article`)).body.article.id;
    const articles = new ArticleDirectory(t.orm);
    const ingest = new EngagementIngest({ orm: t.orm, clock: new ManualClock(new Date('2026-03-08T09:00:00Z')), logger, articles });
    expect(await articles.find(doomed)).not.toBeNull(); // cached, as the tracking endpoint leaves it
    ingest.record({ articleId: doomed, platform: 'web', kind: 'view', count: 5 });
    ingest.record({ articleId: articleIds[0], platform: 'web', kind: 'view', count: 2 });
    await t.orm.em.fork().getConnection().execute('delete from campaigns where id = ?', [campaignId]);
    const outcome = await ingest.flush();
    expect(outcome.kept).toBe(0);
    expect(ingest.pendingCount).toBe(0);
    expect(await rows()).toEqual([{ article_id: articleIds[0], platform: 'web', date: '2026-03-08', views: 2, clicks: 0, shares: 0 }]);
  });

  it('flushes on its own when the pending limit is reached, and on close writes what is left', async () => {
    await reset();
    const ingest = new EngagementIngest({ orm: t.orm, clock: new ManualClock(new Date('2026-03-06T09:00:00Z')), logger, articles: new ArticleDirectory(t.orm), maxPending: 100, flushIntervalMs: 60_000 });
    for (let i = 0; i < 100; i++) ingest.record({ articleId: articleIds[1], platform: 'web', kind: 'view' });
    await expect.poll(async () => (await rows())[0]?.views, { timeout: 5000 }).toBe(100);
    for (let i = 0; i < 42; i++) ingest.record({ articleId: articleIds[1], platform: 'web', kind: 'share' });
    await ingest.close();
    expect(await rows()).toEqual([{ article_id: articleIds[1], platform: 'web', date: '2026-03-06', views: 100, clicks: 0, shares: 42 }]);
  });

  it('writes on the interval without being asked', async () => {
    await reset();
    const ingest = new EngagementIngest({ orm: t.orm, clock: new ManualClock(new Date('2026-03-07T09:00:00Z')), logger, articles: new ArticleDirectory(t.orm), flushIntervalMs: 50 });
    ingest.record({ articleId: articleIds[0], platform: 'web', kind: 'view' });
    await expect.poll(async () => (await rows()).length, { timeout: 5000 }).toBe(1);
    await ingest.close();
  });
});
