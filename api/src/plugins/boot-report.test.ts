import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createLogger } from '../lib/logger';
import { loadPlugins } from './load-plugins';
import { PluginLoadError } from './plugin-registry';

// One boot, one report: three broken plugins (a contract, options, a behaviour) and a missing package
// are all listed by the same start-up, instead of one stage per attempt.

function installed(name: string): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); dirname(dir) !== dir; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
  }
  throw new Error(`${name} is not installed`);
}

/** A newswire plugin's source; `provider` is the body of the object create() answers. */
function wire(id: string, provider: string, optionsSchema = 'z.object({})'): string {
  return `
import { z } from 'zod';
import { defineNewswirePlugin } from '@issuerwire/plugin-sdk';
export default defineNewswirePlugin({
  id: '${id}',
  name: 'Wire ${id}',
  optionsSchema: ${optionsSchema},
  create: () => ({
    id: '${id}',
    name: 'Wire ${id}',
    pricing: { basic: 100, enhanced: 200, premium: 300 },
    pricingIndicative: true,
    features: [],
    ${provider}
  }),
});
`;
}

let root: string;

async function plugin(name: string, id: string, source: string): Promise<void> {
  const dir = join(root, 'plugins', name);
  await mkdir(join(dir, 'src'), { recursive: true });
  const manifest = { name: `@test/${name}`, type: 'module', exports: { '.': './src/index.ts' }, issuerwire: { kind: 'newswire', id } };
  await writeFile(join(dir, 'package.json'), JSON.stringify(manifest));
  await writeFile(join(dir, 'src/index.ts'), source);
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'issuerwire-boot-'));
  await mkdir(join(root, 'node_modules/@issuerwire'), { recursive: true });
  await symlink(installed('@issuerwire/plugin-sdk'), join(root, 'node_modules/@issuerwire/plugin-sdk'), 'dir');
  await symlink(installed('zod'), join(root, 'node_modules/zod'), 'dir');

  // A contract problem: an API wire without status().
  await plugin('newswire-alpha', 'alpha', wire('alpha', 'apiAvailable: true, async distribute() { throw new Error("unused"); },'));
  // Options problems: a value its schema refuses (in the file) and an option it does not have (a variable).
  await plugin(
    'newswire-bravo',
    'bravo',
    wire(
      'bravo',
      `apiAvailable: false, buildSubmission: (r) => ({ formUrl: 'https://bravo.example', fields: [], text: r.headline + ' ' + r.disclosures }),`,
      "z.object({ region: z.enum(['us', 'eu']).default('us') }).strict()",
    ),
  );
  // A behaviour problem: its submission package drops the mandatory disclosures.
  await plugin(
    'newswire-charlie',
    'charlie',
    wire('charlie', `apiAvailable: false, buildSubmission: (r) => ({ formUrl: 'https://charlie.example', fields: [], text: r.headline }),`),
  );
  await writeFile(join(root, 'plugins.json'), JSON.stringify({ bravo: { region: 'mars' } }));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the plugins boot report', () => {
  it('lists every problem of every plugin (discovery, contract, options, behaviour) in one error before the server starts', async () => {
    const config = loadConfig({
      DATA_DIR: root,
      PLUGINS: '@acme/issuerwire-missing-wire',
      PLUGIN_BRAVO_COLOUR: 'red',
    });
    const error = await loadPlugins(config, createLogger('silent', false), { rootDir: root }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PluginLoadError);
    const { problems, message } = error as PluginLoadError;
    expect(problems).toEqual([
      "plugin package '@acme/issuerwire-missing-wire' was not found: is it installed?",
      expect.stringMatching(/^PLUGIN_BRAVO_COLOUR: plugin 'bravo' has no such option/),
      "plugin 'alpha' breaks its contract: an API provider must implement status()",
      expect.stringMatching(/^plugin 'bravo' has invalid options: region: /),
      expect.stringMatching(
        /^plugin 'charlie' breaks its contract: behaviour: buildSubmission\(release, 'basic'\) dropped the mandatory disclosures/,
      ),
    ]);
    expect(message).toMatch(/^IssuerWire could not load its plugins \(5 problems\):/);
  });
});
