import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// scripts/plugin-new.mjs writes plugins against this SDK's contract and kit, so the SDK's tests prove
// that what it generates type-checks and passes the conformance kit as generated.

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const script = join(repoRoot, 'scripts/plugin-new.mjs');
const bin = (pkg: string, file: string): string => join(repoRoot, 'node_modules', pkg, file);

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<Run> {
  return new Promise((done) => {
    execFile(process.execPath, args, { cwd, env, timeout: 120_000 }, (error, stdout, stderr) =>
      done({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'plugin-new-'));
  // Laid out like the repository after npm install: workspace links and hoisted packages.
  await mkdir(join(root, 'node_modules/@issuerwire'), { recursive: true });
  await mkdir(join(root, 'node_modules/@types'), { recursive: true });
  await symlink(join(repoRoot, 'plugins/sdk'), join(root, 'node_modules/@issuerwire/plugin-sdk'), 'dir');
  for (const pkg of ['zod', 'vitest', '@types/node'])
    await symlink(join(repoRoot, 'node_modules', pkg), join(root, 'node_modules', pkg), 'dir');
  // The shared compiler settings, whose paths find the SDK's sources (here: this repository's).
  const shared = JSON.parse(await readFile(join(repoRoot, 'tsconfig.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  for (const targets of Object.values(shared.compilerOptions.paths)) targets.forEach((t, i) => (targets[i] = join(repoRoot, t)));
  await writeFile(join(root, 'tsconfig.json'), JSON.stringify(shared));
  await writeFile(join(root, 'vitest.config.mjs'), 'export default { resolve: { tsconfigPaths: true } };\n');
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('npm run plugin:new', () => {
  it('generates newswire (API and Web Integration), platform and market-data plugins that type-check and pass the conformance kit', async () => {
    for (const args of [
      ['newswire', 'acme'],
      ['platform', 'acme'],
      ['market-data', 'acme'],
      ['newswire', 'acme-web', '--web', '--scope', '@acme'],
    ]) {
      const result = await run([script, ...args, '--root', root], root);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
    }

    const manifest = JSON.parse(await readFile(join(root, 'plugins/newswire-acme/package.json'), 'utf8'));
    expect(manifest.name).toBe('@issuerwire/newswire-acme');
    expect(manifest.issuerwire).toEqual({ kind: 'newswire', id: 'acme' });
    expect(manifest.peerDependencies).toEqual({ '@issuerwire/plugin-sdk': '^0.1.0' });
    expect(await readFile(join(root, 'plugins/newswire-acme/src/index.ts'), 'utf8')).toContain('defineNewswirePlugin');
    expect(await readFile(join(root, 'plugins/market-acme/package.json'), 'utf8')).toContain('"kind": "market-data"');
    const web = JSON.parse(await readFile(join(root, 'plugins/newswire-acme-web/package.json'), 'utf8'));
    expect(web.name).toBe('@acme/newswire-acme-web');
    expect(web.issuerwire).toEqual({ kind: 'newswire', id: 'acme-web' });
    expect(await readFile(join(root, 'plugins/newswire-acme-web/src/index.ts'), 'utf8')).toContain('defineWebNewswirePlugin');

    await writeFile(
      join(root, 'typecheck.json'),
      JSON.stringify({ extends: './plugins/newswire-acme/tsconfig.json', include: ['plugins/*/src'] }),
    );
    const typecheck = await run([bin('typescript', 'bin/tsc'), '-p', join(root, 'typecheck.json'), '--noEmit'], root);
    expect(typecheck.stdout + typecheck.stderr).toBe('');

    const report = join(root, 'report.json');
    await run([bin('vitest', 'vitest.mjs'), 'run', '--root', root, '--reporter=json', `--outputFile=${report}`], root);
    const results = JSON.parse(await readFile(report, 'utf8')) as {
      numTotalTests: number;
      numFailedTests: number;
      testResults: { name: string; status: string }[];
    };
    expect(results.testResults.map((r) => [r.name.slice(root.length), r.status]).sort()).toEqual([
      ['/plugins/market-acme/src/index.test.ts', 'passed'],
      ['/plugins/newswire-acme-web/src/index.test.ts', 'passed'],
      ['/plugins/newswire-acme/src/index.test.ts', 'passed'],
      ['/plugins/platform-acme/src/index.test.ts', 'passed'],
    ]);
    expect(results.numFailedTests).toBe(0);
    expect(results.numTotalTests).toBeGreaterThan(20);
  }, 180_000);

  it('refuses an unknown kind, a bad id or scope, --web for a platform and an existing folder', async () => {
    const env = { ...process.env, PLUGIN_NEW_ROOT: root };
    expect((await run([script, 'fax', 'acme'], root, env)).stderr).toContain("Unknown kind 'fax'");
    expect((await run([script, 'newswire', 'Acme Wire'], root, env)).stderr).toContain('must be lower-case letters, digits and dashes');
    expect((await run([script, 'newswire', 'acme', '--scope', 'acme'], root, env)).stderr).toContain("The scope 'acme' must be like @acme");
    expect((await run([script, 'platform', 'acme', '--web'], root, env)).stderr).toContain('--web is for a newswire');
    expect((await run([script, 'newswire', 'acme', '--wbe'], root, env)).stderr).toContain("Unknown option '--wbe'");
    await run([script, 'newswire', 'twice'], root, env);
    const again = await run([script, 'newswire', 'twice'], root, env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists');
  });
});
