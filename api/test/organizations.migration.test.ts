import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openORM, type Orm } from '../src/db/orm';
import { createTestDatabase, type TestDatabase } from './test-app';

/** The migration before organizations: the schema a running installation has today. */
const BEFORE = 'migration-20261125083059-drop-idempotency-response-status';

/** Every table whose rows belong to a tenant, and the column that names it before and after. */
const TENANT_TABLES = [
  'campaigns',
  'articles',
  'charges',
  'newswire_orders',
  'analytics',
  'hosted_pages',
  'notifications',
  'oauth_attempts',
  'platform_connections',
  'publications',
];

interface Account {
  id: string;
  verified: boolean;
  ticker: string;
  plan: 'basic' | 'pro' | 'agency';
}

/**
 * Issue 14: the organization becomes the tenant. A database populated under the old schema (every
 * row owned by a user) is migrated, and every row is still there, owned by the organization its user
 * now owns; the verified company, the plan and the dashboard counters follow.
 */
describe('migrating a populated database to organizations', () => {
  let db: TestDatabase;
  let orm: Orm;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> =>
    orm.em.fork().getConnection().execute<T[]>(text, params);
  const accounts: Account[] = [
    { id: randomUUID(), verified: true, ticker: 'AAPL', plan: 'agency' },
    { id: randomUUID(), verified: true, ticker: 'SHOP', plan: 'basic' },
    { id: randomUUID(), verified: false, ticker: 'TSLA', plan: 'pro' },
  ];
  /** Each table's rows before the migration, without the owner column (compared after). */
  const before = new Map<string, Record<string, unknown>[]>();
  const ownersBefore = new Map<string, { id: string; owner: string }[]>();

  async function populate(a: Account, n: number): Promise<void> {
    await sql(
      `insert into users (id, username, password_hash, email, plan, ticker, exchange, company_name, website, verification_status, verified_at)
       values (?, ?, 'x', ?, ?, ?, 'NASDAQ', ?, ?, ?, ${a.verified ? `'2026-01-0${n}T10:00:00Z'` : 'null'})`,
      [
        a.id,
        `user_${n}`,
        `ir${n}@example.com`,
        a.plan,
        a.ticker,
        `${a.ticker} Inc.`,
        `https://${a.ticker.toLowerCase()}.example`,
        a.verified ? 'verified' : 'pending',
      ],
    );
    const campaign = randomUUID();
    const article = randomUUID();
    await sql(
      `insert into campaigns (id, user_id, title, company_name, ticker, sector, tone, budget) values (?, ?, 'Q3', ?, ?, 'technology', 'neutral', 'pro')`,
      [campaign, a.id, `${a.ticker} Inc.`, a.ticker],
    );
    await sql(`insert into articles (id, campaign_id, user_id, title, content, status) values (?, ?, ?, 'Title', 'Body', 'published')`, [
      article,
      campaign,
      a.id,
    ]);
    await sql(
      `insert into article_versions (id, article_id, version, title, body, content_hash, reason) values (?, ?, 1, 'Title', 'Body', 'h', 'generated')`,
      [randomUUID(), article],
    );
    await sql(`insert into charges (id, user_id, kind, amount_cents, reference, description) values (?, ?, 'campaign', 499900, ?, 'Pro')`, [
      randomUUID(),
      a.id,
      `campaign:${campaign}`,
    ]);
    await sql(
      `insert into newswire_orders (id, user_id, article_id, provider, level, status, cost_cents, estimated_reach) values (?, ?, ?, 'businesswire', 'basic', 'published', 50000, 1000)`,
      [randomUUID(), a.id, article],
    );
    await sql(`insert into analytics (id, article_id, user_id, platform, views, date) values (?, ?, ?, 'hosted', ?, '2026-01-05')`, [
      randomUUID(),
      article,
      a.id,
      100 * n,
    ]);
    await sql(`insert into hosted_pages (id, article_id, user_id, slug) values (?, ?, ?, ?)`, [randomUUID(), article, a.id, `title-${n}`]);
    await sql(`insert into notifications (id, user_id, kind, title, body) values (?, ?, 'article.generated', 'Ready', 'Body')`, [
      randomUUID(),
      a.id,
    ]);
    await sql(
      `insert into oauth_attempts (id, user_id, platform, state_hash, verifier_encrypted, expires_at) values (?, ?, 'twitter', ?, 'v', now() + interval '5 minutes')`,
      [randomUUID(), a.id, `state-${n}`],
    );
    await sql(`insert into platform_connections (id, user_id, platform, credentials_encrypted) values (?, ?, 'medium', 'sealed')`, [
      randomUUID(),
      a.id,
    ]);
    await sql(`insert into publications (id, user_id, article_id, platform, status) values (?, ?, ?, 'medium', 'published')`, [
      randomUUID(),
      a.id,
      article,
    ]);
    await sql(
      `insert into audit_log (id, user_id, actor_id, action, entity_type, entity_id) values (?, ?, ?, 'campaign.created', 'campaign', ?)`,
      [randomUUID(), a.id, a.id, campaign],
    );
  }

  beforeAll(async () => {
    db = await createTestDatabase({ empty: true });
    orm = await openORM(db.databaseUrl ? { databaseUrl: db.databaseUrl } : { pgliteDir: 'memory://' });
    await orm.getMigrator().up({ to: BEFORE });
    for (const [i, a] of accounts.entries()) await populate(a, i + 1);
    for (const table of [...TENANT_TABLES, 'audit_log']) {
      const rows = await sql(`select * from ${table} order by id`);
      before.set(
        table,
        rows.map(({ user_id: _owner, ...rest }) => rest),
      );
      ownersBefore.set(
        table,
        rows.map((r) => ({ id: r.id as string, owner: r.user_id as string })),
      );
    }
    before.set('dashboard_versions', await sql('select user_id as owner, version from dashboard_versions order by user_id'));
    await orm.getMigrator().up();
  });
  afterAll(async () => {
    await orm?.close(true);
    await db?.drop();
  });

  it('gives every account an organization it owns, carrying the verified company and the plan', async () => {
    const rows = await sql<{
      user_id: string;
      role: string;
      id: string;
      ticker: string | null;
      plan: string;
      verified_at: Date | null;
      name: string | null;
    }>(
      `select m.user_id, m.role, o.id, o.ticker, o.plan, o.verified_at, o.name from memberships m join organizations o on o.id = m.organization_id order by m.user_id`,
    );
    expect(rows).toHaveLength(accounts.length);
    for (const a of accounts) {
      const row = rows.find((r) => r.user_id === a.id)!;
      expect(row).toMatchObject({ role: 'owner', id: a.id, plan: a.plan });
      if (a.verified) expect(row).toMatchObject({ ticker: a.ticker, name: `${a.ticker} Inc.` });
      else expect(row).toMatchObject({ ticker: null, verified_at: null });
      if (a.verified) expect(row.verified_at).not.toBeNull();
    }
  });

  it('keeps every row of every tenant table, now owned by the organization of its former owner', async () => {
    for (const table of [...TENANT_TABLES, 'audit_log']) {
      const rows = await sql(`select * from ${table} order by id`);
      // Later migrations may add columns (campaigns' format and quote): every column that was there keeps its value.
      const columns = Object.keys(before.get(table)?.[0] ?? {});
      expect(
        rows.map((row) => Object.fromEntries(columns.map((column) => [column, row[column]]))),
        table,
      ).toEqual(before.get(table));
      const owners = rows.map((r) => ({ id: r.id as string, owner: r.organization_id as string }));
      expect(owners, table).toEqual(ownersBefore.get(table));
      expect(owners.length, table).toBe(accounts.length);
    }
  });

  it('moves the dashboard counters with them, and keeps counting by organization', async () => {
    const counters = await sql<{ owner: string; version: string }>(
      'select organization_id as owner, version from dashboard_versions order by organization_id',
    );
    expect(counters).toEqual(before.get('dashboard_versions'));
    const shop = accounts[1];
    const [{ version }] = await sql<{ version: string }>('select version from dashboard_versions where organization_id = ?', [shop.id]);
    await sql(`update campaigns set title = 'Q4' where organization_id = ?`, [shop.id]);
    const [after] = await sql<{ version: string }>('select version from dashboard_versions where organization_id = ?', [shop.id]);
    expect(Number(after.version)).toBe(Number(version) + 1);
  });

  it('deleting an organization removes its data, and an organization cannot be left without its tenant rows pointing somewhere', async () => {
    await expect(
      sql(
        `insert into campaigns (id, organization_id, title, company_name, ticker, sector, tone, budget) values (?, ?, 't', 'c', 'X', 's', 'n', 'pro')`,
        [randomUUID(), randomUUID()],
      ),
    ).rejects.toThrow(/foreign key/i);
    const pending = accounts[2];
    await sql('delete from organizations where id = ?', [pending.id]);
    for (const table of TENANT_TABLES) {
      const [{ n }] = await sql<{ n: number }>(`select count(*)::int as n from ${table} where organization_id = ?`, [pending.id]);
      expect(n, table).toBe(0);
    }
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from audit_log where organization_id = ?', [pending.id]);
    expect(n).toBe(1);
  });
});
