import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineMarketDataPlugin, defineNewswirePlugin } from '@issuerwire/plugin-sdk';
import { createPluginRegistry, discoverPlugins, PluginLoadError } from './plugin-registry';

// Discovery and registry against plugin packages written to a temporary folder laid out like the
// repository: plugins/<pkg>, node_modules/<PLUGINS packages>, the SDK and zod linked as npm links them.

/** An installed package's folder, found the way Node walks node_modules from this file. */
function installed(name: string): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); dirname(dir) !== dir; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
  }
  throw new Error(`${name} is not installed`);
}
const sdkDir = installed('@issuerwire/plugin-sdk');
const zodDir = installed('zod');

let root: string;

interface PackageSpec {
  name: string;
  issuerwire?: unknown;
  source?: string;
}

async function writePackage(dir: string, spec: PackageSpec): Promise<void> {
  await mkdir(join(dir, 'src'), { recursive: true });
  const manifest = { name: spec.name, type: 'module', exports: { '.': './src/index.ts' }, issuerwire: spec.issuerwire };
  await writeFile(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  if (spec.source !== undefined) await writeFile(join(dir, 'src/index.ts'), spec.source);
}

/** Source of a small newswire plugin with the given id, made with the real SDK. */
function newswireSource(id: string): string {
  return `
import { z } from 'zod';
import { defineNewswirePlugin } from '@issuerwire/plugin-sdk';

export default defineNewswirePlugin({
  id: '${id}',
  name: 'Wire ${id}',
  optionsSchema: z.object({ apiKey: z.string().min(8).optional(), region: z.enum(['us', 'eu']).default('us') }),
  hasCredentials: (options) => Boolean(options.apiKey),
  create: (options, host) => ({
    id: '${id}',
    name: 'Wire ${id}',
    apiAvailable: true,
    pricing: { basic: 10000, enhanced: 20000, premium: 30000 },
    pricingIndicative: true,
    features: ['region ' + options.region],
    async distribute(release, ctx) {
      if (host.sandbox) return { vendorRef: 'sandbox-' + ctx.idempotencyKey, status: 'submitted', sandbox: true };
      throw new Error('no vendor in this test');
    },
    async status(vendorRef) {
      return { vendorRef, status: 'published' };
    },
  }),
});
`;
}

const platformSource = `
import { z } from 'zod';
import { definePlatformPlugin } from '@issuerwire/plugin-sdk';

export default definePlatformPlugin({
  id: 'blog',
  name: 'Blog',
  optionsSchema: z.object({ baseUrl: z.url().default('https://blog.example') }),
  create: () => ({
    id: 'blog',
    name: 'Blog',
    editorFormat: 'markdown',
    maxLength: null,
    credentialsSchema: z.object({ token: z.string() }),
    publish: async () => ({ status: 'published', postId: 'p1' }),
    metrics: async () => ({ views: 1 }),
  }),
});
`;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'issuerwire-plugins-'));
  await mkdir(join(root, 'node_modules/@issuerwire'), { recursive: true });
  await symlink(sdkDir, join(root, 'node_modules/@issuerwire/plugin-sdk'), 'dir');
  await symlink(zodDir, join(root, 'node_modules/zod'), 'dir');
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A fresh repository-like folder under the shared root (which holds node_modules). */
async function repo(name: string): Promise<string> {
  const dir = join(root, name);
  await mkdir(join(dir, 'plugins'), { recursive: true });
  return dir;
}

async function loadError(promise: Promise<unknown>): Promise<PluginLoadError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PluginLoadError) return error;
    throw error;
  }
  throw new Error('expected a PluginLoadError');
}

describe('discoverPlugins', () => {
  it('finds workspace plugins with an issuerwire field and packages named in PLUGINS', async () => {
    const dir = await repo('good');
    await writePackage(join(dir, 'plugins/newswire-good'), {
      name: '@test/newswire-good',
      issuerwire: { kind: 'newswire', id: 'good' },
      source: newswireSource('good'),
    });
    await writePackage(join(dir, 'plugins/platform-blog'), {
      name: '@test/platform-blog',
      issuerwire: { kind: 'platform', id: 'blog' },
      source: platformSource,
    });
    await writePackage(join(dir, 'plugins/sdk'), { name: '@test/not-a-plugin', source: 'export const x = 1;' });
    await writePackage(join(dir, 'node_modules/@vendor/issuerwire-extra'), {
      name: '@vendor/issuerwire-extra',
      issuerwire: { kind: 'newswire', id: 'extra' },
      source: newswireSource('extra'),
    });

    const found = await discoverPlugins({ rootDir: dir, pluginNames: ['@vendor/issuerwire-extra'], resolveFrom: join(dir, 'api') });

    expect(found.map((f) => [f.packageName, f.source, f.plugin.kind, f.plugin.id])).toEqual([
      ['@test/newswire-good', 'workspace', 'newswire', 'good'],
      ['@test/platform-blog', 'workspace', 'platform', 'blog'],
      ['@vendor/issuerwire-extra', 'PLUGINS', 'newswire', 'extra'],
    ]);

    const registry = await createPluginRegistry(found, { optionsById: { good: { apiKey: 'good-key-123' } } });
    expect(registry.list().map((p) => [p.id, p.packageName, p.sandbox])).toEqual([
      ['good', '@test/newswire-good', false],
      ['blog', '@test/platform-blog', false],
      ['extra', '@vendor/issuerwire-extra', true],
    ]);
    const order = await registry.newswire('extra')!.distribute!(
      {
        headline: 'H',
        dateline: 'D',
        body: 'B',
        disclosures: 'X',
        companyName: 'C',
        ticker: 'T',
        exchange: 'E',
        contact: { name: 'N', email: 'n@e.example' },
      },
      { level: 'basic', idempotencyKey: 'k1' },
    );
    expect(order).toEqual({ vendorRef: 'sandbox-k1', status: 'submitted', sandbox: true });
  });

  it('reports every problem at once: missing package, wrong kind, wrong id, bad export, bad field, duplicate id', async () => {
    const dir = await repo('broken');
    await writePackage(join(dir, 'plugins/newswire-good'), {
      name: '@test/good',
      issuerwire: { kind: 'newswire', id: 'good' },
      source: newswireSource('good'),
    });
    await writePackage(join(dir, 'plugins/wrong-kind'), {
      name: '@test/wrong-kind',
      issuerwire: { kind: 'platform', id: 'wk' },
      source: newswireSource('wk'),
    });
    await writePackage(join(dir, 'plugins/wrong-id'), {
      name: '@test/wrong-id',
      issuerwire: { kind: 'newswire', id: 'declared' },
      source: newswireSource('exported'),
    });
    await writePackage(join(dir, 'plugins/plain-object'), {
      name: '@test/plain-object',
      issuerwire: { kind: 'newswire', id: 'plain' },
      source: "export default { kind: 'newswire', id: 'plain', name: 'Plain', create: () => ({}) };",
    });
    await writePackage(join(dir, 'plugins/bad-field'), { name: '@test/bad-field', issuerwire: { kind: 'fax', id: 'Bad Id' }, source: '' });
    await writePackage(join(dir, 'plugins/throws'), {
      name: '@test/throws',
      issuerwire: { kind: 'newswire', id: 'throws' },
      source: "throw new Error('boom at import');",
    });
    await writePackage(join(dir, 'plugins/dup-a'), {
      name: '@test/dup-a',
      issuerwire: { kind: 'newswire', id: 'dup' },
      source: newswireSource('dup'),
    });
    await writePackage(join(dir, 'plugins/dup-b'), {
      name: '@test/dup-b',
      issuerwire: { kind: 'newswire', id: 'dup' },
      source: newswireSource('dup'),
    });
    await writePackage(join(dir, 'node_modules/plain-lib'), { name: 'plain-lib', source: 'export default 1;' });

    const error = await loadError(
      discoverPlugins({ rootDir: dir, pluginNames: ['issuerwire-newswire-nope', 'plain-lib'], resolveFrom: join(dir, 'api') }),
    );

    expect(error.problems).toHaveLength(8);
    const text = error.message;
    expect(text).toContain("plugin package 'issuerwire-newswire-nope' was not found: is it installed?");
    expect(text).toContain("plugin package 'plain-lib' is not an IssuerWire plugin");
    expect(text).toContain("'@test/wrong-kind' declares kind 'platform' in package.json but exports a 'newswire' plugin");
    expect(text).toContain("'@test/wrong-id' declares id 'declared' in package.json but exports plugin id 'exported'");
    expect(text).toContain("'@test/plain-object' must default-export what defineNewswirePlugin() returns");
    expect(text).toMatch(/'@test\/bad-field' has an invalid "issuerwire" field \(kind: .*id: /);
    expect(text).toContain("'@test/throws' could not be imported: boom at import");
    expect(text).toContain("plugin id 'dup' is declared by more than one package: '@test/dup-a' and '@test/dup-b'");
    expect(text).not.toContain('@test/good');
  });

  it('loads a built-in plugin once even when PLUGINS names it too', async () => {
    const dir = await repo('listed-twice');
    await writePackage(join(dir, 'plugins/newswire-twice'), {
      name: '@test/twice',
      issuerwire: { kind: 'newswire', id: 'twice' },
      source: newswireSource('twice'),
    });
    await mkdir(join(dir, 'node_modules/@test'), { recursive: true });
    await symlink(join(dir, 'plugins/newswire-twice'), join(dir, 'node_modules/@test/twice'), 'dir');

    const found = await discoverPlugins({ rootDir: dir, pluginNames: ['@test/twice'], resolveFrom: dir });
    expect(found.map((f) => f.plugin.id)).toEqual(['twice']);
  });
});

describe('plugins installed outside the checkout', () => {
  /** A folder outside the repository-like root, with the SDK and zod installed beside its packages. */
  async function outside(): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'issuerwire-installed-'));
    await mkdir(join(dir, 'node_modules/@issuerwire'), { recursive: true });
    await symlink(sdkDir, join(dir, 'node_modules/@issuerwire/plugin-sdk'), 'dir');
    await symlink(zodDir, join(dir, 'node_modules/zod'), 'dir');
    return dir;
  }

  it('loads PLUGINS given as absolute paths (a package folder, an entry file) and every plugin package in PLUGINS_DIR', async () => {
    const [vendor, installedDir] = [await outside(), await outside()];
    const dir = await repo('outside');
    try {
      await writePackage(join(vendor, 'newswire-folder'), {
        name: '@acme/newswire-folder',
        issuerwire: { kind: 'newswire', id: 'folder' },
      });
      await writeFile(join(vendor, 'newswire-folder/src/index.ts'), newswireSource('folder'));
      await writePackage(join(vendor, 'newswire-file'), { name: '@acme/newswire-file', issuerwire: { kind: 'newswire', id: 'file' } });
      // The file named is the entry, whatever the package's exports say.
      await writeFile(join(vendor, 'newswire-file/src/plugin.ts'), newswireSource('file'));
      // PLUGINS_DIR: what `npm install <tarballs>` leaves, the plugins among their dependencies (the SDK, zod, a helper).
      await writePackage(join(installedDir, 'node_modules/@acme/newswire-dir'), {
        name: '@acme/newswire-dir',
        issuerwire: { kind: 'newswire', id: 'dir' },
        source: newswireSource('dir'),
      });
      await writePackage(join(installedDir, 'node_modules/market-helper'), { name: 'market-helper', source: 'export default 1;' });

      const found = await discoverPlugins({
        rootDir: dir,
        pluginNames: [join(vendor, 'newswire-folder'), join(vendor, 'newswire-file/src/plugin.ts')],
        pluginsDir: installedDir,
        resolveFrom: join(dir, 'api'),
      });
      expect(found.map((f) => [f.packageName, f.source, f.plugin.id])).toEqual([
        ['@acme/newswire-folder', 'PLUGINS', 'folder'],
        ['@acme/newswire-file', 'PLUGINS', 'file'],
        ['@acme/newswire-dir', 'PLUGINS_DIR', 'dir'],
      ]);
    } finally {
      await rm(vendor, { recursive: true, force: true });
      await rm(installedDir, { recursive: true, force: true });
    }
  });

  it('names a path that does not exist, a folder that is no package, a missing PLUGINS_DIR and a path that is no plugin', async () => {
    const dir = await repo('outside-broken');
    await mkdir(join(dir, 'empty'));
    await writePackage(join(dir, 'lib'), { name: 'lib', source: 'export default 1;' });
    const error = await loadError(
      discoverPlugins({
        rootDir: dir,
        pluginNames: [join(dir, 'nowhere'), join(dir, 'empty'), join(dir, 'lib')],
        pluginsDir: join(dir, 'no-such-dir'),
      }),
    );
    expect(error.problems).toEqual([
      `plugin path '${join(dir, 'nowhere')}' does not exist`,
      `plugin path '${join(dir, 'empty')}' is a folder without a package.json`,
      `PLUGINS_DIR '${join(dir, 'no-such-dir')}' does not exist`,
      `plugin package '${join(dir, 'lib')}' is not an IssuerWire plugin: its package.json has no "issuerwire" field`,
    ]);
  });

  it('tells each plugin its public callback address under the public URL', async () => {
    const wire = defineNewswirePlugin({
      id: 'calls-back',
      name: 'Calls Back',
      optionsSchema: z.object({}),
      create: (_options, host) => ({
        id: 'calls-back',
        name: 'Calls Back',
        apiAvailable: true,
        pricing: { basic: 1, enhanced: 2, premium: 3 },
        pricingIndicative: true,
        features: [host.callbackUrl],
        distribute: async () => ({ vendorRef: 'r', status: 'submitted' }),
        status: async (vendorRef) => ({ vendorRef, status: 'submitted' }),
      }),
    });
    const registry = await createPluginRegistry([wire], { publicUrl: 'https://ir.acme.example/' });
    expect(registry.newswire('calls-back')!.features).toEqual(['https://ir.acme.example/api/plugins/calls-back/callback']);
  });
});

describe('createPluginRegistry', () => {
  const wire = (id: string) =>
    defineNewswirePlugin({
      id,
      name: `Wire ${id}`,
      optionsSchema: z.object({ apiKey: z.string().min(8).optional(), region: z.enum(['us', 'eu']).default('us') }),
      hasCredentials: (options) => Boolean(options.apiKey),
      create: (options) => ({
        id,
        name: `Wire ${id}`,
        apiAvailable: false,
        pricing: { basic: 100, enhanced: 200, premium: 300 },
        pricingIndicative: true,
        features: [`region ${options.region}`],
        buildSubmission: (release) => ({
          formUrl: 'https://wire.example/form',
          fields: [],
          text: `${release.headline}\n\n${release.disclosures}`,
        }),
      }),
    });
  const market = (id: string) =>
    defineMarketDataPlugin({
      id,
      name: `Market ${id}`,
      optionsSchema: z.object({}),
      create: () => ({ search: async () => [], profile: async () => null, quote: async () => null }),
    });

  it('builds providers with validated options, sandboxed when they carry no credentials', async () => {
    const registry = await createPluginRegistry([wire('live'), wire('quiet'), market('embedded')], {
      optionsById: { live: { apiKey: 'key-12345678', region: 'eu' } },
    });

    expect(registry.newswire('live')?.features).toEqual(['region eu']);
    expect(registry.newswire('quiet')?.features).toEqual(['region us']);
    expect(registry.newswire('missing')).toBeUndefined();
    expect(registry.newswires().map((n) => n.id)).toEqual(['live', 'quiet']);
    expect(registry.isSandbox('live')).toBe(false);
    expect(registry.isSandbox('quiet')).toBe(true);
    expect(await registry.marketData().search('x')).toEqual([]);
    expect(registry.list().map((p) => [p.id, p.kind, p.sandbox])).toEqual([
      ['live', 'newswire', false],
      ['quiet', 'newswire', true],
      ['embedded', 'market-data', false],
    ]);
  });

  it('lets the settings force sandbox on', async () => {
    const registry = await createPluginRegistry([wire('live')], {
      optionsById: { live: { apiKey: 'key-12345678' } },
      sandboxById: { live: true },
    });
    expect(registry.isSandbox('live')).toBe(true);
  });

  it('refuses bad options for several plugins in one error naming each plugin and field', async () => {
    const error = await loadError(
      createPluginRegistry([wire('one'), wire('two')], {
        optionsById: { one: { apiKey: 'short' }, two: { region: 'mars' }, three: {} },
      }),
    );
    expect(error.problems).toHaveLength(3);
    expect(error.message).toMatch(/plugin 'one' has invalid options: apiKey: /);
    expect(error.message).toMatch(/plugin 'two' has invalid options: region: /);
    expect(error.message).toContain("options are configured for plugin 'three', which is not installed");
  });

  it('refuses two plugins with one id', async () => {
    const error = await loadError(createPluginRegistry([wire('same'), wire('same')]));
    expect(error.message).toContain("plugin id 'same' is declared by more than one package");
  });

  it('reports a factory that breaks its contract', async () => {
    const liar = defineNewswirePlugin({
      id: 'liar',
      name: 'Liar',
      optionsSchema: z.object({}),
      create: () => ({
        id: 'liar',
        name: 'Liar',
        apiAvailable: true,
        pricing: { basic: 1, enhanced: 2, premium: 3 },
        pricingIndicative: false,
        features: [],
      }),
    });
    const error = await loadError(createPluginRegistry([liar]));
    expect(error.message).toContain("plugin 'liar' breaks its contract: an API provider must implement distribute()");
  });

  it('asks which market-data plugin to use when several are installed', async () => {
    const error = await loadError(createPluginRegistry([market('embedded'), market('live-quotes')]));
    expect(error.message).toContain('several market-data plugins are installed (embedded, live-quotes)');

    const registry = await createPluginRegistry([market('embedded'), market('live-quotes')], { marketDataId: 'live-quotes' });
    expect(registry.marketData()).toBeDefined();
  });
});
