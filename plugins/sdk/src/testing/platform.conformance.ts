import { describe, expect, it } from 'vitest';
import { isDefinedPlugin } from '../define-plugin';
import {
  EDITOR_FORMATS,
  platformMetricsSchema,
  publishResultSchema,
  type PlatformArticle,
  type PlatformPlugin,
  type PublishPlatform,
} from '../platform.contract';
import { PLUGIN_ID_PATTERN } from '../plugin.contract';
import type { FakeVendor, RecordedRequest } from './fake-vendor';
import {
  expectOptionsRefused,
  expectTypedError,
  loadForTest,
  rejectionOf,
  secretValues,
  VENDOR_FAILURES,
  withVendor,
  type InvalidOptionsCase,
} from './kit-support';
import { sampleArticle as defaultArticle } from './samples';

export interface PlatformRequestContext {
  article: PlatformArticle;
  credentials: unknown;
  idempotencyKey: string;
}

export interface InvalidCredentialsCase {
  credentials: unknown;
  /** The dotted path of the field the error must name. */
  field: string;
}

export interface PlatformConformanceConfig {
  plugin: PlatformPlugin;
  validOptions: (baseUrl: string) => unknown;
  invalidOptions: InvalidOptionsCase[];
  /** A fake of the platform's API (publish, status if pending, metrics). */
  fake: () => Promise<FakeVendor>;
  /** Credentials a user would connect, accepted by the plugin's credentialsSchema. */
  credentials: unknown;
  invalidCredentials: InvalidCredentialsCase[];
  sampleArticle?: PlatformArticle;
  /** Asserts the requests publish sent. */
  expectRequest: (requests: RecordedRequest[], ctx: PlatformRequestContext) => void;
  /** Asserts the counts metrics answered for the fake's post. */
  expectMetrics?: (metrics: Record<string, number>) => void;
}

/** Registers the standard publish-platform tests; call it at the top level of a plugin's test file. */
export function describePlatformConformance(config: PlatformConformanceConfig): void {
  const { plugin, fake, credentials } = config;
  const article = config.sampleArticle ?? defaultArticle;
  const idempotencyKey = 'conformance-publication-1';

  const load = async (vendor: FakeVendor | null, sandbox: boolean): Promise<PublishPlatform> =>
    (await loadForTest(plugin, config.validOptions(vendor?.url ?? 'https://vendor.invalid'), sandbox, vendor)).instance as PublishPlatform;

  describe(`platform plugin '${plugin.id}' conformance`, () => {
    it('is a platform plugin made with definePlatformPlugin', () => {
      expect(isDefinedPlugin(plugin)).toBe(true);
      expect(plugin.kind).toBe('platform');
      expect(plugin.id).toMatch(PLUGIN_ID_PATTERN);
    });

    it('accepts valid options and describes itself (editor format, max length)', async () => {
      await withVendor(fake, async (vendor) => {
        const platform = await load(vendor, false);
        expect(platform.id).toBe(plugin.id);
        expect(EDITOR_FORMATS).toContain(platform.editorFormat);
        expect(platform.maxLength === null || platform.maxLength > 0).toBe(true);
      });
    });

    it.each(config.invalidOptions.map((c) => [c.field, c] as const))('refuses invalid options, naming %s', async (_field, testCase) => {
      await expectOptionsRefused(plugin, testCase);
    });

    it('accepts the sample credentials and refuses invalid ones, naming the field', async () => {
      await withVendor(fake, async (vendor) => {
        const platform = await load(vendor, false);
        expect(platform.credentialsSchema.safeParse(credentials).success).toBe(true);
        for (const bad of config.invalidCredentials) {
          const result = platform.credentialsSchema.safeParse(bad.credentials);
          expect(result.success, `credentials ${JSON.stringify(bad.credentials)} were accepted`).toBe(false);
          const fields = result.error!.issues.map((i) => i.path.map(String).join('.'));
          expect(fields.some((f) => f === bad.field || f.startsWith(`${bad.field}.`)), `issues name ${fields.join(', ')}`).toBe(true);
        }
      });
    });

    it('publish sends the vendor request the plugin declares', async () => {
      await withVendor(fake, async (vendor) => {
        const platform = await load(vendor, false);
        const result = publishResultSchema.parse(await platform.publish(article, credentials, { idempotencyKey }));
        expect(result.sandbox ?? false).toBe(false);
        expect(vendor!.requests.length).toBeGreaterThan(0);
        config.expectRequest(vendor!.requests, { article, credentials, idempotencyKey });
        if (result.status === 'pending') {
          expect(typeof platform.checkStatus, "a platform that answers 'pending' must implement checkStatus()").toBe('function');
          publishResultSchema.parse(await platform.checkStatus!(result.postId, credentials));
        }
      });
    });

    it('metrics answers finite counts for a published post', async () => {
      await withVendor(fake, async (vendor) => {
        const platform = await load(vendor, false);
        const post = await platform.publish(article, credentials, { idempotencyKey });
        vendor!.reset();
        const metrics = platformMetricsSchema.parse(await platform.metrics(post.postId, credentials));
        expect(vendor!.requests.length).toBeGreaterThan(0);
        config.expectMetrics?.(metrics);
      });
    });

    it.each(VENDOR_FAILURES.map((f) => [f.status, f.code, f] as const))(
      'maps a vendor %i to %s, without repeating the publication',
      async (_status, _code, failure) => {
        await withVendor(fake, async (vendor) => {
          const options = config.validOptions(vendor!.url);
          const platform = await load(vendor, false);
          vendor!.failAlways(failure.status, failure.body, failure.headers);
          const error = await rejectionOf(platform.publish(article, credentials, { idempotencyKey }));
          expectTypedError(error, failure, secretValues(options, { credentials }));
          expect(vendor!.requests, 'a publication is never retried blindly').toHaveLength(1);
        });
      },
    );

    it('sandbox mode sends nothing and answers a result that says sandbox', async () => {
      await withVendor(fake, async (vendor) => {
        const platform = await load(vendor, true);
        const result = publishResultSchema.parse(await platform.publish(article, credentials, { idempotencyKey }));
        expect(result.sandbox).toBe(true);
        expect(vendor!.requests).toHaveLength(0);
      });
    });
  });
}
