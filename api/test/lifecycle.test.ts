import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './fixtures/free-port';
import { createTestDatabase, type TestDatabase } from './test-app';

const apiDir = path.resolve(import.meta.dirname, '..');

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Running {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', MAIL_LOG: 'true', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

// A guard against a hang, not a speed limit: a start from an empty directory took 60+ s on a loaded CI machine.
async function waitHealthy(port: number, timeoutMs = 240_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
}

describe('process lifecycle', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'iw-life-'));
  let db: TestDatabase | undefined;
  afterAll(async () => {
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Two real boots on the embedded database (each compiles the app with tsx: about 10-15 s on an idle
  // 2-core machine), so the limit leaves room for a loaded CI machine; it guards against a hang, not speed.
  it('starts with no configuration, stops cleanly on SIGTERM, and starts again on the same data', { timeout: 600_000 }, async () => {
    db = await createTestDatabase();
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
    };
    for (const round of [1, 2]) {
      const port = await freePort();
      const run = start({ ...env, PORT: String(port) });
      await waitHealthy(port);
      const body = await (await fetch(`http://127.0.0.1:${port}/api/health`)).json();
      expect(body).toEqual({ status: 'ok' });
      run.child.kill('SIGTERM');
      const code = await run.exited;
      expect(code, `round ${round} output:\n${run.output()}`).toBe(0);
      expect(run.output()).toContain('stopped');
      // In production the embedded database says what it does not promise (no fsync); PostgreSQL has nothing to say.
      expect(run.output().includes('embedded database in production: a commit is kept when this process dies')).toBe(!db.databaseUrl);
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    }
  });

  it('refuses to start in production without a mail server, with one message, unless logged mail is asked for', async () => {
    const run = start({ DATA_DIR: dataDir, MAIL_LOG: '' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('SMTP_URL: production needs a mail server');
    expect(run.output()).toContain('MAIL_LOG=true');
  });

  it('refuses to start on bad settings, naming each one', async () => {
    const run = start({ DATA_DIR: dataDir, PORT: 'abc', LOG_LEVEL: 'chatty' });
    const code = await run.exited;
    expect(code).toBe(1);
    expect(run.output()).toContain('PORT');
    expect(run.output()).toContain('LOG_LEVEL');
  });
});
