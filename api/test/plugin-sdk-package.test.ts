import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hmacSignature } from '@issuerwire/plugin-sdk';
import { sampleRelease, startFakeVendor } from '@issuerwire/plugin-sdk/testing';
import { loadConfig } from '../src/config';
import { callWithKey, generateArticle } from '../src/modules/publishing/publishing.testing';
import { loadPlugins } from '../src/plugins/load-plugins';
import { createCampaign, createVerifiedIssuer } from './fixtures/issuers';
import { createTestApp } from './test-app';

// Issues 16 and 42: a vendor writes a plugin outside this repository. The SDK is packed as vendors get it
// (`npm pack -w`, which leaves the checkout as it was), `npm run plugin:new -- newswire … --scope @acme [--web]
// --out <dir>` writes their package in a folder outside the workspace, npm installs the SDK tarball there, the
// package's own tests (the conformance kit) pass and it packs. The operator installs the packed plugins into a
// folder of their own (PLUGINS_DIR), and IssuerWire started with it sends a release through the API plugin to
// a local fake of the vendor (a real HTTP server on 127.0.0.1, reached because PLUGIN_ALLOWED_HOSTS opens it).

const repoRoot = path.resolve(import.meta.dirname, '../..');
const NPM_FLAGS = ['--prefer-offline', '--no-audit', '--no-fund'];
// The registry is unreachable (no network): said plainly, and only tolerated outside CI.
const OFFLINE = /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|network/i;

interface Run {
  code: number;
  stdout: string;
  /** stdout and stderr. */
  output: string;
}

/** npm and node run as a user would: none of the npm_* settings of the `npm test` running this file. */
function run(command: string, args: string[], cwd: string): Promise<Run> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && key !== 'INIT_CWD'));
  return new Promise((resolve) => {
    execFile(command, args, { cwd, env, timeout: 180_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, output: `${stdout}${stderr}` }),
    );
  });
}

async function succeed(command: string, args: string[], cwd: string): Promise<string> {
  const result = await run(command, args, cwd);
  if (result.code !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.output}`);
  return result.stdout;
}

/** `npm pack` (of `workspace`, when given) into `dest`: the tarball's path and the files it holds. */
async function pack(dir: string, dest: string, workspace?: string): Promise<{ tarball: string; files: string[] }> {
  const output = await succeed('npm', ['pack', ...(workspace ? ['-w', workspace] : []), '--json', '--pack-destination', dest], dir);
  // prepack's build log comes first; the JSON report is the last thing npm prints.
  const [report] = JSON.parse(output.slice(output.lastIndexOf('\n[') + 1)) as { filename: string; files: { path: string }[] }[];
  return { tarball: path.join(dest, report.filename), files: report.files.map((f) => f.path).sort() };
}

async function manifestIn(tarball: string): Promise<Record<string, unknown>> {
  return JSON.parse(await succeed('tar', ['-xzOf', tarball, 'package/package.json'], path.dirname(tarball))) as Record<string, unknown>;
}

describe('the plugin SDK as a package vendors depend on', () => {
  let work = '';
  let offline: string | null = null;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'iw-sdk-package-'));
  });

  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  });

  /** npm install in `dir`; records (outside CI) that the registry cannot be reached instead of failing. */
  async function install(dir: string, args: string[]): Promise<boolean> {
    const result = await run('npm', ['install', ...args, ...NPM_FLAGS], dir);
    if (result.code === 0) return true;
    if (!process.env.CI && OFFLINE.test(result.output)) {
      offline = `npm cannot reach the registry for vitest, typescript and zod: ${result.output.split('\n').find((l) => OFFLINE.test(l))}`;
      return false;
    }
    throw new Error(`npm install ${args.join(' ')} failed in ${dir}:\n${result.output}`);
  }

  it('packs dist/ with type declarations for `.` and `./testing`, leaving the checkout as it was; the generated plugins build, pass the kit and pack outside the repository; IssuerWire started with PLUGINS_DIR sends a release through one', async (ctx) => {
    // Ignored files too (dist/): the checkout is as it was, whether the SDK was built before or not.
    const checkout = () =>
      succeed('git', ['status', '--porcelain', '--ignored', '--', 'plugins/sdk', ':!plugins/sdk/node_modules'], repoRoot);
    const before = await checkout();
    const sdk = await pack(repoRoot, work, '@issuerwire/plugin-sdk');
    expect(await checkout()).toBe(before);
    expect(sdk.files).toEqual(
      expect.arrayContaining(['dist/index.js', 'dist/index.d.ts', 'dist/testing/index.js', 'dist/testing/index.d.ts']),
    );
    expect(sdk.files.filter((f) => !f.startsWith('dist/'))).toEqual(['README.md', 'package.json']);
    // loadForTest: a vendor's own tests load the plugin as the API does, reaching their fake vendor.
    expect(await succeed('tar', ['-xzOf', sdk.tarball, 'package/dist/testing/index.d.ts'], work)).toMatch(/\bloadForTest\b/);
    const sdkManifest = await manifestIn(sdk.tarball);
    expect(sdkManifest.private).toBeUndefined();
    expect(sdkManifest.license).toEqual(expect.any(String));
    expect(sdkManifest.exports).toEqual({
      '.': { types: './dist/index.d.ts', default: './dist/index.js' },
      './testing': { types: './dist/testing/index.d.ts', default: './dist/testing/index.js' },
    });

    /** A vendor's plugin, generated outside the repository: installed, tested, type-checked, packed. */
    async function vendorPackage(id: string, args: string[]): Promise<string | null> {
      const dir = path.join(work, `newswire-${id}`);
      await succeed(
        process.execPath,
        [path.join(repoRoot, 'scripts/plugin-new.mjs'), 'newswire', id, '--scope', '@acme', ...args, '--out', dir],
        work,
      );
      const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as Record<string, Record<string, string>>;
      expect(manifest.name).toBe(`@acme/newswire-${id}`);
      expect(manifest.peerDependencies).toEqual({ '@issuerwire/plugin-sdk': '^0.1.0' });

      if (!(await install(dir, ['--save-dev', sdk.tarball]))) return null;
      const report = path.join(dir, 'report.json');
      await run('npm', ['test', '--', '--reporter=json', `--outputFile=${report}`], dir);
      const results = JSON.parse(await readFile(report, 'utf8')) as {
        numFailedTests: number;
        numPassedTests: number;
        testResults: { status: string }[];
      };
      expect(results.testResults.map((r) => r.status)).toEqual(['passed']);
      expect(results.numFailedTests).toBe(0);
      expect(results.numPassedTests).toBeGreaterThanOrEqual(5);
      await succeed('npm', ['run', 'typecheck'], dir); // its tests type-check too

      const packed = await pack(dir, work);
      expect(packed.files).toEqual(['README.md', 'dist/index.d.ts', 'dist/index.js', 'package.json']);
      return packed.tarball;
    }
    // The API template and the Web Integration (--web); side by side, as most of it waits on npm.
    const tarballs = await Promise.all([vendorPackage('acme', []), vendorPackage('acme-web', ['--web'])]);
    const pluginTarballs = tarballs.filter((t): t is string => t !== null);
    if (pluginTarballs.length < tarballs.length) return ctx.skip(offline ?? undefined);

    // The operator's folder of plugins, outside the checkout: the SDK and the two plugins installed there.
    const pluginsDir = path.join(work, 'issuerwire-plugins');
    await mkdir(pluginsDir);
    await writeFile(path.join(pluginsDir, 'package.json'), JSON.stringify({ name: 'issuerwire-plugins', private: true }));
    if (!(await install(pluginsDir, [sdk.tarball, ...pluginTarballs]))) return ctx.skip(offline ?? undefined);

    const vendorOrders: Record<string, unknown>[] = [];
    const vendor = await startFakeVendor({
      'POST /v1/releases': (req) => {
        vendorOrders.push(req.json as Record<string, unknown>);
        return { status: 201, json: { id: `rel_${vendorOrders.length}`, status: 'submitted' } };
      },
    });
    const env = {
      PLUGINS_DIR: pluginsDir,
      PUBLIC_URL: 'https://ir.example.com',
      PLUGIN_ACME_API_KEY: 'acme-live-key-0001',
      PLUGIN_ACME_BASE_URL: vendor.url,
      PLUGIN_ACME_WEBHOOK_SECRET: 'whsec-acme-live-0001',
      PLUGIN_ALLOWED_HOSTS: `127.0.0.1:${vendor.port}`,
    };
    const chunks: string[] = [];
    const logger = pino({ level: 'info' }, new Writable({ write: (chunk: Buffer, _enc, done) => (chunks.push(chunk.toString()), done()) }));
    const registry = await loadPlugins(loadConfig({ DATA_DIR: work, ...env }), logger);
    const t = await createTestApp({ env, plugins: Promise.resolve(registry) });
    try {
      const installed = registry.list().filter((p) => p.id.startsWith('acme'));
      expect(installed.map(({ id, packageName, version, mode }) => ({ id, packageName, version, mode }))).toEqual([
        { id: 'acme', packageName: '@acme/newswire-acme', version: '0.1.0', mode: 'live' },
        { id: 'acme-web', packageName: '@acme/newswire-acme-web', version: '0.1.0', mode: 'live' },
      ]);
      expect(chunks.join('')).toContain('plugin acme: live, its credentials are configured (PLUGIN_ACME_API_KEY');
      expect(chunks.join('')).not.toContain('acme-live-key-0001');
      const submission = registry.newswire('acme-web')!.buildSubmission!(sampleRelease, 'basic');
      expect(submission.text).toContain(sampleRelease.disclosures.trim());

      // An issuer with no head-office city distributes through the vendor's plugin: the vendor gets the
      // release with its disclosures, no dateline, and the address to call back.
      const issuer = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'agency' });
      const articleId = await generateArticle(issuer, await createCampaign(issuer, { companyName: 'Apple Inc.' }));
      const placed = await callWithKey<{ orders: { id: string; provider: string; status: string; sandbox: boolean; vendorRef: string }[] }>(
        t,
        issuer.cookie,
        'POST',
        '/api/newswire/distribute',
        { articleId, providers: ['acme'], distributionLevel: 'basic' },
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const [order] = placed.body.orders;
      expect(order).toMatchObject({ provider: 'acme', status: 'submitted', sandbox: false, vendorRef: 'rel_1' });
      expect(vendor.requests.map((r) => [r.method, r.path, r.headers.authorization])).toEqual([
        ['POST', '/v1/releases', 'Bearer acme-live-key-0001'],
      ]);
      const [sent] = vendorOrders;
      expect(sent).toMatchObject({ package: 'basic', callbackUrl: 'https://ir.example.com/api/plugins/acme/callback' });
      expect(String(sent.body)).toMatch(/not investment advice/i);
      expect(sent).not.toHaveProperty('dateline');

      // The vendor calls back at that address, signed: the order is published.
      const news = JSON.stringify({ id: 'rel_1', status: 'published', url: 'https://news.acme.example/rel_1' });
      const callback = (signature: string) =>
        t.app.inject({
          method: 'POST',
          url: new URL(String(sent.callbackUrl)).pathname,
          headers: { 'content-type': 'application/json', 'x-signature': signature },
          payload: news,
        });
      expect((await callback(`sha256=${hmacSignature('not-the-secret', news)}`)).statusCode).toBe(401);
      expect((await callback(`sha256=${hmacSignature('whsec-acme-live-0001', news)}`)).json()).toEqual({ received: true, updated: 1 });
      expect((await issuer.get<{ status: string; releaseUrl: string }>(`/api/newswire/orders/${order.id}`)).body).toMatchObject({
        status: 'published',
        releaseUrl: 'https://news.acme.example/rel_1',
      });
    } finally {
      await t.close();
      await vendor.close();
    }
  }, 600_000);
});
