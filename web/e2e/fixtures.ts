// The browser journeys' fixtures (Playwright's test.extend). A journey asks for what it needs:
//   page      the page, at the app's baseURL; the test fails if the browser reported a console or page error
//   shot      shot(label): a full-page screenshot in test-results/e2e/, named by test and step
//   issuer    a new account signed up over HTTP, its session cookie in the page's context
//   baseURL   the app: the one server playwright.config.ts starts (webServer) for every file, or the file's own
// A file whose server needs its own settings (SMTP, 2FA on, a fake vendor) overrides the worker-scoped `serverEnv`
// fixture in the file: Playwright then gives the file a worker (and a server) of its own.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { startTestSmtpServer, type TestSmtpServer } from '../../api/src/mail/mail.testing';
import { signUpViaApi, type Account } from './accounts';
import { DESKTOP, HEALTH_TIMEOUT_MS, screenshotDir, startAppServer, type AppServer } from './app-server';

export { expect };

export interface WorkerFixtures {
  /** The environment of this file's own server, or null for the shared one. Override it to get a server of your own. */
  serverEnv: Record<string, string> | null;
  /** The file's own server, started once per worker when serverEnv is set. */
  ownServer: AppServer | null;
}

export interface TestFixtures {
  /** Full-page screenshot in test-results/e2e/<test>-<nn>-<label>.png. */
  shot: (label: string) => Promise<void>;
  /** A new account (username, password) signed up over HTTP; the page's context is signed in as it. */
  issuer: Account;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Collects the browser's console errors and page errors, except the 404 of a page that is itself not found. */
function watchErrors(page: Page, errors: string[]): void {
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url, lineNumber } = message.location();
    // The page itself answered 404 (an unknown path: the app shows Page Not Found); journeys assert that status.
    if (url === page.url() && message.text().includes('status of 404')) return;
    errors.push(`console error on ${page.url()}: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
  });
  page.on('pageerror', (error) => errors.push(`page error on ${page.url()}: ${error.stack ?? error.message}`));
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  serverEnv: [null, { scope: 'worker', option: true }],
  ownServer: [
    async ({ serverEnv }, use) => {
      if (!serverEnv) return use(null);
      const server = await startAppServer(serverEnv);
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    // Starting the app on a loaded 2-core machine can take minutes (harness.ts): as long as E2E_HEALTH_TIMEOUT_MS allows.
    { scope: 'worker', timeout: HEALTH_TIMEOUT_MS + 20_000 },
  ],
  baseURL: async ({ baseURL, ownServer }, use) => use(ownServer?.baseUrl ?? baseURL),
  viewport: DESKTOP,

  page: async ({ page }, use, testInfo) => {
    const errors: string[] = [];
    watchErrors(page, errors);
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) {
      await mkdir(screenshotDir, { recursive: true });
      await page.screenshot({ path: join(screenshotDir, `${slug(testInfo.title)}-failed.png`), fullPage: true }).catch(() => undefined);
    }
    expect(errors, `The browser reported ${errors.length} error(s):\n${errors.join('\n')}`).toEqual([]);
  },

  shot: async ({ page }, use, testInfo) => {
    let count = 0;
    await mkdir(screenshotDir, { recursive: true });
    await use(async (label) => {
      count += 1;
      const file = `${slug(testInfo.title)}-${String(count).padStart(2, '0')}-${slug(label)}.png`;
      await page.screenshot({ path: join(screenshotDir, file), fullPage: true });
    });
  },

  issuer: async ({ page }, use) => use(await signUpViaApi(page)),
});

/**
 * For a file whose server needs settings of its own: `const test = withServer({ NAME: 'value' })`. Each call
 * defines its own serverEnv, so the file runs in a worker (and against a server) of its own.
 */
export function withServer(env: Record<string, string>) {
  return test.extend<object, { serverEnv: Record<string, string> | null }>({
    serverEnv: [async ({}, use) => use(env), { scope: 'worker' }],
  });
}

/** A file's own server that mails to a loopback SMTP server, read by the `smtp` fixture; `env` adds settings. */
export function withMail(env: Record<string, string> = {}) {
  return test.extend<object, { smtp: TestSmtpServer; serverEnv: Record<string, string> | null }>({
    smtp: [
      async ({}, use) => {
        const smtp = await startTestSmtpServer();
        await use(smtp);
        await smtp.close();
      },
      { scope: 'worker' },
    ],
    serverEnv: [async ({ smtp }, use) => use({ SMTP_URL: smtp.url, ...env }), { scope: 'worker' }],
  });
}
