import { defineConfig } from '@playwright/test';

// The browser journeys (web/e2e/*.e2e.ts): each file starts its own app (harness.ts), so files can run side by
// side; E2E_WORKERS sets how many at once (default 1, one file after another; the journeys in a file stay in order).
// Chromium is Debian's (`apt-get install chromium`; `npx playwright install` cannot download here), or CHROMIUM_PATH.
export default defineConfig({
  testDir: 'web/e2e',
  testMatch: '*.e2e.ts',
  workers: Math.max(1, Number(process.env.E2E_WORKERS) || 1),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  timeout: 90_000,
  reporter: [['list']],
  outputDir: 'test-results/playwright',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
