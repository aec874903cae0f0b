import { afterEach, describe, expect, it } from 'vitest';
import { isPluginError, loadPlugin, type PluginError, type PublishPlatform, type VendorError } from '@issuerwire/plugin-sdk';
import {
  describePlatformConformance,
  sampleArticle,
  startFakeVendor,
  type FakeResponse,
  type FakeVendor,
  type RecordedRequest,
} from '@issuerwire/plugin-sdk/testing';
import plugin, { type TwitterCredentials, type TwitterOptions } from './index';
import { weightedLength } from './post-text';

// The SDK's conformance kit, then X-specific behaviour, against a local fake of X API v2.

const CLIENT_ID = 'TEST-x-app-client-id-0001';
const credentials: TwitterCredentials = { accessToken: 'x-user-access-token-0123456789abcdef', username: 'northwind' };

const metricsData = (id: string) => ({
  id,
  text: 'Northwind Robotics: a record third quarter',
  public_metrics: { retweet_count: 4, reply_count: 2, like_count: 31, quote_count: 1, bookmark_count: 3, impression_count: 1520 },
  non_public_metrics: { impression_count: 1520, url_link_clicks: 57, user_profile_clicks: 6 },
  organic_metrics: { impression_count: 1520, like_count: 31, reply_count: 2, retweet_count: 4, url_link_clicks: 57, user_profile_clicks: 6 },
});

interface FakeX {
  vendor: FakeVendor;
  /** Answers for the n-th POST /2/tweets (1-based) instead of a created post. */
  failPost: Map<number, FakeResponse>;
  posts: () => RecordedRequest[];
}

async function startFakeX(): Promise<FakeX> {
  const failPost = new Map<number, FakeResponse>();
  let created = 0;
  let attempts = 0;
  const vendor = await startFakeVendor({
    'POST /2/tweets': (req) => {
      attempts++;
      const failure = failPost.get(attempts);
      if (failure) return failure;
      created++;
      return { status: 201, json: { data: { id: `17000000000000000${created}`, text: (req.json as { text: string }).text } } };
    },
    'GET /2/tweets/:id': (req) => ({ json: { data: metricsData(req.params.id) } }),
  });
  return { vendor, failPost, posts: () => vendor.requests.filter((r) => r.method === 'POST') };
}

describePlatformConformance({
  plugin,
  fake: async () => (await startFakeX()).vendor,
  validOptions: (baseUrl) => ({ clientId: CLIENT_ID, baseUrl }),
  invalidOptions: [
    { options: { mode: 'carousel' }, field: 'mode' },
    { options: { baseUrl: 'not a url' }, field: 'baseUrl' },
    { options: { clientId: 'short' }, field: 'clientId' },
    { options: { maxThreadPosts: 1 }, field: 'maxThreadPosts' },
  ],
  credentials,
  invalidCredentials: [
    { credentials: { accessToken: 'short' }, field: 'accessToken' },
    { credentials: { accessToken: credentials.accessToken, username: '@north wind' }, field: 'username' },
  ],
  expectRequest(requests, { article }) {
    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/2/tweets');
    expect(req.headers.authorization).toBe(`Bearer ${credentials.accessToken}`);
    expect(req.json).toEqual({ text: `${article.title}\n\n${article.canonicalUrl}` });
  },
  expectMetrics(metrics) {
    expect(metrics).toEqual({ views: 1520, likes: 31, retweets: 4, clicks: 57 });
  },
});

const longArticle = {
  ...sampleArticle,
  markdown: [
    `# ${sampleArticle.title}`,
    ...Array.from(
      { length: 6 },
      (_, i) =>
        `Paragraph ${i + 1}: Northwind Robotics grew **revenue** in segment ${i + 1} as orders for warehouse robots rose across North America, ` +
        `Europe and Asia, and the company expanded its service network while keeping operating costs in check during the quarter.`,
    ),
    '_Forward-looking statements: this article contains forward-looking statements that involve risks and uncertainties._',
  ].join('\n\n'),
};

let fake: FakeX | null = null;
afterEach(async () => {
  await fake?.vendor.close();
  fake = null;
});

async function load(options: Partial<TwitterOptions> = {}, now?: Date): Promise<{ x: FakeX; platform: PublishPlatform<TwitterCredentials> }> {
  fake = await startFakeX();
  const { instance } = await loadPlugin(plugin, { clientId: CLIENT_ID, baseUrl: fake.vendor.url, ...options }, {
    http: { allowLoopback: { ports: [fake.vendor.port] }, retryBaseDelayMs: 1, maxRetryDelayMs: 50 },
    ...(now ? { now: () => now } : {}),
  });
  return { x: fake, platform: instance as PublishPlatform<TwitterCredentials> };
}

async function failureOf(promise: Promise<unknown>): Promise<PluginError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isPluginError(error), `expected a typed plugin error, got ${String(error)}`).toBe(true);
  return error as PluginError;
}

const texts = (x: FakeX) => x.posts().map((r) => (r.json as { text: string }).text);

describe('X link post', () => {
  it('shortens a long title so title and link fit in one post, keeping the link whole', async () => {
    const { x, platform } = await load();
    const title = `Northwind Robotics ${'announces a very long list of operational milestones '.repeat(8)}`;
    await platform.publish({ ...sampleArticle, title }, credentials, { idempotencyKey: 'long-title' });
    const [text] = texts(x);
    expect(weightedLength(text)).toBeLessThanOrEqual(280);
    expect(text).toMatch(/…\n\nhttps:\/\/issuerwire\.example\/a\/northwind-q3$/);
    expect(text.startsWith('Northwind Robotics announces')).toBe(true);
  });

  it('answers the post id and a link to it under the connected handle', async () => {
    const { platform } = await load();
    const result = await platform.publish(sampleArticle, credentials, { idempotencyKey: 'link-1' });
    expect(result).toEqual({ status: 'published', postId: '170000000000000001', url: 'https://x.com/northwind/status/170000000000000001' });
  });

  it('does not post again when the same publication is repeated after it succeeded', async () => {
    const { x, platform } = await load();
    const first = await platform.publish(sampleArticle, credentials, { idempotencyKey: 'repeat-1' });
    const second = await platform.publish(sampleArticle, credentials, { idempotencyKey: 'repeat-1' });
    expect(second).toEqual(first);
    expect(x.posts()).toHaveLength(1);
  });
});

describe('X thread', () => {
  it('posts the whole article as numbered replies, each within 280, ending with the link', async () => {
    const { x, platform } = await load({ mode: 'thread' });
    const result = await platform.publish(longArticle, { accessToken: credentials.accessToken }, { idempotencyKey: 'thread-1' });
    const posts = x.posts();
    expect(posts.length).toBeGreaterThan(3);
    const sent = texts(x);
    sent.forEach((text, i) => {
      expect(weightedLength(text)).toBeLessThanOrEqual(280);
      expect(text.endsWith(` ${i + 1}/${posts.length}`)).toBe(true);
    });
    expect((posts[0].json as { reply?: unknown }).reply).toBeUndefined();
    posts.slice(1).forEach((req, i) => {
      expect(req.json).toMatchObject({ reply: { in_reply_to_tweet_id: `17000000000000000${i + 1}` } });
    });
    const joined = sent.map((t) => t.replace(/ \d+\/\d+$/, '')).join(' ');
    expect(joined).toContain('Forward-looking statements: this article contains forward-looking statements');
    expect(joined).not.toMatch(/\*\*|(^|\s)_|#/);
    expect(sent.at(-1)).toContain(`Full article: ${sampleArticle.canonicalUrl}`);
    expect(result).toEqual({ status: 'published', postId: '170000000000000001', url: 'https://x.com/i/web/status/170000000000000001' });
  });

  it('refuses an article longer than maxThreadPosts before sending anything', async () => {
    const { x, platform } = await load({ mode: 'thread', maxThreadPosts: 2 });
    const error = await failureOf(platform.publish(longArticle, credentials, { idempotencyKey: 'thread-long' }));
    expect(error.code).toBe('invalid_content');
    expect(error.message).toMatch(/at most 2/);
    expect(x.vendor.requests).toHaveLength(0);
  });

  it('says how much was published when X stops a thread midway, and a retry continues without reposting', async () => {
    const now = new Date('2026-01-15T12:00:00Z');
    const { x, platform } = await load({ mode: 'thread' }, now);
    const reset = String(now.getTime() / 1000 + 900);
    x.failPost.set(3, { status: 429, json: { title: 'Too Many Requests', detail: 'Too Many Requests', type: 'about:blank', status: 429 }, headers: { 'x-rate-limit-remaining': '0', 'x-rate-limit-reset': reset } });

    const error = await failureOf(platform.publish(longArticle, credentials, { idempotencyKey: 'thread-cut' }));
    expect(error.code).toBe('rate_limited');
    expect((error as PluginError & { retryAfterMs: number }).retryAfterMs).toBe(900_000);
    expect(error.message).toMatch(/X published 2 of \d+ posts of the thread \(https:\/\/x\.com\/northwind\/status\/170000000000000001\)/);
    expect(texts(x)).toHaveLength(3); // two accepted, the third refused

    await platform.publish(longArticle, credentials, { idempotencyKey: 'thread-cut' });
    const sent = texts(x);
    const planned = Number(/ \d+\/(\d+)$/.exec(sent[0])![1]);
    expect(sent).toHaveLength(3 + planned - 2); // the retry sends posts 3..n once, never 1 and 2 again
    expect(sent[3]).toBe(sent[2]);
    expect(new Set(sent).size).toBe(planned);
    expect(x.posts()[3].json).toMatchObject({ reply: { in_reply_to_tweet_id: '170000000000000002' } });
  });
});

describe('X errors', () => {
  it('maps a 403 for duplicate content to InvalidContent with X’s words', async () => {
    const { x, platform } = await load();
    x.failPost.set(1, { status: 403, json: { detail: 'You are not allowed to create a Tweet with duplicate content.', type: 'about:blank', title: 'Forbidden', status: 403 } });
    const error = await failureOf(platform.publish(sampleArticle, credentials, { idempotencyKey: 'dup' }));
    expect(error.code).toBe('invalid_content');
    expect(error.message).toContain('You are not allowed to create a Tweet with duplicate content.');
  });

  it('maps a 403 for an app X does not allow to a non-retryable vendor error, other 403s to AuthExpired', async () => {
    const { x, platform } = await load();
    x.failPost.set(1, {
      status: 403,
      json: { title: 'Client Forbidden', reason: 'client-not-enrolled', type: 'https://api.twitter.com/2/problems/client-forbidden', detail: 'When authenticating requests to the Twitter API v2 endpoints, you must use keys and tokens from a Twitter developer App that is attached to a Project.' },
    });
    x.failPost.set(2, { status: 403, json: { title: 'Forbidden', type: 'about:blank', status: 403, detail: 'You are not permitted to perform this action.' } });
    const app = await failureOf(platform.publish(sampleArticle, credentials, { idempotencyKey: 'app' }));
    expect(app.code).toBe('vendor_error');
    expect(app.retryable).toBe(false);
    expect((app as VendorError).status).toBe(403);
    const account = await failureOf(platform.publish(sampleArticle, credentials, { idempotencyKey: 'account' }));
    expect(account.code).toBe('auth_expired');
    expect(account.message).toContain('You are not permitted to perform this action.');
  });

  it('waits for the 24-hour cap when that is the limit X reports exhausted', async () => {
    const now = new Date('2026-01-15T12:00:00Z');
    const { x, platform } = await load({}, now);
    const seconds = now.getTime() / 1000;
    x.failPost.set(1, {
      status: 429,
      json: { title: 'Too Many Requests', status: 429 },
      headers: {
        'x-rate-limit-remaining': '40',
        'x-rate-limit-reset': String(seconds + 300),
        'x-user-limit-24hour-remaining': '0',
        'x-user-limit-24hour-reset': String(seconds + 7_200),
      },
    });
    const error = await failureOf(platform.publish(sampleArticle, credentials, { idempotencyKey: 'capped' }));
    expect(error.code).toBe('rate_limited');
    expect((error as PluginError & { retryAfterMs: number }).retryAfterMs).toBe(7_200_000);
  });

  it('marks a 5xx after sending as not retryable: X may have published the post', async () => {
    const { x, platform } = await load();
    x.failPost.set(1, { status: 503, json: { title: 'Service Unavailable', detail: 'Service Unavailable' } });
    const error = await failureOf(platform.publish(sampleArticle, credentials, { idempotencyKey: 'unknown' }));
    expect(error.code).toBe('vendor_error');
    expect(error.retryable).toBe(false);
    expect(error.message).toMatch(/may have published the post/);
    expect(x.posts()).toHaveLength(1);
  });
});

describe('X metrics', () => {
  it('asks for private metrics, and falls back to public counts with clicks 0 when X refuses them', async () => {
    const { x, platform } = await load();
    x.vendor.route('GET /2/tweets/:id', (req) =>
      req.query['tweet.fields'].includes('non_public_metrics')
        ? {
            json: {
              errors: [
                {
                  title: 'Field Authorization Error',
                  type: 'https://api.twitter.com/2/problems/not-authorized-for-field',
                  detail: "Sorry, you are not authorized to access 'non_public_metrics.impression_count' on the Tweet.",
                },
              ],
            },
          }
        : { json: { data: { id: req.params.id, text: 't', public_metrics: { impression_count: 800, like_count: 9, retweet_count: 2, reply_count: 0 } } } },
    );
    const metrics = await platform.metrics('170000000000000009', credentials);
    expect(metrics).toEqual({ views: 800, likes: 9, retweets: 2, clicks: 0 });
    expect(x.vendor.requests.map((r) => r.query['tweet.fields'])).toEqual(['public_metrics,non_public_metrics,organic_metrics', 'public_metrics']);
    expect(x.vendor.requests[0].path).toBe('/2/tweets/170000000000000009');
    expect(x.vendor.requests[0].headers.authorization).toBe(`Bearer ${credentials.accessToken}`);
  });

  it('says so when the post no longer exists', async () => {
    const { x, platform } = await load();
    x.vendor.route('GET /2/tweets/:id', (req) => ({
      json: { errors: [{ title: 'Not Found Error', type: 'https://api.twitter.com/2/problems/resource-not-found', detail: `Could not find tweet with id: [${req.params.id}].` }] },
    }));
    const error = await failureOf(platform.metrics('170000000000000009', credentials));
    expect(error.code).toBe('vendor_error');
    expect((error as VendorError).status).toBe(404);
    expect(error.message).toContain('no longer exists on X');
  });
});

describe('X sandbox', () => {
  it('runs in sandbox without an X app client id, and counts nothing for a sandbox post', async () => {
    fake = await startFakeX();
    const loaded = await loadPlugin(plugin, { baseUrl: fake.vendor.url });
    expect(loaded.sandbox).toBe(true);
    const platform = loaded.instance as PublishPlatform<TwitterCredentials>;
    const result = await platform.publish(sampleArticle, credentials, { idempotencyKey: 'sb' });
    expect(result).toEqual({ status: 'published', postId: 'sandbox-sb', sandbox: true });
    expect(await platform.metrics(result.postId, credentials)).toEqual({});
    expect(fake.vendor.requests).toHaveLength(0);
  });
});
