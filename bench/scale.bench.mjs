// Issue 43 point 2: the cost of a read does not grow with the data. One API process per seeded database
// (iw_scale_small: 100 × 100, iw_scale_large: 10,000 × 100, both made by `npm run seed:scale`), the same
// organization signed in on both, and each read sent to both in turn by the same clients: p50 and p99, and the
// large p99 over the small one beside the 1.5× target.
import { createHash, randomBytes } from 'node:crypto';
import { percentile, startApp, table, withClient } from './lib.mjs';

const SIZES = [
  { name: 'iw_scale_small', label: '100 × 100', args: ['--organizations', '100', '--campaigns-per-org', '100', '--days', '730'] },
  { name: 'iw_scale_large', label: '10,000 × 100', args: ['--organizations', '10000', '--campaigns-per-org', '100', '--days', '730'] },
];
// Organization 42 is the same rows in both databases (the seed derives everything from the index): 100 campaigns,
// a typical issuer of the seed. Its campaign 0 is its oldest release, with every day of analytics since.
const ORG = 42;
const CONNECTIONS = 4;
const TARGET = 1.5;

const DASHBOARD_QUERY = `{
  dashboardStats { activeCampaigns articlesPublished totalEngagement revenue changes { activeCampaigns articlesPublished totalEngagement revenue } unreadNotifications }
  campaigns(first: 100) { totalCount nodes { id companyName ticker status sector budget createdAt title articleId articleStatus } }
  notifications { totalCount nodes { id kind } }
}`;
const APPROVALS_QUERY = '{ waitingForMyApproval(first: 20) { totalCount edges { node { articleId title version requestedAt } } } }';

/** The seed's ids (api/src/cli/seed-scale.rows.ts: organization, table tag, row). */
const seedId = (tag, row) => {
  const r = row.toString(16).padStart(18, '0');
  return `${(ORG + 1).toString(16).padStart(8, '0')}-${tag.toString(16).padStart(4, '0')}-4${r.slice(0, 3)}-8${r.slice(3, 6)}-${r.slice(6)}`;
};
const ORGANIZATION_TAG = 1;
const CAMPAIGN_TAG = 8;
const ARTICLE_TAG = 9;

/**
 * The engagement tracker answers a campaign's whole daily series: campaign 0 (the oldest release, every day since,
 * about two years) and the organization's second release older than 30 days (30 days of rows, as most have).
 */
async function seriesCampaigns(url) {
  const month = await withClient(url, async (db) => {
    const { rows } = await db.query(
      `select campaign_id from articles where organization_id = $1 and status = 'published' and published_at < now() - interval '30 days'
       order by campaign_id offset 1 limit 1`,
      [seedId(ORGANIZATION_TAG, 0)],
    );
    return rows[0].campaign_id;
  });
  return { twoYears: seedId(CAMPAIGN_TAG, 0), month };
}

function reads(campaigns) {
  const graphql = (query, who = 'owner') => ({ who, method: 'POST', path: '/graphql', body: JSON.stringify({ query }) });
  return [
    ['dashboard: GraphQL query', graphql(DASHBOARD_QUERY)],
    ['dashboard: GET /api/campaigns', { path: '/api/campaigns' }],
    ['dashboard: GET /api/stats', { path: '/api/stats' }],
    ["a campaign's 30-day series: GET /api/engagement/{id}", { path: `/api/engagement/${campaigns.month}` }],
    ["a campaign's 2-year series: GET /api/engagement/{id}", { path: `/api/engagement/${campaigns.twoYears}` }],
    ['analytics screen totals: GET /api/analytics (30 days)', { path: '/api/analytics' }],
    ['newsroom page: GET /newsroom/{slug}', { path: `/newsroom/issuer-${ORG}` }],
    ['newsroom feed: GET /newsroom/{slug}/feed.rss', { path: `/newsroom/issuer-${ORG}/feed.rss` }],
    ['approval queue: GraphQL waitingForMyApproval', graphql(APPROVALS_QUERY, 'approver')],
    ["audit trail's first page: GET /api/articles/{id}/versions", { path: `/api/articles/${seedId(ARTICLE_TAG, 0)}/versions` }],
    ['ticker search: GET /api/stock/search/S01', { path: '/api/stock/search/S01', who: null }],
  ];
}

/** The seed's report, kept as the database's comment by `seed:scale`; null when the database is not there. */
async function seedReport(serverUrl, name) {
  return withClient(serverUrl, async (db) => {
    const { rows } = await db.query(`select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`, [name]);
    if (!rows.length) return null;
    try {
      return JSON.parse(rows[0].comment ?? '{}');
    } catch {
      return {};
    }
  });
}

/**
 * A session for the organization's owner or approver, written as the app writes one (sha256 of a random token):
 * the seeded team members have two factors on, whose secret is sealed with a key the seed does not know.
 */
async function sessionCookie(url, role) {
  const token = randomBytes(32).toString('base64url');
  await withClient(url, (db) =>
    db.query(
      `insert into sessions (id, user_id, token_hash, last_seen_at, idle_expires_at, expires_at)
       select gen_random_uuid(), id, $2, now(), now() + interval '1 day', now() + interval '1 day' from users where username = $1`,
      [`scale_${ORG}_${role}`, createHash('sha256').update(token).digest('hex')],
    ),
  );
  return `iw_session=${token}`;
}

/** One request of `read` to `base`; its time in ms (throws on an error answer: a bench measures what works). */
async function timed(base, cookies, read) {
  const who = read.who === undefined ? 'owner' : read.who;
  const started = performance.now();
  const res = await fetch(`${base}${read.path}`, {
    method: read.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(who ? { cookie: cookies[who] } : {}) },
    body: read.body,
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (!res.ok || text.includes('"errors"')) throw new Error(`${read.path} answered ${res.status}: ${text.slice(0, 300)}`);
  return ms;
}

/**
 * CONNECTIONS clients for BENCH_SECONDS (default 10, after 2 s of warm-up), each sending the read to the small
 * and the large database in turn (which goes first alternates): on a machine shared with other work, both sizes
 * then meet the same load at the same moments, where two windows one after the other did not (ratios swung
 * 0.25–3 between runs). Answers p50 and p99 per size, in ms.
 */
async function measurePair(targets, read) {
  const loop = async (seconds, samples) => {
    const until = performance.now() + seconds * 1000;
    let turn = 0;
    while (performance.now() < until) {
      const order = turn++ % 2 ? [1, 0] : [0, 1];
      for (const i of order) samples?.[i].push(await timed(targets[i].base, targets[i].cookies, read));
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, () => loop(2)));
  const samples = [[], []];
  await Promise.all(Array.from({ length: CONNECTIONS }, () => loop(Number(process.env.BENCH_SECONDS ?? 10), samples)));
  const round = (v) => Math.round(v * 10) / 10;
  return samples.map((times) => ({ p50: round(percentile(times, 50)), p99: round(percentile(times, 99)), n: times.length }));
}

async function readsAtBothSizes() {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const urls = SIZES.map(({ name }) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  });
  const reports = await Promise.all(SIZES.map(({ name }) => seedReport(serverUrl, name)));
  const missing = SIZES.filter((_, i) => !reports[i]);
  if (missing.length) {
    return `Skipped: seed ${missing.map((s) => `${s.name} (npm run seed:scale -- ${s.args.join(' ')} --database-url <server>/${s.name})`).join(' and ')} first.`;
  }
  const apps = [];
  try {
    for (const url of urls) apps.push(await startApp({ DATABASE_URL: url }));
    const cookies = await Promise.all(
      urls.map(async (url) => ({ owner: await sessionCookie(url, 'owner'), approver: await sessionCookie(url, 'approver') })),
    );
    const campaigns = await seriesCampaigns(urls[0]);
    const rows = [];
    for (const [label, read] of reads(campaigns)) {
      const [small, large] = await measurePair(
        apps.map((app, i) => ({ base: app.base, cookies: cookies[i] })),
        read,
      );
      const ratio = large.p99 / small.p99;
      rows.push([
        label,
        `${small.p50} / ${small.p99}`,
        `${large.p50} / ${large.p99}`,
        ratio.toFixed(2),
        `≤ ${TARGET} (${ratio <= TARGET ? 'met' : 'not met'})`,
        `${small.n} / ${large.n}`,
      ]);
    }
    const seeds = SIZES.map(
      (s, i) =>
        `- ${s.label} (${s.name}): ${reports[i].rows?.toLocaleString('en') ?? '?'} rows, seeded in ${reports[i].seconds ?? '?'} s` +
        (reports[i].analyticsDays
          ? ` (analytics ${reports[i].analyticsDays} days after each release, every day for each organization's oldest)`
          : ''),
    );
    return [
      `Organization ${ORG} (100 campaigns) signed in on both; ${CONNECTIONS} connections, ms; the two sizes in turn from each client; ratio = large p99 / small p99.`,
      '',
      table(['read', 'small p50 / p99', 'large p50 / p99', 'ratio', 'target', 'requests (small / large)'], rows),
      '',
      'Seeds:',
      ...seeds,
    ].join('\n');
  } finally {
    for (const app of apps) await app.stop();
  }
}

/** The reads at both sizes, then the export's memory and rate (bench/export.bench.mjs, a database of its own). */
export async function run() {
  const reads = await readsAtBothSizes();
  const exported = await (await import('./export.bench.mjs')).run();
  return [reads, '', 'Analytics CSV export, one organization with two years of data:', '', exported].join('\n');
}
