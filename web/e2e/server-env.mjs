// How the journeys run the app, for the shared server (serve.mjs, playwright.config.ts's webServer) and a
// file's own (app-server.ts): the API bundle as `npm start` runs it, or the TypeScript sources when there is none.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_BUNDLE, apiEnv, apiNodeArgs } from '../../scripts/api-build.mjs';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Node's arguments for the API: the bundle that run.mjs (and `npm start`) builds, else api/src/main.ts through tsx. */
export function appServerArgs() {
  return existsSync(API_BUNDLE) ? apiNodeArgs() : ['--import', 'tsx', join('api', 'src', 'main.ts')];
}

/**
 * The app's environment on `port` with the data in `dataDir`; `extra` (a file's own settings) last.
 * @param {{ port: number | string; dataDir: string; extra?: Record<string, string | undefined> }} options
 */
export function appServerEnv({ port, dataDir, extra = {} }) {
  return {
    // tsx applies a tsconfig only to the files it includes; the API's decorators need api/tsconfig.json.
    ...apiEnv(),
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Journeys sign up over the API and act at once; onboarding.e2e.ts turns the rule on for its own server.
    TWO_FACTOR_REQUIRED: 'false',
    ...extra,
  };
}

/**
 * A fresh data directory for one app server: a copy of the started-once template (E2E_DATA_TEMPLATE, which
 * run.mjs makes) when there is one, else empty. The copy skips what a first start does to an empty
 * directory (27 migrations, the market dataset, the demo accounts and workspace): 22 -> 15 CPU s a start.
 */
export function freshDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'issuerwire-e2e-'));
  const template = process.env.E2E_DATA_TEMPLATE;
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}

/** A port nothing listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the app once on an empty directory, waits until it is healthy, stops it (a clean shutdown) and
 * returns the directory: the template freshDataDir copies. Only a failure waits `timeoutMs`: a first start took
 * 197 s on this 2-core machine under 14 engineers' load (22 CPU s).
 * @param {{ timeoutMs?: number }} [options]
 */
export async function makeDataTemplate({ timeoutMs = Number(process.env.E2E_HEALTH_TIMEOUT_MS) || 600_000 } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'issuerwire-e2e-template-'));
  const port = await freePort();
  const child = spawn(process.execPath, appServerArgs(), {
    cwd: repoRoot,
    env: appServerEnv({ port, dataDir }),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr.on('data', (chunk) => (log = (log + chunk.toString()).slice(-8000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + timeoutMs;
  let healthy = false;
  while (!healthy && child.exitCode === null && Date.now() < deadline) {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) }).catch(() => null);
    healthy = response?.status === 200;
    if (!healthy) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  await exited;
  if (!healthy) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`The app did not start on an empty data directory:\n${log}`);
  }
  return dataDir;
}
