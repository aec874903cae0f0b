import { describe, expect, it } from 'vitest';
import { isDefinedPlugin } from '../define-plugin.js';
import {
  newswireOrderResultSchema,
  submissionPackageSchema,
  type NewswireLevel,
  type NewswirePlugin,
  type NewswireProvider,
  type NewswireRelease,
  type SubmissionPackage,
} from '../newswire.contract.js';
import { PLUGIN_ID_PATTERN, pluginCallbackUrl } from '../plugin.contract.js';
import { describeCallbackConformance, describeLookupConformance, type VendorCallback } from './newswire-recovery.conformance.js';
import type { FakeVendor, RecordedRequest } from './fake-vendor.js';
import {
  expectOptionsRefused,
  expectTypedError,
  loadForTest,
  NO_VENDOR_URL,
  TEST_PUBLIC_URL,
  rejectionOf,
  secretValues,
  someRequestCarries,
  VENDOR_FAILURES,
  withVendor,
  type InvalidOptionsCase,
} from './kit-support.js';
import { sampleRelease as defaultRelease } from './samples.js';

export interface NewswireRequestContext {
  release: NewswireRelease;
  level: NewswireLevel;
  idempotencyKey: string;
  /** The address the host told the plugin (host.callbackUrl): a plugin whose vendor calls back sends it with the order. */
  callbackUrl: string;
}

export interface NewswireConformanceConfig {
  plugin: NewswirePlugin;
  /** Options that point the plugin at `baseUrl` (the fake vendor, or an address it must not contact). */
  validOptions: (baseUrl: string) => unknown;
  /** Each must be refused with an error naming its field. */
  invalidOptions: InvalidOptionsCase[];
  /** A fake of the vendor's API. Given: the plugin is an API provider; absent: Web Integration. */
  fake?: () => Promise<FakeVendor>;
  sampleRelease?: NewswireRelease;
  level?: NewswireLevel;
  /** API providers: asserts the requests distribute sent (use expect; throw to fail). */
  expectRequest?: (requests: RecordedRequest[], ctx: NewswireRequestContext) => void;
  /** Web Integration providers: asserts the submission package. */
  expectSubmission?: (pkg: SubmissionPackage, release: NewswireRelease) => void;
  /**
   * Providers with handleCallback: the vendor's call saying the order `vendorRef` is published, signed with the
   * secret in validOptions. The kit checks it is accepted, and that a tampered or unsigned copy is refused.
   */
  callback?: (order: { vendorRef: string }) => VendorCallback;
}

/** Registers the standard newswire tests; call it at the top level of a plugin's test file. */
export function describeNewswireConformance(config: NewswireConformanceConfig): void {
  const { plugin, fake } = config;
  const release = config.sampleRelease ?? defaultRelease;
  const level = config.level ?? 'basic';
  const idempotencyKey = 'conformance-order-1';
  const ctx: NewswireRequestContext = { release, level, idempotencyKey, callbackUrl: pluginCallbackUrl(TEST_PUBLIC_URL, plugin.id) };

  const load = async (vendor: FakeVendor | null, sandbox: boolean): Promise<NewswireProvider> =>
    (await loadForTest(plugin, config.validOptions(vendor?.url ?? NO_VENDOR_URL), sandbox, vendor)).instance;

  describe(`newswire plugin '${plugin.id}' conformance`, () => {
    it('is a newswire plugin made with defineNewswirePlugin', () => {
      expect(isDefinedPlugin(plugin)).toBe(true);
      expect(plugin.kind).toBe('newswire');
      expect(plugin.id).toMatch(PLUGIN_ID_PATTERN);
    });

    it('accepts valid options and describes itself (pricing in cents, features)', async () => {
      await withVendor(fake, async (vendor) => {
        const provider = await load(vendor, false);
        expect(provider.id).toBe(plugin.id);
        expect(provider.apiAvailable, fake ? 'a fake vendor was given: the provider must have an API' : 'no fake: Web Integration').toBe(
          Boolean(fake),
        );
        for (const price of Object.values(provider.pricing)) expect(Number.isInteger(price) && price >= 0).toBe(true);
      });
    });

    it.each(config.invalidOptions.map((c) => [c.field, c] as const))('refuses invalid options, naming %s', async (_field, testCase) => {
      await expectOptionsRefused(plugin, testCase);
    });

    if (fake) {
      it('distribute sends the vendor request the plugin declares, with the disclosures', async () => {
        await withVendor(fake, async (vendor) => {
          const provider = await load(vendor, false);
          const result = newswireOrderResultSchema.parse(await provider.distribute!(release, { level, idempotencyKey }));
          expect(result.sandbox ?? false).toBe(false);
          const requests = vendor!.requests;
          expect(requests.length).toBeGreaterThan(0);
          expect(someRequestCarries(requests, release.disclosures), 'the mandatory disclosures were not sent').toBe(true);
          config.expectRequest?.(requests, ctx);
        });
      });

      it('status reports the order distribute created', async () => {
        await withVendor(fake, async (vendor) => {
          const provider = await load(vendor, false);
          const order = await provider.distribute!(release, { level, idempotencyKey });
          const status = newswireOrderResultSchema.parse(await provider.status!(order.vendorRef));
          expect(status.vendorRef).toBe(order.vendorRef);
        });
      });

      it.each(VENDOR_FAILURES.map((f) => [f.status, f.code, f] as const))(
        'maps a vendor %i to %s, without repeating the distribution',
        async (_status, _code, failure) => {
          await withVendor(fake, async (vendor) => {
            const options = config.validOptions(vendor!.url);
            const provider = await load(vendor, false);
            vendor!.failAlways(failure.status, failure.body, failure.headers);
            const error = await rejectionOf(provider.distribute!(release, { level, idempotencyKey }));
            expectTypedError(error, failure, secretValues(options));
            expect(vendor!.requests, 'a distribution is never retried blindly').toHaveLength(1);
          });
        },
      );

      it('sandbox mode sends nothing and answers a result that says sandbox', async () => {
        await withVendor(fake, async (vendor) => {
          const provider = await load(vendor, true);
          const result = newswireOrderResultSchema.parse(await provider.distribute!(release, { level, idempotencyKey }));
          expect(result.sandbox).toBe(true);
          expect(vendor!.requests).toHaveLength(0);
        });
      });

      describeLookupConformance({ fake, load, release, level });
      describeCallbackConformance({ fake, load, release, level, callback: config.callback });
    } else {
      it('builds a submission package that carries the release and its disclosures', async () => {
        const provider = await load(null, false);
        const pkg = submissionPackageSchema.parse(provider.buildSubmission!(release, level));
        expect(pkg.text).toContain(release.headline);
        expect(pkg.text).toContain(release.disclosures);
        config.expectSubmission?.(pkg, release);
      });
    }
  });
}
