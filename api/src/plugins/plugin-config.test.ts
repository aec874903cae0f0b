import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineNewswirePlugin, secret } from '@issuerwire/plugin-sdk';
import { loadConfig } from '../config';
import { loadPlugins } from './load-plugins';
import { gatherPluginOptions, optionVariable } from './plugin-config';
import { PluginLoadError } from './plugin-registry';

// Operator configuration of plugins: the JSON file, PLUGIN_<ID>_<OPTION> variables over it, validation
// by each plugin's schema at boot, the mode it gives (live or sandbox, and why), secrets never shown.

const PASSWORD = 'connect-password-0123';
const CONNECT = { email: 'wire-desk@issuerwire.example', accountId: 1010376, distributions: { basic: 11, enhanced: 22, premium: 33 } };

function dataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'iw-plugins-'));
}

function writeJson(dir: string, value: unknown, name = 'plugins.json'): string {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(value, null, 2));
  return file;
}

/** A pino logger whose lines are kept, to read what the boot logged. */
function recordingLogger(): { logger: pino.Logger; lines: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines: () => chunks.join('') };
}

const acme = defineNewswirePlugin({
  id: 'acme-wire',
  name: 'Acme Wire',
  optionsSchema: z.object({
    apiKey: secret(z.string().min(8)).optional(),
    region: z.enum(['us', 'eu']).default('us'),
    sandboxFirst: z.boolean().default(false),
    maxRetries: z.number().int().default(2),
    limits: z.object({ perDay: z.number().int().optional() }).optional(),
  }),
  create: () => {
    throw new Error('not built in this test');
  },
});

describe('gatherPluginOptions', () => {
  it('reads the file keyed by plugin id, and variables named after the option path override it with typed values', () => {
    const dir = dataDir();
    const file = writeJson(dir, { 'acme-wire': { apiKey: 'from-the-file', region: 'eu', limits: { perDay: 5 } } });
    const gathered = gatherPluginOptions(
      {
        file: { file, explicit: false },
        env: {
          PLUGIN_ACME_WIRE_API_KEY: 'from-the-environment',
          PLUGIN_ACME_WIRE_SANDBOX_FIRST: 'true',
          PLUGIN_ACME_WIRE_MAX_RETRIES: '4',
          PLUGIN_ACME_WIRE_LIMITS_PER_DAY: '9',
        },
      },
      [acme],
    );
    expect(gathered.problems).toEqual([]);
    expect(gathered.byId['acme-wire']).toEqual({
      apiKey: 'from-the-environment',
      region: 'eu',
      sandboxFirst: true,
      maxRetries: 4,
      limits: { perDay: 9 },
    });
    expect(gathered.sourcesById['acme-wire']).toEqual([
      file,
      'PLUGIN_ACME_WIRE_API_KEY',
      'PLUGIN_ACME_WIRE_LIMITS_PER_DAY',
      'PLUGIN_ACME_WIRE_MAX_RETRIES',
      'PLUGIN_ACME_WIRE_SANDBOX_FIRST',
    ]);
    expect(optionVariable('businesswire', ['accountId'])).toBe('PLUGIN_BUSINESSWIRE_ACCOUNT_ID');
  });

  it('names every problem: a missing file named in PLUGINS_CONFIG, unknown plugins and options', () => {
    const dir = dataDir();
    const missing = gatherPluginOptions({ file: { file: path.join(dir, 'nope.json'), explicit: true }, env: {} }, [acme]);
    expect(missing.problems).toEqual([expect.stringContaining('nope.json does not exist')]);
    // At the default path (PLUGINS_CONFIG unset) no file simply means no options.
    expect(gatherPluginOptions({ file: { file: path.join(dir, 'nope.json'), explicit: false }, env: {} }, [acme]).problems).toEqual([]);

    const broken = path.join(dir, 'broken.json');
    writeFileSync(broken, '{ "acme-wire": ');
    expect(gatherPluginOptions({ file: { file: broken, explicit: true }, env: {} }, [acme]).problems).toEqual([
      expect.stringContaining('broken.json is not valid JSON'),
    ]);

    const file = writeJson(dir, { ghost: { apiKey: 'x' } });
    const unknown = gatherPluginOptions(
      { file: { file, explicit: true }, env: { PLUGIN_NOBODY_KEY: '1', PLUGIN_ACME_WIRE_COLOUR: 'red' } },
      [acme],
    );
    expect(unknown.problems).toEqual([
      expect.stringContaining("options are configured for plugin 'ghost', which is not installed"),
      expect.stringMatching(/^PLUGIN_ACME_WIRE_COLOUR: plugin 'acme-wire' has no such option \(its options: PLUGIN_ACME_WIRE_API_KEY, /),
      'PLUGIN_NOBODY_KEY names no installed plugin (installed: acme-wire)',
    ]);
  });
});

describe('configuring the built-in Business Wire plugin', () => {
  it('with credentials from the file and the password from PLUGIN_BUSINESSWIRE_PASSWORD it goes live, and says why; the password is never logged', async () => {
    const dir = dataDir();
    writeJson(dir, { businesswire: CONNECT });
    const config = loadConfig({ DATA_DIR: dir, PLUGIN_BUSINESSWIRE_PASSWORD: PASSWORD });
    const { logger, lines } = recordingLogger();
    const registry = await loadPlugins(config, logger);

    const bw = registry.list().find((p) => p.id === 'businesswire')!;
    expect(bw).toMatchObject({ mode: 'live', sandbox: false });
    expect(bw.modeReason).toBe(`its credentials are configured (${path.join(dir, 'plugins.json')}, PLUGIN_BUSINESSWIRE_PASSWORD)`);
    expect(bw.options).toMatchObject({ email: CONNECT.email, password: '[redacted]', accountId: CONNECT.accountId });
    expect(registry.isSandbox('businesswire')).toBe(false);
    expect(lines()).toContain('plugin businesswire: live, its credentials are configured');
    expect(lines()).not.toContain(PASSWORD);
  });

  it('without credentials it stays in sandbox and says how to configure it', async () => {
    const registry = await loadPlugins(loadConfig({ DATA_DIR: dataDir() }), recordingLogger().logger);
    const bw = registry.list().find((p) => p.id === 'businesswire')!;
    expect(bw.mode).toBe('sandbox');
    expect(bw.modeReason).toBe(
      'no credentials are configured: set them under "businesswire" in the plugins file (PLUGINS_CONFIG) or in PLUGIN_BUSINESSWIRE_… variables',
    );
    expect(registry.list().find((p) => p.id === 'ein')).toMatchObject({ mode: 'live', modeReason: 'it needs no operator credentials' });
  });

  it('refuses to boot on options its schema refuses, naming each field, and never prints the secret', async () => {
    const dir = dataDir();
    const file = writeJson(dir, { businesswire: { email: CONNECT.email, distributions: { basic: 0 } } }, 'custom.json');
    const config = loadConfig({ DATA_DIR: dir, PLUGINS_CONFIG: file, PLUGIN_BUSINESSWIRE_PASSWORD: PASSWORD });
    const error = await loadPlugins(config, recordingLogger().logger).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PluginLoadError);
    const message = (error as PluginLoadError).message;
    expect(message).toContain('businesswire');
    expect(message).toContain('distributions.basic: must be the id of a saved distribution');
    expect(message).toContain('distributions.enhanced');
    expect(message).not.toContain(PASSWORD);
  });
});

describe('PLUGIN_ALLOWED_HOSTS', () => {
  it('is off by default, takes host names and host:port pairs, and refuses anything else by name', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).pluginAllowedHosts).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: dataDir(), PLUGIN_ALLOWED_HOSTS: 'Staging.Vendor.example, 10.0.0.5:8443,[::1]:9000' }).pluginAllowedHosts,
    ).toEqual(['staging.vendor.example', '10.0.0.5:8443', '[::1]:9000']);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PLUGIN_ALLOWED_HOSTS: 'https://staging.vendor.example/api, *.internal' })).toThrow(
      /PLUGIN_ALLOWED_HOSTS: not a host name or host:port: https:\/\/staging.vendor.example\/api, \*.internal/,
    );
  });
});
