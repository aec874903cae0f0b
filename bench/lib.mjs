// Shared helpers for the benchmarks: start a server process, wait for health, run autocannon or wrk, print a table.
import { execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { apiEnv, apiNodeArgs, ensureApiBuilt } from '../scripts/api-build.mjs';

export const root = path.resolve(import.meta.dirname, '..');

/** With DATABASE_URL: a database of the bench's own on that server (dropped after); otherwise embedded PGlite. */
export async function benchDatabase() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { env: {}, drop: async () => {} };
  const name = `iw_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Runs `fn` with a client of its own on `url`, closed after. */
export async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A JSON call to the app; throws on a non-2xx answer (a bench measures what works). */
export async function call(base, cookie, method, path, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return { json: text ? JSON.parse(text) : {}, res };
}

/** Signs in as the seeded demo issuer; answers its session cookie. */
export async function signInAsDemo(base) {
  const { res } = await call(base, null, 'POST', '/api/auth/login', { username: 'demo_issuer', password: 'DemoIssuer-2026!' });
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('iw_session='))
    ?.split(';')[0];
  if (!cookie) throw new Error('demo_issuer sign-in set no session cookie');
  return cookie;
}

export async function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitHealthy(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/** Starts the real app (production mode, warn-level logs) and resolves when healthy, with its start-up time. */
export async function startApp(env = {}) {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'iw-bench-'));
  // The built API, as `npm start` runs it (built before the clock starts: cold start is measured after build).
  await ensureApiBuilt();
  const started = performance.now();
  // BENCH_NODE_ARGS profiles the server under load, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const extra = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ').filter(Boolean) : [];
  const child = spawn(process.execPath, [...extra, ...apiNodeArgs()], {
    cwd: root,
    env: {
      ...process.env,
      ...apiEnv(),
      NODE_ENV: 'production',
      // The benches sign up and act at once: setting up two factors is not what they time.
      TWO_FACTOR_REQUIRED: 'false',
      MAIL_LOG: 'true',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitHealthy(`${base}/api/health`);
  return { base, port, dataDir, child, startupMs: performance.now() - started, stop: () => stop(child) };
}

export function startProcess(args, env = {}, stdout = 'ignore') {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, TSX_TSCONFIG_PATH: path.join(root, 'api/tsconfig.json'), ...env },
    stdio: ['ignore', stdout, 'inherit'],
  });
  return { child, stop: () => stop(child) };
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** CPU time (user + system, ms) of a process, from Linux's /proc; null where there is none. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** All PostgreSQL server processes on this machine (the benchmarks that use it run it here); null without /proc. */
export function postgresCpuMs() {
  let pids;
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return null;
  }
  let total = 0;
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) total += cpuMs(pid) ?? 0;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/**
 * autocannon with the issue's settings: 50 connections, 10 s (BENCH_SECONDS overrides). With `serverPid`, also
 * the CPU each request cost the server, PostgreSQL and the load generator (µs): steadier than req/s on a
 * shared machine whose speed varies, and it shows who the cores were busy for.
 */
export async function load(opts, { serverPid } = {}) {
  // Warm-up first (JIT, PGlite's WASM, connection pools): those seconds are not measured.
  await autocannon({ connections: 50, duration: Number(process.env.BENCH_WARMUP_SECONDS ?? 3), ...opts });
  const before = { server: serverPid ? cpuMs(serverPid) : null, postgres: serverPid ? postgresCpuMs() : null, loadgen: process.cpuUsage() };
  const result = await autocannon({ connections: 50, duration: Number(process.env.BENCH_SECONDS ?? 10), ...opts });
  const n = result.requests.total || 1;
  const loadgen = process.cpuUsage(before.loadgen);
  const perRequest = (start, end) => (start === null || end === null ? null : Math.round(((end - start) * 1000) / n));
  const cpu = {
    server: perRequest(before.server, serverPid ? cpuMs(serverPid) : null),
    postgres: perRequest(before.postgres, serverPid ? postgresCpuMs() : null),
    loadgen: Math.round((loadgen.user + loadgen.system) / n),
  };
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx, cpu };
}

// wrk's Lua: each request counted as it is written (`sent`), with a User-Agent of its own when `prefix` is
// set (a new reader each time); done() prints the run as one JSON line.
const WRK_SCRIPT = `
local threads = {}
local headers = HEADERS
local prefix = PREFIX
sent = 0
function setup(thread)
  thread:set("id", #threads)
  table.insert(threads, thread)
end
function request()
  sent = sent + 1
  if prefix then headers["User-Agent"] = prefix .. id .. "-" .. sent end
  return wrk.format(nil, nil, headers)
end
function done(summary, latency)
  local all = 0
  for _, thread in ipairs(threads) do all = all + thread:get("sent") end
  local e = summary.errors
  io.write(string.format('\\nWRK {"sent":%d,"completed":%d,"non2xx":%d,"errors":%d,"p50":%d,"p99":%d,"us":%d}\\n',
    all, summary.requests, e.status, e.connect + e.read + e.write + e.timeout, latency:percentile(50), latency:percentile(99), summary.duration))
end
`;

/**
 * HTTP load from wrk (C; Debian's package `wrk`), for loads where the load generator must not be what
 * is measured: on this 2-core machine autocannon costs about 32 µs of CPU a request, more than a bare
 * node:http server's own 22, so it capped that server at 30,500 req/s (0.8 of a core), where wrk, at
 * about 17 µs a request, lets it reach 45,600 (a full core; measured 2026-11-27). `readerPrefix` gives
 * every request a User-Agent of its own. Resolves to requests sent and answered, 2xx answers per second,
 * latency p50/p99 in ms, and errors (connection errors and timeouts) and non-2xx answers.
 */
export async function wrk({ url, connections, seconds, headers = {}, readerPrefix }) {
  const lua = (value) => JSON.stringify(value); // a JSON string is a Lua string literal for these ASCII values
  const headerTable = `{ ${Object.entries(headers)
    .map(([name, value]) => `[${lua(name)}] = ${lua(value)}`)
    .join(', ')} }`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'iw-wrk-'));
  const script = path.join(dir, 'load.lua');
  writeFileSync(script, WRK_SCRIPT.replace('HEADERS', headerTable).replace('PREFIX', readerPrefix ? lua(readerPrefix) : 'nil'));
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script, url];
  const stdout = await new Promise((resolve, reject) =>
    execFile('wrk', args, (error, out) => {
      if (error?.code === 'ENOENT') reject(new Error('this benchmark needs wrk: apt-get install -y wrk'));
      else if (error) reject(error);
      else resolve(out);
    }),
  ).finally(() => rmSync(dir, { recursive: true, force: true }));
  const line = stdout.split('\n').find((l) => l.startsWith('WRK '));
  if (!line) throw new Error(`wrk printed no summary:\n${stdout}`);
  const run = JSON.parse(line.slice(4));
  const answered = run.completed - run.non2xx;
  return {
    sent: run.sent,
    answered,
    rps: answered / (run.us / 1e6),
    p50: Math.round(run.p50 / 100) / 10,
    p99: Math.round(run.p99 / 100) / 10,
    errors: run.errors,
    non2xx: run.non2xx,
  };
}

export function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  return [line(headers), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}
