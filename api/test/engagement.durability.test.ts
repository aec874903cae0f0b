// Point 4 of issue 12: a tracking hit answered 200 is in the database. The real server (the built
// bundle, as `npm start` runs it) is killed with SIGKILL while many readers hit the view pixel, started
// again on the same database, and every acknowledged hit must be counted. PGlite on disk recovers from
// its write-ahead log after a kill like PostgreSQL does, so this runs on both.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script of the repository, without type declarations
import { apiEnv, apiNodeArgs, ensureApiBuilt } from '../../scripts/api-build.mjs';
import { DEMO_ISSUER_PASSWORD, DEMO_ISSUER_USERNAME } from '../src/modules/kyc/demo-accounts';
import { demoArticle } from './fixtures/child-server';
import { freePort } from './fixtures/free-port';
import { createTestDatabase, type TestDatabase } from './test-app';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const READERS = 48;
/** Acknowledged hits after which the server is killed: enough that hits are in flight at every stage. */
const KILL_AFTER = 1500;

interface Server {
  base: string;
  child: ChildProcess;
  output: () => string;
}

describe('tracking hits survive kill -9 (group commit)', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'iw-durability-'));
  let db: TestDatabase;
  let server: Server | undefined;

  async function start(): Promise<Server> {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let output = '';
    const child = spawn(process.execPath, apiNodeArgs(), {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        ...apiEnv(),
        NODE_ENV: 'test',
        // Written before two factors were required of everyone: signs up and acts at once.
        TWO_FACTOR_REQUIRED: 'false',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        // Every reader comes from 127.0.0.1 here: the per-address counting limit would stop the count.
        TRACKING_HITS_PER_ADDRESS_PER_MINUTE: '1000000',
        ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    const until = Date.now() + 60_000;
    for (;;) {
      const res = await fetch(`${base}/api/health`).catch(() => null);
      if (res?.status === 200) break;
      if (child.exitCode !== null || Date.now() > until) throw new Error(`the API did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return { base, child, output: () => output };
  }

  async function call<T>(
    base: string,
    method: string,
    url: string,
    cookie?: string,
    body?: unknown,
  ): Promise<{ body: T; cookie?: string }> {
    const res = await fetch(base + url, {
      method,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
    return {
      body: (text ? JSON.parse(text) : {}) as T,
      cookie: res.headers
        .getSetCookie()
        .find((c) => c.startsWith('iw_session='))
        ?.split(';')[0],
    };
  }

  async function signIn(base: string): Promise<string> {
    const { cookie } = await call(base, 'POST', '/api/auth/login', undefined, {
      username: DEMO_ISSUER_USERNAME,
      password: DEMO_ISSUER_PASSWORD,
    });
    return cookie!;
  }

  beforeAll(async () => {
    await ensureApiBuilt({ log: () => {} });
    db = await createTestDatabase();
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts every hit it answered 200, after a SIGKILL under load and a restart', async () => {
    server = await start();
    const cookie = await signIn(server.base);
    const { campaignId, articleId } = await demoArticle(server.base, cookie, 'Durability');
    const pixel = `${server.base}/t/v/${articleId}`;

    // Every request is a reader of its own (its own User-Agent), so each one counts once.
    let sent = 0;
    let acknowledged = 0;
    let killed = false;
    const victim = server.child;
    const exited = new Promise((resolve) => victim.once('exit', resolve));
    const reader = async (lane: number) => {
      for (let i = 0; !killed; i++) {
        sent++;
        const res = await fetch(pixel, {
          headers: { 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0 reader/${lane}-${i}` },
        }).catch(() => null);
        if (res?.status === 200) {
          await res.arrayBuffer();
          if (++acknowledged >= KILL_AFTER && !killed) {
            killed = true;
            victim.kill('SIGKILL');
          }
        } else if (res) {
          throw new Error(`the pixel answered ${res.status}`);
        }
      }
    };
    await Promise.all(Array.from({ length: READERS }, (_, lane) => reader(lane)));
    await exited;

    server = await start();
    const { body } = await call<{ platforms: { web: { views: number } } }>(
      server.base,
      'GET',
      `/api/engagement/${campaignId}`,
      await signIn(server.base),
    );
    const counted = body.platforms.web.views;
    console.info(
      `kill -9 under load: ${sent} sent, ${acknowledged} answered 200, ${counted} counted after restart (${Math.max(0, acknowledged - counted)} acknowledged hits lost)`,
    );
    expect(counted).toBeGreaterThanOrEqual(acknowledged);
    expect(counted).toBeLessThanOrEqual(sent);
    server.child.kill('SIGTERM');
  }, 180_000);
});
