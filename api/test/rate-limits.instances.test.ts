// Issue 43, point 4: every protective limit holds across instances. Two real API processes (the built
// bundle, as `npm start` runs it) on one PostgreSQL database; a client that alternates between them is
// refused at the same count as a client of one of them. Each scenario comes from its own client address
// (X-Forwarded-For from loopback, TRUST_PROXY=loopback), so the two runs of a limit never share a count.
// PostgreSQL only: the embedded database belongs to one process.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SESSIONS_PER_MINUTE } from '../src/modules/kyc/demo-session.routes';
import { DEFAULT_AUTH_RATE_LIMIT } from '../src/modules/identity/identity.deps';
import { buildApi, callChild, demoArticle, signInDemo, startChildServer, type ChildServer } from './fixtures/child-server';
import { createTestDatabase, type TestDatabase } from './test-app';

const TOKEN_RATE = 6;
const TRACKING_RATE = 5;
const SUBSCRIBE_PER_ADDRESS = 10;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0';

let nextAddress = 0;
/** A client address of its own (TEST-NET-3), for one run of one limit. */
const newAddress = () => `203.0.113.${++nextAddress}`;

/**
 * Sends `calls` requests, the i-th to `servers[i % servers.length]`, and answers the 1-based number of the
 * first one refused with 429 (0: none was) and whether every later one was refused too.
 */
async function firstRefusal(
  servers: ChildServer[],
  calls: number,
  send: (base: string, i: number) => Promise<{ status: number; code?: string }>,
): Promise<{ first: number; thenAllRefused: boolean; codes: Set<string> }> {
  let first = 0;
  let thenAllRefused = true;
  const codes = new Set<string>();
  for (let i = 0; i < calls; i++) {
    const { status, code } = await send(servers[i % servers.length].base, i);
    if (status === 429) {
      first ||= i + 1;
      if (code) codes.add(code);
    } else if (first) thenAllRefused = false;
  }
  return { first, thenAllRefused, codes };
}

describe.skipIf(!process.env.DATABASE_URL)('protective limits across two API processes (PostgreSQL)', { timeout: 600_000 }, () => {
  const dirs: string[] = [];
  let db: TestDatabase;
  let a: ChildServer;
  let b: ChildServer;
  let cookie: string;

  beforeAll(async () => {
    await buildApi();
    db = await createTestDatabase();
    const env = {
      // The same secrets on both, as behind a load balancer: sessions, and the limits' keyed hashes.
      SESSION_SECRET: randomBytes(32).toString('hex'),
      CREDENTIALS_KEY: randomBytes(32).toString('hex'),
      TRUST_PROXY: 'loopback',
      TOKEN_REQUESTS_PER_MINUTE: String(TOKEN_RATE),
      TRACKING_HITS_PER_ADDRESS_PER_MINUTE: String(TRACKING_RATE),
    };
    const dir = () => {
      const d = mkdtempSync(path.join(os.tmpdir(), 'iw-limits-'));
      dirs.push(d);
      return d;
    };
    // One after the other: the first builds the demo workspace, the second finds it.
    a = await startChildServer(dir(), db.databaseUrl, env);
    b = await startChildServer(dir(), db.databaseUrl, env);
    cookie = await signInDemo(a.base);
  }, 600_000);
  afterAll(async () => {
    await a?.kill();
    await b?.kill();
    await db?.drop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }, 60_000);

  /** One limit run against A alone and alternating between A and B: the same first 429, and 429 after it. */
  async function sameAsOne(limit: number, send: (base: string, i: number, address: string) => Promise<{ status: number; code?: string }>) {
    const one = newAddress();
    const alone = await firstRefusal([a], limit + 3, (base, i) => send(base, i, one));
    const other = newAddress();
    const alternating = await firstRefusal([a, b], limit + 3, (base, i) => send(base, i, other));
    expect(alone.first).toBe(limit + 1);
    expect(alternating.first).toBe(limit + 1);
    expect(alone.thenAllRefused && alternating.thenAllRefused).toBe(true);
    return { alone, alternating };
  }

  it('sign-in calls per address: the 31st in a minute is refused, whichever instance gets it', async () => {
    const { alternating } = await sameAsOne(DEFAULT_AUTH_RATE_LIMIT.max, async (base, i, address) => {
      // A new username each time: the per-account throttle (login_throttles) stays out of it.
      const res = await callChild(base, 'POST', '/api/auth/login', {
        body: { username: `nobody-${address}-${i}`, password: 'wrong password 1' },
        headers: { 'x-forwarded-for': address },
      });
      return { status: res.status, code: res.body.code as string | undefined };
    });
    expect([...alternating.codes]).toEqual(['rate_limited']);
  });

  it('partner token calls: the same 429 with Retry-After at the same count on either instance', async () => {
    const token = async (name: string) => {
      const res = await callChild<{ secret: string }>(a.base, 'POST', '/api/tokens', { cookie, body: { name, scopes: ['read'] } });
      expect(res.status).toBe(201);
      return res.body.secret;
    };
    const secrets = new Map<string, string>();
    await sameAsOne(TOKEN_RATE, async (base, _i, address) => {
      if (!secrets.has(address)) secrets.set(address, await token(`limits ${address}`));
      const res = await fetch(`${base}/api/campaigns`, { headers: { authorization: `Bearer ${secrets.get(address)}` } });
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      return { status: res.status, code: ((await res.json()) as { code?: string }).code };
    });
  });

  it('demo sessions per address: the 11th in a minute is refused across instances', async () => {
    await sameAsOne(DEMO_SESSIONS_PER_MINUTE, async (base, _i, address) => {
      const res = await callChild(base, 'POST', '/api/demo/session', { headers: { 'x-forwarded-for': address } });
      return { status: res.status, code: res.body.code as string | undefined };
    });
  });

  it('alert sign-ups per address: the 11th in a minute is refused across instances', async () => {
    const newsroom = await callChild<{ slug: string }>(a.base, 'GET', '/api/newsroom', { cookie });
    expect(newsroom.status).toBe(200);
    await sameAsOne(SUBSCRIBE_PER_ADDRESS, async (base, i, address) => {
      const res = await callChild(base, 'POST', `/api/newsroom/${newsroom.body.slug}/subscriptions`, {
        body: { email: `investor-${address}-${i}@example.com` },
        headers: { 'x-forwarded-for': address },
      });
      return { status: res.status, code: res.body.code as string | undefined };
    });
  });

  it('tracking hits per address: counted up to the limit in all, however the hits are spread', async () => {
    const { articleId } = await demoArticle(a.base, cookie, 'Shared limits');
    const client = new pg.Client({ connectionString: db.databaseUrl });
    await client.connect();
    const views = async () =>
      Number((await client.query('select coalesce(sum(views), 0) as v from analytics where article_id = $1', [articleId])).rows[0].v);
    try {
      // Each hit a reader of its own (its own User-Agent), so each would count but for the limit; a hit is
      // answered after its count commits, so the figures are final when the last answer arrives.
      const hits = (servers: ChildServer[], address: string) =>
        Promise.all(
          Array.from({ length: TRACKING_RATE * 2 }, async (_, i) => {
            const res = await fetch(`${servers[i % servers.length].base}/t/v/${articleId}`, {
              headers: { 'user-agent': `${BROWSER} reader/${address}-${i}`, 'x-forwarded-for': address },
            });
            expect(res.status).toBe(200);
          }),
        );
      await hits([a], newAddress());
      expect(await views()).toBe(TRACKING_RATE);
      await hits([a, b], newAddress());
      expect(await views()).toBe(TRACKING_RATE * 2);
    } finally {
      await client.end();
    }
  });
});
