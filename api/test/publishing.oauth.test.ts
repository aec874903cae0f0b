import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { ManualClock } from '../src/lib/clock';
import { createLogger } from '../src/lib/logger';
import { loadPlugins } from '../src/plugins/load-plugins';
import { fakeVendorRegistry, generateArticle, startFakeX, X_APP, X_USER, type FakeX } from '../src/modules/publishing/publishing.testing';
import { createTestApp, type TestApp } from './test-app';
import { createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';

// Connecting X by signing in: OAuth 2.0 Authorization Code with PKCE, end to end against a local fake of
// X's authorize and token endpoints, then a post made with a token renewed just before it expired.

interface PlatformRow {
  id: string;
  connected: boolean;
  label: string | null;
  sandbox: boolean;
  oauthAvailable: boolean;
  oauthStartUrl: string | null;
}

describe('connecting X with OAuth 2.0 (PKCE)', () => {
  let t: TestApp;
  let x: FakeX;
  let apple: Issuer;
  let other: Issuer;
  const clock = new ManualClock(new Date('2026-03-02T10:00:00Z'));

  beforeAll(async () => {
    x = await startFakeX();
    t = await createTestApp({ clock, plugins: fakeVendorRegistry({ xUrl: x.vendor.url }) });
    apple = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'agency' });
    other = await createVerifiedIssuer(t, { ticker: 'MSFT', companyName: 'Microsoft Corporation' });
  });
  afterAll(async () => {
    await t?.close();
    await x?.vendor.close();
  });

  async function sql<T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> {
    return t.orm.em.fork().getConnection().execute(query, params);
  }

  /** GET start as the issuer: the authorize URL X would be sent to. */
  async function start(issuer: Issuer = apple): Promise<URL> {
    const res = await issuer.get('/api/platforms/twitter/oauth/start');
    expect(res.status, JSON.stringify(res.body)).toBe(302);
    return new URL(String(res.headers.location));
  }

  /** What X does once the user approves: back to the callback with a code bound to the challenge. */
  async function approve(authorize: URL, issuer: Issuer = apple, state = authorize.searchParams.get('state')!) {
    const code = x.authorize(authorize.searchParams.get('code_challenge')!, authorize.searchParams.get('redirect_uri')!);
    return issuer.get(`/api/platforms/twitter/oauth/callback?${new URLSearchParams({ state, code })}`);
  }

  it('says OAuth is available, and sends the signed-in issuer to X with state and an S256 challenge', async () => {
    const twitter = (await apple.get<PlatformRow[]>('/api/platforms')).body.find((p) => p.id === 'twitter')!;
    expect(twitter).toMatchObject({
      connected: false,
      sandbox: true,
      oauthAvailable: true,
      oauthStartUrl: '/api/platforms/twitter/oauth/start',
    });
    expect((await apple.get<PlatformRow[]>('/api/platforms')).body.find((p) => p.id === 'medium')).toMatchObject({
      oauthAvailable: false,
      oauthStartUrl: null,
    });

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/platforms/twitter/oauth/start' });
    expect(anonymous.statusCode).toBe(401);

    const authorize = await start();
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${x.vendor.url}/i/oauth2/authorize`);
    expect(authorize.searchParams.get('client_id')).toBe(X_APP.clientId);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${t.config.publicUrl}/api/platforms/twitter/oauth/callback`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('scope')).toContain('offline.access');
    expect(authorize.searchParams.get('state')!.length).toBeGreaterThanOrEqual(32);
    // The state and verifier stay on the server: only a hash of the state is stored, the verifier encrypted.
    const [row] = await sql<{ state_hash: string; verifier_encrypted: string }>(
      'select state_hash, verifier_encrypted from oauth_attempts where organization_id = ? order by created_at desc limit 1',
      [apple.organizationId],
    );
    expect(row.state_hash).not.toBe(authorize.searchParams.get('state'));
    expect(row.verifier_encrypted).not.toMatch(/^[A-Za-z0-9_-]{64}$/);
  });

  it('exchanges the code at the token endpoint, stores the tokens encrypted and returns to Settings', async () => {
    const done = await approve(await start());
    expect(done.status).toBe(302);
    expect(done.headers.location).toBe('/settings?connected=twitter');

    const twitter = (await apple.get<PlatformRow[]>('/api/platforms')).body.find((p) => p.id === 'twitter')!;
    expect(twitter).toMatchObject({ connected: true, sandbox: false, label: `@${X_USER.username}` });
    const [stored] = await sql<{ credentials_encrypted: string }>(
      "select credentials_encrypted from platform_connections where organization_id = ? and platform = 'twitter'",
      [apple.organizationId],
    );
    expect(stored.credentials_encrypted).not.toContain(x.accessTokens.at(-1)!);
    expect(stored.credentials_encrypted).not.toContain('refresh');
    expect(JSON.stringify((await apple.get('/api/platforms')).body)).not.toContain(x.accessTokens.at(-1)!);
  });

  it('refuses a used, foreign, expired or declined callback, landing on Settings with the reason code', async () => {
    const authorize = await start();
    expect((await approve(authorize)).headers.location).toBe('/settings?connected=twitter');
    // The same state again: used up.
    expect((await approve(authorize)).headers.location).toBe('/settings?platform=twitter&connectError=oauth_state_invalid');

    // Another issuer cannot finish this issuer's attempt, and spends it.
    const stolen = await start();
    expect((await approve(stolen, other)).headers.location).toBe('/settings?platform=twitter&connectError=oauth_state_invalid');
    expect((await approve(stolen)).headers.location).toBe('/settings?platform=twitter&connectError=oauth_state_invalid');
    expect((await other.get<PlatformRow[]>('/api/platforms')).body.find((p) => p.id === 'twitter')!.connected).toBe(false);

    // Too late: the attempt lasts ten minutes.
    const slow = await start();
    clock.advance(11 * 60_000);
    expect((await approve(slow)).headers.location).toBe('/settings?platform=twitter&connectError=oauth_state_invalid');

    // The user declined on X.
    const declined = await start();
    const res = await apple.get(
      `/api/platforms/twitter/oauth/callback?${new URLSearchParams({ state: declined.searchParams.get('state')!, error: 'access_denied' })}`,
    );
    expect(res.headers.location).toBe('/settings?platform=twitter&connectError=oauth_denied');

    // A code X does not know (or a verifier that does not match its challenge).
    const forged = await start();
    const bad = await apple.get(
      `/api/platforms/twitter/oauth/callback?${new URLSearchParams({ state: forged.searchParams.get('state')!, code: 'forged-code' })}`,
    );
    expect(bad.headers.location).toBe('/settings?platform=twitter&connectError=oauth_exchange_failed');
  });

  it('renews an access token about to expire before posting, and posts with the new one', async () => {
    expect((await approve(await start())).headers.location).toBe('/settings?connected=twitter');
    const issued = x.accessTokens.at(-1)!;
    const campaignId = await createCampaign(apple);
    const articleId = await generateArticle(apple, campaignId);

    // Still valid for a while: posted with the token as issued, no renewal.
    const first = await apple.post<{ publications: { status: string; sandbox: boolean }[] }>(`/api/articles/${articleId}/publish`, {
      platforms: ['twitter'],
    });
    expect(first.body.publications[0]).toMatchObject({ status: 'published', sandbox: false });
    expect(x.posts().at(-1)!.authorization).toBe(`Bearer ${issued}`);
    const refreshes = () =>
      x.vendor.requests.filter((r) => r.path === '/2/oauth2/token' && new URLSearchParams(r.body).get('grant_type') === 'refresh_token')
        .length;
    expect(refreshes()).toBe(0);

    // Two hours on (X's tokens last 7200 s), the session kept alive meanwhile.
    for (let i = 0; i < 7; i++) {
      clock.advance(19 * 60_000);
      expect((await apple.get('/api/platforms')).status).toBe(200);
    }
    const second = await apple.post<{ publications: { status: string }[] }>(
      `/api/articles/${await generateArticle(apple, await createCampaign(apple))}/publish`,
      { platforms: ['twitter'] },
    );
    expect(second.body.publications[0].status).toBe('published');
    expect(refreshes()).toBe(1);
    const renewed = x.accessTokens.at(-1)!;
    expect(renewed).not.toBe(issued);
    expect(x.posts().at(-1)!.authorization).toBe(`Bearer ${renewed}`);
  });
});

describe('the X app settings', () => {
  it('TWITTER_CLIENT_ID (and the secret) configure the built-in X plugin: OAuth offered, no longer sandbox', async () => {
    const config = loadConfig({
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'iw-x-')),
      TWITTER_CLIENT_ID: X_APP.clientId,
      TWITTER_CLIENT_SECRET: X_APP.clientSecret,
    });
    const registry = await loadPlugins(config, createLogger('silent', false));
    expect(registry.isSandbox('twitter')).toBe(false);
    expect(registry.platform('twitter')!.oauth).toBeDefined();
    const unset = await loadPlugins(loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'iw-x-')) }), createLogger('silent', false));
    expect(unset.isSandbox('twitter')).toBe(true);
    expect(unset.platform('twitter')!.oauth).toBeUndefined();
  });
});

describe('connecting X when the operator has not configured an X app', () => {
  let t: TestApp;
  let apple: Issuer;
  beforeAll(async () => {
    t = await createTestApp();
    apple = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.' });
  });
  afterAll(async () => t?.close());

  it('answers 400 oauth_not_configured and says OAuth is not available', async () => {
    const res = await apple.get<{ code: string; message: string }>('/api/platforms/twitter/oauth/start');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('oauth_not_configured');
    expect(res.body.message).toMatch(/operator has not configured/);
    expect((await apple.get<PlatformRow[]>('/api/platforms')).body.find((p) => p.id === 'twitter')).toMatchObject({
      oauthAvailable: false,
      oauthStartUrl: null,
    });
    const unknown = await apple.get<{ code: string }>('/api/platforms/myspace/oauth/start');
    expect(unknown.status).toBe(404);
  });
});
