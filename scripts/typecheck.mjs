#!/usr/bin/env node
// Type-checks every workspace that has a tsconfig.json (they all extend the root one).
// Plugins whose tsconfig.json is the standard one are checked together in one tsc run (the same
// options; the SDK they all import is checked once instead of once per plugin), and the runs go
// in parallel, one per core.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const hasConfig = (p) => existsSync(path.join(root, p, 'tsconfig.json'));
const plugins = readdirSync(path.join(root, 'plugins'))
  .map((p) => `plugins/${p}`)
  .filter(hasConfig);

// The standard plugin tsconfig (what `npm run plugin:new` writes): extends the root, Node types, src only.
const STANDARD = JSON.stringify({ extends: '../../tsconfig.json', compilerOptions: { types: ['node'] }, include: ['src'] });
const isStandard = (p) => {
  try {
    return JSON.stringify(JSON.parse(readFileSync(path.join(root, p, 'tsconfig.json'), 'utf8'))) === STANDARD;
  } catch {
    return false;
  }
};
const standard = plugins.filter(isStandard);

const checks = ['api', 'web', 'web/e2e', 'examples/partner', ...plugins.filter((p) => !standard.includes(p))]
  .filter(hasConfig)
  .map((p) => ({ name: p, args: ['-p', p] }));
if (standard.length > 0) {
  // Under node_modules (ignored by git), so `types: ["node"]` resolves as it does from each plugin.
  const dir = path.join(root, 'node_modules', '.cache', 'issuerwire');
  mkdirSync(dir, { recursive: true });
  const config = path.join(dir, 'tsconfig.plugins.json');
  const rel = (p) => path.relative(dir, path.join(root, p)).split(path.sep).join('/');
  writeFileSync(
    config,
    JSON.stringify(
      { extends: rel('tsconfig.json'), compilerOptions: { types: ['node'] }, include: standard.map((p) => `${rel(p)}/src`) },
      null,
      2,
    ),
  );
  checks.push({ name: `${standard.length} plugins (${standard.map((p) => p.slice('plugins/'.length)).join(', ')})`, args: ['-p', config] });
}

function run({ name, args }) {
  return new Promise((resolve) => {
    const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    const child = spawn(process.execPath, [tsc, ...args, '--noEmit'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      // Each run's errors are printed together, not interleaved with a parallel run's.
      if (output.trim()) process.stdout.write(output);
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${name}`);
      resolve(code === 0);
    });
  });
}

const queue = [...checks];
const results = [];
const workers = Array.from({ length: Math.max(1, Math.min(os.availableParallelism?.() ?? os.cpus().length, 4)) }, async () => {
  while (queue.length > 0) results.push(await run(queue.shift()));
});
await Promise.all(workers);
process.exit(results.every(Boolean) ? 0 : 1);
