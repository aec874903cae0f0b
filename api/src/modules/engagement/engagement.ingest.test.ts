import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { countStatements } from '../../../test/fixtures/sql-counter';
import { createCampaign, createVerifiedIssuer } from '../../../test/fixtures/issuers';
import type { Orm } from '../../db/orm';
import { ManualClock } from '../../lib/clock';
import { createLogger } from '../../lib/logger';
import { ArticleDirectory } from '../articles/article-directory';
import { EngagementIngest, IngestWriteError, type TrackingHit } from './engagement.ingest';
import { READER_WINDOW_MS } from './readers';

interface Row {
  article_id: string;
  platform: string;
  date: string;
  views: number;
  clicks: number;
  shares: number;
}

/** An ORM whose statements fail while `failing` is set (a database outage), the real one otherwise. */
function flakyOrm(orm: Orm, state: { failing: boolean }): Orm {
  const down = { execute: () => Promise.reject(new Error('connection terminated unexpectedly')) };
  return { em: { config: orm.em.config, getConnection: () => (state.failing ? down : orm.em.getConnection()) } } as unknown as Orm;
}

/** A distinct reader key (32 hex digits) per number. */
const reader = (n: number) => n.toString(16).padStart(32, '0');

describe('engagement ingest (group commit, one count per reader per window)', () => {
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

  async function readerRows(): Promise<number> {
    const [row] = await t.orm.em.fork().getConnection().execute<{ n: string }[]>('select count(*) as n from tracking_readers');
    return Number(row.n);
  }

  async function reset(): Promise<void> {
    await t.orm.em.fork().getConnection().execute('delete from analytics');
    await t.orm.em.fork().getConnection().execute('delete from tracking_readers');
  }

  const ingestAt = (at: string, extra: Partial<ConstructorParameters<typeof EngagementIngest>[0]> = {}) => {
    const clock = new ManualClock(new Date(at));
    return { clock, ingest: new EngagementIngest({ orm: t.orm, clock, logger, articles: new ArticleDirectory(t.orm), ...extra }) };
  };

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

  it('writes hits that arrive together in one statement per 2 000, answers each once it committed, and announces each campaign', async () => {
    await reset();
    const announced: string[][] = [];
    const { ingest } = ingestAt('2026-03-02T10:00:00Z', { onFlushed: (ids) => announced.push(ids) });
    const hits: TrackingHit[] = [
      ...Array.from({ length: 3000 }, (_, i): TrackingHit => ({
        articleId: articleIds[0],
        platform: 'web',
        kind: 'view',
        reader: reader(i),
      })),
      ...Array.from({ length: 120 }, (_, i): TrackingHit => ({
        articleId: articleIds[0],
        platform: 'web',
        kind: 'click',
        reader: reader(i),
      })),
      ...Array.from({ length: 45 }, (_, i): TrackingHit => ({
        articleId: articleIds[1],
        platform: 'web:twitter',
        kind: 'view',
        reader: reader(i),
      })),
    ];
    const { result, statements } = await countStatements(t.orm, async () => {
      const answers = hits.map((hit) => ingest.record(hit).then(async (counted) => ({ counted, stored: (await rows()).length > 0 })));
      return Promise.all(answers);
    });
    // Every answer came after its write: the counters were already there when it resolved.
    expect(result.every((a) => a.counted && a.stored)).toBe(true);
    expect(statements.filter((s) => s.startsWith('with hit'))).toHaveLength(2);
    expect(announced.flat()).toEqual(expect.arrayContaining(campaignIds));
    expect(await rows()).toEqual([
      { article_id: articleIds[0], platform: 'web', date: '2026-03-02', views: 3000, clicks: 120, shares: 0 },
      { article_id: articleIds[1], platform: 'web:twitter', date: '2026-03-02', views: 45, clicks: 0, shares: 0 },
    ]);
    expect(ingest.stats).toMatchObject({ waiting: 0, counted: 3165, repeats: 0 });
  });

  it('counts a reader once per article and kind within 30 minutes, in one batch or across batches', async () => {
    await reset();
    const { clock, ingest } = ingestAt('2026-03-03T09:00:00Z');
    const view = (n: number, articleId = articleIds[0]) => ingest.record({ articleId, platform: 'web', kind: 'view', reader: reader(n) });
    expect(await Promise.all([view(1), view(1), view(1), view(2)])).toEqual([true, false, false, true]);
    expect(await view(1)).toBe(false);
    // Another article, or a click, is another count.
    expect(await view(1, articleIds[1])).toBe(true);
    expect(await ingest.record({ articleId: articleIds[0], platform: 'web', kind: 'click', reader: reader(1) })).toBe(true);
    clock.advance(READER_WINDOW_MS - 1000);
    expect(await view(1)).toBe(false);
    clock.advance(1000);
    expect(await view(1)).toBe(true);
    const byArticle = Object.fromEntries((await rows()).map((r) => [r.article_id, [r.views, r.clicks]]));
    expect(byArticle).toEqual({ [articleIds[0]]: [3, 1], [articleIds[1]]: [1, 0] });
    expect(ingest.stats).toMatchObject({ counted: 5, repeats: 4 });
  });

  it('answers a repeat of a reader it counted and committed without writing again, and writes again once the window has passed', async () => {
    await reset();
    const { clock, ingest } = ingestAt('2026-03-03T15:00:00Z');
    const view = () => ingest.record({ articleId: articleIds[0], platform: 'web', kind: 'view', reader: reader(7) });
    expect(await view()).toBe(true);
    const { result, statements } = await countStatements(t.orm, async () => Promise.all(Array.from({ length: 50 }, view)));
    expect(result.every((counted) => counted === false)).toBe(true);
    expect(statements.filter((s) => s.startsWith('with hit'))).toHaveLength(0);
    clock.advance(READER_WINDOW_MS);
    expect(await view()).toBe(true);
    expect((await rows())[0]).toMatchObject({ views: 2 });
    expect(ingest.stats).toMatchObject({ counted: 2, repeats: 50, writes: 2 });
  });

  it('adds to the day row and starts a new row on a new day', async () => {
    await reset();
    const { clock, ingest } = ingestAt('2026-03-02T23:59:58Z');
    await Promise.all([0, 1].map((n) => ingest.record({ articleId: articleIds[0], platform: 'web', kind: 'view', reader: reader(n) })));
    clock.advance(5000);
    await ingest.record({ articleId: articleIds[0], platform: 'web', kind: 'view', reader: reader(7) });
    expect((await rows()).map((r) => [r.date, r.views])).toEqual([
      ['2026-03-02', 2],
      ['2026-03-03', 1],
    ]);
  });

  it('rejects the hits of a failed write and stores nothing of them, so the same readers count when the database is back', async () => {
    await reset();
    const state = { failing: false };
    const articles = new ArticleDirectory(t.orm);
    await articles.findMany(articleIds);
    const ingest = new EngagementIngest({
      orm: flakyOrm(t.orm, state),
      clock: new ManualClock(new Date('2026-03-05T12:00:00Z')),
      logger,
      articles,
    });
    state.failing = true;
    const hits = Array.from({ length: 50 }, (_, i) =>
      ingest.record({ articleId: articleIds[0], platform: 'web', kind: 'view', reader: reader(i) }),
    );
    const outcomes = await Promise.allSettled(hits);
    expect(outcomes.every((o) => o.status === 'rejected' && o.reason instanceof IngestWriteError)).toBe(true);
    expect(await rows()).toEqual([]);
    expect(await readerRows()).toBe(0);
    state.failing = false;
    const again = await Promise.all(
      Array.from({ length: 50 }, (_, i) => ingest.record({ articleId: articleIds[0], platform: 'web', kind: 'view', reader: reader(i) })),
    );
    expect(again.every(Boolean)).toBe(true);
    expect(ingest.stats).toMatchObject({ counted: 50, failedWrites: 1 });
    expect(await rows()).toEqual([{ article_id: articleIds[0], platform: 'web', date: '2026-03-05', views: 50, clicks: 0, shares: 0 }]);
  });

  it('answers false for an article deleted since it was looked up, and still counts the others', async () => {
    await reset();
    const issuer = await createVerifiedIssuer(t, { ticker: 'NVDA' });
    const campaignId = await createCampaign(issuer);
    const doomed = (await issuer.post<{ article: { id: string } }>(`/api/campaigns/${campaignId}/generate-article`)).body.article.id;
    const { ingest } = ingestAt('2026-03-08T09:00:00Z');
    await t.orm.em.fork().getConnection().execute('delete from campaigns where id = ?', [campaignId]);
    const answers = await Promise.all([
      ingest.record({ articleId: doomed, platform: 'web', kind: 'view', reader: reader(1) }),
      ingest.record({ articleId: articleIds[0], platform: 'web', kind: 'view', reader: reader(1) }),
    ]);
    expect(answers).toEqual([false, true]);
    expect(await rows()).toEqual([{ article_id: articleIds[0], platform: 'web', date: '2026-03-08', views: 1, clicks: 0, shares: 0 }]);
  });

  it('deletes reader keys once they are past the window, and refuses hits after close', async () => {
    await reset();
    const { clock, ingest } = ingestAt('2026-03-09T09:00:00Z');
    await Promise.all([1, 2, 3].map((n) => ingest.record({ articleId: articleIds[0], platform: 'web', kind: 'view', reader: reader(n) })));
    expect(await readerRows()).toBe(3);
    clock.advance(READER_WINDOW_MS + 60_000);
    await ingest.record({ articleId: articleIds[0], platform: 'web', kind: 'view', reader: reader(9) });
    await ingest.flush();
    expect(await readerRows()).toBe(1);
    await ingest.close();
    await expect(ingest.record({ articleId: articleIds[0], platform: 'web', kind: 'view', reader: reader(10) })).rejects.toThrow(/closed/);
  });
});
