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
import plugin, { credentialsSchema, type TwitterCredentials, type TwitterOptions } from './index';
import { weightedLength } from './post-text';

// The SDK's conformance kit, then X-specific behaviour, against a local fake of X API v2.

const CLIENT_ID = 'TEST-x-app-client-id-0001';
const credentials: TwitterCredentials = { accessToken: 'x-user-access-token-0123456789abcdef', username: 'northwind' };

const metricsData = (id: string) => ({
  id,
  text: 'Northwind Robotics: a record third quarter',
  public_metrics: { retweet_count: 4, reply_count: 2, like_count: 31, quote_count: 1, bookmark_count: 3, impression_count: 1520 },
  non_public_metrics: { impression_count: 1520, url_link_clicks: 57, user_profile_clicks: 6 },
  organic_metrics: {
    impression_count: 1520,
    like_count: 31,
    reply_count: 2,
    retweet_count: 4,
    url_link_clicks: 57,
    user_profile_clicks: 6,
  },
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
  publishRoute: 'POST /2/tweets',
  variants: [
    {
      name: 'thread',
      validOptions: (baseUrl) => ({ clientId: CLIENT_ID, baseUrl, mode: 'thread' }),
      expectRequest(requests, { article }) {
        expect(requests.length).toBeGreaterThan(0);
        const sent = requests.map((r) => r.json as { text: string; reply?: { in_reply_to_tweet_id: string } });
        expect(sent[0].reply).toBeUndefined();
        sent.slice(1).forEach((post) => expect(post.reply?.in_reply_to_tweet_id).toBeTruthy());
        expect(sent.at(-1)!.text).toContain(article.canonicalUrl);
      },
    },
  ],
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

async function load(
  options: Partial<TwitterOptions> = {},
  now?: Date,
): Promise<{ x: FakeX; platform: PublishPlatform<TwitterCredentials> }> {
  fake = await startFakeX();
  const { instance } = await loadPlugin(
    plugin,
    { clientId: CLIENT_ID, baseUrl: fake.vendor.url, ...options },
    {
      http: { allowLoopback: { ports: [fake.vendor.port] }, retryBaseDelayMs: 1, maxRetryDelayMs: 50 },
      ...(now ? { now: () => now } : {}),
    },
  );
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
    x.failPost.set(3, {
      status: 429,
      json: { title: 'Too Many Requests', detail: 'Too Many Requests', type: 'about:blank', status: 429 },
      headers: { 'x-rate-limit-remaining': '0', 'x-rate-limit-reset': reset },
    });

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
    x.failPost.set(1, {
      status: 403,
      json: {
        detail: 'You are not allowed to create a Tweet with duplicate content.',
        type: 'about:blank',
        title: 'Forbidden',
        status: 403,
      },
    });
    const error = await failureOf(platform.publish(sampleArticle, credentials, { idempotencyKey: 'dup' }));
    expect(error.code).toBe('invalid_content');
    expect(error.message).toContain('You are not allowed to create a Tweet with duplicate content.');
  });

  it('maps a 403 for an app X does not allow to a non-retryable vendor error, other 403s to AuthExpired', async () => {
    const { x, platform } = await load();
    x.failPost.set(1, {
      status: 403,
      json: {
        title: 'Client Forbidden',
        reason: 'client-not-enrolled',
        type: 'https://api.twitter.com/2/problems/client-forbidden',
        detail:
          'When authenticating requests to the Twitter API v2 endpoints, you must use keys and tokens from a Twitter developer App that is attached to a Project.',
      },
    });
    x.failPost.set(2, {
      status: 403,
      json: { title: 'Forbidden', type: 'about:blank', status: 403, detail: 'You are not permitted to perform this action.' },
    });
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
    expect(error.outcomeUnknown).toBe(true);
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
        : {
            json: {
              data: {
                id: req.params.id,
                text: 't',
                public_metrics: { impression_count: 800, like_count: 9, retweet_count: 2, reply_count: 0 },
              },
            },
          },
    );
    const metrics = await platform.metrics('170000000000000009', credentials);
    expect(metrics).toEqual({ views: 800, likes: 9, retweets: 2, clicks: 0 });
    expect(x.vendor.requests.map((r) => r.query['tweet.fields'])).toEqual([
      'public_metrics,non_public_metrics,organic_metrics',
      'public_metrics',
    ]);
    expect(x.vendor.requests[0].path).toBe('/2/tweets/170000000000000009');
    expect(x.vendor.requests[0].headers.authorization).toBe(`Bearer ${credentials.accessToken}`);
  });

  it('says so when the post no longer exists', async () => {
    const { x, platform } = await load();
    x.vendor.route('GET /2/tweets/:id', (req) => ({
      json: {
        errors: [
          {
            title: 'Not Found Error',
            type: 'https://api.twitter.com/2/problems/resource-not-found',
            detail: `Could not find tweet with id: [${req.params.id}].`,
          },
        ],
      },
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

describe('X OAuth 2.0 connect (Authorization Code with PKCE)', () => {
  const SECRET = 'x-app-client-secret-0123456789';
  let tokenCalls: RecordedRequest[] = [];

  const now = new Date('2026-03-02T10:00:00Z');

  async function loadOAuth(options: Partial<TwitterOptions> = {}) {
    tokenCalls = [];
    fake = await startFakeX();
    fake.vendor.route('POST /2/oauth2/token', (req) => {
      tokenCalls.push(req);
      const form = new URLSearchParams(req.body);
      if (form.get('grant_type') === 'authorization_code' && form.get('code') === 'code-1' && form.get('code_verifier') === 'verifier-1') {
        return {
          json: {
            token_type: 'bearer',
            expires_in: 7200,
            access_token: 'access-token-from-code-0123456789',
            refresh_token: 'refresh-token-1-0123456789',
            scope: 'tweet.read tweet.write users.read offline.access',
          },
        };
      }
      if (form.get('grant_type') === 'refresh_token' && form.get('refresh_token') === 'refresh-token-1-0123456789') {
        return {
          json: {
            token_type: 'bearer',
            expires_in: 7200,
            access_token: 'access-token-refreshed-0123456789',
            refresh_token: 'refresh-token-2-0123456789',
          },
        };
      }
      return { status: 400, json: { error: 'invalid_request', error_description: 'Value passed for the token was invalid.' } };
    });
    fake.vendor.route('GET /2/users/me', { json: { data: { id: '2244994945', name: 'Northwind', username: 'northwind' } } });
    const { instance } = await loadPlugin(
      plugin,
      { clientId: CLIENT_ID, baseUrl: fake.vendor.url, ...options },
      {
        http: { allowLoopback: { ports: [fake.vendor.port] }, retryBaseDelayMs: 1, maxRetryDelayMs: 50 },
      },
    );
    return instance as PublishPlatform<TwitterCredentials>;
  }

  it('builds the authorize URL X documents, with S256 and the scopes to post and stay connected', async () => {
    const platform = await loadOAuth();
    const url = new URL(
      platform.oauth!.authorizeUrl({
        state: 'state-1',
        codeChallenge: 'challenge-1',
        redirectUri: 'https://app.example/api/platforms/twitter/oauth/callback',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://x.com/i/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: 'https://app.example/api/platforms/twitter/oauth/callback',
      scope: 'tweet.read tweet.write users.read offline.access',
      state: 'state-1',
      code_challenge: 'challenge-1',
      code_challenge_method: 'S256',
    });
  });

  it('exchanges the code with the verifier (HTTP Basic for a confidential client) and reads the handle', async () => {
    const platform = await loadOAuth({ clientSecret: SECRET });
    const tokens = await platform.oauth!.exchangeCode({
      code: 'code-1',
      codeVerifier: 'verifier-1',
      redirectUri: 'https://app.example/cb',
      now,
    });
    expect(tokens).toEqual({
      accessToken: 'access-token-from-code-0123456789',
      refreshToken: 'refresh-token-1-0123456789',
      expiresAt: '2026-03-02T12:00:00.000Z',
      username: 'northwind',
    });
    expect(credentialsSchema.safeParse(tokens).success).toBe(true);
    const [call] = tokenCalls;
    expect(call.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(call.headers.authorization).toBe(`Basic ${Buffer.from(`${CLIENT_ID}:${SECRET}`).toString('base64')}`);
    expect(new URLSearchParams(call.body).get('redirect_uri')).toBe('https://app.example/cb');
    expect(new URLSearchParams(call.body).get('client_id')).toBe(CLIENT_ID);
  });

  it('refreshes only an access token about to expire, keeping the rotated refresh token', async () => {
    const platform = await loadOAuth();
    const connected = {
      accessToken: 'access-token-from-code-0123456789',
      refreshToken: 'refresh-token-1-0123456789',
      expiresAt: '2026-03-02T11:00:00.000Z',
      username: 'northwind',
    };
    expect(await platform.oauth!.refreshIfExpiring(connected, { now, withinMs: 5 * 60_000 })).toBeNull();
    expect(tokenCalls).toHaveLength(0);
    const renewed = await platform.oauth!.refreshIfExpiring(
      { ...connected, expiresAt: '2026-03-02T10:02:00.000Z' },
      { now, withinMs: 5 * 60_000 },
    );
    expect(renewed).toEqual({
      accessToken: 'access-token-refreshed-0123456789',
      refreshToken: 'refresh-token-2-0123456789',
      expiresAt: '2026-03-02T12:00:00.000Z',
      username: 'northwind',
    });
    expect(tokenCalls[0].headers.authorization).toBeUndefined(); // a public client sends its id in the form only
  });

  it('maps a refused code or refresh token to AuthExpired, sent once', async () => {
    const platform = await loadOAuth();
    const error = await failureOf(
      platform.oauth!.exchangeCode({ code: 'used-code', codeVerifier: 'verifier-1', redirectUri: 'https://app.example/cb', now }),
    );
    expect(error.code).toBe('auth_expired');
    expect(error.message).toContain('Value passed for the token was invalid.');
    expect(tokenCalls).toHaveLength(1);
  });

  it('offers no OAuth without a client id, or in sandbox', async () => {
    fake = await startFakeX();
    expect((await loadPlugin(plugin, { baseUrl: fake.vendor.url })).instance.oauth).toBeUndefined();
    expect((await loadPlugin(plugin, { clientId: CLIENT_ID, baseUrl: fake.vendor.url }, { sandbox: true })).instance.oauth).toBeUndefined();
  });
});

describe('X lookup after an interrupted publish', () => {
  const since = new Date('2026-03-02T10:00:00Z');
  const linkTo = (url: string) => ({ urls: [{ url: 'https://t.co/abc', expanded_url: url }] });

  async function withTimeline(posts: unknown[], options: Partial<TwitterOptions> = {}) {
    const { x, platform } = await load(options);
    x.vendor.route('GET /2/users/me', { json: { data: { id: '2244994945', username: 'northwind' } } });
    x.vendor.route('GET /2/users/:id/tweets', { json: { data: posts, meta: { result_count: posts.length } } });
    return { x, platform };
  }

  it('finds the link post that links to the article, and asks only for posts since the publish began', async () => {
    const { x, platform } = await withTimeline([
      { id: '1901', text: 'Something else', entities: linkTo('https://elsewhere.example/') },
      { id: '1902', text: 'Northwind https://t.co/abc', conversation_id: '1902', entities: linkTo(sampleArticle.canonicalUrl) },
    ]);
    const found = await platform.lookup!(sampleArticle, credentials, { idempotencyKey: 'k', since });
    expect(found).toEqual({ status: 'published', postId: '1902', url: 'https://x.com/northwind/status/1902' });
    const timeline = x.vendor.requests.find((r) => r.path.endsWith('/tweets'))!;
    expect(timeline.path).toBe('/2/users/2244994945/tweets');
    expect(timeline.query.start_time).toBe(since.toISOString());
    expect(x.posts()).toHaveLength(0);
  });

  it('answers the thread by its first post, and null when nothing was posted', async () => {
    const thread = await withTimeline([{ id: '1990', conversation_id: '1980', entities: linkTo(sampleArticle.canonicalUrl) }], {
      mode: 'thread',
    });
    expect(await thread.platform.lookup!(sampleArticle, credentials, { idempotencyKey: 'k', since })).toMatchObject({ postId: '1980' });
    await fake!.vendor.close();
    const none = await withTimeline([]);
    expect(await none.platform.lookup!(sampleArticle, credentials, { idempotencyKey: 'k', since })).toBeNull();
  });

  it('cannot tell for a thread whose link post is missing while other posts exist', async () => {
    const { platform } = await withTimeline([{ id: '1990', conversation_id: '1990' }], { mode: 'thread' });
    const error = await failureOf(platform.lookup!(sampleArticle, credentials, { idempotencyKey: 'k', since }));
    expect(error.message).toContain('part of the thread may be public');
  });
});
