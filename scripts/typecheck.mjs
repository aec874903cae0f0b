#!/usr/bin/env node
// Type-checks every workspace that has a tsconfig.json (they all extend the root one).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const projects = ['api', 'web', 'web/e2e', ...readdirSync(path.join(root, 'plugins')).map((p) => `plugins/${p}`)].filter((p) =>
  existsSync(path.join(root, p, 'tsconfig.json')),
);
let failed = false;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '-p', project, '--noEmit'], { cwd: root, stdio: 'inherit' });
  console.log(`${result.status === 0 ? 'ok  ' : 'FAIL'} ${project}`);
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
