#!/usr/bin/env node
// Runs the browser journeys (web/e2e/*.e2e.ts) with @playwright/test (playwright.config.ts): one app server for
// every file (its webServer), a file of its own only where the file needs its own settings (fixtures.ts); one file
// at a time unless E2E_WORKERS says how many run side by side.
// Usage: node web/e2e/run.mjs [name-filter...]
//   E2E_BASE_URL    test a running app instead of starting api/src/main.ts (no build either)
//   E2E_SKIP_BUILD  set to 1 to test the web/dist already built
//   CHROMIUM_PATH   the Chromium binary (default /usr/bin/chromium)
//   E2E_WORKERS     how many files run at once (default 1)
//   E2E_PORT        the shared server's port (default: a free one)
//   E2E_DATA_TEMPLATE  a data directory every server starts from a copy of (default: one set up here)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureApiBuilt } from '../../scripts/api-build.mjs';
import { makeDataTemplate } from './server-env.mjs';

const e2eDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(e2eDir, '..', '..');
const filters = process.argv.slice(2);

const files = readdirSync(e2eDir)
  .filter((file) => file.endsWith('.e2e.ts'))
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
  .sort();

if (files.length === 0) {
  console.error(`No e2e files match ${filters.join(', ') || '*.e2e.ts'} in ${relative(repoRoot, e2eDir)}/`);
  process.exit(1);
}

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  console.error(`Chromium not found at ${chromiumPath}: install it (apt-get install chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}

if (!process.env.E2E_BASE_URL && process.env.E2E_SKIP_BUILD !== '1') {
  // The server serves web/dist: test what the source says now, not an old build.
  console.log('Building the web app (set E2E_SKIP_BUILD=1 to skip)...');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The web build failed; no browser tests were run.');
    process.exit(build.status ?? 1);
  }
}

// The journeys run the API as `npm start` does: the bundle, rebuilt here when a source changed.
if (!process.env.E2E_BASE_URL) await ensureApiBuilt();

// Every server the journeys start (the shared one, each file's own) starts from a copy of one data directory
// the app has already set up: the first start's migrations and seeding are paid once, not once a server.
let template;
if (!process.env.E2E_BASE_URL && !process.env.E2E_DATA_TEMPLATE) {
  const began = Date.now();
  template = await makeDataTemplate();
  process.env.E2E_DATA_TEMPLATE = template;
  console.log(`Set up the data directory every server copies in ${Math.round((Date.now() - began) / 1000)} s.`);
}

const resultsDir = join(repoRoot, 'test-results', 'e2e');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const started = Date.now();
const run = spawnSync(join(repoRoot, 'node_modules', '.bin', 'playwright'), ['test', ...files.map((file) => `web/e2e/${file}`)], {
  cwd: repoRoot,
  stdio: 'inherit',
});
if (template) rmSync(template, { recursive: true, force: true });
console.log(
  `Journeys took ${Math.round((Date.now() - started) / 1000)} s. Screenshots: ${relative(process.cwd(), resultsDir) || resultsDir}`,
);
process.exit(run.status ?? 1);
