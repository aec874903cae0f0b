// The journeys' first API (a Journey object and e2eSuite()), kept as a thin layer over fixtures.ts so a file
// written on it still runs, each such file against its own server as before. New journeys use fixtures.ts:
// `test('...', async ({ page, shot }) => ...)` with `expect`; docs/testing.md says how to convert one.
import type { BrowserContext, Page } from '@playwright/test';
import { DESKTOP, HEALTH_TIMEOUT_MS, STOP_TIMEOUT_MS, type Viewport } from './app-server';
import { test } from './fixtures';

export { test };
export { DESKTOP, MOBILE, repoRoot, screenshotDir, startAppServer, type AppServer, type Viewport } from './app-server';

/** One user journey in its own browser context (its errors are checked by the page fixture's rule). */
export class Journey {
  private stepCount = 0;

  constructor(
    readonly name: string,
    readonly page: Page,
    readonly baseUrl: string,
    private readonly shot: (label: string) => Promise<void>,
  ) {}

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
    await this.shot(label);
  }
}

export interface JourneyOptions {
  viewport?: Viewport;
  timeoutMs?: number;
}

/**
 * The old entry point: call once per file. The file gets its own server (its own worker), with `env` (read
 * when it starts, after the file's own beforeAll hooks) added to the server's environment.
 * `journey(name, body)` registers a test that fails on any console or page error.
 */
export function e2eSuite(options: { env?: () => Record<string, string | undefined> | Promise<Record<string, string | undefined>> } = {}) {
  // Defined here, once per file: a fixture of its own gives the file its own worker and server.
  const suiteTest = test.extend<object, { serverEnv: Record<string, string> | null }>({
    serverEnv: [
      async ({}, use) => {
        // Read when the worker starts this file's server, which is before the file's beforeAll hooks run:
        // set-up the server needs (an SMTP sink, a data directory) belongs in this function.
        const env = Object.entries((await options.env?.()) ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined);
        await use(Object.fromEntries(env));
      },
      { scope: 'worker', timeout: HEALTH_TIMEOUT_MS + STOP_TIMEOUT_MS },
    ],
  });

  function journey(name: string, body: (j: Journey) => Promise<void>, journeyOptions: JourneyOptions = {}): void {
    suiteTest.describe(() => {
      suiteTest.use({ viewport: journeyOptions.viewport ?? DESKTOP });
      suiteTest(name, async ({ page, baseURL, shot }) => {
        suiteTest.setTimeout(journeyOptions.timeoutMs ?? 90_000);
        const context: BrowserContext = page.context();
        context.setDefaultTimeout(15_000);
        await body(new Journey(name, page, baseURL!, shot));
      });
    });
  }

  return { journey };
}
