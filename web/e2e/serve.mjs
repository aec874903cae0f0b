#!/usr/bin/env node
// The shared app server of the browser journeys (playwright.config.ts's webServer): the API on E2E_PORT with a
// fresh data directory (a copy of run.mjs's template when there is one), removed when Playwright stops it.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { appServerArgs, appServerEnv, freshDataDir, repoRoot } from './server-env.mjs';

const port = process.env.E2E_PORT;
if (!port) {
  console.error('serve.mjs: set E2E_PORT (playwright.config.ts does).');
  process.exit(1);
}
const dataDir = freshDataDir();
const child = spawn(process.execPath, appServerArgs(), {
  cwd: repoRoot,
  env: appServerEnv({ port, dataDir }),
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
