// `npm run seed:scale -- --organizations N --campaigns-per-org M --days D [--analytics-days A] [--database-url URL] [--replace]`:
// a PostgreSQL database at market scale for the scale bench (issue 43). The schema comes from the app's migrations;
// the rows go in with COPY (one stream a table, side by side), not the ORM. What it makes is in docs/operations.md.
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { initORM } from '../db/orm';
import { hashPassword } from '../modules/identity';
import { copyOrganizations } from './seed-scale.copy';
import type { SeedShape } from './seed-scale.rows';

/** The seeded users' password; they have two factors on, so a sign-in also wants a code (the bench writes sessions instead). */
const SEED_PASSWORD = 'Scale-Otter-43!';
const DAY = 86_400_000;

const { values } = parseArgs({
  options: {
    organizations: { type: 'string', default: '100' },
    'campaigns-per-org': { type: 'string', default: '100' },
    days: { type: 'string', default: '730' },
    'analytics-days': { type: 'string', default: '30' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    replace: { type: 'boolean', default: false },
  },
});

function positive(name: string, value: string | undefined): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number above 0 (got ${value})`);
  return n;
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates the database (or, with --replace, drops and recreates it); refuses to seed on top of rows. */
async function prepareDatabase(url: string, replace: boolean): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name) || name === 'postgres')
    throw new Error(`seed:scale wants a database of its own (lower-case name), not "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  await withClient(admin.toString(), async (db) => {
    const exists = (await db.query('select 1 from pg_database where datname = $1', [name])).rowCount;
    if (exists && replace) await db.query(`drop database ${name} with (force)`);
    if (!exists || replace) await db.query(`create database ${name}`);
  });
}

async function main() {
  const url = values['database-url'];
  if (!url) throw new Error('give --database-url postgres://… (or DATABASE_URL): seed:scale fills a PostgreSQL database of its own');
  const organizations = positive('organizations', values.organizations);
  const shape: SeedShape = {
    campaignsPerOrg: positive('campaigns-per-org', values['campaigns-per-org']),
    days: positive('days', values.days),
    analyticsDays: positive('analytics-days', values['analytics-days']),
    passwordHash: await hashPassword(SEED_PASSWORD),
    today: Math.floor(Date.now() / DAY) * DAY,
  };
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  await prepareDatabase(url, values.replace);
  const orm = await initORM({ databaseUrl: url });
  await orm.close(true);
  const seeded = await withClient(url, async (db) => (await db.query('select count(*)::int as n from organizations')).rows[0].n as number);
  if (seeded) throw new Error(`${new URL(url).pathname.slice(1)} already holds ${seeded} organizations: pass --replace to start it over`);
  console.log(
    `schema migrated (${elapsed()}); copying ${organizations} organizations × ${shape.campaignsPerOrg} campaigns over ${shape.days} days`,
  );

  const counts = await copyOrganizations(url, { from: 0, to: organizations }, shape, (done) => {
    if (done % 1000 === 0) console.log(`  ${done} organizations (${elapsed()})`);
  });
  const copied = elapsed();
  // The audit log's seq came from its sequence; the statistics and visibility map the planner needs come from here.
  await withClient(url, (db) => db.query('vacuum (analyze)'));
  const sizes = await withClient(
    url,
    async (db) =>
      (
        await db.query<{ table: string; bytes: string }>(
          `select relname as table, pg_total_relation_size(oid)::text as bytes from pg_class where relname = any($1) and relkind = 'r'`,
          [[...counts.keys()]],
        )
      ).rows,
  );
  const bytes = new Map(sizes.map((s) => [s.table, Number(s.bytes)]));
  console.log(`\n| table | rows | size on disk (with indexes) |\n|---|---|---|`);
  for (const [table, rows] of counts)
    console.log(`| ${table} | ${rows.toLocaleString('en')} | ${((bytes.get(table) ?? 0) / 2 ** 20).toFixed(1)} MB |`);
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  // The scale bench prints the seed's time from here.
  const report = { rows: total, seconds: Math.round((performance.now() - started) / 1000), analyticsDays: shape.analyticsDays };
  await withClient(url, (db) => db.query(`comment on database ${new URL(url).pathname.slice(1)} is '${JSON.stringify(report)}'`));
  console.log(
    `\n${total.toLocaleString('en')} rows copied in ${copied}, vacuumed and analyzed in ${elapsed()} in all. Analytics: daily rows per ` +
      `platform a released campaign used, for ${shape.analyticsDays} days after its release; each organization's oldest release has every day ` +
      `to today. Users have two factors on (a team's rule), so the bench writes its sessions itself.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
