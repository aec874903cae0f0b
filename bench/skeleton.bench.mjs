// Issue "running skeleton": trivial routes vs bare node:http, cold start, landing page JS size.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { freePort, load, startApp, startProcess, table, waitHealthy } from './lib.mjs';

export async function run() {
  const rows = [];

  const barePort = await freePort();
  const bare = startProcess(['--import', 'tsx', 'bench/bare-server.ts', String(barePort)]);
  await waitHealthy(`http://127.0.0.1:${barePort}/api/health`);
  const baseline = await load({ url: `http://127.0.0.1:${barePort}/api/health` });
  await bare.stop();
  rows.push(['(a) bare node:http GET /api/health (select 1)', baseline.rps.toFixed(0), baseline.p99, '1.00', '—', baseline.errors]);

  const app = await startApp();
  const rest = await load({ url: `${app.base}/api/health` });
  rows.push(['(b) REST facade GET /api/health', rest.rps.toFixed(0), rest.p99, (rest.rps / baseline.rps).toFixed(2), '≥ 0.80', rest.errors]);
  const gql = await load({
    url: `${app.base}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
  rows.push(['(c) GraphQL { __typename }', gql.rps.toFixed(0), gql.p99, (gql.rps / baseline.rps).toFixed(2), '≥ 0.30', gql.errors]);

  // Landing page: every script the browser actually loads for `/`, gzipped.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  let jsBytes = 0;
  const page = await browser.newPage();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') jsBytes += gzipSync(await response.body()).length;
  });
  await page.goto(`${app.base}/`, { waitUntil: 'networkidle' });
  await browser.close();
  await app.stop();

  // Cold start: a second start on the same (already migrated) data directory, and a first start on an empty one.
  const warm = await startApp({ DATA_DIR: app.dataDir });
  await warm.stop();
  const fresh = await startApp();
  await fresh.stop();

  const out = [
    table(['route', 'req/s', 'p99 ms', 'ratio to (a)', 'target', 'errors'], rows),
    '',
    table(
      ['measure', 'value', 'target'],
      [
        ['cold start to first healthy answer (existing data dir)', `${(warm.startupMs / 1000).toFixed(2)} s`, '≤ 3 s'],
        ['cold start on an empty data dir (creates the database)', `${(fresh.startupMs / 1000).toFixed(2)} s`, '—'],
        ['landing page JavaScript, gzipped', `${(jsBytes / 1024).toFixed(1)} KB`, '≤ 250 KB'],
      ],
    ),
  ];
  return out.join('\n');
}
