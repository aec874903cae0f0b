import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../src/modules/identity/user.entity';
import { startTestSmtpServer, type TestSmtpServer } from '../src/mail/mail.testing';
import { Browser, createIdentityApp, logIn, PASSWORD, signUp, signupBody, type IdentityTestApp } from './identity.helpers';

describe('POST /api/auth/signup', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await createIdentityApp();
  });
  afterAll(async () => t?.close());

  async function refused(overrides: Record<string, unknown>) {
    const res = await new Browser(t).post('/api/auth/signup', signupBody(overrides));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_input');
    return res.body.fields as Record<string, string>;
  }

  it.each([
    [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    [{ username: 'a'.repeat(31) }, 'username', 'Username must be less than 30 characters'],
    [{ username: 'jane doe!' }, 'username', 'Username can only contain letters, numbers, hyphens, and underscores'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ password: 'Ab1!', confirmPassword: 'Ab1!' }, 'password', 'Password must be at least 8 characters'],
    [{ password: 'lower-case-1', confirmPassword: 'lower-case-1' }, 'password', 'Password must contain at least one uppercase letter'],
    [{ password: 'UPPER-CASE-1', confirmPassword: 'UPPER-CASE-1' }, 'password', 'Password must contain at least one lowercase letter'],
    [{ password: 'No-Digits-Here', confirmPassword: 'No-Digits-Here' }, 'password', 'Password must contain at least one number'],
    [{ password: 'NoSpecial123', confirmPassword: 'NoSpecial123' }, 'password', 'Password must contain at least one special character'],
    [{ confirmPassword: 'Something-Else-1' }, 'confirmPassword', "Passwords don't match"],
    [{ companyName: 'A' }, 'companyName', 'Company name is required'],
    [{ ticker: '' }, 'ticker', 'Ticker symbol is required'],
    [{ contactName: 'J' }, 'contactName', 'Contact name is required'],
  ])('refuses %j with the spec message on %s', async (overrides, field, message) => {
    const fields = await refused(overrides);
    expect(fields[field]).toBe(message);
  });

  it('says "Required" for a missing field and refuses a ticker over 10 characters', async () => {
    const { username: _omit, ...rest } = signupBody();
    const res = await new Browser(t).post('/api/auth/signup', rest);
    expect(res.status).toBe(400);
    expect((res.body.fields as Record<string, string>).username).toBe('Required');
    const fields = await refused({ ticker: 'ABCDEFGHIJK' });
    expect(fields.ticker).toBeTruthy();
  });

  it('refuses a password passing only 4 of the 5 checks: the server enforces every rule', async () => {
    const fields = await refused({ password: 'Abcdefg1', confirmPassword: 'Abcdefg1' });
    expect(fields.password).toBe('Password must contain at least one special character');
  });

  it('creates the account, answers userId, and signs the user in', async () => {
    const body = signupBody({ ticker: ' acme ' });
    const browser = new Browser(t);
    const res = await browser.post('/api/auth/signup', body);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(['userId']);
    expect(res.body.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(browser.cookie).toBeDefined();
    const me = await browser.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: res.body.userId,
      username: body.username,
      email: body.email,
      ticker: 'ACME',
      companyName: 'Acme Robotics',
      contactName: 'Jane Doe',
      verificationStatus: 'pending',
      twoFactorEnabled: false,
      role: 'issuer',
    });
  });

  it('stores the password as argon2id with at least m=19456, t=2, p=1, never in clear', async () => {
    const account = await signUp(t);
    const user = await t.orm.em.fork().findOneOrFail(User, account.userId);
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/);
    const [, m, tCost, p] = /m=(\d+),t=(\d+),p=(\d+)/.exec(user.passwordHash)!.map(Number);
    expect(m).toBeGreaterThanOrEqual(19_456);
    expect(tCost).toBeGreaterThanOrEqual(2);
    expect(p).toBeGreaterThanOrEqual(1);
    expect(user.passwordHash).not.toContain(PASSWORD);
  });

  it('answers 409 username_taken for a duplicate username, whatever its case', async () => {
    const first = await signUp(t);
    const res = await new Browser(t).post('/api/auth/signup', signupBody({ username: first.username.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'username_taken', message: 'That username is already taken.' });
  });

  it('lets the database settle a race for the same username: one 201, one 409', async () => {
    const body = signupBody();
    const [a, b] = await Promise.all([
      new Browser(t).post('/api/auth/signup', body),
      new Browser(t).post('/api/auth/signup', { ...body, email: `x-${body.email}` }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
  });

  it('returns nothing secret about the account', async () => {
    const account = await signUp(t);
    const me = await account.browser.get('/api/auth/me');
    // The account itself is answered (an error answer would contain none of the keys either).
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: account.username });
    const text = JSON.stringify(me.body);
    for (const key of [
      'passwordHash',
      'twoFactorSecret',
      'twoFactorBackupCodes',
      'totpLastStep',
      'verificationCode',
      'passwordResetToken',
      'argon2',
    ]) {
      expect(text).not.toContain(key);
    }
  });
});

describe('sign-up with an address that has an account', () => {
  let t: IdentityTestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createIdentityApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** A sign-up's answer as a prober sees it: status, body keys, headers' names, cookies' attributes, and /me's keys. */
  async function seen(email: string) {
    const browser = new Browser(t);
    const body = signupBody({ email });
    const res = await browser.post('/api/auth/signup', body);
    const me = await browser.get('/api/auth/me');
    const shape = {
      status: res.status,
      body: Object.keys(res.body).sort(),
      headers: Object.keys(res.headers)
        .filter((name) => !['date', 'content-length', 'x-request-id'].includes(name))
        .sort(),
      cookies: res.cookies.map(({ value: _value, expires: _expires, ...attributes }) => attributes),
      me: [me.status, ...Object.keys(me.body).sort()],
    };
    return { shape, username: body.username };
  }

  it('answers a taken address as it answers a free one, and tells the address by mail instead', async () => {
    const owner = await signUp(t, { email: 'ceo@taken.example' });
    const free = await seen('nobody-yet@free.example');
    const taken = await seen('CEO@taken.example');
    expect(taken.shape).toEqual(free.shape);
    expect(taken.shape.status).toBe(201);

    const toOwner = await smtp.waitFor(
      (m) => m.to.includes('ceo@taken.example') && m.subject === 'Someone tried to sign up with your address',
    );
    expect(toOwner.text).toContain(`Hello ${owner.username},`);
    expect(toOwner.text).toContain(taken.username);
    const welcome = await smtp.waitFor((m) => m.to.includes('nobody-yet@free.example'));
    expect(welcome.subject).toBe('Your IssuerWire account');

    // The owner's account is untouched: the password still signs in, and the address is still theirs to reset.
    expect((await logIn(t, owner.username, PASSWORD)).res.status).toBe(200);
    const before = smtp.messages.length;
    await new Browser(t).post('/api/auth/forgot-password', { email: 'ceo@taken.example' });
    const reset = await smtp.waitFor((m) => smtp.messages.indexOf(m) >= before && m.subject === 'Reset your IssuerWire password');
    expect(reset.text).toContain(`Hello ${owner.username},`);
  });
});
