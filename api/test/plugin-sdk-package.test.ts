import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleRelease } from '@issuerwire/plugin-sdk/testing';
import { loadConfig } from '../src/config';
import { loadPlugins } from '../src/plugins/load-plugins';

// Issue 16: a vendor writes a plugin outside this repository. The SDK is packed as vendors get it,
// `npm run plugin:new -- newswire … --scope @acme [--web] --out <dir>` writes their package in a folder
// outside the workspace, npm installs the SDK tarball there, the package's own tests (the conformance
// kit) pass and it packs; IssuerWire then loads the packed plugins through PLUGINS, configured.

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

/** `npm pack` into `dest`: the tarball's path and the files it holds. */
async function pack(dir: string, dest: string): Promise<{ tarball: string; files: string[] }> {
  const output = await succeed('npm', ['pack', '--json', '--pack-destination', dest], dir);
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

  it('packs dist/ with type declarations for `.` and `./testing`; the generated plugins build, pass the kit and pack outside the repository; IssuerWire loads them through PLUGINS', async (ctx) => {
    const sdk = await pack(path.join(repoRoot, 'plugins/sdk'), work);
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

    // An installation of IssuerWire elsewhere: its node_modules holds the SDK and the two plugins.
    const app = path.join(work, 'app');
    await mkdir(app);
    await writeFile(path.join(app, 'package.json'), JSON.stringify({ name: 'issuerwire-install', private: true }));
    if (!(await install(app, [sdk.tarball, ...pluginTarballs]))) return ctx.skip(offline ?? undefined);

    const chunks: string[] = [];
    const logger = pino({ level: 'info' }, new Writable({ write: (chunk: Buffer, _enc, done) => (chunks.push(chunk.toString()), done()) }));
    const config = loadConfig({
      DATA_DIR: app,
      PLUGINS: '@acme/newswire-acme, @acme/newswire-acme-web',
      PLUGIN_ACME_API_KEY: 'acme-live-key-0001',
    });
    // No plugins/ folder in `app`: only the two PLUGINS packages, resolved from its node_modules.
    const registry = await loadPlugins(config, logger, { rootDir: app, resolveFrom: app });

    expect(registry.list().map(({ id, kind, packageName, version, mode }) => ({ id, kind, packageName, version, mode }))).toEqual([
      { id: 'acme', kind: 'newswire', packageName: '@acme/newswire-acme', version: '0.1.0', mode: 'live' },
      { id: 'acme-web', kind: 'newswire', packageName: '@acme/newswire-acme-web', version: '0.1.0', mode: 'live' },
    ]);
    expect(chunks.join('')).toContain('plugin acme: live, its credentials are configured (PLUGIN_ACME_API_KEY)');
    expect(chunks.join('')).not.toContain('acme-live-key-0001');
    expect(registry.newswire('acme')?.apiAvailable).toBe(true);
    const web = registry.newswire('acme-web');
    expect(web?.apiAvailable).toBe(false);
    const submission = web!.buildSubmission!(sampleRelease, 'basic');
    expect(submission.formUrl).toBe('https://www.acme-web.example/submit');
    expect(submission.text).toContain(sampleRelease.disclosures.trim());
  }, 600_000);
});
