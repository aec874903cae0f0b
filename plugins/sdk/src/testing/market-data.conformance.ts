import { describe, expect, it } from 'vitest';
import { isDefinedPlugin } from '../define-plugin.js';
import { marketCompanySchema, quoteSchema, type MarketDataPlugin, type MarketDataProvider } from '../market-data.contract.js';
import { PLUGIN_ID_PATTERN } from '../plugin.contract.js';
import type { FakeVendor, RecordedRequest } from './fake-vendor.js';
import {
  expectOptionsRefused,
  expectTypedError,
  loadForTest,
  NO_VENDOR_URL,
  rejectionOf,
  secretValues,
  VENDOR_FAILURES,
  withVendor,
  type InvalidOptionsCase,
} from './kit-support.js';

export type MarketDataCall = 'search' | 'profile' | 'quote';

export interface MarketDataConformanceConfig {
  plugin: MarketDataPlugin;
  validOptions: (baseUrl: string) => unknown;
  invalidOptions: InvalidOptionsCase[];
  /** A fake of the data vendor. Absent for a provider with its own data (the embedded dataset). */
  fake?: () => Promise<FakeVendor>;
  /** A ticker the provider knows (the fake's, or one in the dataset). */
  knownTicker: string;
  /** A ticker it does not know. */
  unknownTicker: string;
  /** A search text that finds the known ticker's company. */
  searchQuery: string;
  /** Asserts the requests a call sent (only with a fake). */
  expectRequest?: (requests: RecordedRequest[], call: MarketDataCall) => void;
}

/** Registers the standard market-data tests; call it at the top level of a plugin's test file. */
export function describeMarketDataConformance(config: MarketDataConformanceConfig): void {
  const { plugin, fake, knownTicker, unknownTicker } = config;
  const load = async (vendor: FakeVendor | null, sandbox = false): Promise<MarketDataProvider> =>
    (await loadForTest(plugin, config.validOptions(vendor?.url ?? NO_VENDOR_URL), sandbox, vendor)).instance;
  const same = (a: string, b: string): boolean => a.toUpperCase() === b.toUpperCase();

  /** Runs one call against a fresh vendor and hands its requests to the plugin's assertion. */
  async function call<T>(name: MarketDataCall, run: (provider: MarketDataProvider) => Promise<T>): Promise<T> {
    return withVendor(fake, async (vendor) => {
      const provider = await load(vendor);
      const result = await run(provider);
      if (vendor) {
        expect(vendor.requests.length, `${name} did not ask the vendor`).toBeGreaterThan(0);
        config.expectRequest?.(vendor.requests, name);
      }
      return result;
    });
  }

  describe(`market-data plugin '${plugin.id}' conformance`, () => {
    it('is a market-data plugin made with defineMarketDataPlugin', async () => {
      expect(isDefinedPlugin(plugin)).toBe(true);
      expect(plugin.kind).toBe('market-data');
      expect(plugin.id).toMatch(PLUGIN_ID_PATTERN);
      await withVendor(fake, (vendor) => load(vendor));
    });

    it.each(config.invalidOptions.map((c) => [c.field, c] as const))('refuses invalid options, naming %s', async (_field, testCase) => {
      await expectOptionsRefused(plugin, testCase);
    });

    it('search finds the known company and honours the limit', async () => {
      const found = await call('search', (p) => p.search(config.searchQuery, 5));
      expect(found.length).toBeGreaterThan(0);
      expect(found.length).toBeLessThanOrEqual(5);
      for (const company of found) marketCompanySchema.parse(company);
      expect(
        found.some((c) => same(c.ticker, knownTicker)),
        `search '${config.searchQuery}' did not find ${knownTicker}`,
      ).toBe(true);
    });

    it('profile answers the company for a known ticker and null for an unknown one', async () => {
      const company = await call('profile', (p) => p.profile(knownTicker));
      expect(company).not.toBeNull();
      expect(same(marketCompanySchema.parse(company).ticker, knownTicker)).toBe(true);
      expect(await withVendor(fake, async (vendor) => (await load(vendor)).profile(unknownTicker))).toBeNull();
    });

    it('quote answers figures with their source for a known ticker and null for an unknown one', async () => {
      const quote = await call('quote', (p) => p.quote(knownTicker));
      expect(quote).not.toBeNull();
      const parsed = quoteSchema.parse(quote);
      expect(same(parsed.ticker, knownTicker)).toBe(true);
      expect(Number.isNaN(Date.parse(parsed.asOf))).toBe(false);
      expect(await withVendor(fake, async (vendor) => (await load(vendor)).quote(unknownTicker))).toBeNull();
    });

    if (fake) {
      it.each(VENDOR_FAILURES.map((f) => [f.status, f.code, f] as const))('maps a vendor %i to %s', async (_status, _code, failure) => {
        await withVendor(fake, async (vendor) => {
          const options = config.validOptions(vendor!.url);
          const provider = await load(vendor);
          vendor!.failAlways(failure.status, failure.body, failure.headers);
          expectTypedError(await rejectionOf(provider.quote(knownTicker)), failure, secretValues(options));
        });
      });
    }
  });
}
