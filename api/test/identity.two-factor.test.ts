import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginChallenge } from '../src/modules/identity/login-challenge.entity';
import { Session } from '../src/modules/identity/session.entity';
import { User } from '../src/modules/identity/user.entity';
import { Browser, createIdentityApp, logIn, signUp, totp, turnOnTwoFactor, type IdentityTestApp } from './identity.helpers';

const STEP = 30_000;
const MINUTE = 60_000;

describe('2FA setup and enable', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await createIdentityApp();
  });
  afterAll(async () => t?.close());

  it('answers a QR code image of the otpauth URL, the manual key and 10 backup codes', async () => {
    const account = await signUp(t);
    const res = await account.browser.post('/api/auth/2fa/setup');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['backupCodes', 'manualEntryKey', 'qrCodeUrl']);
    expect(res.body.qrCodeUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/);
    const png = Buffer.from((res.body.qrCodeUrl as string).split(',')[1], 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(res.body.manualEntryKey).toMatch(/^[A-Z2-7]{32}$/);
    const codes = res.body.backupCodes as string[];
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/);
    expect(new Set(codes).size).toBe(10);
  });

  it('keeps the secret encrypted and the backup codes hashed', async () => {
    const account = await signUp(t);
    const setup = await account.browser.post('/api/auth/2fa/setup');
    const user = await t.orm.em.fork().findOneOrFail(User, account.userId);
    expect(user.twoFactorSecret).toBeTruthy();
    expect(user.twoFactorSecret).not.toContain(setup.body.manualEntryKey as string);
    expect(user.twoFactorBackupCodes).toHaveLength(10);
    const stored = user.twoFactorBackupCodes.join(' ');
    for (const code of setup.body.backupCodes as string[]) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
  });

  it('needs sign-in', async () => {
    const res = await new Browser(t).post('/api/auth/2fa/setup');
    expect(res.status).toBe(401);
  });

  it('turns 2FA on only with a valid code from the app', async () => {
    const account = await signUp(t);
    const setup = await account.browser.post('/api/auth/2fa/setup');
    const key = setup.body.manualEntryKey as string;
    const badFormat = await account.browser.post('/api/auth/2fa/enable', { token: '12345' });
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.message).toBe('Please enter a 6-digit code');
    const wrongCode = String((Number(totp(key, t.clock.now())) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await account.browser.post('/api/auth/2fa/enable', { token: wrongCode });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'invalid_code', message: 'Invalid verification code' });
    expect((await account.browser.get('/api/auth/me')).body.twoFactorEnabled).toBe(false);

    const ok = await account.browser.post('/api/auth/2fa/enable', { token: totp(key, t.clock.now()) });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true, message: 'Two-factor authentication has been successfully enabled.' });
    const me = await account.browser.get('/api/auth/me');
    expect(me.body).toMatchObject({ twoFactorEnabled: true, backupCodesRemaining: 10 });
  });

  it('refuses enable before setup, and a second setup once on (reset is the way)', async () => {
    const account = await signUp(t);
    const early = await account.browser.post('/api/auth/2fa/enable', { token: '123456' });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('two_factor_not_set_up');
    await turnOnTwoFactor(t, account.browser);
    const again = await account.browser.post('/api/auth/2fa/setup');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('two_factor_enabled');
  });
});

describe('sign-in with 2FA', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await createIdentityApp();
  });
  afterAll(async () => t?.close());

  async function twoFactorAccount() {
    const account = await signUp(t);
    const factor = await turnOnTwoFactor(t, account.browser);
    return { ...account, ...factor };
  }

  async function passwordStep(username: string, password: string) {
    const { browser, res } = await logIn(t, username, password);
    expect(res.status).toBe(200);
    return { browser, tempToken: res.body.tempToken as string, res };
  }

  it('answers requiresTwoFactor with a tempToken, and no session exists before the code', async () => {
    const account = await twoFactorAccount();
    const before = await t.orm.em.fork().count(Session, { user: account.userId });
    const { browser, tempToken, res } = await passwordStep(account.username, account.password);
    expect(res.body).toEqual({
      success: false,
      requiresTwoFactor: true,
      tempToken: expect.any(String),
      message: 'Please enter the code from your authenticator app.',
      lockoutExpiry: null,
    });
    expect(tempToken.length).toBeGreaterThanOrEqual(40);
    expect(res.cookies).toEqual([]);
    expect(browser.cookie).toBeUndefined();
    expect(await t.orm.em.fork().count(Session, { user: account.userId })).toBe(before);
    // The challenge row keeps a hash, never the token.
    const challenge = await t.orm.em.fork().findOneOrFail(LoginChallenge, { user: account.userId });
    expect(challenge.tokenHash).not.toBe(tempToken);

    const verify = await browser.post('/api/auth/2fa/verify', { tempToken, token: totp(account.manualEntryKey, t.clock.now()) });
    expect(verify.status).toBe(200);
    expect(verify.body).toMatchObject({ success: true, method: 'totp' });
    expect(browser.cookie).toBeDefined();
    expect((await browser.get('/api/auth/me')).body.id).toBe(account.userId);
  });

  it('uses a tempToken once only', async () => {
    const account = await twoFactorAccount();
    const { browser, tempToken } = await passwordStep(account.username, account.password);
    expect((await browser.post('/api/auth/2fa/verify', { tempToken, token: totp(account.manualEntryKey, t.clock.now()) })).status).toBe(
      200,
    );
    t.clock.advance(STEP);
    const reuse = await new Browser(t).post('/api/auth/2fa/verify', { tempToken, token: totp(account.manualEntryKey, t.clock.now()) });
    expect(reuse.status).toBe(401);
    expect(reuse.body.code).toBe('invalid_temp_token');
  });

  it('lets a tempToken expire after 5 minutes', async () => {
    const account = await twoFactorAccount();
    const { browser, tempToken } = await passwordStep(account.username, account.password);
    t.clock.advance(5 * MINUTE);
    const late = await browser.post('/api/auth/2fa/verify', { tempToken, token: totp(account.manualEntryKey, t.clock.now()) });
    expect(late.status).toBe(401);
    expect(late.body.code).toBe('invalid_temp_token');
    expect(browser.cookie).toBeUndefined();
  });

  it('refuses a made-up tempToken', async () => {
    const res = await new Browser(t).post('/api/auth/2fa/verify', { tempToken: 'x'.repeat(43), token: '123456' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('invalid_temp_token');
  });

  it('accepts a TOTP code once only (replay refused, even on a new tempToken)', async () => {
    const account = await twoFactorAccount();
    const code = totp(account.manualEntryKey, t.clock.now());
    const first = await passwordStep(account.username, account.password);
    expect((await first.browser.post('/api/auth/2fa/verify', { tempToken: first.tempToken, token: code })).status).toBe(200);
    const second = await passwordStep(account.username, account.password);
    const replay = await second.browser.post('/api/auth/2fa/verify', { tempToken: second.tempToken, token: code });
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ code: 'invalid_code', message: 'Invalid verification code' });
    // An older code in the window is a replay too once a newer step was used.
    const older = await second.browser.post('/api/auth/2fa/verify', {
      tempToken: second.tempToken,
      token: totp(account.manualEntryKey, new Date(t.clock.now().getTime() - STEP)),
    });
    expect(older.status).toBe(401);
    t.clock.advance(STEP);
    const fresh = await second.browser.post('/api/auth/2fa/verify', {
      tempToken: second.tempToken,
      token: totp(account.manualEntryKey, t.clock.now()),
    });
    expect(fresh.status).toBe(200);
  });

  it('accepts codes one step either side of now, refuses two steps away', async () => {
    const account = await twoFactorAccount();
    // Away from the step that enabled 2FA, which would count as a replay.
    t.clock.advance(2 * STEP);
    const at = (offset: number) => totp(account.manualEntryKey, new Date(t.clock.now().getTime() + offset));
    const attempt = async (token: string) => {
      const step = await passwordStep(account.username, account.password);
      return (await step.browser.post('/api/auth/2fa/verify', { tempToken: step.tempToken, token })).status;
    };
    expect(await attempt(at(-2 * STEP))).toBe(401);
    expect(await attempt(at(2 * STEP))).toBe(401);
    expect(await attempt(at(-STEP))).toBe(200);
    t.clock.advance(3 * STEP);
    expect(await attempt(at(STEP))).toBe(200);
  });

  it('accepts each backup code once, in any case and spacing', async () => {
    const account = await twoFactorAccount();
    const [code] = account.backupCodes;
    const first = await passwordStep(account.username, account.password);
    const ok = await first.browser.post('/api/auth/2fa/verify', { tempToken: first.tempToken, token: ` ${code.toUpperCase()} ` });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ method: 'backup_code', backupCodesRemaining: 9 });
    const second = await passwordStep(account.username, account.password);
    const reused = await second.browser.post('/api/auth/2fa/verify', { tempToken: second.tempToken, token: code });
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('invalid_code');
    expect((await first.browser.get('/api/auth/me')).body.backupCodesRemaining).toBe(9);
  });

  it('spends a backup code once even when two sign-ins race with it', async () => {
    const account = await twoFactorAccount();
    const [code] = account.backupCodes;
    const a = await passwordStep(account.username, account.password);
    const b = await passwordStep(account.username, account.password);
    const results = await Promise.all([
      a.browser.post('/api/auth/2fa/verify', { tempToken: a.tempToken, token: code }),
      b.browser.post('/api/auth/2fa/verify', { tempToken: b.tempToken, token: code }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('counts wrong codes towards the lockout; the password step does not reset that count', async () => {
    const account = await twoFactorAccount();
    const lockStart = t.clock.now();
    const wrong = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 2; i++) {
      const step = await passwordStep(account.username, account.password);
      for (let j = 0; j < 2; j++) {
        const res = await step.browser.post('/api/auth/2fa/verify', {
          tempToken: step.tempToken,
          token: wrong(totp(account.manualEntryKey, t.clock.now())),
        });
        expect(res.status).toBe(401);
      }
    }
    const step = await passwordStep(account.username, account.password);
    const fifth = await step.browser.post('/api/auth/2fa/verify', { tempToken: step.tempToken, token: 'zzzz-zzzz' });
    expect(fifth.status).toBe(423);
    expect(fifth.body).toMatchObject({ code: 'account_locked', lockoutExpiry: new Date(lockStart.getTime() + 15 * MINUTE).toISOString() });
    expect(fifth.body.message).toContain('locked');

    // Locked: the right code on an open challenge is refused, and so is the password step.
    const right = await step.browser.post('/api/auth/2fa/verify', {
      tempToken: step.tempToken,
      token: totp(account.manualEntryKey, t.clock.now()),
    });
    expect(right.status).toBe(423);
    expect(step.browser.cookie).toBeUndefined();
    expect((await logIn(t, account.username, account.password)).res.status).toBe(423);

    t.clock.advance(15 * MINUTE);
    const again = await passwordStep(account.username, account.password);
    expect(
      (await again.browser.post('/api/auth/2fa/verify', { tempToken: again.tempToken, token: totp(account.manualEntryKey, t.clock.now()) }))
        .status,
    ).toBe(200);
  });

  it('regenerates backup codes after a current code; the old ones stop working', async () => {
    const account = await twoFactorAccount();
    const refused = await account.browser.post('/api/auth/2fa/backup-codes', { token: '000000' });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('invalid_code');
    const res = await account.browser.post('/api/auth/2fa/backup-codes', { token: totp(account.manualEntryKey, t.clock.now()) });
    expect(res.status).toBe(200);
    const fresh = res.body.backupCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(account.backupCodes[0]);

    const old = await passwordStep(account.username, account.password);
    expect((await old.browser.post('/api/auth/2fa/verify', { tempToken: old.tempToken, token: account.backupCodes[0] })).status).toBe(401);
    expect((await old.browser.post('/api/auth/2fa/verify', { tempToken: old.tempToken, token: fresh[0] })).status).toBe(200);
  });

  it('resets 2FA after a current code (a backup code will do); sign-in then needs only the password', async () => {
    const account = await twoFactorAccount();
    const refused = await account.browser.post('/api/auth/2fa/reset', { token: 'abcd-efgh' });
    expect(refused.status).toBe(400);
    expect((await account.browser.get('/api/auth/me')).body.twoFactorEnabled).toBe(true);

    const res = await account.browser.post('/api/auth/2fa/reset', { token: account.backupCodes[1] });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect((await account.browser.get('/api/auth/me')).body).toMatchObject({ twoFactorEnabled: false, backupCodesRemaining: 0 });
    const user = await t.orm.em.fork().findOneOrFail(User, account.userId);
    expect(user.twoFactorSecret).toBeNull();
    expect(user.twoFactorBackupCodes).toEqual([]);

    const { res: login } = await logIn(t, account.username, account.password);
    expect(login.body).toMatchObject({ success: true, requiresTwoFactor: false });
    // And 2FA can be set up again.
    expect((await account.browser.post('/api/auth/2fa/setup')).status).toBe(200);
  });

  it('refuses backup-code and reset calls when 2FA is off', async () => {
    const account = await signUp(t);
    const res = await account.browser.post('/api/auth/2fa/reset', { token: '123456' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('two_factor_not_enabled');
  });
});
