#!/usr/bin/env node
// `npm run bench`: prints the figures of every benchmark (measured, never asserted) and keeps a copy
// in bench/results/latest.md. BENCH_SECONDS shortens the load runs; pass names to run a subset.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';
import { machineSpeedMs } from './machine-speed.mjs';

const suites = {
  skeleton: () => import('./skeleton.bench.mjs'),
  compliance: () => import('./compliance.bench.mjs'),
  campaigns: () => import('./campaigns.bench.mjs'),
  engagement: () => import('./engagement.bench.mjs'),
  release: () => import('./release.bench.mjs'),
  scale: () => import('./scale.bench.mjs'),
  export: () => import('./export.bench.mjs'),
};
const wanted = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(suites);
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}`;
const speedBefore = machineSpeedMs();
console.log(`machine speed: ${speedBefore} ms (bench/machine-speed.mjs; lower is faster)`);
const sections = [`Machine: ${machine}`, `Date: ${new Date().toISOString()}`];
for (const name of wanted) {
  console.log(`running ${name}...`);
  const { run } = await suites[name]();
  const text = await run();
  console.log(`\n## ${name}\n${text}\n`);
  sections.push(`## ${name}\n${text}`);
}
const speed = `Machine speed: ${speedBefore} ms before the suites, ${machineSpeedMs()} ms after (bench/machine-speed.mjs, a CPU-only reference; lower is faster; compare runs only at similar values)`;
console.log(speed);
sections.splice(2, 0, speed);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/latest.md'), sections.join('\n\n') + '\n');
