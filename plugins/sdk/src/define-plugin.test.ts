import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineMarketDataPlugin, defineNewswirePlugin, isDefinedPlugin, loadPlugin, parsePluginOptions } from './define-plugin';
import { PluginContractError, PluginOptionsError, SandboxViolation, VendorError } from './errors';
import { createPluginHost } from './plugin-host';
import { parseVendorAnswer } from './vendor-answer';

const market = (id: string) =>
  defineMarketDataPlugin({
    id,
    name: 'Quotes',
    optionsSchema: z.object({ apiKey: z.string().optional(), limits: z.object({ perMinute: z.number().int().positive() }).optional() }),
    hasCredentials: (options) => Boolean(options.apiKey),
    create: () => ({ search: async () => [], profile: async () => null, quote: async () => null }),
  });

describe('define…Plugin', () => {
  it('refuses ids that cannot appear in settings and URLs', () => {
    expect(() => market('Acme Quotes')).toThrow(/lower-case letters, digits and dashes/);
    expect(() => market('-acme')).toThrow(TypeError);
    expect(market('acme-quotes').id).toBe('acme-quotes');
  });

  it('marks what it returns, so a look-alike object is not taken for a plugin', () => {
    expect(isDefinedPlugin(market('acme'))).toBe(true);
    expect(isDefinedPlugin({ ...market('acme') })).toBe(false);
    expect(isDefinedPlugin({ kind: 'market-data', id: 'acme', create: () => ({}) })).toBe(false);
  });
});

describe('parsePluginOptions', () => {
  it('names every offending field, nested ones by their path', () => {
    let error: unknown;
    try {
      parsePluginOptions(market('acme'), { apiKey: 42, limits: { perMinute: -1 } });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PluginOptionsError);
    expect((error as PluginOptionsError).issues.map((i) => i.field)).toEqual(['apiKey', 'limits.perMinute']);
    expect((error as PluginOptionsError).message).toMatch(/^plugin 'acme' has invalid options: apiKey: .*; limits\.perMinute: /);
  });
});

describe('loadPlugin', () => {
  it('runs a plugin in sandbox when its options carry no credentials, unless told otherwise', async () => {
    expect((await loadPlugin(market('acme'), {})).sandbox).toBe(true);
    expect((await loadPlugin(market('acme'), { apiKey: 'k-123456' })).sandbox).toBe(false);
    expect((await loadPlugin(market('acme'), { apiKey: 'k-123456' }, { sandbox: true })).sandbox).toBe(true);
  });

  it('refuses a factory whose result breaks the contract, listing each break', async () => {
    const wire = defineNewswirePlugin({
      id: 'wire',
      name: 'Wire',
      optionsSchema: z.object({}),
      create: () => ({
        id: 'other',
        name: 'Wire',
        apiAvailable: false,
        pricing: { basic: 1.5, enhanced: 2, premium: 3 },
        pricingIndicative: true,
        features: [],
      }),
    });
    await expect(loadPlugin(wire, {})).rejects.toThrow(PluginContractError);
    await expect(loadPlugin(wire, {})).rejects.toThrow(/pricing\.basic/);
  });
});

describe('createPluginHost', () => {
  it('refuses every request in sandbox mode before anything leaves', async () => {
    const host = createPluginHost({ sandbox: true });
    const client = host.http({ baseUrl: 'https://api.example.com' });
    await expect(client.request({ method: 'GET', path: '/', retry: 'safe' })).rejects.toBeInstanceOf(SandboxViolation);
  });

  it('never lets a plugin open loopback by itself', async () => {
    const host = createPluginHost({ sandbox: false });
    const client = host.http({ baseUrl: 'http://127.0.0.1:9', allowLoopback: true });
    await expect(client.request({ method: 'GET', path: '/', retry: 'safe' })).rejects.toThrow(/loopback/);
  });
});

describe('parseVendorAnswer', () => {
  it('turns an unexpected vendor answer into a VendorError naming where it broke', () => {
    const schema = z.object({ id: z.string() });
    expect(parseVendorAnswer(schema, { id: 'a' }, 'Acme')).toEqual({ id: 'a' });
    expect(() => parseVendorAnswer(schema, { id: 7 }, 'Acme')).toThrow(VendorError);
    expect(() => parseVendorAnswer(schema, { id: 7 }, 'Acme')).toThrow('Acme answered in an unexpected shape (at id).');
  });
});
