import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../src/modules/identity/user.entity';
import { Browser, createIdentityApp, signUp, signupBody, totp, turnOnTwoFactor, type IdentityTestApp } from './identity.helpers';

const ME = '{ me { id username email twoFactorEnabled backupCodesRemaining lastLoginAt createdAt } }';
const LOGIN =
  'mutation($input: LoginInput!) { login(input: $input) { result { success requiresTwoFactor tempToken message lockoutExpiry } userErrors { field code message } } }';
const VERIFY =
  'mutation($input: VerifyTwoFactorInput!) { verifyTwoFactor(input: $input) { result { success method backupCodesRemaining } userErrors { field code message } } }';
const SIGNUP = 'mutation($input: SignupInput!) { signup(input: $input) { result { userId } userErrors { field code message } } }';

describe('identity over GraphQL', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await createIdentityApp();
  });
  afterAll(async () => t?.close());

  it('answers me: null when nobody is signed in', async () => {
    const res = await new Browser(t).graphql(ME);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ me: null });
  });

  it('signs up and in through GraphQL with the same cookie the REST facade uses, in both directions', async () => {
    const body = signupBody();
    const browser = new Browser(t);
    const signup = await browser.graphql(SIGNUP, { input: body });
    expect(signup.errors).toBeUndefined();
    const userId = (signup.data!.signup as { result: { userId: string } }).result.userId;
    expect(browser.cookie).toBeDefined();
    expect((await browser.get('/api/auth/me')).body.id).toBe(userId);

    const fresh = new Browser(t);
    const login = await fresh.graphql(LOGIN, { input: { username: body.username, password: body.password } });
    expect(login.data!.login).toEqual({
      result: { success: true, requiresTwoFactor: false, tempToken: null, message: 'Login successful', lockoutExpiry: null },
      userErrors: [],
    });
    expect(fresh.cookie).toBeDefined();
    const me = await fresh.graphql(ME);
    expect(me.data!.me).toMatchObject({ id: userId, username: body.username, twoFactorEnabled: false });

    const restBrowser = new Browser(t);
    await restBrowser.post('/api/auth/login', { username: body.username, password: body.password });
    expect(((await restBrowser.graphql(ME)).data!.me as { id: string }).id).toBe(userId);
  });

  it('answers refused input as userErrors with the spec message, the field and a code, and no error', async () => {
    const res = await new Browser(t).graphql(SIGNUP, { input: signupBody({ username: 'ab' }) });
    expect(res.errors).toBeUndefined();
    expect(res.data!.signup).toEqual({
      result: null,
      userErrors: [{ field: 'username', code: 'TOO_SHORT', message: 'Username must be at least 3 characters' }],
    });
  });

  it('refuses a signup with a bad email as a userError: no account, no session', async () => {
    const body = signupBody({ email: 'not-an-email' });
    const browser = new Browser(t);
    const res = await browser.graphql(SIGNUP, { input: body });
    expect(res.status).toBe(200);
    expect(res.errors).toBeUndefined();
    expect(res.data!.signup).toEqual({
      result: null,
      userErrors: [{ field: 'email', code: 'INVALID_FORMAT', message: 'Please enter a valid email address' }],
    });
    expect(browser.cookie).toBeUndefined();
    expect(await t.orm.em.fork().count(User, { username: body.username })).toBe(0);
  });

  it('keeps an empty login field a userError, and a wrong code or a missing sign-in a top-level error', async () => {
    const empty = await new Browser(t).graphql(LOGIN, { input: { username: 'someone', password: '' } });
    expect(empty.errors).toBeUndefined();
    expect(empty.data!.login).toEqual({
      result: null,
      userErrors: [{ field: 'password', code: 'REQUIRED', message: 'Password is required' }],
    });
    const anonymous = await new Browser(t).graphql(
      'mutation($input: EnableTwoFactorInput!) { enableTwoFactor(input: $input) { result { success } userErrors { field } } }',
      { input: { token: '123456' } },
    );
    expect(anonymous.errors?.[0].extensions?.code).toBe('unauthenticated');
  });

  it('reports a failed login with a stable code', async () => {
    const other = await signUp(t);
    const wrong = await new Browser(t).graphql(LOGIN, { input: { username: other.username, password: 'Wrong-Password-1' } });
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Invalid username or password.', extensions: { code: 'invalid_credentials' } });
  });

  it('runs the 2FA sign-in: tempToken, then the code, and only then a session', async () => {
    const account = await signUp(t);
    const factor = await turnOnTwoFactor(t, account.browser);
    const browser = new Browser(t);
    const login = await browser.graphql(LOGIN, { input: { username: account.username, password: account.password } });
    const answer = (login.data!.login as { result: { success: boolean; requiresTwoFactor: boolean; tempToken: string } }).result;
    expect(answer).toMatchObject({ success: false, requiresTwoFactor: true });
    expect(browser.cookie).toBeUndefined();
    expect((await browser.graphql(ME)).data).toEqual({ me: null });

    const bad = await browser.graphql(VERIFY, { input: { tempToken: answer.tempToken, token: '000000' } });
    expect(bad.errors?.[0]).toMatchObject({ message: 'Invalid verification code', extensions: { code: 'invalid_code' } });
    const ok = await browser.graphql(VERIFY, { input: { tempToken: answer.tempToken, token: totp(factor.manualEntryKey, t.clock.now()) } });
    expect(ok.data!.verifyTwoFactor).toMatchObject({ result: { success: true, method: 'TOTP' }, userErrors: [] });
    expect(browser.cookie).toBeDefined();
    expect(((await browser.graphql(ME)).data!.me as { id: string }).id).toBe(account.userId);
  });

  it('sets up and enables 2FA, lists sessions and signs out', async () => {
    const account = await signUp(t);
    const setup = await account.browser.graphql('mutation { setupTwoFactor { twoFactorSetup { qrCodeUrl manualEntryKey backupCodes } } }');
    const { manualEntryKey, qrCodeUrl, backupCodes } = (
      setup.data!.setupTwoFactor as { twoFactorSetup: { manualEntryKey: string; qrCodeUrl: string; backupCodes: string[] } }
    ).twoFactorSetup;
    expect(qrCodeUrl).toMatch(/^data:image\/png;base64,/);
    expect(backupCodes).toHaveLength(10);
    const enable = await account.browser.graphql(
      'mutation($token: String!) { enableTwoFactor(input: { token: $token }) { result { success message } userErrors { field } } }',
      { token: totp(manualEntryKey, t.clock.now()) },
    );
    expect(enable.data!.enableTwoFactor).toMatchObject({ result: { success: true }, userErrors: [] });

    const sessions = await account.browser.graphql('{ sessions { totalCount nodes { id current userAgent } } }');
    expect(sessions.data!.sessions).toEqual({
      totalCount: 1,
      nodes: [{ id: expect.any(String), current: true, userAgent: 'vitest-browser' }],
    });

    const logout = await account.browser.graphql('mutation { logout { result { success } userErrors { field } } }');
    expect(logout.data!.logout).toEqual({ result: { success: true }, userErrors: [] });
    expect(account.browser.cookie).toBeUndefined();
  });

  it('refuses signed-in operations to anonymous callers with unauthenticated', async () => {
    const res = await new Browser(t).graphql('{ sessions { nodes { id } } }');
    expect(res.errors?.[0].extensions?.code).toBe('unauthenticated');
    const setup = await new Browser(t).graphql('mutation { setupTwoFactor { twoFactorSetup { manualEntryKey } } }');
    expect(setup.errors?.[0].extensions?.code).toBe('unauthenticated');
  });

  it('exposes no secret field in the schema', async () => {
    const res = await new Browser(t).graphql('{ __type(name: "Account") { fields { name } } }');
    const names = ((res.data!.__type as { fields: { name: string }[] }).fields ?? []).map((f) => f.name);
    expect(names).toContain('username');
    for (const secret of [
      'passwordHash',
      'twoFactorSecret',
      'twoFactorBackupCodes',
      'totpLastStep',
      'passwordResetToken',
      'verificationCode',
    ]) {
      expect(names).not.toContain(secret);
    }
  });
});
