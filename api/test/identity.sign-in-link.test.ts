// Issue 36, point 9: thirty failed sign-ins from anywhere must not keep the owner out of every new address for
// an hour. The ceiling stays; while it applies, the throttled answer offers a mailed one-time sign-in link, which
// signs the owner in once (still asking for the second factor) and leaves the ceiling for every other address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../src/mail/mail.testing';
import { ACCOUNT_FAILURE_CEILING } from '../src/modules/identity/login-throttle';
import { SIGN_IN_LINK_MESSAGE, SIGN_IN_LINK_TTL_MS } from '../src/modules/identity/sign-in-links';
import { Browser, createIdentityApp, logIn, signUp, totp, turnOnTwoFactor, type Account, type IdentityTestApp } from './identity.helpers';

const WRONG = 'Wrong-Password-1';

describe('a mailed sign-in link while the account ceiling applies', () => {
  let t: IdentityTestApp;
  let smtp: TestSmtpServer;
  let attacker = 0;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createIdentityApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://issuerwire.example' } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** Thirty wrong passwords for `username`, each from a new address: the ceiling now applies. */
  async function spray(username: string) {
    for (let i = 0; i < ACCOUNT_FAILURE_CEILING; i++) {
      attacker += 1;
      expect((await logIn(t, username, WRONG, `10.9.${Math.floor(attacker / 250)}.${attacker % 250}`)).res.status).toBe(401);
    }
  }

  /** Sign-in link mails only: a sign-up's own mail may arrive at any moment after its answer. */
  const linkMails = () => smtp.messages.filter((m) => m.subject === 'Your IssuerWire sign-in link').length;

  /** Asks for a link from `ip` and answers the token of the mail it brings (the mail is read from the test SMTP server). */
  async function mailedToken(account: Account, ip: string): Promise<string> {
    const before = smtp.messages.length;
    const asked = await new Browser(t, ip).post('/api/auth/sign-in-link', { username: account.username });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ message: SIGN_IN_LINK_MESSAGE });
    await t.services.identity.settled();
    const mail = await smtp.waitFor((m) => smtp.messages.indexOf(m) >= before && m.subject === 'Your IssuerWire sign-in link');
    expect(mail.to).toContain(account.email.toLowerCase());
    const link = /https:\/\/issuerwire\.example\/sign-in-link\?token=(\S+)/.exec(mail.text);
    expect(link, mail.text).not.toBeNull();
    return decodeURIComponent(link![1]);
  }

  it('offers the link in the throttled answer (for an unknown username alike), mails it, and signs the owner in once', async () => {
    const account = await signUp(t);
    const unknown = `ghost_${account.username.slice(7)}`;
    await spray(account.username);
    await spray(unknown);
    const owner = new Browser(t, '192.0.2.50');
    const refused = await owner.post('/api/auth/login', { username: account.username, password: account.password });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'sign_in_throttled',
      signInLinkAvailable: true,
      message: expect.stringMatching(/sign-in link/),
    });
    const ghost = await new Browser(t, '192.0.2.50').post('/api/auth/login', { username: unknown, password: WRONG });
    expect(ghost.body).toEqual(refused.body);

    // The same answer for an unknown username, and no mail for it.
    const mailsBefore = linkMails();
    expect((await new Browser(t, '192.0.2.50').post('/api/auth/sign-in-link', { username: unknown })).body).toEqual({
      message: SIGN_IN_LINK_MESSAGE,
    });
    await t.services.identity.settled();
    expect(linkMails()).toBe(mailsBefore);

    const token = await mailedToken(account, '192.0.2.50');
    const signedIn = await owner.post('/api/auth/sign-in-link/redeem', { token });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body).toMatchObject({ success: true, requiresTwoFactor: false });
    expect((await owner.get('/api/auth/me')).body).toMatchObject({ username: account.username });

    // Single use.
    const again = await new Browser(t, '192.0.2.51').post('/api/auth/sign-in-link/redeem', { token });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'invalid_sign_in_link' });
    // The ceiling still holds every other new address, the right password too.
    expect((await logIn(t, account.username, account.password, '192.0.2.52')).res.status).toBe(429);
  });

  it('sends no link while the ceiling does not apply, at most three open ones, and a link expires after 15 minutes', async () => {
    const account = await signUp(t);
    const mailsBefore = linkMails();
    expect((await new Browser(t, '192.0.2.60').post('/api/auth/sign-in-link', { username: account.username })).status).toBe(200);
    await t.services.identity.settled();
    expect(linkMails()).toBe(mailsBefore);

    await spray(account.username);
    const token = await mailedToken(account, '192.0.2.60');
    // At most three open links: a fourth request mails nothing (and answers the same).
    await mailedToken(account, '192.0.2.61');
    await mailedToken(account, '192.0.2.62');
    const capped = linkMails();
    expect((await new Browser(t, '192.0.2.63').post('/api/auth/sign-in-link', { username: account.username })).body).toEqual({
      message: SIGN_IN_LINK_MESSAGE,
    });
    await t.services.identity.settled();
    expect(linkMails()).toBe(capped);

    t.clock.advance(SIGN_IN_LINK_TTL_MS);
    const late = await new Browser(t, '192.0.2.60').post('/api/auth/sign-in-link/redeem', { token });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ code: 'invalid_sign_in_link' });
  });

  it('still asks for the second factor when the account has 2FA on', async () => {
    const account = await signUp(t);
    const { manualEntryKey } = await turnOnTwoFactor(t, account.browser);
    await spray(account.username);
    const token = await mailedToken(account, '192.0.2.70');
    const owner = new Browser(t, '192.0.2.70');
    const half = await owner.post('/api/auth/sign-in-link/redeem', { token });
    expect(half.status).toBe(200);
    expect(half.body).toMatchObject({ success: false, requiresTwoFactor: true, tempToken: expect.any(String) });
    expect(owner.cookie).toBeUndefined();
    expect((await owner.get('/api/auth/me')).status).toBe(401);

    const wrongCode = await owner.post('/api/auth/2fa/verify', { tempToken: half.body.tempToken, token: '000000' });
    expect(wrongCode.status).toBe(401);
    const verified = await owner.post('/api/auth/2fa/verify', {
      tempToken: half.body.tempToken,
      token: totp(manualEntryKey, t.clock.now()),
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect((await owner.get('/api/auth/me')).body).toMatchObject({ username: account.username });
  });

  it('works over GraphQL too: the throttled error offers the link, and the link signs in', async () => {
    const account = await signUp(t);
    await spray(account.username);
    const owner = new Browser(t, '192.0.2.80');
    const login = await owner.graphql('mutation($input: LoginInput!) { login(input: $input) { result { success } } }', {
      input: { username: account.username, password: account.password },
    });
    expect(login.errors?.[0].extensions).toMatchObject({ code: 'sign_in_throttled', signInLinkAvailable: true });
    const before = smtp.messages.length;
    const asked = await owner.graphql(
      'mutation($u: String!) { requestSignInLink(input: { username: $u }) { result { success message } } }',
      {
        u: account.username,
      },
    );
    expect(asked.data?.requestSignInLink).toEqual({ result: { success: true, message: SIGN_IN_LINK_MESSAGE } });
    await t.services.identity.settled();
    const mail = await smtp.waitFor(
      (m) =>
        smtp.messages.indexOf(m) >= before && m.subject === 'Your IssuerWire sign-in link' && m.to.includes(account.email.toLowerCase()),
    );
    const token = decodeURIComponent(/token=(\S+)/.exec(mail.text)![1]);
    const used = await owner.graphql(
      'mutation($t: String!) { signInWithLink(input: { token: $t }) { result { success requiresTwoFactor } } }',
      {
        t: token,
      },
    );
    expect(used.data?.signInWithLink).toEqual({ result: { success: true, requiresTwoFactor: false } });
    expect(owner.cookie).toBeDefined();
  });
});
