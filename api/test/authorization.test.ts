import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../src/seed';
import { createOrPromoteAdmin } from '../src/modules/identity/admin-accounts';
import { User } from '../src/modules/identity/user.entity';
import { DEMO_ABSENT_USER_ID, DEMO_ISSUER_PASSWORD } from '../src/modules/kyc/demo-accounts';
import { Browser, createIdentityApp, logIn, signUp, turnOnTwoFactor, type Account, type IdentityTestApp } from './identity.helpers';

type DemoAccounts = {
  accounts: { id: string; username: string; verificationStatus: string; ticker: string }[];
  nonExistentUserId: string;
  demoTicker: string;
  otherTicker: string;
};

describe('POST /api/test/authorization: the one decision, never an oracle for other accounts', () => {
  let t: IdentityTestApp;
  let demo: DemoAccounts;
  let issuerId: string;
  let unverifiedId: string;
  let issuer: Account;
  beforeAll(async () => {
    t = await createIdentityApp();
    expect(await seedDemoAccounts(t.orm)).toEqual(['demo_issuer', 'demo_unverified']);
    demo = (await new Browser(t).get('/api/demo/accounts')).body as unknown as DemoAccounts;
    issuerId = demo.accounts.find((a) => a.username === 'demo_issuer')!.id;
    unverifiedId = demo.accounts.find((a) => a.username === 'demo_unverified')!.id;
    issuer = await signUp(t);
  });
  afterAll(async () => t?.close());

  const test = (browser: Browser, userId: string, ticker: string) => browser.post('/api/test/authorization', { userId, ticker });

  it('seeds the sample accounts once, on the fictional DEMO listing', async () => {
    expect(await seedDemoAccounts(t.orm)).toEqual([]);
    expect(demo).toMatchObject({ nonExistentUserId: DEMO_ABSENT_USER_ID, demoTicker: 'DEMO', otherTicker: 'AAPL' });
    expect(demo.accounts.map((a) => [a.username, a.verificationStatus, a.ticker])).toEqual([
      ['demo_issuer', 'verified', 'DEMO'],
      ['demo_unverified', 'pending', 'DEMO'],
    ]);
    // Only ids, usernames and statuses: no emails, no secrets.
    expect(Object.keys(demo.accounts[0]).sort()).toEqual(['id', 'ticker', 'username', 'verificationStatus']);
    const demoUser = await t.orm.em.fork().findOneOrFail(User, issuerId);
    // The plain name: forms and drafts prefill it; the listing keeps "(fictional)", the demo banner says it is a demo.
    expect(demoUser.companyName).toBe('Demo Issuer Holdings Inc.');
    expect(demoUser.website).toMatch(/\.example$/);
    // An account an older build seeded with the listing's name is renamed at the next start.
    await t.orm.em.fork().nativeUpdate(User, { id: issuerId }, { companyName: 'Demo Issuer Holdings Inc. (fictional)' });
    expect(await seedDemoAccounts(t.orm)).toEqual([]);
    expect((await t.orm.em.fork().findOneOrFail(User, issuerId)).companyName).toBe('Demo Issuer Holdings Inc.');
    const me = await (await logIn(t, 'demo_issuer', DEMO_ISSUER_PASSWORD)).browser.get('/api/auth/me');
    expect(me.body).toMatchObject({ companyName: 'Demo Issuer Holdings Inc.' });
  });

  it('serves the demo issuer’s real profile in the spec shape, with no password or secret', async () => {
    const res = await new Browser(t).get('/api/demo/profile');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'companyName',
        'contactName',
        'email',
        'exchange',
        'id',
        'jurisdiction',
        'sector',
        'ticker',
        'username',
        'verificationStatus',
        'website',
      ].sort(),
    );
    expect(res.body).toMatchObject({
      id: issuerId,
      username: 'demo_issuer',
      ticker: 'DEMO',
      exchange: 'NASDAQ',
      verificationStatus: 'verified',
    });
    expect(JSON.stringify(res.body)).not.toContain(DEMO_ISSUER_PASSWORD);
  });

  it('lets the demo issuer sign in with the README password', async () => {
    expect((await logIn(t, 'demo_issuer', DEMO_ISSUER_PASSWORD)).res.status).toBe(200);
  });

  it('denies when not signed in (401): in production the user id comes from the session', async () => {
    const res = await test(new Browser(t), issuerId, 'DEMO');
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/Sign in/);
  });

  it('answers the four presets in the spec shape for a signed-in issuer', async () => {
    const own = await test(issuer.browser, issuerId, 'demo');
    expect(own.status).toBe(200);
    expect(own.body).toEqual({
      isAuthorized: true,
      userId: issuerId,
      ticker: 'DEMO',
      authorizedTicker: 'DEMO',
      reason: 'Verified issuer acting for its own ticker DEMO.',
      code: 'authorized',
    });

    const other = await test(issuer.browser, issuerId, 'AAPL');
    expect(other.body).toMatchObject({ isAuthorized: false, ticker: 'AAPL', authorizedTicker: 'DEMO', code: 'ticker_not_authorized' });
    expect(other.body.reason).toBe('This issuer is authorized for DEMO only, not for AAPL.');

    const missing = await test(issuer.browser, demo.nonExistentUserId, 'DEMO');
    expect(missing.body).toMatchObject({
      isAuthorized: false,
      userId: DEMO_ABSENT_USER_ID,
      authorizedTicker: null,
      code: 'user_not_found',
      reason: 'No such user.',
    });

    const unverified = await test(issuer.browser, unverifiedId, 'DEMO');
    expect(unverified.body).toMatchObject({ isAuthorized: false, authorizedTicker: null, code: 'issuer_not_verified' });
    expect(unverified.body.reason).toMatch(/not verified \(verification status: pending\)/);
  });

  it('answers an issuer about itself', async () => {
    const self = await test(issuer.browser, issuer.userId, 'ACME');
    expect(self.body).toMatchObject({ isAuthorized: false, userId: issuer.userId, code: 'issuer_not_verified' });
  });

  it('refuses (403) any other account, and an unknown id alike, so it cannot tell them apart', async () => {
    const someoneElse = await signUp(t);
    await t.orm.em.fork().nativeUpdate(User, { id: someoneElse.userId }, { verificationStatus: 'verified', ticker: 'ACME' });
    const other = await test(issuer.browser, someoneElse.userId, 'ACME');
    const unknown = await test(issuer.browser, randomUUID(), 'ACME');
    for (const res of [other, unknown]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        message: expect.stringMatching(/own account and the sample accounts/),
        code: 'authorization_oracle_refused',
      });
    }
  });

  it('lets an admin ask about anyone', async () => {
    const created = await createOrPromoteAdmin(t.orm, { username: 'auditor', email: 'auditor@issuerwire.test' });
    const { browser } = await logIn(t, 'auditor', created.kind === 'created' ? created.password : '');
    // Not before the admin has two factors on.
    expect((await test(browser, issuer.userId, 'ACME')).body).toMatchObject({ code: 'two_factor_enrolment_required' });
    await turnOnTwoFactor(t, browser);
    const res = await test(browser, issuer.userId, 'ACME');
    expect(res.body).toMatchObject({ code: 'issuer_not_verified', userId: issuer.userId });
    expect((await test(browser, randomUUID(), 'ACME')).body).toMatchObject({ code: 'user_not_found' });
  });

  it('validates the request: a user id is a UUID, the ticker 1 to 10 characters', async () => {
    const bad = await test(issuer.browser, 'not-a-user', 'DEMO');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('User ID must be a user id (a UUID)');
    expect((await test(issuer.browser, issuerId, 'ABCDEFGHIJK')).body.message).toBe('Ticker too long');
  });

  it('offers the same over GraphQL', async () => {
    const query = `query($input: TickerAuthorizationTestInput!) { testTickerAuthorization(input: $input) { isAuthorized userId ticker authorizedTicker reason code } }`;
    const ok = await issuer.browser.graphql(query, { input: { userId: issuerId, ticker: 'DEMO' } });
    expect(ok.data?.testTickerAuthorization).toMatchObject({ isAuthorized: true, authorizedTicker: 'DEMO' });
    const refused = await issuer.browser.graphql(query, { input: { userId: randomUUID(), ticker: 'DEMO' } });
    expect(refused.errors?.[0].extensions?.code).toBe('authorization_oracle_refused');
    const profile = await new Browser(t).graphql(
      '{ demoProfile { username ticker verificationStatus } demoAccounts { nonExistentUserId accounts { username } } }',
    );
    expect(profile.data).toMatchObject({
      demoProfile: { username: 'demo_issuer', ticker: 'DEMO', verificationStatus: 'VERIFIED' },
      demoAccounts: { nonExistentUserId: DEMO_ABSENT_USER_ID },
    });
  });
});

describe('demo endpoints before seeding', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await createIdentityApp();
  });
  afterAll(async () => t?.close());

  it('say the demo accounts are not set up rather than inventing them', async () => {
    const res = await new Browser(t).get('/api/demo/profile');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('demo_not_seeded');
  });
});
