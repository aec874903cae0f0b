// Test support for the publishing and distribution API tests (not used by the app): a registry whose
// vendor plugins point at local fakes, fakes of Medium and Business Wire Connect, calls with an
// Idempotency-Key, and a generated article.
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { startFakeVendor, type FakeRoute, type FakeVendor } from '@issuerwire/plugin-sdk/testing';
import { REPO_ROOT } from '../../plugins/load-plugins';
import { createPluginRegistry, discoverPlugins, type PluginRegistry } from '../../plugins/plugin-registry';

export const MEDIUM_TOKEN = 'medium-integration-token-0123456789';
export const CONNECT = {
  email: 'wire-desk@issuerwire.example',
  password: 'connect-password-0123',
  accountId: 1010376,
  distributions: { basic: 11, enhanced: 22, premium: 33 },
};
const CONNECT_JWT = 'jwt-0001';

/** A fake of Medium's API v1: the author lookup and the post. Counts posts. */
export async function startFakeMedium(): Promise<FakeVendor> {
  let n = 0;
  return startFakeVendor({
    'GET /v1/me': (req) =>
      req.headers.authorization === `Bearer ${MEDIUM_TOKEN}`
        ? { status: 200, json: { data: { id: 'author-1', username: 'issuer' } } }
        : { status: 401, json: { errors: [{ message: 'Token was invalid.', code: 6003 }] } },
    'POST /v1/users/:id/posts': () => {
      n += 1;
      return { status: 201, json: { data: { id: `post-${n}`, url: `https://medium.com/@issuer/post-${n}`, publishStatus: 'public' } } };
    },
  });
}

/** A fake of Business Wire Connect 5: the login answers the JWT in a header, the order answers an order id. */
export async function startFakeConnect(orderAnswer?: FakeRoute): Promise<FakeVendor> {
  let n = 480_000;
  const routes: Record<string, FakeRoute> = {
    'POST /auth/login': (req) => {
      const body = req.json as Record<string, unknown> | undefined;
      return body?.email === CONNECT.email && body?.password === CONNECT.password
        ? { status: 200, json: { message: 'Login successful' }, headers: { 'x-auth-token': CONNECT_JWT } }
        : { status: 401, json: { message: 'Invalid email or password' } };
    },
    'POST /api/v1/clientServices/order': (req) => {
      if (req.headers.authorization !== `Bearer ${CONNECT_JWT}`) return { status: 401, json: { message: 'Unauthorized' } };
      if (orderAnswer) return typeof orderAnswer === 'function' ? orderAnswer(req) : orderAnswer;
      n += 1;
      return { status: 200, json: { orderId: n } };
    },
  };
  return startFakeVendor(routes);
}

export function postsTo(vendor: FakeVendor, path: RegExp): number {
  return vendor.requests.filter((r) => r.method === 'POST' && path.test(r.path)).length;
}

export const X_APP = { clientId: 'x-app-client-id-0123456789', clientSecret: 'x-app-client-secret-0123456789' };
export const X_USER = { id: '2244994945', username: 'applepr' };

export interface FakeX {
  vendor: FakeVendor;
  /** The account's posts the timeline lookup answers (id, text, conversation_id, entities). */
  timeline: Record<string, unknown>[];
  /** Issues an authorization code for a PKCE challenge, as X does once the user approves. */
  authorize(codeChallenge: string, redirectUri: string): string;
  /** The access tokens X has issued (the latest last). */
  accessTokens: string[];
  /** POST /2/tweets calls. */
  posts(): { text: string; authorization: string }[];
}

/**
 * A fake of X: OAuth 2.0 (authorization codes bound to their PKCE challenge, the token endpoint with the
 * code and refresh grants, rotating refresh tokens), the account lookup, posts and the timeline.
 */
export async function startFakeX(): Promise<FakeX> {
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const refreshTokens = new Set<string>();
  const accessTokens: string[] = [];
  const timeline: Record<string, unknown>[] = [];
  let n = 0;
  const issue = () => {
    n += 1;
    const access = `x-access-token-${n}-0123456789abcdef`;
    const refresh = `x-refresh-token-${n}-0123456789`;
    accessTokens.push(access);
    refreshTokens.add(refresh);
    return {
      status: 200,
      json: {
        token_type: 'bearer',
        expires_in: 7200,
        access_token: access,
        refresh_token: refresh,
        scope: 'tweet.read tweet.write users.read offline.access',
      },
    };
  };
  const refused = {
    status: 400,
    json: { error: 'invalid_request', error_description: 'Value passed for the authorization code was invalid.' },
  };
  const authorized = (req: { headers: Record<string, string> }) => accessTokens.some((t) => req.headers.authorization === `Bearer ${t}`);
  const vendor = await startFakeVendor({
    'POST /2/oauth2/token': (req) => {
      const form = new URLSearchParams(req.body);
      const basic = `Basic ${Buffer.from(`${X_APP.clientId}:${X_APP.clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== basic || form.get('client_id') !== X_APP.clientId)
        return { status: 401, json: { error: 'unauthorized_client' } };
      if (form.get('grant_type') === 'authorization_code') {
        const code = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        if (
          !code ||
          code.redirectUri !== form.get('redirect_uri') ||
          createHash('sha256').update(verifier).digest('base64url') !== code.challenge
        )
          return refused;
        return issue();
      }
      if (form.get('grant_type') === 'refresh_token' && refreshTokens.delete(form.get('refresh_token') ?? '')) return issue();
      return refused;
    },
    'GET /2/users/me': (req) =>
      authorized(req) ? { json: { data: { ...X_USER, name: 'Apple PR' } } } : { status: 401, json: { title: 'Unauthorized' } },
    'POST /2/tweets': (req) => {
      if (!authorized(req)) return { status: 401, json: { title: 'Unauthorized' } };
      n += 1;
      return { status: 201, json: { data: { id: `19000000000000${n}`, text: (req.json as { text: string }).text } } };
    },
    'GET /2/users/:id/tweets': (req) =>
      authorized(req)
        ? { json: { data: timeline, meta: { result_count: timeline.length } } }
        : { status: 401, json: { title: 'Unauthorized' } },
  });
  return {
    vendor,
    timeline,
    accessTokens,
    authorize(challenge, redirectUri) {
      const code = `x-code-${codes.size + 1}-${challenge.slice(0, 8)}`;
      codes.set(code, { challenge, redirectUri });
      return code;
    },
    posts: () =>
      vendor.requests
        .filter((r) => r.method === 'POST' && r.path === '/2/tweets')
        .map((r) => ({ text: (r.json as { text: string }).text, authorization: r.headers.authorization })),
  };
}

/** The repository's plugins, with Medium, Business Wire and X pointed at local fakes when given. */
export async function fakeVendorRegistry(options: { mediumUrl?: string; connectUrl?: string; xUrl?: string }): Promise<PluginRegistry> {
  const found = await discoverPlugins({ rootDir: REPO_ROOT });
  const optionsById: Record<string, unknown> = {};
  if (options.mediumUrl) optionsById.medium = { baseUrl: options.mediumUrl };
  if (options.connectUrl) optionsById.businesswire = { ...CONNECT, baseUrl: options.connectUrl };
  if (options.xUrl) optionsById.twitter = { ...X_APP, baseUrl: options.xUrl, authorizeUrl: `${options.xUrl}/i/oauth2/authorize` };
  return createPluginRegistry(found, {
    optionsById,
    http: { allowLoopback: true, retryBaseDelayMs: 1, maxRetryDelayMs: 20, timeoutMs: 5000 },
  });
}

export async function until(predicate: () => boolean | Promise<boolean>, timeoutMs = 20_000, what = 'condition'): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await predicate()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

interface Injectable {
  app: { inject(options: Record<string, unknown>): Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }> };
}

/** A JSON call with the signed-in issuer's cookie and an Idempotency-Key, as the web app sends it. */
export async function callWithKey<T = Record<string, unknown>>(
  t: Injectable,
  cookie: string | undefined,
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
  key?: string,
): Promise<{ status: number; body: T; headers: Record<string, unknown> }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (cookie) headers.cookie = `iw_session=${cookie}`;
  if (key) headers['idempotency-key'] = key;
  const res = await t.app.inject({ method, url, headers, payload: JSON.stringify(body ?? {}) });
  return { status: res.statusCode, body: (res.body ? JSON.parse(res.body) : {}) as T, headers: res.headers };
}

/** Generates the campaign's article through the API and answers its id. */
export async function generateArticle(
  issuer: { post<T>(url: string, body?: unknown): Promise<{ status: number; body: T }> },
  campaignId: string,
): Promise<string> {
  const res = await issuer.post<{ article: { id: string } }>(`/api/campaigns/${campaignId}/generate-article`);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.article.id;
}
