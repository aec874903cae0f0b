import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../src/modules/identity/user.entity';
import { Browser, createIdentityApp, logIn, signUp, type IdentityTestApp } from './identity.helpers';

const MINUTE = 60_000;

describe('POST /api/auth/login', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await createIdentityApp();
  });
  afterAll(async () => t?.close());

  it('signs in with username and password: the spec answer and a session cookie', async () => {
    const account = await signUp(t);
    const { browser, res } = await logIn(t, account.username, account.password);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      requiresTwoFactor: false,
      tempToken: null,
      message: 'Login successful',
      lockoutExpiry: null,
    });
    expect((await browser.get('/api/auth/me')).body.username).toBe(account.username);
  });

  it('matches the username regardless of case', async () => {
    const account = await signUp(t);
    const { res } = await logIn(t, account.username.toUpperCase(), account.password);
    expect(res.status).toBe(200);
  });

  it('answers an unknown username exactly as a wrong password', async () => {
    const account = await signUp(t);
    const wrong = await logIn(t, account.username, 'Wrong-Password-1');
    const unknown = await logIn(t, 'nobody_here', 'Wrong-Password-1');
    expect(wrong.res.status).toBe(401);
    expect(unknown.res.status).toBe(401);
    expect(wrong.res.body).toEqual(unknown.res.body);
    expect(wrong.res.body).toMatchObject({ message: 'Invalid username or password.', code: 'invalid_credentials', success: false });
    expect(wrong.browser.cookie).toBeUndefined();
  });

  it('uses the spec messages for missing fields', async () => {
    const res = await new Browser(t).post('/api/auth/login', { username: '', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ username: 'Username is required', password: 'Password is required' });
  });

  // Wrong passwords slow the (username, address) pair and, past a ceiling, new addresses: identity.throttle.test.ts.

  it('records when and from where the user last signed in', async () => {
    const account = await signUp(t);
    t.clock.advance(MINUTE);
    await logIn(t, account.username, account.password, '203.0.113.9');
    const user = await t.orm.em.fork().findOneOrFail(User, account.userId);
    expect(user.lastLoginAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect(user.ipAddress).toBe('203.0.113.9');
  });
});

describe('per-IP rate limit on the auth routes', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await createIdentityApp({ authRateLimit: { max: 5, timeWindowMs: 60_000 } });
  });
  afterAll(async () => t?.close());

  it('answers 429 rate_limited once one address goes over the limit, across accounts and routes, REST and GraphQL', async () => {
    const sprayer = new Browser(t, '198.51.100.7');
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await sprayer.post('/api/auth/login', { username: `victim_${i}`, password: 'Guess-1234!' })).status);
    statuses.push((await sprayer.post('/api/auth/forgot-password', { email: 'victim@acme.test' })).status);
    expect(statuses).toEqual([401, 401, 401, 200]);
    const gql = await sprayer.graphql(
      'mutation($input: LoginInput!) { login(input: $input) { result { success } userErrors { field code message } } }',
      {
        input: { username: 'victim_9', password: 'Guess-1234!' },
      },
    );
    expect(gql.errors?.[0].extensions?.code).toBe('invalid_credentials');

    const over = await sprayer.post('/api/auth/login', { username: 'victim_10', password: 'Guess-1234!' });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'rate_limited', message: expect.any(String) });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const overGql = await sprayer.graphql(
      'mutation($input: LoginInput!) { login(input: $input) { result { success } userErrors { field code message } } }',
      {
        input: { username: 'victim_11', password: 'Guess-1234!' },
      },
    );
    expect(overGql.errors?.[0].extensions?.code).toBe('rate_limited');
  });

  it('leaves other addresses and non-credential routes alone', async () => {
    const other = new Browser(t, '198.51.100.8');
    expect((await other.post('/api/auth/login', { username: 'someone', password: 'Guess-1234!' })).status).toBe(401);
    const sprayer = new Browser(t, '198.51.100.7');
    expect((await sprayer.get('/api/auth/me')).status).toBe(401);
    expect((await sprayer.get('/api/health')).status).toBe(200);
  });
});
