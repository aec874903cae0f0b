#!/usr/bin/env node
// `npm run lint`: every `lint:*` script of the root package.json, all at once. Each tool is a single
// Node process that keeps one core busy, so on a 2-core machine two of them finish in about the time
// of one; each tool's output is printed whole when it ends, never interleaved with another's.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const names = Object.keys(scripts).filter((name) => name.startsWith('lint:'));

function run(name) {
  const started = Date.now();
  return new Promise((resolve) => {
    // --silent: npm's own "> issuerwire lint:x" banner would repeat the command line below.
    const child = spawn('npm', ['run', '--silent', name], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${name} (${scripts[name]}) ${seconds} s`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(names.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
