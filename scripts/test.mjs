#!/usr/bin/env node
// `npm test`: every vitest project (api against a real database, web components, plugins),
// then the browser journeys in real Chromium against the built app. `.ci/run` runs the same steps, side by
// side where a core would idle: a step added here goes there too.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (cmd, args, env = {}) => {
  console.log(`\n> ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const database = process.env.DATABASE_URL ? `PostgreSQL (${new URL(process.env.DATABASE_URL).host})` : 'embedded PGlite';
console.log(`Tests run against: ${database}`);
run('npx', ['vitest', 'run']);
if (process.env.SKIP_E2E !== '1') {
  run('npm', ['run', 'build', '-w', 'web']);
  run('node', ['web/e2e/run.mjs'], { E2E_SKIP_BUILD: '1' });
}
