// Issue "running skeleton": trivial routes vs bare node:http, cold start, landing page JS size.
import os from 'node:os';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { cpuMs, startApp, startProcess, table } from './lib.mjs';

const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

// What a browser sends (the app shell is answered from its precompressed copy); the other two are small answers.
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };
const MEASURED = [
  { label: 'app shell GET /', target: '≥ 0.50', method: 'GET', path: '/', headers: BROWSER_ENCODINGS },
  { label: 'REST GET /api/health', target: '≥ 0.50', method: 'GET', path: '/api/health', headers: BROWSER_ENCODINGS },
  {
    label: 'GraphQL POST /graphql { __typename }',
    target: '≥ 0.25',
    method: 'POST',
    path: '/graphql',
    headers: { ...BROWSER_ENCODINGS, 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ __typename }' }),
  },
];

/** The bare server (bench/bare-server.mjs), replaying what the app answered to each measured request. */
async function startBare(appBase) {
  const { child, stop } = startProcess(['bench/bare-server.mjs', appBase, JSON.stringify(MEASURED)], {}, 'pipe');
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (d) => resolve(Number(String(d).trim())));
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return { child, stop, base: `http://127.0.0.1:${port}` };
}

// BENCH_SKELETON=load,browser,start runs only those parts (all by default).
const PARTS = new Set((process.env.BENCH_SKELETON ?? 'load,browser,start').split(','));

export async function run() {
  // Request logging at the default level (info), as `npm start` runs it.
  const app = await startApp({ LOG_LEVEL: 'info' });
  const out = [];
  if (PARTS.has('load')) out.push(await perRequest(app), '');
  if (PARTS.has('browser')) out.push(await inTheBrowser(app), '');
  await app.stop();
  if (PARTS.has('start')) out.push(await coldStart(app.dataDir));
  return out.join('\n');
}

/** Per request, side by side: the app and a bare node:http server answering the same bytes. */
async function perRequest(app) {
  const bare = await startBare(app.base);
  const targets = MEASURED.flatMap((m) => {
    const opts = (base) => ({ url: `${base}${m.path}`, method: m.method, headers: m.headers, body: m.body });
    const bareTarget = { label: `bare node:http, same bytes: ${m.label}`, pid: bare.child.pid, opts: opts(bare.base) };
    return [bareTarget, { label: `app: ${m.label}`, target: m.target, pid: app.child.pid, opts: opts(app.base), bare: bareTarget }];
  });
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
  const summary = (t) => ({
    rps: median(t.runs.map((r) => r.rps)),
    p99: median(t.runs.map((r) => r.p99)),
    cpuUs: t.runs[0].cpuUs === null ? null : median(t.runs.map((r) => r.cpuUs)),
    errors: t.runs.reduce((sum, r) => sum + r.errors, 0),
  });
  const rows = targets.map((t) => {
    const s = summary(t);
    const base = t.bare ? summary(t.bare) : s;
    const cpu = s.cpuUs === null ? '—' : `${s.cpuUs.toFixed(0)}${t.bare ? ` (${(base.cpuUs / s.cpuUs).toFixed(2)})` : ''}`;
    return [t.label, s.rps.toFixed(0), s.p99, t.bare ? (s.rps / base.rps).toFixed(2) : '1', cpu, t.target ?? '—', s.errors];
  });
  return [
    table(['route (50 connections)', 'req/s', 'p99 ms', 'ratio to bare', 'server CPU µs/req (bare ÷ this)', 'target', 'errors'], rows),
    `Medians of 5 alternating rounds; the app logs each request (default level, info); load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}.`,
  ].join('\n');
}

/** The landing page's bytes in Chromium, and the phone figures of issue 19. */
async function inTheBrowser(app) {
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
  return [
    table(
      ['measure', 'value', 'target'],
      [
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
    table(['screen', 'LCP', 'requests', 'over the wire', 'target (issue 19)'], phone.rows),
    `Load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}.`,
    // BENCH_LIST_REQUESTS=1: each screen's requests in the order they were answered, to see what a page waits for.
    ...(process.env.BENCH_LIST_REQUESTS ? ['', ...phone.requests] : []),
  ].join('\n');
}

async function coldStart(dataDir) {
  // Cold start: a second start on the same (already migrated) data directory, and a first start on an empty one.
  // The warm figure is the median of three starts (start-up is mostly CPU: other load skews one start).
  const warmMs = [];
  for (let i = 0; i < 3; i++) {
    const warm = await startApp({ DATA_DIR: dataDir });
    warmMs.push(warm.startupMs);
    await warm.stop();
  }
  const fresh = await startApp();
  await fresh.stop();

  return table(
    ['measure', 'value', 'target'],
    [
      [
        'cold start to first healthy answer (built, existing data dir)',
        `${(median(warmMs) / 1000).toFixed(2)} s (of ${warmMs.map((ms) => (ms / 1000).toFixed(2)).join(', ')})`,
        '≤ 3 s',
      ],
      ['cold start on an empty data dir (creates the database)', `${(fresh.startupMs / 1000).toFixed(2)} s`, '—'],
    ],
  );
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
  const requests = [];
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
    // On a busy machine the network can fall quiet before the first paint: wait for it, then for what it loads.
    await page.waitForFunction(() => globalThis.__lcp > 0, null, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const lcp = await page.evaluate(() => globalThis.__lcp);
    let bytes = 0;
    requests.push(`${label}:`);
    for (const response of responses) {
      const sizes = await response.request().sizes();
      bytes += sizes.responseBodySize + sizes.responseHeadersSize;
      const { pathname } = new URL(response.url());
      requests.push(`  ${response.request().method()} ${pathname} ${(sizes.responseBodySize / 1024).toFixed(1)} KB`);
    }
    rows.push([label, `${(lcp / 1000).toFixed(2)} s`, String(responses.length), `${(bytes / 1024).toFixed(1)} KB`, target]);
    await context.close();
  }
  return { rows, requests };
}
