import { afterEach, describe, expect, it } from 'vitest';
import {
  isDefinedPlugin,
  isPluginError,
  loadPlugin,
  PluginOptionsError,
  publishResultSchema,
  type PluginError,
  type PublishPlatform,
  type VendorError,
} from '@issuerwire/plugin-sdk';
import { describePlatformConformance, sampleArticle, startFakeVendor, type FakeVendor } from '@issuerwire/plugin-sdk/testing';
import plugin, { mediumContent, mediumTags, type MediumCredentials, type MediumOptions } from './index';

// The SDK's conformance kit, then Medium-specific behaviour, against a local fake of its API v1.

const AUTHOR_ID = '5303d74c64f66366f00cb9b2a94f3251bf5';
const credentials: MediumCredentials = { integrationToken: '181d415f34379af07b2c11d144dfbe35d' };

function mediumRoutes() {
  return {
    'GET /v1/me': {
      json: {
        data: {
          id: AUTHOR_ID,
          username: 'northwind',
          name: 'Northwind Robotics',
          url: 'https://medium.com/@northwind',
          imageUrl: 'https://images.medium.com/0*a.png',
        },
      },
    },
    'POST /v1/users/:authorId/posts': (req: { params: Record<string, string>; json: unknown }) => {
      const body = req.json as { title: string; tags: string[]; canonicalUrl: string; publishStatus: string };
      return {
        status: 201,
        json: {
          data: {
            id: 'e6f36a',
            title: body.title,
            authorId: req.params.authorId,
            tags: body.tags,
            url: 'https://medium.com/@northwind/northwind-robotics-a-record-third-quarter-e6f36a',
            canonicalUrl: body.canonicalUrl,
            publishStatus: body.publishStatus,
            publishedAt: 1442286338435,
            license: 'all-rights-reserved',
            licenseUrl: 'https://medium.com/policy/9db0094a1e0f',
          },
        },
      };
    },
  };
}

describePlatformConformance({
  plugin,
  fake: () => startFakeVendor(mediumRoutes()),
  validOptions: (baseUrl) => ({ baseUrl }),
  invalidOptions: [
    { options: { publishStatus: 'draft' }, field: 'publishStatus' },
    { options: { baseUrl: 'not a url' }, field: 'baseUrl' },
  ],
  credentials,
  invalidCredentials: [{ credentials: { integrationToken: 'short' }, field: 'integrationToken' }],
  // The author lookup before it is a read, and may be retried; the post is sent once.
  publishRoute: 'POST /v1/users/:authorId/posts',
  expectRequest(requests, { article }) {
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.path).toBe(`/v1/users/${AUTHOR_ID}/posts`);
    expect(post.headers.authorization).toBe(`Bearer ${credentials.integrationToken}`);
    expect(post.json).toMatchObject({
      title: article.title,
      contentFormat: 'markdown',
      canonicalUrl: article.canonicalUrl,
      publishStatus: 'public',
    });
  },
  metrics: 'none', // Medium's API has no statistics
});

let vendor: FakeVendor | null = null;
afterEach(async () => {
  await vendor?.close();
  vendor = null;
});

async function load(
  options: Partial<MediumOptions> = {},
  sandbox?: boolean,
): Promise<{ fake: FakeVendor; platform: PublishPlatform<MediumCredentials>; sandbox: boolean }> {
  vendor = await startFakeVendor(mediumRoutes());
  const loaded = await loadPlugin(
    plugin,
    { baseUrl: vendor.url, ...options },
    {
      ...(sandbox === undefined ? {} : { sandbox }),
      http: { allowLoopback: { ports: [vendor.port] }, retryBaseDelayMs: 1, maxRetryDelayMs: 50 },
    },
  );
  return { fake: vendor, platform: loaded.instance as PublishPlatform<MediumCredentials>, sandbox: loaded.sandbox };
}

async function failureOf(promise: Promise<unknown>): Promise<PluginError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isPluginError(error), `expected a typed plugin error, got ${String(error)}`).toBe(true);
  return error as PluginError;
}

describe('Medium plugin contract', () => {
  it('is a platform plugin with markdown and no length limit', async () => {
    expect(isDefinedPlugin(plugin)).toBe(true);
    expect(plugin.kind).toBe('platform');
    const { platform, sandbox } = await load();
    expect(sandbox).toBe(false); // no operator credentials: the user's token is what publishes
    expect(platform).toMatchObject({ id: 'medium', editorFormat: 'markdown', maxLength: null });
  });

  it.each([
    [{ publishStatus: 'draft' }, 'publishStatus'],
    [{ baseUrl: 'not a url' }, 'baseUrl'],
  ])('refuses invalid options %j, naming %s', async (options, field) => {
    const error = await loadPlugin(plugin, options).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PluginOptionsError);
    expect((error as PluginOptionsError).issues.map((i) => i.field)).toContain(field);
  });

  it('accepts an integration token and refuses a malformed one, naming the field', async () => {
    const { platform } = await load();
    expect(platform.credentialsSchema.safeParse(credentials).success).toBe(true);
    for (const bad of [{ integrationToken: 'short' }, { integrationToken: 'has spaces in the middle of it ok' }, {}]) {
      const result = platform.credentialsSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((i) => i.path.join('.'))).toContain('integrationToken');
    }
  });
});

describe('Medium publish', () => {
  it('reads the author id, then creates the post with the documented body', async () => {
    const { fake, platform } = await load({ publishStatus: 'unlisted' });
    const result = publishResultSchema.parse(await platform.publish(sampleArticle, credentials, { idempotencyKey: 'pub-1' }));
    expect(result).toEqual({
      status: 'published',
      postId: 'e6f36a',
      url: 'https://medium.com/@northwind/northwind-robotics-a-record-third-quarter-e6f36a',
    });
    const [me, post] = fake.requests;
    expect(fake.requests).toHaveLength(2);
    expect(me).toMatchObject({ method: 'GET', path: '/v1/me' });
    expect(me.headers.authorization).toBe(`Bearer ${credentials.integrationToken}`);
    expect(post).toMatchObject({ method: 'POST', path: `/v1/users/${AUTHOR_ID}/posts` });
    expect(post.headers.authorization).toBe(`Bearer ${credentials.integrationToken}`);
    expect(post.json).toEqual({
      title: sampleArticle.title,
      contentFormat: 'markdown',
      content: sampleArticle.markdown,
      canonicalUrl: sampleArticle.canonicalUrl,
      tags: ['investing', 'robotics'],
      publishStatus: 'unlisted',
    });
  });

  it('puts the title in the body when the article does not open with it', () => {
    const article = { ...sampleArticle, markdown: 'Revenue rose.' };
    expect(mediumContent(article)).toBe(`# ${sampleArticle.title}\n\nRevenue rose.`);
    expect(mediumContent(sampleArticle)).toBe(sampleArticle.markdown);
  });

  it('keeps at most five tags of at most 25 characters, without repeats', () => {
    expect(
      mediumTags([' Investing ', 'investing', 'a-tag-that-is-far-too-long-for-medium', '', 'robotics', 'ai', 'q3', 'earnings', 'nasdaq']),
    ).toEqual(['Investing', 'robotics', 'ai', 'q3', 'earnings']);
  });

  it('sends nothing in sandbox mode and says so', async () => {
    const { fake, platform } = await load({}, true);
    const result = await platform.publish(sampleArticle, credentials, { idempotencyKey: 'sb-1' });
    expect(result).toEqual({ status: 'published', postId: 'sandbox-sb-1', sandbox: true });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('Medium errors', () => {
  it('maps a refused token (401) to AuthExpired without posting', async () => {
    const { fake, platform } = await load();
    fake.failAlways(401, { errors: [{ message: 'Token was invalid.', code: 6003 }] });
    const error = await failureOf(platform.publish(sampleArticle, credentials, { idempotencyKey: 'e-401' }));
    expect(error.code).toBe('auth_expired');
    expect(error.message).not.toContain(credentials.integrationToken);
    expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('maps a 429 to RateLimited with the Retry-After wait', async () => {
    const { fake, platform } = await load();
    fake.failAlways(429, { errors: [{ message: 'Rate limit exceeded', code: 6027 }] }, { 'retry-after': '120' });
    const error = await failureOf(platform.publish(sampleArticle, credentials, { idempotencyKey: 'e-429' }));
    expect(error.code).toBe('rate_limited');
    expect((error as PluginError & { retryAfterMs: number }).retryAfterMs).toBe(120_000);
  });

  it('maps a 400 on the post to InvalidContent with Medium’s words', async () => {
    const { fake, platform } = await load();
    fake.route('POST /v1/users/:authorId/posts', { status: 400, json: { errors: [{ message: 'Title is too long.', code: 6011 }] } });
    const error = await failureOf(platform.publish(sampleArticle, credentials, { idempotencyKey: 'e-400' }));
    expect(error.code).toBe('invalid_content');
    expect(error.message).toContain('Title is too long.');
  });

  it('sends the post once on a 5xx and marks the error not retryable: Medium may have published it', async () => {
    const { fake, platform } = await load();
    fake.route('POST /v1/users/:authorId/posts', { status: 500, json: { errors: [{ message: 'Internal error', code: 6000 }] } });
    const error = await failureOf(platform.publish(sampleArticle, credentials, { idempotencyKey: 'e-500' }));
    expect(error.code).toBe('vendor_error');
    expect((error as VendorError).status).toBe(500);
    expect(error.retryable).toBe(false);
    expect(error.outcomeUnknown).toBe(true);
    expect(error.message).toMatch(/may have published the post/);
    expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('retries the author lookup on a passing 503, then posts once', async () => {
    const { fake, platform } = await load();
    fake.failNext(503, { errors: [{ message: 'Service unavailable', code: 6000 }] });
    const result = await platform.publish(sampleArticle, credentials, { idempotencyKey: 'e-503' });
    expect(result.postId).toBe('e6f36a');
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/me', 'GET /v1/me', `POST /v1/users/${AUTHOR_ID}/posts`]);
  });

  it('reports an unexpected answer as a vendor error, not a crash', async () => {
    const { fake, platform } = await load();
    fake.route('GET /v1/me', { json: { user: 'northwind' } });
    const error = await failureOf(platform.publish(sampleArticle, credentials, { idempotencyKey: 'e-shape' }));
    expect(error.code).toBe('vendor_error');
    expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});

describe('Medium metrics', () => {
  it('answers an empty record without calling Medium: its API has no statistics', async () => {
    const { fake, platform } = await load();
    expect(await platform.metrics('e6f36a', credentials)).toEqual({});
    expect(fake.requests).toHaveLength(0);
  });
});
