// Issue "compliance engine": the check engine on a 1,200-word article in process, and through the API.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { load, root, startApp, table } from './lib.mjs';

export async function run() {
  const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench/compliance-engine.ts')], {
    cwd: root,
    env: { ...process.env, TSX_TSCONFIG_PATH: path.join(root, 'api/tsconfig.json') },
    maxBuffer: 16 * 1024 * 1024,
  }).toString();
  const engine = JSON.parse(out);
  const app = await startApp();
  const api = await load({
    url: `${app.base}/api/compliance/check`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ticker: 'AAPL', content: engine.text }),
  });
  await app.stop();
  return table(
    ['measure', 'value', 'target'],
    [
      [`check engine in process, ${engine.words}-word article: median`, `${engine.median.toFixed(2)} ms`, '≤ 2 ms'],
      ['check engine in process: p99', `${engine.p99.toFixed(2)} ms`, '—'],
      [
        'same check scanning every pattern in full (before the prefilter): median',
        `${engine.fullScan.median.toFixed(2)} ms (×${(engine.fullScan.median / engine.median).toFixed(1)})`,
        '—',
      ],
      [
        'POST /api/compliance/check, 50 connections',
        `${api.rps.toFixed(0)} checks/s (p99 ${api.p99} ms, ${api.errors} errors)`,
        '≥ 1,000 checks/s',
      ],
    ],
  );
}
