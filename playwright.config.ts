import { defineConfig } from '@playwright/test';

// The browser journeys (web/e2e/*.e2e.ts), one file after another: each file starts its own app (harness.ts).
// Chromium is Debian's (`apt-get install chromium`; `npx playwright install` cannot download here), or CHROMIUM_PATH.
export default defineConfig({
  testDir: 'web/e2e',
  testMatch: '*.e2e.ts',
  workers: 1,
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
