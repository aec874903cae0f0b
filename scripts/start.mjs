#!/usr/bin/env node
// `npm start`: build the web app when it is missing or older than its sources, bundle the API likewise
// (scripts/api-build.mjs), then run the API, which serves both. Signals are passed on so the API shuts down gracefully.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { apiEnv, apiNodeArgs, ensureApiBuilt } from './api-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'web');
const builtIndex = path.join(web, 'dist', 'index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

function webIsStale() {
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  const sources = Math.max(newestMtime(path.join(web, 'src')), statSync(path.join(web, 'index.html')).mtimeMs);
  return sources > built;
}

if (process.env.SKIP_WEB_BUILD !== '1' && webIsStale()) {
  console.log('Building the web app (first start, or its sources changed)...');
  const result = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The API runs as one built file (no TypeScript compiled at start-up), rebuilt whenever its sources change.
await ensureApiBuilt();
const api = spawn(process.execPath, apiNodeArgs(), { cwd: root, stdio: 'inherit', env: { ...process.env, ...apiEnv() } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
