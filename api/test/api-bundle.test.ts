import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script of the repository, without type declarations
import { API_NODE_FLAGS, apiBundleIsStale, apiEnv, apiNodeArgs, ensureApiBuilt } from '../../scripts/api-build.mjs';
import { freePort } from './fixtures/free-port';
import { createTestDatabase, type TestDatabase } from './test-app';

const repoRoot = path.resolve(import.meta.dirname, '../..');

// `npm start` runs the API as one built file (scripts/api-build.mjs). What the bundle must keep from
// the sources: paths from import.meta (web/dist, the plugins folder, the market dataset), and the
// plugins, found at boot and compiled ahead so that no TypeScript loader runs.
describe('the built API (npm start)', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'iw-bundle-'));
  let db: TestDatabase;
  let base = '';
  let output = '';
  let exited: Promise<number | null>;
  let child: ReturnType<typeof spawn>;

  beforeAll(async () => {
    await ensureApiBuilt({ log: () => {} });
    db = await createTestDatabase();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, apiNodeArgs(), {
      cwd: repoRoot,
      // No TSX_* or NODE_OPTIONS from the test runner: the bundle must run on plain node.
      env: {
        PATH: process.env.PATH ?? '',
        ...apiEnv(),
        NODE_ENV: 'production',
        MAIL_LOG: 'true',
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
    const until = Date.now() + 60_000;
    for (;;) {
      const res = await fetch(`${base}/api/health`).catch(() => null);
      if (res?.status === 200) break;
      if (child.exitCode !== null || Date.now() > until) throw new Error(`the built API did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  afterAll(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is current after a build, so `npm start` does not rebuild it', () => {
    expect(apiBundleIsStale()).toBe(false);
  });

  it('answers health, the OpenAPI document and GraphQL', async () => {
    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ status: 'ok' });
    const docs = await fetch(`${base}/api/docs/json`);
    expect(docs.status).toBe(200);
    expect(((await docs.json()) as { paths: Record<string, unknown> }).paths['/api/health']).toBeDefined();
    const gql = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(await gql.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('loads the workspace plugins: the newswires and the bundled market dataset', async () => {
    const providers = (await (await fetch(`${base}/api/newswire/providers`)).json()) as { id: string }[];
    expect(providers.map((p) => p.id)).toEqual(expect.arrayContaining(['ein', 'prnewswire', 'businesswire']));
    const search = (await (await fetch(`${base}/api/stock/search/AAPL`)).json()) as { results: { ticker: string }[] };
    expect(search.results[0]).toMatchObject({ ticker: 'AAPL' });
  });

  it('keeps the security headers and the CSRF rule', async () => {
    const res = await fetch(`${base}/api/health`);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-powered-by')).toBeNull();
    const form = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=a',
    });
    expect(form.status).toBe(415);
    expect(form.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('stops cleanly on SIGTERM', async () => {
    child.kill('SIGTERM');
    expect(await exited, output).toBe(0);
    expect(output).toContain('stopped');
  });
});

// The image runs node itself (no npm as PID 1): its flags must be the ones `npm start` gives.
it("the Docker image starts the API with npm start's Node flags", () => {
  const cmd = /^CMD (\[.*\])$/m.exec(readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8'));
  expect(JSON.parse(cmd?.[1] ?? '[]')).toEqual(['node', ...API_NODE_FLAGS, 'api/dist/main.mjs']);
});
