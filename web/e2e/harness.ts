// Browser journeys: real Chromium (Debian's, see playwright.config.ts) run by @playwright/test (see run.mjs).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, type BrowserContext, type Page } from '@playwright/test';
import { apiNodeArgs } from '../../scripts/api-build.mjs';

/** For a file's own set-up around its server (test.beforeAll before e2eSuite() runs first). */
export { test };

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const screenshotDir = join(repoRoot, 'test-results', 'e2e');

// A loaded 2-core machine took 104 s to start the app (70 s of it loading the market data): only a failure waits
// this long. E2E_HEALTH_TIMEOUT_MS sets another wait.
const HEALTH_TIMEOUT_MS = Number(process.env.E2E_HEALTH_TIMEOUT_MS) || 180_000;
const STOP_TIMEOUT_MS = 10_000;

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

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The app server exited with code ${child.exitCode} before it was healthy.\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
      lastProblem = `GET /api/health answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app server was not healthy within ${HEALTH_TIMEOUT_MS / 1000} s (${lastProblem}).\n${output()}`);
}

/** E2E_BASE_URL if set; otherwise starts the API on a free port with a fresh data directory. */
export async function startAppServer(env: Record<string, string | undefined> = {}): Promise<AppServer> {
  const given = process.env.E2E_BASE_URL;
  if (given) return { baseUrl: given.replace(/\/$/, ''), stop: async () => undefined };

  if (!existsSync(join(repoRoot, 'web', 'dist', 'index.html'))) {
    throw new Error('web/dist is missing: build the web app first (`npm run build -w web`), or run `node web/e2e/run.mjs`.');
  }
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'issuerwire-e2e-'));
  // The API bundle that run.mjs (and `npm start`) builds; the TypeScript sources through tsx when there is none.
  const bundled = existsSync(join(repoRoot, 'api', 'dist', 'main.mjs'));
  const args = bundled ? apiNodeArgs() : ['--import', 'tsx', 'api/src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      // tsx applies a tsconfig only to the files it includes; the API's decorators need api/tsconfig.json.
      TSX_TSCONFIG_PATH: join(repoRoot, 'api', 'tsconfig.json'),
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Journeys that sign up over the API and act at once predate the rule; onboarding.e2e.ts turns it on.
      TWO_FACTOR_REQUIRED: 'false',
      ...env,
    },
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

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** One user journey in its own browser context, recording every console error and page error. */
export class Journey {
  readonly errors: string[] = [];
  private stepCount = 0;

  constructor(
    readonly name: string,
    readonly page: Page,
    readonly baseUrl: string,
  ) {
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url, lineNumber } = message.location();
      // The page itself answered 404 (an unknown path: the app shows Page Not Found); journeys assert that status.
      if (url === page.url() && message.text().includes('status of 404')) return;
      this.errors.push(`console error on ${page.url()}: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
    });
    page.on('pageerror', (error) => {
      this.errors.push(`page error on ${page.url()}: ${error.stack ?? error.message}`);
    });
  }

  url(path: string): string {
    return new URL(path, `${this.baseUrl}/`).href;
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(this.url(path), { waitUntil: 'load' });
  }

  /** The path of the page now shown, e.g. /dashboard. */
  path(): string {
    return new URL(this.page.url()).pathname;
  }

  /** A full-page screenshot in test-results/e2e/, named by journey and step. */
  async step(label: string): Promise<void> {
    this.stepCount += 1;
    const file = `${slug(this.name)}-${String(this.stepCount).padStart(2, '0')}-${slug(label)}.png`;
    await mkdir(screenshotDir, { recursive: true });
    await this.page.screenshot({ path: join(screenshotDir, file), fullPage: true });
  }
}

export interface JourneyOptions {
  viewport?: Viewport;
  timeoutMs?: number;
}

/**
 * Call once per file: starts (or reuses) the app around the file's journeys, with `env` (read when it
 * starts, after the file's own beforeAll hooks) added to the server's environment.
 * `journey(name, body)` registers a test in its own browser context that fails on any console or page error.
 */
export function e2eSuite(options: { env?: () => Record<string, string | undefined> } = {}) {
  let server: AppServer | undefined;

  // One worker runs every file: a file's settings go to its own server, never into process.env.
  test.beforeAll(async () => {
    test.setTimeout(HEALTH_TIMEOUT_MS + STOP_TIMEOUT_MS);
    server = await startAppServer(options.env?.());
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  function journey(name: string, body: (j: Journey) => Promise<void>, options: JourneyOptions = {}): void {
    test(name, async ({ browser }) => {
      test.setTimeout(options.timeoutMs ?? 90_000);
      if (!server) throw new Error('e2eSuite() setup did not run');
      const context: BrowserContext = await browser.newContext({ viewport: options.viewport ?? DESKTOP });
      context.setDefaultTimeout(15_000);
      const page = await context.newPage();
      const j = new Journey(name, page, server.baseUrl);
      try {
        await body(j);
      } catch (error) {
        await j.step('failed').catch(() => undefined);
        throw error;
      } finally {
        await context.close();
      }
      if (j.errors.length > 0) {
        throw new Error(`The browser reported ${j.errors.length} error(s):\n${j.errors.join('\n')}`);
      }
    });
  }

  return { journey };
}
