// Starts the app for browser journeys: the API bundle (as `npm start` runs it) on a free port with a fresh data
// directory. playwright.config.ts's webServer runs serve.mjs for the shared server; a file whose server needs
// settings of its own gets one from here (fixtures.ts, the worker-scoped ownServer fixture).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { appServerArgs, appServerEnv, freshDataDir, repoRoot } from './server-env.mjs';

export { repoRoot };
export const screenshotDir = join(repoRoot, 'test-results', 'e2e');

// A loaded 2-core machine took 104 s to start the app (70 s of it loading the market data): only a failure waits
// this long. E2E_HEALTH_TIMEOUT_MS sets another wait.
export const HEALTH_TIMEOUT_MS = Number(process.env.E2E_HEALTH_TIMEOUT_MS) || 180_000;
export const STOP_TIMEOUT_MS = 10_000;

export interface AppServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

export interface Viewport {
  width: number;
  height: number;
}

export const DESKTOP: Viewport = { width: 1280, height: 800 };
export const MOBILE: Viewport = { width: 390, height: 844 };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Until GET /api/health answers 200 (Playwright's own retry), or the server exits first. */
async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const died = exited(child).then(() => {
    throw new Error(`The app server exited with code ${child.exitCode} before it was healthy.`);
  });
  died.catch(() => undefined); // it rejects when the server stops later, after the race is settled
  const health = async () => {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) }).catch(() => null);
    return response?.status;
  };
  try {
    await Promise.race([expect.poll(health, { timeout: HEALTH_TIMEOUT_MS }).toBe(200), died]);
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : error}\n${output()}`, { cause: error });
  }
}

/** E2E_BASE_URL if set; otherwise starts the API on a free port with a fresh data directory. */
export async function startAppServer(env: Record<string, string | undefined> = {}): Promise<AppServer> {
  const given = process.env.E2E_BASE_URL;
  if (given) return { baseUrl: given.replace(/\/$/, ''), stop: async () => undefined };

  if (!existsSync(join(repoRoot, 'web', 'dist', 'index.html'))) {
    throw new Error('web/dist is missing: build the web app first (`npm run build -w web`), or run `node web/e2e/run.mjs`.');
  }
  const port = await freePort();
  const dataDir = freshDataDir();
  const child = spawn(process.execPath, appServerArgs(), {
    cwd: repoRoot,
    env: appServerEnv({ port, dataDir, extra: env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8000); // the tail is what explains a failed start
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const output = () => (log ? `Server output:\n${log}` : 'The server printed nothing.');

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited(child);
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
