// Issue 43, point 6: `analytics` partitioned by month, on both databases. The migration's shape and copy,
// where hits land and how they add up, partitions made ahead (at start-up, daily, idempotently), the
// default partition's rows blocking a month, and cascading deletes through the partitions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCampaign, createVerifiedIssuer, type Issuer } from '../../../test/fixtures/issuers';
import { ManualClock } from '../../lib/clock';
import { createLogger } from '../../lib/logger';
import { ArticleDirectory } from '../articles/article-directory';
import { ANALYTICS_PARTITIONS_JOB, ensureAnalyticsPartitions, partitionName } from './analytics-partitions';
import { EngagementIngest } from './engagement.ingest';

const BEFORE_PARTITIONS = 'migration-20261129180500-rate-limit-hits';

describe('analytics partitioned by month', () => {
  let t: TestApp;
  let issuer: Issuer;
  let campaignId: string;
  let articleId: string;
  const clock = new ManualClock(new Date('2029-07-10T12:00:00Z'));

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    t.orm.em.fork().getConnection().execute<T[]>(query, params);

  async function partitions(): Promise<string[]> {
    const rows = await sql<{ name: string }>(
      `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'analytics'::regclass order by 1`,
    );
    return rows.map((r) => r.name);
  }

  /** Each analytics row of the article with the partition that holds it. */
  async function placed(id = articleId) {
    return sql<{ partition: string; platform: string; date: string; views: number; clicks: number }>(
      `select tableoid::regclass::text as partition, platform, date::text as date, views, clicks from analytics where article_id = ? order by date, platform`,
      [id],
    );
  }

  async function newArticle(who: Issuer, campaign: string): Promise<string> {
    const res = await who.post<{ article: { id: string } }>(`/api/campaigns/${campaign}/generate-article`);
    expect(res.status).toBe(201);
    return res.body.article.id;
  }

  beforeAll(async () => {
    // With the job queue, so the engagement module's start-up runs as in production (at the clock's time).
    t = await createTestApp({ clock, jobs: true });
    issuer = await createVerifiedIssuer(t, { ticker: 'PART' });
    campaignId = await createCampaign(issuer);
    articleId = await newArticle(issuer, campaignId);
  });
  afterAll(async () => t?.close());

  it('is a table partitioned by range of date, with a default partition, made ahead at start-up and scheduled daily', async () => {
    const [shape] = await sql<{ strategy: string; key: string }>(
      `select partstrat as strategy, pg_get_partkeydef('analytics'::regclass) as key from pg_partitioned_table where partrelid = 'analytics'::regclass`,
    );
    expect(shape).toEqual({ strategy: 'r', key: 'RANGE (date)' });
    // The migration made its own month and the 3 after it (the template database may be older than today);
    // start-up made the clock's month and the 3 after it.
    const [migrated] = await sql<{ at: Date }>(
      `select executed_at as at from mikro_orm_migrations where name like '%analytics-partitions'`,
    );
    const now = new Date(migrated.at);
    const migrationMonths = [0, 1, 2, 3].map((n) =>
      partitionName(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + n, 1)).toISOString()),
    );
    expect(await partitions()).toEqual(
      expect.arrayContaining([
        'analytics_default',
        ...migrationMonths,
        'analytics_y2029m07',
        'analytics_y2029m08',
        'analytics_y2029m09',
        'analytics_y2029m10',
      ]),
    );
    expect(await partitions()).not.toContain('analytics_y2029m11');
    const [schedule] = await sql<{ cron: string }>(`select cron from pgboss.schedule where name = ?`, [ANALYTICS_PARTITIONS_JOB]);
    expect(schedule.cron).toBe('41 2 * * *');
  });

  it("puts a day's hits in its month's partition and adds them up on conflict", async () => {
    const ingest = new EngagementIngest({
      orm: t.orm,
      clock,
      logger: createLogger('silent', false),
      articles: new ArticleDirectory(t.orm),
    });
    const reader = (n: number) => n.toString(16).padStart(32, '0');
    await Promise.all([1, 2, 3].map((n) => ingest.record({ articleId, platform: 'web', kind: 'view', reader: reader(n) })));
    await ingest.record({ articleId, platform: 'web', kind: 'click', reader: reader(1) });
    await ingest.record({ articleId, platform: 'web', kind: 'view', reader: reader(4) });
    await ingest.close();
    expect(await placed()).toEqual([{ partition: 'analytics_y2029m07', platform: 'web', date: '2029-07-10', views: 4, clicks: 1 }]);
  });

  it('makes the months ahead once: a second run changes nothing', async () => {
    const at = new Date('2031-11-20T23:30:00Z');
    expect(await ensureAnalyticsPartitions(t.orm.em.fork(), at)).toEqual({
      created: ['analytics_y2031m11', 'analytics_y2031m12', 'analytics_y2032m01', 'analytics_y2032m02'],
      blocked: [],
    });
    const made = await partitions();
    expect(await ensureAnalyticsPartitions(t.orm.em.fork(), at)).toEqual({ created: [], blocked: [] });
    expect(await partitions()).toEqual(made);
    const [bounds] = await sql<{ bound: string }>(
      `select pg_get_expr(c.relpartbound, c.oid) as bound from pg_class c where c.relname = 'analytics_y2032m01'`,
    );
    expect(bounds.bound).toBe("FOR VALUES FROM ('2032-01-01') TO ('2032-02-01')");
  });

  it("keeps a month without a partition in the default partition, and reports that month's partition as blocked", async () => {
    await sql(
      `insert into analytics (id, article_id, organization_id, platform, views, date) values (gen_random_uuid(), ?, ?, 'web', 7, '2035-03-04')`,
      [articleId, issuer.organizationId],
    );
    expect((await placed()).find((r) => r.date === '2035-03-04')?.partition).toBe('analytics_default');
    expect(await ensureAnalyticsPartitions(t.orm.em.fork(), new Date('2035-03-01T00:00:00Z'), 1)).toEqual({
      created: ['analytics_y2035m04'],
      blocked: ['analytics_y2035m03'],
    });
  });

  it('deletes the rows of every partition with their campaign, and with their organization', async () => {
    expect((await placed()).map((r) => r.partition)).toEqual(['analytics_y2029m07', 'analytics_default']);
    await sql('delete from campaigns where id = ?', [campaignId]);
    expect(await placed()).toEqual([]);

    const campaign = await createCampaign(issuer);
    const article = await newArticle(issuer, campaign);
    for (const date of ['2029-07-11', '2031-12-01', '2040-01-01']) {
      await sql(`insert into analytics (id, article_id, organization_id, platform, date) values (gen_random_uuid(), ?, ?, 'web', ?)`, [
        article,
        issuer.organizationId,
        date,
      ]);
    }
    expect((await placed(article)).map((r) => r.partition)).toEqual(['analytics_y2029m07', 'analytics_y2031m12', 'analytics_default']);
    await sql('delete from organizations where id = ?', [issuer.organizationId]);
    const [left] = await sql<{ n: string }>('select count(*) as n from analytics where organization_id = ?', [issuer.organizationId]);
    expect(Number(left.n)).toBe(0);
  });

  it('migrates down to one table and up again, every row copied to its month (months with rows get a partition)', async () => {
    const other = await createVerifiedIssuer(t, { ticker: 'PARU' });
    const article = await newArticle(other, await createCampaign(other));
    const migrator = t.orm.getMigrator();
    await migrator.down({ to: BEFORE_PARTITIONS });
    const [plain] = await sql<{ n: string }>(`select count(*) as n from pg_partitioned_table where partrelid = 'analytics'::regclass`);
    expect(Number(plain.n)).toBe(0);
    for (const [date, views] of [
      ['2024-02-29', 5],
      ['2024-03-01', 6],
    ] as const) {
      await sql(
        `insert into analytics (id, article_id, organization_id, platform, views, date) values (gen_random_uuid(), ?, ?, 'web', ?, ?)`,
        [article, other.organizationId, views, date],
      );
    }
    await migrator.up();
    expect(await placed(article)).toEqual([
      { partition: 'analytics_y2024m02', platform: 'web', date: '2024-02-29', views: 5, clicks: 0 },
      { partition: 'analytics_y2024m03', platform: 'web', date: '2024-03-01', views: 6, clicks: 0 },
    ]);
    // The upsert's conflict target is still a unique key of the partitioned table.
    await sql(
      `insert into analytics (id, article_id, organization_id, platform, views, date) values (gen_random_uuid(), ?, ?, 'web', 1, '2024-03-01')
       on conflict (article_id, platform, date) do update set views = analytics.views + excluded.views`,
      [article, other.organizationId],
    );
    expect((await placed(article))[1].views).toBe(7);
  });
});
