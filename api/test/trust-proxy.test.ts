import { afterEach, describe, expect, it } from 'vitest';
import { createIdentityApp, signUp, type IdentityTestApp } from './identity.helpers';

/** A client behind (or pretending to be behind) proxies: whose X-Forwarded-For is believed. */
describe('proxies are trusted only as configured (TRUST_PROXY)', () => {
  let t: IdentityTestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function signInFrom(app: IdentityTestApp, remoteAddress: string, forwardedFor: string, username: string, password: string) {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor, 'user-agent': 'vitest' },
      remoteAddress,
      payload: JSON.stringify({ username, password }),
    });
    return res;
  }

  function sessionCookie(res: { headers: Record<string, unknown> }): string {
    const header = res.headers['set-cookie'] as string | string[];
    return (Array.isArray(header) ? header : [header]).find((c) => c.startsWith('iw_session='))!.split(';')[0];
  }

  async function sessionAddress(app: IdentityTestApp, cookie: string): Promise<string> {
    const res = await app.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: { cookie: cookie } });
    return (res.json() as { sessions: { ip: string; current: boolean }[] }).sessions.find((s) => s.current)!.ip;
  }

  it('believes no forwarded header by default, in production too: a rotating header neither lifts the sign-in throttle nor spoofs the session list', async () => {
    t = await createIdentityApp({ env: { NODE_ENV: 'production', MAIL_LOG: 'true' } });
    const account = await signUp(t, {}, '198.51.100.7');
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await signInFrom(t, '198.51.100.7', `203.0.113.${i + 1}`, account.username, 'Wrong-Password-1')).statusCode);
    // Before: each spoofed address started afresh (60 tries, no 429). Now the socket's address is the client's.
    expect(statuses, statuses.join()).toEqual([401, 401, 401, 401, 429, 429, 429, 429]);

    t.clock.advance(15 * 60_000);
    const ok = await signInFrom(t, '198.51.100.8', '203.0.113.99', account.username, account.password);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await sessionAddress(t, sessionCookie(ok))).toBe('198.51.100.8');
  });

  it('with a hop count, believes that many proxies from the right and no more', async () => {
    t = await createIdentityApp({ env: { TRUST_PROXY: '1' } });
    const account = await signUp(t);
    // The load balancer (10.0.0.5) appends the address it saw; anything left of it is the client's own say.
    const ok = await signInFrom(t, '10.0.0.5', '203.0.113.50, 198.51.100.20', account.username, account.password);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await sessionAddress(t, sessionCookie(ok))).toBe('198.51.100.20');
  });

  it('with addresses/CIDRs, believes only those proxies', async () => {
    t = await createIdentityApp({ env: { TRUST_PROXY: '10.0.0.0/8' } });
    const account = await signUp(t);
    const viaProxy = await signInFrom(t, '10.1.2.3', '198.51.100.30', account.username, account.password);
    expect(await sessionAddress(t, sessionCookie(viaProxy))).toBe('198.51.100.30');
    // A client that is not the proxy gets its own address, whatever it forwards.
    const direct = await signInFrom(t, '192.0.2.44', '198.51.100.31', account.username, account.password);
    expect(await sessionAddress(t, sessionCookie(direct))).toBe('192.0.2.44');
  });
});
