import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../src/mail/mail.testing';
import { PasswordReset } from '../src/modules/identity/password-reset.entity';
import { User } from '../src/modules/identity/user.entity';
import { verifyPassword } from '../src/modules/identity/password.hasher';
import { Browser, createIdentityApp, logIn, signUp, totp, turnOnTwoFactor, type IdentityTestApp } from './identity.helpers';

const MINUTE = 60_000;
const NEW_PASSWORD = 'Brand-New-Pass-77';
const SAME_ANSWER = { message: 'If an account exists for that email, we sent a reset link.' };

describe('forgot and reset password, mail over a real SMTP server', () => {
  let t: IdentityTestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createIdentityApp({
      env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://issuerwire.example', MAIL_FROM: 'IssuerWire <no-reply@issuerwire.example>' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  function linkIn(mail: ReceivedMail): URL {
    const match = /https:\/\/issuerwire\.example\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(mail.text);
    expect(match, mail.text).not.toBeNull();
    return new URL(match![0]);
  }

  async function requestReset(email: string): Promise<string> {
    const before = smtp.messages.length;
    const res = await new Browser(t).post('/api/auth/forgot-password', { email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(SAME_ANSWER);
    await t.services.identity.settled();
    const mail = await smtp.waitFor(
      (m) => smtp.messages.indexOf(m) >= before && m.to.includes(email.toLowerCase()) && m.subject === 'Reset your IssuerWire password',
    );
    return linkIn(mail).searchParams.get('token')!;
  }

  it('gives the same answer for an unknown email, and sends nothing', async () => {
    const before = smtp.messages.length;
    const res = await new Browser(t).post('/api/auth/forgot-password', { email: 'nobody@nowhere.test' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(SAME_ANSWER);
    await t.services.identity.settled();
    expect(smtp.messages.length).toBe(before);
  });

  it('validates the email with the spec message', async () => {
    const res = await new Browser(t).post('/api/auth/forgot-password', { email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter a valid email address');
  });

  it('mails a link to PUBLIC_URL/reset-password from MAIL_FROM; the token is stored only as a hash', async () => {
    const account = await signUp(t);
    await t.services.identity.settled(); // the sign-up's own mail goes first
    const token = await requestReset(account.email.toUpperCase());
    const mail = smtp.messages.at(-1)!;
    expect(mail.from).toBe('no-reply@issuerwire.example');
    expect(mail.subject).toBe('Reset your IssuerWire password');
    expect(mail.text).toContain('within 1 hour');
    const rows = await t.orm.em.fork().find(PasswordReset, { user: account.userId });
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toBe(token);
  });

  it('sets the new password once, ends every session, and the old password stops working', async () => {
    const account = await signUp(t);
    const other = (await logIn(t, account.username, account.password)).browser;
    const token = await requestReset(account.email);

    const mismatch = await new Browser(t).post('/api/auth/reset-password', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: 'Other-Pass-77',
    });
    expect(mismatch.status).toBe(400);
    expect((mismatch.body.fields as Record<string, string>).confirmPassword).toBe("Passwords don't match");
    const weak = await new Browser(t).post('/api/auth/reset-password', { token, password: 'weakpass', confirmPassword: 'weakpass' });
    expect(weak.status).toBe(400);

    const res = await new Browser(t).post('/api/auth/reset-password', { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect((await account.browser.get('/api/auth/me')).status).toBe(401);
    expect((await other.get('/api/auth/me')).status).toBe(401);
    expect((await logIn(t, account.username, account.password)).res.status).toBe(401);
    expect((await logIn(t, account.username, NEW_PASSWORD)).res.status).toBe(200);

    const again = await new Browser(t).post('/api/auth/reset-password', {
      token,
      password: 'Third-Pass-99!',
      confirmPassword: 'Third-Pass-99!',
    });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('invalid_reset_token');
  });

  it('expires the link after 1 hour', async () => {
    const account = await signUp(t);
    const token = await requestReset(account.email);
    t.clock.advance(60 * MINUTE);
    const res = await new Browser(t).post('/api/auth/reset-password', { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_reset_token');
    expect((await logIn(t, account.username, account.password)).res.status).toBe(200);
  });

  it('works just before the hour is up, and lifts a lockout', async () => {
    const account = await signUp(t);
    for (let i = 0; i < 5; i++) await logIn(t, account.username, 'Wrong-Password-1');
    const token = await requestReset(account.email);
    t.clock.advance(60 * MINUTE - 1000);
    const res = await new Browser(t).post('/api/auth/reset-password', { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect((await logIn(t, account.username, NEW_PASSWORD)).res.status).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const res = await new Browser(t).post('/api/auth/reset-password', {
      token: 'x'.repeat(43),
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_reset_token');
  });

  it('keeps 2FA on after a reset: the new password still needs the code', async () => {
    const account = await signUp(t);
    await turnOnTwoFactor(t, account.browser);
    const token = await requestReset(account.email);
    await new Browser(t).post('/api/auth/reset-password', { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    const { res } = await logIn(t, account.username, NEW_PASSWORD);
    expect(res.body).toMatchObject({ requiresTwoFactor: true, success: false });
  });

  it('stops mailing after 3 open links for one account', async () => {
    const account = await signUp(t);
    for (let i = 0; i < 3; i++) await requestReset(account.email);
    const before = smtp.messages.length;
    const res = await new Browser(t).post('/api/auth/forgot-password', { email: account.email });
    expect(res.body).toEqual(SAME_ANSWER);
    await t.services.identity.settled();
    expect(smtp.messages.length).toBe(before);
  });
});

describe('change password (signed in)', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await createIdentityApp();
  });
  afterAll(async () => t?.close());

  it('needs the current password; a wrong one is refused and counts towards the lockout', async () => {
    const account = await signUp(t);
    const wrong = await account.browser.post('/api/auth/password', {
      currentPassword: 'Not-My-Pass-1',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'invalid_current_password',
      fields: { currentPassword: 'Your current password is incorrect.' },
    });
    const user = await t.orm.em.fork().findOneOrFail(User, account.userId);
    expect(user.loginAttempts).toBe(1);
    expect(await verifyPassword(user.passwordHash, account.password)).toBe(true);
  });

  it('applies the password rules to the new password', async () => {
    const account = await signUp(t);
    const res = await account.browser.post('/api/auth/password', {
      currentPassword: account.password,
      password: 'short',
      confirmPassword: 'short',
    });
    expect(res.status).toBe(400);
    expect((res.body.fields as Record<string, string>).password).toBe('Password must be at least 8 characters');
  });

  it('changes it, keeps this session and ends the others', async () => {
    const account = await signUp(t);
    const phone = (await logIn(t, account.username, account.password)).browser;
    const res = await account.browser.post('/api/auth/password', {
      currentPassword: account.password,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, endedSessions: 1 });
    expect((await account.browser.get('/api/auth/me')).status).toBe(200);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect((await logIn(t, account.username, account.password)).res.status).toBe(401);
    expect((await logIn(t, account.username, NEW_PASSWORD)).res.status).toBe(200);
  });

  it('needs sign-in', async () => {
    const res = await new Browser(t).post('/api/auth/password', {
      currentPassword: 'x',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(401);
  });

  it('ends a half-finished 2FA sign-in when the password changes', async () => {
    const account = await signUp(t);
    const factor = await turnOnTwoFactor(t, account.browser);
    const { res } = await logIn(t, account.username, account.password);
    const tempToken = res.body.tempToken as string;
    await account.browser.post('/api/auth/password', {
      currentPassword: account.password,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    const late = await new Browser(t).post('/api/auth/2fa/verify', { tempToken, token: totp(factor.manualEntryKey, t.clock.now()) });
    expect(late.status).toBe(401);
    expect(late.body.code).toBe('invalid_temp_token');
  });
});
