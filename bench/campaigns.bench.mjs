// Issue "campaigns and AI-written articles": with 100 issuers × 100 campaigns in PostgreSQL, GET /api/campaigns and
// GET /api/stats at 50 connections for one signed-in issuer; the SQL statements of the dashboard's GraphQL query
// for 10 versus 100 campaigns (must not grow with N); the composer's time for one article.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { load, root, startApp, table, withClient } from './lib.mjs';

const ISSUERS = 100;
const CAMPAIGNS_PER_ISSUER = 100;
const COMPOSER_RUNS = 50;
const PASSWORD = 'Bench-Otter-42!';

const DASHBOARD_QUERY = `{
  dashboardStats { activeCampaigns articlesPublished totalEngagement revenue changes { activeCampaigns articlesPublished totalEngagement revenue } unreadNotifications }
  campaigns(pageSize: 100) { total items { id companyName ticker status sector budget createdAt title articleId articleStatus } }
  notifications { unread items { id kind title } }
}`;

const cpuCell = ({ cpu }) => [cpu.server, cpu.postgres, cpu.loadgen].map((v) => v ?? '?').join(' / ');

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * 99 issuers beside the signed-up one, 100 campaigns each (all before this month, so the signed-up issuer's quota
 * stays free for the generation runs), an article on every other campaign, engagement and charges.
 */
async function seed(databaseUrl, mainUserId) {
  await withClient(databaseUrl, async (db) => {
    await db.query(
      `insert into users (id, username, password_hash, email, ticker, company_name, verification_status, plan)
       select gen_random_uuid(), 'bench_' || g, 'not-a-hash', 'bench_' || g || '@bench.test', 'BN' || g, 'Bench Issuer ' || g, 'verified', 'pro'
       from generate_series(1, $1::int) g`,
      [ISSUERS - 1],
    );
    await db.query(
      `insert into campaigns (id, user_id, title, company_name, ticker, sector, tone, budget, status, created_at, updated_at)
       select gen_random_uuid(), u.id, 'Campaign ' || g, coalesce(u.company_name, 'Bench'), coalesce(u.ticker, 'BN'), 'technology', 'neutral', 'pro',
              (array['draft', 'scheduled', 'published'])[1 + g % 3], now() - make_interval(days => 32 + g * 3), now()
       from users u cross join generate_series(1, $1::int) g
       where u.username like 'bench\\_%' or u.id = $2`,
      [CAMPAIGNS_PER_ISSUER, mainUserId],
    );
    await db.query(
      `insert into articles (id, campaign_id, user_id, title, content, body, status, published_at, created_at, updated_at)
       select gen_random_uuid(), c.id, c.user_id, c.title, 'Text', 'Text', case when c.status = 'published' then 'published' else 'draft' end,
              case when c.status = 'published' then c.created_at end, c.created_at, c.created_at
       from (select c.*, row_number() over (partition by user_id order by created_at) as n from campaigns c) c where c.n % 2 = 0`,
    );
    await db.query(
      `insert into analytics (id, article_id, user_id, platform, views, clicks, shares, likes, comments, date)
       select gen_random_uuid(), a.id, a.user_id, 'twitter', 500, 20, 5, 30, 4, (a.created_at)::date from articles a where a.status = 'published'`,
    );
    await db.query(
      `insert into charges (id, user_id, campaign_id, kind, amount_cents, reference, description, created_at, updated_at)
       select gen_random_uuid(), a.user_id, a.campaign_id, 'campaign', 499900, 'campaign:' || a.campaign_id, 'Pro plan', a.created_at, a.created_at from articles a`,
    );
    await db.query('analyze');
  });
}

async function signUp(base) {
  const res = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'bench_main',
      email: 'main@bench.test',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      companyName: 'Apple Inc.',
      ticker: 'AAPL',
      contactName: 'Bench',
    }),
  });
  if (res.status !== 201) throw new Error(`signup answered ${res.status}: ${await res.text()}`);
  const { userId } = await res.json();
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('iw_session='))
    ?.split(';')[0];
  return { userId, cookie };
}

/** In process (tsx): the dashboard GraphQL query's statements for an issuer with 10 and with 100 campaigns, and the composer's time. */
async function inProcess(databaseUrl, largeUserId) {
  register({ tsconfig: path.join(root, 'api/tsconfig.json') });
  await import('reflect-metadata');
  const api = (p) => import(path.join(root, 'api', p));
  const { loadConfig } = await api('src/config.ts');
  const { initORM } = await api('src/db/orm.ts');
  const { createLogger } = await api('src/lib/logger.ts');
  const { loadPlugins } = await api('src/plugins/load-plugins.ts');
  const { createServices } = await api('src/services.ts');
  const { buildServer } = await api('src/server.ts');
  const { countStatements } = await api('test/fixtures/sql-counter.ts');
  const { ComposerContentModel } = await api('src/ai/index.ts');
  const { FULL_ARTICLE } = await api('src/ai/__fixtures__/content-requests.ts');

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'iw-bench-campaigns-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    MAIL_LOG: 'true',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    CREDENTIALS_KEY: randomBytes(32).toString('hex'),
  });
  const logger = createLogger('silent', false);
  const orm = await initORM({ databaseUrl });
  const services = createServices({ config, orm, logger, plugins: await loadPlugins(config, logger) });
  const app = await buildServer({ config, orm, logger, services, webDist: path.join(dataDir, 'no-web') });
  await app.ready();
  try {
    // The small issuer: one of the seeded ones, trimmed to 10 campaigns.
    const [{ id: smallUserId }] = await orm.em.fork().getConnection().execute(`select id from users where username = 'bench_1'`);
    await orm.em
      .fork()
      .getConnection()
      .execute(
        `delete from campaigns where user_id = ? and id not in (select id from campaigns where user_id = ? order by created_at desc limit 10)`,
        [smallUserId, smallUserId],
      );
    const statementsFor = async (userId) => {
      const { token } = await services.sessions.issue(userId, { ip: '127.0.0.1', userAgent: 'bench' });
      const ask = () =>
        app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json', cookie: `iw_session=${token}` },
          payload: { query: DASHBOARD_QUERY },
        });
      await ask(); // warm: metadata, session touch
      const { result, statements } = await countStatements(orm, ask);
      const body = result.json();
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return { statements: statements.length, campaigns: body.data.campaigns.items.length };
    };
    const small = await statementsFor(smallUserId);
    const large = await statementsFor(largeUserId);

    // A cache miss end to end: a change commits (the dashboard version moves), then the answer is rebuilt.
    const { token: largeToken } = await services.sessions.issue(largeUserId, { ip: '127.0.0.1', userAgent: 'bench' });
    const missFor = async (url) => {
      const times = [];
      for (let i = 0; i < 60; i++) {
        await orm.em
          .fork()
          .getConnection()
          .execute(`update campaigns set updated_at = now() where id = (select id from campaigns where user_id = ? limit 1)`, [
            largeUserId,
          ]);
        const started = performance.now();
        const res = await app.inject({ method: 'GET', url, headers: { cookie: `iw_session=${largeToken}` } });
        if (i >= 10) times.push(performance.now() - started); // the first 10 warm up
        if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
      }
      return median(times);
    };
    const misses = { list: await missFor('/api/campaigns'), stats: await missFor('/api/stats') };

    const model = new ComposerContentModel();
    const times = [];
    let words = 0;
    for (let i = 0; i < COMPOSER_RUNS; i++) {
      const started = performance.now();
      const out = await model.generate({ ...FULL_ARTICLE, variationSeed: `bench-${i}` });
      times.push(performance.now() - started);
      words = out.wordCount;
    }
    return { small, large, misses, composer: { median: median(times), max: Math.max(...times), words } };
  } finally {
    await app.close();
    await orm.close(true);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return 'Skipped: set DATABASE_URL to a PostgreSQL server (the suite creates and drops its own database).';
  const name = `iw_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await withClient(serverUrl, (db) => db.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  let app;
  try {
    app = await startApp({ DATABASE_URL: databaseUrl });
    const main = await signUp(app.base);
    await withClient(databaseUrl, (db) =>
      db.query(`update users set verification_status = 'verified', verified_at = now(), plan = 'agency' where id = $1`, [main.userId]),
    );
    await seed(databaseUrl, main.userId);

    const headers = { cookie: main.cookie };
    // Same server, same session lookup, one trivial statement: the yardstick for the two routes (on a busy machine too).
    const server = { serverPid: app.child.pid };
    const baseline = await load({ url: `${app.base}/api/health`, headers }, server);
    const list = await load({ url: `${app.base}/api/campaigns`, headers }, server);
    const stats = await load({ url: `${app.base}/api/stats`, headers }, server);

    // One generation end to end (composer), on fresh campaigns of the signed-in issuer.
    const generations = [];
    for (let i = 0; i < 10; i++) {
      const created = await fetch(`${app.base}/api/campaigns`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({
          title: `Bench ${i}`,
          companyName: 'Apple Inc.',
          ticker: 'AAPL',
          sector: 'technology',
          tone: 'analytical',
          highlights: 'Line one\nLine two',
          format: 'press-release', // a feature needs a full brief (brief_too_thin)
          budget: 'pro',
        }),
      });
      const { id } = await created.json();
      const started = performance.now();
      const res = await fetch(`${app.base}/api/campaigns/${id}/generate-article`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
      });
      if (res.status !== 201) throw new Error(`generate-article answered ${res.status}: ${await res.text()}`);
      generations.push(performance.now() - started);
    }
    await app.stop();
    app = undefined;

    const measured = await inProcess(databaseUrl, main.userId);
    return [
      table(
        [
          'route (one issuer of 100, 100 campaigns each), 50 connections',
          'req/s',
          'p99 ms',
          'ratio to health',
          'CPU µs/request: server / PostgreSQL / load generator',
          'errors',
        ],
        [
          ['GET /api/health (baseline, signed in)', baseline.rps.toFixed(0), baseline.p99, '1.00', cpuCell(baseline), baseline.errors],
          [
            'GET /api/campaigns (bare list, 100 items)',
            list.rps.toFixed(0),
            list.p99,
            (list.rps / baseline.rps).toFixed(2),
            cpuCell(list),
            list.errors,
          ],
          ['GET /api/stats', stats.rps.toFixed(0), stats.p99, (stats.rps / baseline.rps).toFixed(2), cpuCell(stats), stats.errors],
        ],
      ),
      '',
      table(
        ['measure', 'value', 'target'],
        [
          [`dashboard GraphQL query, SQL statements: ${measured.small.campaigns} campaigns`, measured.small.statements, '—'],
          [`dashboard GraphQL query, SQL statements: ${measured.large.campaigns} campaigns`, measured.large.statements, 'same as for 10'],
          [
            'GET /api/campaigns after a change (cache miss, answer rebuilt), one request at a time: median of 50',
            `${measured.misses.list.toFixed(2)} ms`,
            '—',
          ],
          [
            'GET /api/stats after a change (cache miss, answer rebuilt), one request at a time: median of 50',
            `${measured.misses.stats.toFixed(2)} ms`,
            '—',
          ],
          [
            `composer, one article (${measured.composer.words} words): median of ${COMPOSER_RUNS}`,
            `${measured.composer.median.toFixed(2)} ms (max ${measured.composer.max.toFixed(1)} ms)`,
            '—',
          ],
          ['POST /api/campaigns/{id}/generate-article (composer, end to end): median of 10', `${median(generations).toFixed(1)} ms`, '—'],
        ],
      ),
    ].join('\n');
  } finally {
    if (app) await app.stop();
    await withClient(serverUrl, (db) => db.query(`drop database if exists ${name} with (force)`));
  }
}
