import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../src/mail/mail.testing';
import { ACCOUNT_FAILURE_CEILING, PAIR_FREE_FAILURES } from '../src/modules/identity/login-throttle';
import { Browser, createIdentityApp, logIn, signUp, type Answer, type IdentityTestApp } from './identity.helpers';

const HOUR = 60 * 60_000;
const WRONG = 'Wrong-Password-1';

/** What a client can compare between two answers: everything but the moment it was sent. */
function comparable(answer: Answer) {
  const { date: _date, ...headers } = answer.headers;
  return { status: answer.status, body: answer.body, headers };
}

async function wrongFrom(t: IdentityTestApp, username: string, ip: string) {
  return (await logIn(t, username, WRONG, ip)).res;
}

describe('sign-in throttling keyed by account and address', () => {
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

  it('answers a known and an unknown username identically, for a wrong password and when throttled', async () => {
    const account = await signUp(t);
    const unknown = `nobody_${account.username.slice(7)}`;
    for (let i = 1; i <= PAIR_FREE_FAILURES + 1; i++) {
      const known = await wrongFrom(t, account.username, '198.51.100.20');
      const other = await wrongFrom(t, unknown, '198.51.100.20');
      expect(known.status, `failure ${i}`).toBe(401);
      expect(comparable(known)).toEqual(comparable(other));
    }
    // Now both pairs must wait; even the right password is not checked.
    const knownThrottled = (await logIn(t, account.username, account.password, '198.51.100.20')).res;
    const unknownThrottled = await wrongFrom(t, unknown, '198.51.100.20');
    expect(knownThrottled.status).toBe(429);
    expect(knownThrottled.body).toMatchObject({ code: 'sign_in_throttled', success: false, retryAfterSeconds: 1 });
    expect(knownThrottled.headers['retry-after']).toBe('1');
    expect(comparable(knownThrottled)).toEqual(comparable(unknownThrottled));
  });

  it('answers the same over GraphQL: a stable code and the wait', async () => {
    const account = await signUp(t);
    const login = (ip: string) =>
      new Browser(t, ip).graphql(
        'mutation($input: LoginInput!) { login(input: $input) { result { success } userErrors { field code message } } }',
        {
          input: { username: account.username, password: WRONG },
        },
      );
    for (let i = 0; i < PAIR_FREE_FAILURES + 1; i++)
      expect((await login('198.51.100.21')).errors?.[0].extensions?.code).toBe('invalid_credentials');
    expect((await login('198.51.100.21')).errors?.[0].extensions).toMatchObject({ code: 'sign_in_throttled', retryAfterSeconds: 1 });
  });

  it("does not let a stranger's failures from one address keep the owner out from another", async () => {
    const account = await signUp(t);
    for (let i = 0; i < 20; i++) {
      await wrongFrom(t, account.username, '203.0.113.66');
      t.clock.advance(60_000); // the stranger waits out every delay
    }
    expect((await wrongFrom(t, account.username, '203.0.113.66')).status).toBe(429);
    const { res, browser } = await logIn(t, account.username, account.password, '192.0.2.10');
    expect(res.status).toBe(200);
    expect(browser.cookie).toBeDefined();
  });

  it('makes one address wait 1 s, 2 s, 4 s … after a few failures, and forgets them after a success', async () => {
    const account = await signUp(t);
    const ip = '198.51.100.30';
    for (let i = 0; i < PAIR_FREE_FAILURES; i++) expect((await wrongFrom(t, account.username, ip)).status).toBe(401);
    for (const wait of [1, 2, 4, 8]) {
      expect((await wrongFrom(t, account.username, ip)).status).toBe(401);
      const refused = (await logIn(t, account.username, account.password, ip)).res;
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBe(String(wait));
      t.clock.advance(wait * 1000 - 1);
      expect((await logIn(t, account.username, account.password, ip)).res.status).toBe(429);
      t.clock.advance(1);
    }
    expect((await logIn(t, account.username, account.password, ip)).res.status).toBe(200);
    // A success starts the count afresh.
    for (let i = 0; i < PAIR_FREE_FAILURES; i++) expect((await wrongFrom(t, account.username, ip)).status).toBe(401);
    expect((await logIn(t, account.username, account.password, ip)).res.status).toBe(200);
  });

  it('stops distributed guessing at a ceiling per account, the same for unknown accounts, and tells the owner', async () => {
    const account = await signUp(t);
    const home = '192.0.2.77';
    expect((await logIn(t, account.username, account.password, home)).res.status).toBe(200);
    const unknown = `ghost_${account.username.slice(7)}`;
    for (let i = 0; i < ACCOUNT_FAILURE_CEILING; i++) {
      expect((await wrongFrom(t, account.username, `10.1.${Math.floor(i / 250)}.${i % 250}`)).status).toBe(401);
      expect((await wrongFrom(t, unknown, `10.2.${Math.floor(i / 250)}.${i % 250}`)).status).toBe(401);
    }
    // Every new address now waits, even with the right password, and the answers match an unknown account's.
    const fresh = (await logIn(t, account.username, account.password, '10.3.0.1')).res;
    const freshUnknown = await wrongFrom(t, unknown, '10.3.0.1');
    expect(fresh.status).toBe(429);
    expect(fresh.body).toMatchObject({ code: 'sign_in_throttled' });
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(60);
    expect(comparable(fresh)).toEqual(comparable(freshUnknown));
    // The owner, from where they signed in before, still gets in.
    expect((await logIn(t, account.username, account.password, home)).res.status).toBe(200);

    await t.services.identity.settled();
    // (Sign-up mailed the address too: its welcome is not this.)
    const mail = await smtp.waitFor((m) => m.to.includes(account.email.toLowerCase()) && m.subject !== 'Your IssuerWire account');
    expect(mail.subject).toMatch(/sign-in/i);

    t.clock.advance(HOUR);
    expect((await logIn(t, account.username, account.password, '10.3.0.1')).res.status).toBe(200);
  });

  it('forgets throttle rows that no longer slow or trust anyone (the daily purge), and keeps trusted addresses', async () => {
    const account = await signUp(t);
    expect((await logIn(t, account.username, account.password, '192.0.2.90')).res.status).toBe(200);
    await wrongFrom(t, account.username, '198.51.100.90');
    const count = async () =>
      Number((await t.orm.em.fork().getConnection().execute<{ n: string }[]>('select count(*) as n from login_throttles'))[0].n);
    const before = await count();
    expect(await t.services.identity.purgeStaleThrottles()).toBe(0);
    t.clock.advance(3 * 24 * HOUR);
    const purged = await t.services.identity.purgeStaleThrottles();
    expect(purged).toBeGreaterThan(0);
    // The address the owner signed in from stays trusted for 30 days.
    expect(await count()).toBeLessThan(before);
    expect(await count()).toBeGreaterThan(0);
  });
});
