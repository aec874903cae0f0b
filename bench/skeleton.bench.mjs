// Issue "running skeleton": trivial routes vs bare node:http, cold start, landing page JS size.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { cpuMs, freePort, startApp, startProcess, table, waitHealthy } from './lib.mjs';

const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

export async function run() {
  const barePort = await freePort();
  // The same kind of database as the app's (PGlite in a data directory), so both do the same work.
  const bare = startProcess([
    '--import',
    'tsx',
    'bench/bare-server.ts',
    String(barePort),
    mkdtempSync(path.join(os.tmpdir(), 'iw-bench-bare-')),
  ]);
  await waitHealthy(`http://127.0.0.1:${barePort}/api/health`);
  const app = await startApp();
  const targets = [
    {
      label: '(a) bare node:http GET /api/health (select 1)',
      pid: bare.child.pid,
      opts: { url: `http://127.0.0.1:${barePort}/api/health` },
    },
    { label: '(b) REST facade GET /api/health', target: '≥ 0.80', pid: app.child.pid, opts: { url: `${app.base}/api/health` } },
    {
      label: '(c) GraphQL { __typename }',
      target: '≥ 0.30',
      pid: app.child.pid,
      opts: {
        url: `${app.base}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      },
    },
  ];
  // Both servers stay up and take turns in short rounds, so a burst of other work on a shared machine
  // lands on all of them alike; medians of the rounds are reported, and server CPU per request, which
  // other load disturbs much less than throughput does.
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const rounds = 5;
  for (const t of targets) await autocannon({ connections: 50, duration: Number(process.env.BENCH_WARMUP_SECONDS ?? 3), ...t.opts });
  for (const t of targets) t.runs = [];
  for (let round = 0; round < rounds; round++) {
    for (const t of targets) {
      const before = cpuMs(t.pid);
      const result = await autocannon({ connections: 50, duration: Math.max(1, Math.round(seconds / rounds)), ...t.opts });
      const after = cpuMs(t.pid);
      t.runs.push({
        rps: result.requests.average,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
        cpuUs: before === null || after === null ? null : ((after - before) * 1000) / result.requests.total,
      });
    }
  }
  await bare.stop();
  const [a] = targets;
  const summary = (t) => ({
    rps: median(t.runs.map((r) => r.rps)),
    p99: median(t.runs.map((r) => r.p99)),
    cpuUs: t.runs[0].cpuUs === null ? null : median(t.runs.map((r) => r.cpuUs)),
    errors: t.runs.reduce((sum, r) => sum + r.errors, 0),
  });
  const base = summary(a);
  const rows = targets.map((t) => {
    const s = summary(t);
    const cpu = s.cpuUs === null ? '—' : `${s.cpuUs.toFixed(0)} (${(base.cpuUs / s.cpuUs).toFixed(2)})`;
    return [t.label, s.rps.toFixed(0), s.p99, (s.rps / base.rps).toFixed(2), cpu, t.target ?? '—', s.errors];
  });

  // Landing page: what the browser actually transfers for `/` (bodies as sent, compressed or not, plus headers).
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const responses = [];
  const page = await browser.newPage();
  page.on('response', (response) => responses.push(response));
  await page.goto(`${app.base}/`, { waitUntil: 'networkidle' });
  let jsBytes = 0;
  let allBytes = 0;
  for (const response of responses) {
    const sizes = await response.request().sizes();
    allBytes += sizes.responseBodySize + sizes.responseHeadersSize;
    if (response.request().resourceType() === 'script') jsBytes += sizes.responseBodySize;
  }
  const phone = await firstPaintOnSlow4g(browser, app.base);
  await browser.close();
  await app.stop();

  // Cold start: a second start on the same (already migrated) data directory, and a first start on an empty one.
  // The warm figure is the median of three starts (start-up is mostly CPU: other load skews one start).
  const warmMs = [];
  for (let i = 0; i < 3; i++) {
    const warm = await startApp({ DATA_DIR: app.dataDir });
    warmMs.push(warm.startupMs);
    await warm.stop();
  }
  const fresh = await startApp();
  await fresh.stop();

  const out = [
    table(['route', 'req/s', 'p99 ms', 'ratio to (a)', 'server CPU µs/req (a ÷ this)', 'target', 'errors'], rows),
    `Medians of 5 alternating rounds; load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}.`,
    '',
    table(
      ['measure', 'value', 'target'],
      [
        [
          'cold start to first healthy answer (built, existing data dir)',
          `${(median(warmMs) / 1000).toFixed(2)} s (of ${warmMs.map((ms) => (ms / 1000).toFixed(2)).join(', ')})`,
          '≤ 3 s',
        ],
        ['cold start on an empty data dir (creates the database)', `${(fresh.startupMs / 1000).toFixed(2)} s`, '—'],
        ['landing page JavaScript over the wire (brotli from the build)', `${(jsBytes / 1024).toFixed(1)} KB`, '≤ 250 KB'],
        [
          `landing page, everything over the wire (${responses.length} responses)`,
          `${(allBytes / 1024).toFixed(1)} KB`,
          '≤ 180 KB (issue 19)',
        ],
      ],
    ),
    '',
    'On a phone over emulated slow 4G (Chromium, CDP: 1.6 Mbps down, 750 kbps up, 150 ms round trip, no cache), 390×844:',
    table(['screen', 'LCP', 'requests', 'over the wire', 'target (issue 19)'], phone),
  ];
  return out.join('\n');
}

/** LCP, request count and bytes of the screens issue 19 names, each in a fresh context on a throttled connection. */
async function firstPaintOnSlow4g(browser, base) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo_issuer', password: 'DemoIssuer-2026!' }),
  });
  const session = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('iw_session='))
    ?.split(';')[0]
    .split('=');
  const screens = [
    ['/ (landing)', '/', null, 'LCP ≤ 1.5 s, ≤ 180 KB'],
    ['/login', '/login', null, 'LCP ≤ 2 s, ≤ 15 requests'],
    ['/signup', '/signup', null, 'LCP ≤ 2 s, ≤ 15 requests'],
    ['/dashboard (signed in)', '/dashboard', session, 'LCP ≤ 2.5 s'],
  ];
  const rows = [];
  for (const [label, url, cookie, target] of screens) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    if (cookie) await context.addCookies([{ name: cookie[0], value: cookie[1], url: base }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.addInitScript(() => {
      globalThis.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) globalThis.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const responses = [];
    page.on('response', (response) => responses.push(response));
    await page.goto(`${base}${url}`, { waitUntil: 'networkidle', timeout: 120_000 });
    const lcp = await page.evaluate(() => globalThis.__lcp);
    let bytes = 0;
    for (const response of responses) {
      const sizes = await response.request().sizes();
      bytes += sizes.responseBodySize + sizes.responseHeadersSize;
    }
    rows.push([label, `${(lcp / 1000).toFixed(2)} s`, String(responses.length), `${(bytes / 1024).toFixed(1)} KB`, target]);
    await context.close();
  }
  return rows;
}
