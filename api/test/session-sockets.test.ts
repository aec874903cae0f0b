// Ending a session ends its sockets: a graphql-ws subscription opened with a session cookie is closed
// with 4401 (graphql-ws's Unauthorized, which its client does not retry) when that session ends.
import type { AddressInfo } from 'node:net';
import type { Client as WsClient } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/lib/clock';
import { SESSION_IDLE_MS } from '../src/modules/identity/session.service';
import { graphqlWsClient } from './fixtures/graphql-ws';
import { createCampaign, createVerifiedIssuer, SESSION_COOKIE, TEST_PASSWORD, type Issuer } from './fixtures/issuers';
import { createTestApp, type TestApp } from './test-app';

const SUBSCRIPTION = `subscription ($id: ID!) { engagementUpdated(campaignId: $id) { campaignId } }`;
const NOT_CLOSED = 'open';

describe('ending a session closes its GraphQL sockets', () => {
  let t: TestApp;
  let clock: ManualClock;
  let port: number;
  let issuer: Issuer;
  let campaignId: string;
  const clients: WsClient[] = [];

  beforeAll(async () => {
    clock = new ManualClock();
    t = await createTestApp({ clock });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    issuer = await createVerifiedIssuer(t, { ticker: 'AAPL' });
    campaignId = await createCampaign(issuer);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.dispose()));
  });
  afterAll(async () => t?.close());

  /** A new session for the issuer (another browser). */
  async function signIn(): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: issuer.username, password: TEST_PASSWORD }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
  }

  /** A subscribed socket for the session, with its close code once it closes. */
  async function subscribe(cookie: string): Promise<{ closed: Promise<number> }> {
    const client = graphqlWsClient(port, { cookie });
    clients.push(client);
    const closed = new Promise<number>((resolve) => client.on('closed', (event) => resolve((event as { code: number }).code)));
    const results = client.iterate({ query: SUBSCRIPTION, variables: { id: campaignId } });
    const first = await results.next();
    expect(first.value?.errors).toBeUndefined();
    return { closed };
  }

  const within = <T>(promise: Promise<T>, ms: number) =>
    Promise.race([promise, new Promise<string>((r) => setTimeout(() => r(NOT_CLOSED), ms))]);

  function call(cookie: string, method: 'POST' | 'DELETE', url: string, body?: unknown) {
    return t.app.inject({
      method,
      url,
      headers: { cookie: `${SESSION_COOKIE}=${cookie}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });
  }

  it("on sign-out, within a second, and only that session's sockets (before: the subscription kept streaming)", async () => {
    const [a, b] = [await signIn(), await signIn()];
    const [socketA, socketB] = [await subscribe(a), await subscribe(b)];
    expect((await call(a, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    expect(await within(socketA.closed, 1000)).toBe(4401);
    expect(await within(socketB.closed, 300)).toBe(NOT_CLOSED);
  });

  it('on "sign out other sessions": the others close, this one stays', async () => {
    const [a, b] = [await signIn(), await signIn()];
    const [socketA, socketB] = [await subscribe(a), await subscribe(b)];
    expect((await call(a, 'DELETE', '/api/auth/sessions/others')).statusCode).toBe(200);
    expect(await within(socketB.closed, 1000)).toBe(4401);
    expect(await within(socketA.closed, 300)).toBe(NOT_CLOSED);
  });

  it("on a password change: the other sessions' sockets close", async () => {
    const [a, b] = [await signIn(), await signIn()];
    const socketB = await subscribe(b);
    const changed = await call(a, 'POST', '/api/auth/password', {
      currentPassword: TEST_PASSWORD,
      password: TEST_PASSWORD + 'x',
      confirmPassword: TEST_PASSWORD + 'x',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await within(socketB.closed, 1000)).toBe(4401);
    // Back to the fixture's password for the other tests.
    expect(
      (
        await call(a, 'POST', '/api/auth/password', {
          currentPassword: TEST_PASSWORD + 'x',
          password: TEST_PASSWORD,
          confirmPassword: TEST_PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('when the session expires (idle), within a second', async () => {
    const socket = await subscribe(await signIn());
    expect(t.services.sessionSockets.size).toBeGreaterThan(0);
    clock.advance(SESSION_IDLE_MS + 1000);
    expect(await within(socket.closed, 1500)).toBe(4401);
  });

  it('refuses to keep a socket whose session is already gone', async () => {
    const a = await signIn();
    const socket = await subscribe(a);
    expect((await call(a, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    await socket.closed;
    const client = graphqlWsClient(port, { cookie: a });
    clients.push(client);
    const results = client.iterate({ query: SUBSCRIPTION, variables: { id: campaignId } });
    const first = await results.next();
    expect(first.value?.errors?.[0]?.extensions?.code ?? first.value).toBe('unauthenticated');
  });
});
