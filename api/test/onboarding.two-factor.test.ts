import { seedDemoWorkspace } from '../src/demo-workspace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createIdentityApp, logIn, PASSWORD, signUp, turnOnTwoFactor, type IdentityTestApp } from './identity.helpers';

/** Two factors before anything else (issue 38, item 8): the server refuses a session whose account has not set them up. */
describe('two factors are required before anything else', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await createIdentityApp({ env: { TWO_FACTOR_REQUIRED: 'true' } });
  });
  afterAll(async () => t?.close());

  const refused = (answer: { status: number; body: Record<string, unknown> }) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(403);
    expect(answer.body.code).toBe('two_factor_required');
    expect(answer.body.message).toMatch(/two-factor authentication/);
  };

  it('lets a new account only say who it is, set two factors up and sign out', async () => {
    const { browser } = await signUp(t);
    const me = await browser.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.twoFactorRequired).toBe(true);

    refused(await browser.get('/api/campaigns'));
    refused(await browser.get('/api/stats'));
    refused(await browser.get('/api/kyc/status'));
    refused(await browser.get('/api/auth/sessions'));
    refused(
      await browser.post('/api/auth/password', {
        currentPassword: PASSWORD,
        password: 'Another-Otter-43',
        confirmPassword: 'Another-Otter-43',
      }),
    );

    const gql = await browser.graphql('query { campaigns(first: 1) { totalCount } kycStatus { applicationStatus } }');
    expect(gql.errors?.map((e) => e.extensions?.code)).toContain('two_factor_required');
    const meGql = await browser.graphql('query { me { username twoFactorRequired } }');
    expect(meGql.errors).toBeUndefined();
    expect((meGql.data?.me as { twoFactorRequired: boolean }).twoFactorRequired).toBe(true);

    expect((await browser.post('/api/auth/logout')).status).toBe(200);
    expect((await browser.get('/api/auth/me')).status).toBe(401);
  });

  it('opens everything once two factors are on, at once', async () => {
    const { browser } = await signUp(t);
    refused(await browser.get('/api/campaigns'));
    await turnOnTwoFactor(t, browser);
    expect((await browser.get('/api/campaigns')).status).toBe(200);
    expect((await browser.get('/api/kyc/status')).status).toBe(200);
    expect((await browser.get('/api/auth/me')).body.twoFactorRequired).toBe(false);
  });

  it('sends an older account that signs in without two factors to set them up first', async () => {
    const account = await signUp(t);
    const { browser, res } = await logIn(t, account.username, account.password);
    expect(res.status).toBe(200);
    refused(await browser.get('/api/campaigns'));
  });

  it('leaves the public demo read-only session alone', async () => {
    expect(await seedDemoWorkspace(t.orm, t.services.articles, t.clock.now())).toBe('created');
    const visitor = new Browser(t);
    expect((await visitor.post('/api/demo/session')).status).toBe(200);
    expect((await visitor.get('/api/campaigns')).status).toBe(200);
  });
});
