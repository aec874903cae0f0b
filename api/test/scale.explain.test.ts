// Issue 43 point 2, what a test can hold on PostgreSQL: every SQL statement the scale bench's reads send
// (captured where the pg driver sends it) is planned without a sequential scan of a tenant table (a table with
// an organization_id), and each read sends as many statements for an issuer with 10 campaigns in a small
// database as for one with 40 in a database five times larger. Times are the bench's (bench/scale.bench.mjs).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyOrganizations } from '../src/cli/seed-scale.copy';
import { seedId, seedTicker, type SeedShape } from '../src/cli/seed-scale.rows';
import { createTestApp, type TestApp } from './test-app';

const DAY = 86_400_000;
const today = Math.floor(Date.now() / DAY) * DAY;
const shape = (campaignsPerOrg: number): SeedShape => ({
  campaignsPerOrg,
  days: 120,
  analyticsDays: 30,
  passwordHash: 'not-a-hash',
  today,
});

const DASHBOARD_QUERY = `{
  dashboardStats { activeCampaigns articlesPublished totalEngagement revenue unreadNotifications }
  campaigns(first: 100) { totalCount nodes { id status title articleId articleStatus } }
  notifications { totalCount nodes { id kind } }
}`;

interface Read {
  name: string;
  who: 'owner' | 'approver' | null;
  method: 'GET' | 'POST';
  url: (org: number) => string;
  body?: unknown;
}

/** Per organization: a release older than 30 days (its 30 days of analytics), found once seeded. */
const monthCampaign = new Map<number, string>();

/** The bench's reads (bench/scale.bench.mjs), for organization `org` of the seed. */
const READS: Read[] = [
  { name: 'dashboard GraphQL', who: 'owner', method: 'POST', url: () => '/graphql', body: { query: DASHBOARD_QUERY } },
  { name: 'GET /api/campaigns', who: 'owner', method: 'GET', url: () => '/api/campaigns' },
  { name: 'GET /api/stats', who: 'owner', method: 'GET', url: () => '/api/stats' },
  // The tracker answers the campaign's whole daily series: 30 days for most releases, every day since for campaign 0.
  { name: '30-day series', who: 'owner', method: 'GET', url: (org) => `/api/engagement/${monthCampaign.get(org)}` },
  { name: 'whole series', who: 'owner', method: 'GET', url: (org) => `/api/engagement/${seedId('campaigns', org, 0)}` },
  { name: 'analytics screen', who: 'owner', method: 'GET', url: () => '/api/analytics' },
  { name: 'newsroom page', who: null, method: 'GET', url: (org) => `/newsroom/issuer-${org}` },
  { name: 'newsroom feed', who: null, method: 'GET', url: (org) => `/newsroom/issuer-${org}/feed.rss` },
  {
    name: 'approval queue',
    who: 'approver',
    method: 'POST',
    url: () => '/graphql',
    body: { query: '{ waitingForMyApproval(first: 20) { totalCount nodes { articleId title } } }' },
  },
  { name: 'audit trail', who: 'owner', method: 'GET', url: (org) => `/api/articles/${seedId('articles', org, 0)}/versions` },
  { name: 'ticker search', who: null, method: 'GET', url: (org) => `/api/stock/search/${seedTicker(org)}` },
];

interface Sent {
  text: string;
  values: unknown[];
}

type QueryFn = (this: pg.Client, config: unknown, values?: unknown) => unknown;

/** Records every statement the app's pg clients send while `fn` runs (the ORM's, prepared ones, the session lookup's). */
async function capture<T>(fn: () => Promise<T>): Promise<{ result: T; sent: Sent[] }> {
  const proto = pg.Client.prototype as unknown as { query: QueryFn };
  const original = proto.query;
  const sent: Sent[] = [];
  proto.query = function (this: pg.Client, config: unknown, values?: unknown) {
    if (typeof config === 'string') sent.push({ text: config, values: Array.isArray(values) ? values : [] });
    else if (config && typeof config === 'object' && 'text' in config) {
      const c = config as { text: string; values?: unknown[] };
      sent.push({ text: c.text, values: c.values ?? (Array.isArray(values) ? values : []) });
    }
    return original.call(this, config, values);
  };
  try {
    return { result: await fn(), sent };
  } finally {
    proto.query = original;
  }
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/**
 * The tenant tables a plan reads whole: a sequential scan, or an index scan with no condition (with sequential
 * scans priced out, that is how the planner reads a table no index serves).
 */
function wholeReads(node: PlanNode, tenant: Set<string>): string[] {
  const relation = node['Relation Name'];
  const whole = node['Node Type'] === 'Seq Scan' || (/Index/.test(node['Node Type']) && !node['Index Cond']);
  const own =
    relation && tenant.has(relation) && whole
      ? [`${node['Node Type']} on ${relation}${node['Index Name'] ? ` (${node['Index Name']})` : ''}`]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => wholeReads(child, tenant))];
}

describe.skipIf(!process.env.DATABASE_URL)('reads at scale (PostgreSQL): indexes only, statements constant', () => {
  let t: TestApp;
  let db: pg.Client;
  let tenantTables: Set<string>;

  beforeAll(async () => {
    t = await createTestApp();
    const url = t.config.databaseUrl!;
    // Organizations 0–5 with 10 campaigns each (about 6,000 rows), ANALYZEd; the larger size is copied in later.
    await copyOrganizations(url, { from: 0, to: 6 }, shape(10));
    db = new pg.Client({ connectionString: url });
    await db.connect();
    await db.query('analyze');
    // A month's partition of analytics that holds no row yet (the months ahead) is not a tenant table to read: its plan
    // is whatever the planner likes for nothing, and reading it reads nothing.
    const { rows } = await db.query<{ table_name: string }>(
      `select table_name from information_schema.columns c join pg_class r on r.relname = c.table_name
       where c.table_schema = 'public' and c.column_name = 'organization_id' and not (r.relispartition and r.reltuples = 0)`,
    );
    tenantTables = new Set(rows.map((r) => r.table_name));
  });

  afterAll(async () => {
    await db?.end();
    await t?.close();
  });

  async function cookieOf(org: number, row: 0 | 1): Promise<string> {
    const { token } = await t.services.sessions.issue(seedId('users', org, row), { ip: '127.0.0.1', userAgent: 'scale test' });
    return `iw_session=${token}`;
  }

  /** Each read for `org`, twice (the first fills the per-instance caches): the statements each request sent. */
  async function readAll(org: number): Promise<Map<string, Sent[][]>> {
    const cookies = { owner: await cookieOf(org, 0), approver: await cookieOf(org, 1) };
    const { rows } = await db.query<{ campaign_id: string }>(
      `select campaign_id from articles where organization_id = $1 and status = 'published' and published_at < now() - interval '30 days'
       order by campaign_id offset 1 limit 1`,
      [seedId('organizations', org, 0)],
    );
    monthCampaign.set(org, rows[0].campaign_id);
    const out = new Map<string, Sent[][]>();
    for (const read of READS) {
      const runs: Sent[][] = [];
      for (let i = 0; i < 2; i++) {
        const { result, sent } = await capture(() =>
          t.app.inject({
            method: read.method,
            url: read.url(org),
            headers: { ...(read.who ? { cookie: cookies[read.who] } : {}), ...(read.body ? { 'content-type': 'application/json' } : {}) },
            ...(read.body ? { payload: JSON.stringify(read.body) } : {}),
          }),
        );
        expect(result.statusCode, `${read.name}: ${result.body.slice(0, 200)}`).toBe(200);
        expect(result.body, read.name).not.toContain('"errors"');
        runs.push(sent);
      }
      out.set(read.name, runs);
    }
    return out;
  }

  /** The tenant tables a statement's plan reads by a sequential scan, with sequential scans made a last resort. */
  async function scannedTenantTables(statement: Sent): Promise<string[]> {
    await db.query('begin');
    try {
      // On a few thousand rows reading a whole table (or hashing it for a join) is cheaper than any index: with
      // those priced out, a table still read whole is one no index serves (what millions of rows would suffer).
      await db.query('set local enable_seqscan = off; set local enable_hashjoin = off; set local enable_mergejoin = off');
      const { rows } = await db.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(`explain (format json) ${statement.text}`, statement.values);
      return wholeReads(rows[0]['QUERY PLAN'][0].Plan, tenantTables);
    } finally {
      await db.query('rollback');
    }
  }

  it('reads no tenant table by a sequential scan, and sends as many statements for 40 campaigns among 26 issuers as for 10 among 6', async () => {
    // Warm the app (metadata, prepared statements) on an organization not measured.
    await readAll(5);
    const small = await readAll(1);

    await copyOrganizations(t.config.databaseUrl!, { from: 6, to: 26 }, shape(40));
    await db.query('analyze');
    const large = await readAll(20);

    const scans: string[] = [];
    for (const [name, runs] of [...small, ...large]) {
      for (const statement of runs.flat()) {
        if (!/^\s*(select|with)\b/i.test(statement.text)) continue;
        for (const table of await scannedTenantTables(statement)) scans.push(`${name}: ${table} in ${statement.text.slice(0, 160)}`);
      }
    }
    expect(scans).toEqual([]);

    const counts = (runs: Map<string, Sent[][]>) =>
      Object.fromEntries([...runs].map(([name, [cold, warm]]) => [name, [cold.length, warm.length]]));
    expect(counts(large)).toEqual(counts(small));
    // The capture saw the requests' SQL (a read that sent none would pass the checks above emptily).
    for (const [name, [cold]] of small) if (!name.startsWith('newsroom')) expect(cold.length, name).toBeGreaterThan(0);
  });
});
