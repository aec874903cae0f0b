import { describe, expect, it } from 'vitest';
import { isDefinedPlugin, parsePluginOptions } from '../define-plugin.js';
import { submissionPackageSchema, type SubmissionPackage } from '../newswire.contract.js';
import {
  EDITOR_FORMATS,
  platformMetricsSchema,
  publishPlatformProblems,
  publishResultSchema,
  type PlatformArticle,
  type PlatformPlugin,
  type PublishPlatform,
} from '../platform.contract.js';
import { createPluginHost } from '../plugin-host.js';
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
import { sampleArticle as defaultArticle } from './samples.js';

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

/** One way the plugin publishes, chosen by its options (e.g. X: a link post, or a thread). */
export interface PlatformPublishVariant {
  name: string;
  validOptions: (baseUrl: string) => unknown;
  expectRequest: (requests: RecordedRequest[], ctx: PlatformRequestContext) => void;
}

export interface PlatformConformanceConfig {
  plugin: PlatformPlugin;
  /** Options that point the plugin at `baseUrl` (the fake vendor, or an address it must not contact). */
  validOptions: (baseUrl: string) => unknown;
  invalidOptions: InvalidOptionsCase[];
  /**
   * A fake of the platform's API. Given: an API platform (publish posts through it). Absent: a Web
   * Integration (no publishing API): publish prepares the post and answers 'pending' with its
   * `submission`, contacting nobody; the issuer posts it and records its URL, which checkStatus confirms.
   */
  fake?: () => Promise<FakeVendor>;
  /**
   * API platforms: the fake's route that creates the post, e.g. 'POST /2/tweets'. Vendor failures are
   * answered on it (reads before it, such as an author lookup, may be retried) and it must be sent once.
   * Absent: every request fails and every request counts.
   */
  publishRoute?: string;
  /** Credentials a user would connect, accepted by the plugin's credentialsSchema. */
  credentials: unknown;
  invalidCredentials: InvalidCredentialsCase[];
  sampleArticle?: PlatformArticle;
  /** API platforms: asserts the requests publish sent with `validOptions`. */
  expectRequest?: (requests: RecordedRequest[], ctx: PlatformRequestContext) => void;
  /** API platforms: further publish modes, each published and checked like the default one. */
  variants?: PlatformPublishVariant[];
  /** 'vendor' (default): metrics reads the platform. 'none': the platform exposes no statistics: {} without a request. */
  metrics?: 'vendor' | 'none';
  /** Asserts the counts metrics answered for the fake's post. */
  expectMetrics?: (metrics: Record<string, number>) => void;
  /** Web Integrations: asserts the prepared post. */
  expectSubmission?: (submission: SubmissionPackage, ctx: PlatformRequestContext) => void;
  /** Web Integrations: the address of the post as the issuer records it, and one checkStatus must refuse. */
  recordedPost?: { url: string; foreignUrl?: string };
}

/** Matches a fake route key ('POST /v1/users/:id/posts') against recorded requests. */
function routeMatcher(key: string): (request: RecordedRequest) => boolean {
  const [method, path] = key.trim().split(/\s+/, 2);
  const pattern = new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\?:[A-Za-z_]\w*/g, '[^/]+')}/?$`);
  return (request) => request.method === method && pattern.test(request.path);
}

/** Registers the standard publish-platform tests; call it at the top level of a plugin's test file. */
export function describePlatformConformance(config: PlatformConformanceConfig): void {
  const { plugin, fake, credentials } = config;
  const article = config.sampleArticle ?? defaultArticle;
  const idempotencyKey = 'conformance-publication-1';
  const ctx: PlatformRequestContext = { article, credentials, idempotencyKey };

  const load = async (vendor: FakeVendor | null, sandbox: boolean, options = config.validOptions): Promise<PublishPlatform> =>
    (await loadForTest(plugin, options(vendor?.url ?? NO_VENDOR_URL), sandbox, vendor)).instance;

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
          expect(
            fields.some((f) => f === bad.field || f.startsWith(`${bad.field}.`)),
            `issues name ${fields.join(', ')}`,
          ).toBe(true);
        }
      });
    });

    if (fake) describeApiPlatform(config, fake, ctx, load);
    else describeWebIntegration(config, ctx);

    it('metrics answers finite counts for a published post', async () => {
      await withVendor(fake, async (vendor) => {
        const platform = await load(vendor, false);
        const post = await platform.publish(article, credentials, { idempotencyKey });
        vendor?.reset();
        const metrics = platformMetricsSchema.parse(await platform.metrics(post.postId, credentials));
        if ((config.metrics ?? 'vendor') === 'none') {
          expect(metrics, 'a platform without statistics answers no counts').toEqual({});
          expect(vendor?.requests ?? [], 'nothing to ask the vendor').toHaveLength(0);
        } else {
          expect(vendor, "metrics: 'vendor' needs a fake to read").not.toBeNull();
          expect(vendor!.requests.length).toBeGreaterThan(0);
        }
        config.expectMetrics?.(metrics);
      });
    });

    it('sandbox mode sends nothing and answers a result that says sandbox', async () => {
      await withVendor(fake, async (vendor) => {
        const platform = await load(vendor, true);
        const result = publishResultSchema.parse(await platform.publish(article, credentials, { idempotencyKey }));
        expect(result.sandbox).toBe(true);
        expect(vendor?.requests ?? []).toHaveLength(0);
      });
    });
  });
}

function describeApiPlatform(
  config: PlatformConformanceConfig,
  fake: () => Promise<FakeVendor>,
  ctx: PlatformRequestContext,
  load: (vendor: FakeVendor | null, sandbox: boolean, options?: (baseUrl: string) => unknown) => Promise<PublishPlatform>,
): void {
  const { article, credentials, idempotencyKey } = ctx;
  const isPublish = config.publishRoute ? routeMatcher(config.publishRoute) : () => true;
  const variants: PlatformPublishVariant[] = [
    {
      name: 'default',
      validOptions: config.validOptions,
      expectRequest: config.expectRequest ?? (() => expect.fail('an API platform must give expectRequest')),
    },
    ...(config.variants ?? []),
  ];

  it.each(variants.map((v) => [v.name, v] as const))(
    'publish (%s) sends the vendor request the plugin declares',
    async (_name, variant) => {
      await withVendor(fake, async (vendor) => {
        const platform = await load(vendor, false, variant.validOptions);
        const result = publishResultSchema.parse(await platform.publish(article, credentials, { idempotencyKey }));
        expect(result.sandbox ?? false).toBe(false);
        expect(vendor!.requests.filter(isPublish).length, 'publish created nothing on the vendor').toBeGreaterThan(0);
        variant.expectRequest(vendor!.requests, ctx);
        if (result.status === 'pending') {
          expect(typeof platform.checkStatus, "a platform that answers 'pending' must implement checkStatus()").toBe('function');
          publishResultSchema.parse(await platform.checkStatus!(result.postId, credentials));
        }
      });
    },
  );

  it.each(VENDOR_FAILURES.map((f) => [f.status, f.code, f] as const))(
    'maps a vendor %i to %s, without repeating the publication',
    async (_status, _code, failure) => {
      await withVendor(fake, async (vendor) => {
        const options = config.validOptions(vendor!.url);
        const platform = await load(vendor, false);
        if (config.publishRoute)
          vendor!.route(config.publishRoute, { status: failure.status, json: failure.body, headers: failure.headers });
        else vendor!.failAlways(failure.status, failure.body, failure.headers);
        const error = await rejectionOf(platform.publish(article, credentials, { idempotencyKey }));
        expectTypedError(error, failure, secretValues(options, { credentials }));
        const sent = vendor!.requests.filter(isPublish);
        expect(sent, 'a publication is never retried blindly').toHaveLength(1);
        if (failure.status >= 500 && config.publishRoute) {
          // The post may exist: the error must say so, and must not invite a retry.
          expect((error as { outcomeUnknown?: boolean }).outcomeUnknown, 'a 5xx to the post leaves its outcome unknown').toBe(true);
          expect((error as { retryable?: boolean }).retryable).toBe(false);
        }
      });
    },
  );
}

function describeWebIntegration(config: PlatformConformanceConfig, ctx: PlatformRequestContext): void {
  const { plugin } = config;
  const { article, credentials, idempotencyKey } = ctx;

  /** The platform on a host that records every HTTP client the plugin asks for. */
  const build = async (): Promise<{ platform: PublishPlatform; clients: string[] }> => {
    const clients: string[] = [];
    const host = createPluginHost({ sandbox: false });
    const spy = { ...host, http: (o: Parameters<typeof host.http>[0]) => (clients.push(o.baseUrl), host.http(o)) };
    const platform = (await plugin.create(parsePluginOptions(plugin, config.validOptions(NO_VENDOR_URL)), spy)) as PublishPlatform;
    expect(publishPlatformProblems(platform, plugin.id)).toEqual([]);
    return { platform, clients };
  };

  it("publish prepares the post, answers 'pending' with it and contacts nobody", async () => {
    const { platform, clients } = await build();
    const result = publishResultSchema.parse(await platform.publish(article, credentials, { idempotencyKey }));
    expect(result.status).toBe('pending');
    expect(result.sandbox ?? false).toBe(false);
    expect(clients, 'a Web Integration has no API to call').toHaveLength(0);
    const submission = submissionPackageSchema.parse(result.submission);
    expect(submission.formUrl).toMatch(/^https:\/\//);
    expect(submission.text, 'the prepared post links to the hosted page').toContain(article.canonicalUrl);
    const lastParagraph = article.markdown
      .trim()
      .split(/\n{2,}/)
      .at(-1)!;
    expect(submission.text, 'the prepared post keeps the closing disclosures').toContain(lastParagraph);
    config.expectSubmission?.(submission, ctx);
  });

  it('checkStatus stays pending for the prepared post and confirms the URL the issuer records', async () => {
    const { platform } = await build();
    expect(typeof platform.checkStatus, 'a Web Integration must implement checkStatus()').toBe('function');
    const result = await platform.publish(article, credentials, { idempotencyKey });
    expect(publishResultSchema.parse(await platform.checkStatus!(result.postId, credentials)).status).toBe('pending');
    if (!config.recordedPost) return;
    const confirmed = publishResultSchema.parse(await platform.checkStatus!(config.recordedPost.url, credentials));
    expect(confirmed).toMatchObject({ status: 'published' });
    expect(confirmed.url).toBeTruthy();
    if (config.recordedPost.foreignUrl) {
      const error = await rejectionOf(platform.checkStatus!(config.recordedPost.foreignUrl, credentials));
      expect((error as { code?: string } | undefined)?.code, 'an address that is not a post of the account is refused').toBe(
        'invalid_content',
      );
    }
  });
}
