import { authenticator } from 'otplib';
import { expect } from 'vitest';
import { ManualClock } from '../src/lib/clock';
import type { TestSmtpServer } from '../src/mail/mail.testing';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

/** Shared by the identity API tests: an app on a ManualClock, a cookie-keeping browser, sign-up and 2FA shortcuts. */

export const PASSWORD = 'Sturdy-Otter-42';
export const SESSION_COOKIE = 'iw_session';

export interface IdentityTestApp extends TestApp {
  clock: ManualClock;
}

/** A high rate limit unless a test is about the rate limit itself. */
export async function createIdentityApp(options: TestAppOptions = {}): Promise<IdentityTestApp> {
  const clock = new ManualClock();
  const t = await createTestApp({ authRateLimit: { max: 10_000, timeWindowMs: 60_000 }, clock, ...options });
  return { ...t, clock };
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, unknown>;
  cookies: { name: string; value: string; [attr: string]: unknown }[];
}

/** One browser: keeps the session cookie it is given, sends JSON like the web app does. */
export class Browser {
  cookie: string | undefined;

  constructor(
    private readonly t: TestApp,
    readonly ip = '127.0.0.1',
  ) {}

  async call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { 'user-agent': 'vitest-browser' };
    if (method !== 'GET') headers['content-type'] = 'application/json';
    if (this.cookie !== undefined) headers.cookie = `${SESSION_COOKIE}=${this.cookie}`;
    const res = await this.t.app.inject({
      method,
      url,
      headers,
      remoteAddress: this.ip,
      ...(method === 'GET' ? {} : { payload: JSON.stringify(body ?? {}) }),
    });
    const cookies = res.cookies as Answer['cookies'];
    const session = cookies.find((c) => c.name === SESSION_COOKIE);
    if (session) this.cookie = session.value === '' ? undefined : session.value;
    const body_ = res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {};
    return { status: res.statusCode, body: body_, headers: res.headers, cookies };
  }

  get(url: string) {
    return this.call('GET', url);
  }
  post(url: string, body?: unknown) {
    return this.call('POST', url, body);
  }
  put(url: string, body?: unknown) {
    return this.call('PUT', url, body);
  }
  delete(url: string, body?: unknown) {
    return this.call('DELETE', url, body);
  }

  async graphql(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<Answer & { data?: Record<string, unknown>; errors?: { message: string; extensions?: Record<string, unknown> }[] }> {
    const answer = await this.call('POST', '/graphql', { query, variables });
    return { ...answer, data: answer.body.data as Record<string, unknown> | undefined, errors: answer.body.errors as never };
  }
}

let counter = 0;

export function signupBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    username: `issuer_${tag}`,
    email: `ir-${tag}@acme.test`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    companyName: 'Acme Robotics',
    ticker: 'ACME',
    contactName: 'Jane Doe',
    ...overrides,
  };
}

export interface Account {
  browser: Browser;
  userId: string;
  username: string;
  email: string;
  password: string;
}

/** Signs a new account up through the API; its browser holds the session. */
export async function signUp(t: TestApp, overrides: Record<string, unknown> = {}, ip?: string): Promise<Account> {
  const body = signupBody(overrides);
  const browser = new Browser(t, ip);
  const res = await browser.post('/api/auth/signup', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { browser, userId: res.body.userId as string, username: body.username, email: body.email, password: body.password };
}

/** The code an authenticator app shows at `at`, from the manual entry key (otplib's authenticator, 30 s step). */
export function totp(manualEntryKey: string, at: Date): string {
  return authenticator.clone({ epoch: at.getTime() }).generate(manualEntryKey);
}

export interface TwoFactor {
  manualEntryKey: string;
  backupCodes: string[];
}

/** Runs setup and enable for a signed-in browser, then moves the clock one step on so the enabling code is not the next login's. */
export async function turnOnTwoFactor(t: IdentityTestApp, browser: Browser): Promise<TwoFactor> {
  const setup = await browser.post('/api/auth/2fa/setup');
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  const manualEntryKey = setup.body.manualEntryKey as string;
  const enable = await browser.post('/api/auth/2fa/enable', { token: totp(manualEntryKey, t.clock.now()) });
  expect(enable.status, JSON.stringify(enable.body)).toBe(200);
  t.clock.advance(30_000);
  return { manualEntryKey, backupCodes: setup.body.backupCodes as string[] };
}

/** Username and password on a fresh browser. */
export async function logIn(t: TestApp, username: string, password: string, ip?: string) {
  const browser = new Browser(t, ip);
  const res = await browser.post('/api/auth/login', { username, password });
  return { browser, res };
}

/** The 6-digit code of the newest confirmation mail to `email` that arrived after the `after`-th message. */
export async function mailedCode(smtp: TestSmtpServer, email: string, after: number): Promise<string> {
  const to = email.toLowerCase();
  const mail = await smtp.waitFor(
    (m) =>
      smtp.messages.indexOf(m) >= after &&
      m.to.some((address) => address.toLowerCase() === to) &&
      m.subject.startsWith('Your IssuerWire confirmation code'),
  );
  return /\b(\d{6})\b/.exec(mail.text)![1];
}

/**
 * Accepts the invitation `token` as its invitee does: the first try mails a code to the account's address
 * (403 email_verification_required), the second sends the code read from that mail.
 */
export async function acceptInvitation(browser: Browser, smtp: TestSmtpServer, email: string, token: string): Promise<Answer> {
  const before = smtp.messages.length;
  const first = await browser.post(`/api/team/invitations/${token}/accept`);
  if (first.status !== 403 || first.body.code !== 'email_verification_required') return first;
  return browser.post(`/api/team/invitations/${token}/accept`, { code: await mailedCode(smtp, email, before) });
}

/** Turns on two factors for an account signed in by `account.browser` (its first TOTP code, now). */
export async function twoFactorOn(account: Account): Promise<void> {
  const setup = await account.browser.post('/api/auth/2fa/setup');
  const enable = await account.browser.post('/api/auth/2fa/enable', { token: totp(setup.body.manualEntryKey as string, new Date()) });
  expect(enable.status, JSON.stringify(enable.body)).toBe(200);
}

/** The owner invites `email` as `role`; a new account signs up, accepts by the mailed link and code, and turns on two factors. */
export async function joinTeam(t: TestApp, smtp: TestSmtpServer, owner: Account, email: string, role: string): Promise<Account> {
  const before = smtp.messages.length;
  expect((await owner.browser.post('/api/team/invitations', { email, role })).status).toBe(201);
  // Picked by subject: the address may also be getting a sign-up mail, sent after the sign-up's answer.
  const mail = await smtp.waitFor((m) => smtp.messages.indexOf(m) >= before && m.to.includes(email) && m.subject.startsWith('Join '));
  const token = /\/invitations\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
  const person = await signUp(t, { email });
  expect((await acceptInvitation(person.browser, smtp, email, token)).status).toBe(200);
  await twoFactorOn(person);
  return person;
}
