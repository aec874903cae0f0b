import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/lib/crypto';
import { InMemoryEventBus } from '../src/lib/event-bus';
import { PgEventBus } from '../src/lib/pg-event-bus';
import { createLogger } from '../src/lib/logger';
import { Session } from '../src/modules/identity/session.entity';
import { SESSION_CACHE_MS, SessionService } from '../src/modules/identity/session.service';
import { countStatements } from './fixtures/sql-counter';
import { Browser, createIdentityApp, logIn, SESSION_COOKIE, signUp, type IdentityTestApp } from './identity.helpers';

const MINUTE = 60_000;

describe('sessions', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await createIdentityApp();
  });
  afterAll(async () => t?.close());

  it('sets an HttpOnly, SameSite=Lax, Path=/ cookie, not Secure over plain HTTP, lasting the absolute 12 h', async () => {
    const account = await signUp(t);
    const { res } = await logIn(t, account.username, account.password);
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toBeDefined();
    expect(cookie.httpOnly).toBe(true);
    expect(String(cookie.sameSite).toLowerCase()).toBe('lax');
    expect(cookie.path).toBe('/');
    expect(cookie.secure).toBeFalsy();
    expect(cookie.maxAge).toBe(12 * 60 * 60);
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('keeps only a hash of the cookie value in the sessions table', async () => {
    const account = await signUp(t);
    const rows = await t.orm.em.fork().find(Session, { user: account.userId });
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(sha256(account.browser.cookie!));
    expect(rows[0].tokenHash).not.toBe(account.browser.cookie);
  });

  it('answers 401 unauthenticated on /me with no cookie or a made-up one', async () => {
    const anonymous = await new Browser(t).get('/api/auth/me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('unauthenticated');
    const forged = new Browser(t);
    forged.cookie = 'A'.repeat(43);
    expect((await forged.get('/api/auth/me')).status).toBe(401);
  });

  it('issues a new session id on every sign-in and ends the one the browser had (no fixation)', async () => {
    const account = await signUp(t);
    const first = account.browser.cookie!;
    const relog = await account.browser.post('/api/auth/login', { username: account.username, password: account.password });
    expect(relog.status).toBe(200);
    const second = account.browser.cookie!;
    expect(second).not.toBe(first);
    const stale = new Browser(t);
    stale.cookie = first;
    expect((await stale.get('/api/auth/me')).status).toBe(401);
    expect((await account.browser.get('/api/auth/me')).status).toBe(200);
  });

  it('never adopts a cookie value chosen by someone else', async () => {
    const account = await signUp(t);
    const planted = 'P'.repeat(43);
    const victim = new Browser(t);
    victim.cookie = planted;
    await victim.post('/api/auth/login', { username: account.username, password: account.password });
    expect(victim.cookie).not.toBe(planted);
    const attacker = new Browser(t);
    attacker.cookie = planted;
    expect((await attacker.get('/api/auth/me')).status).toBe(401);
  });

  it('ends after 30 minutes without activity', async () => {
    const account = await signUp(t);
    t.clock.advance(29 * MINUTE);
    expect((await account.browser.get('/api/auth/me')).status).toBe(200);
    t.clock.advance(30 * MINUTE + 1000);
    expect((await account.browser.get('/api/auth/me')).status).toBe(401);
  });

  it('slides the idle deadline with activity, but ends 12 hours after sign-in whatever happens', async () => {
    const account = await signUp(t);
    // Active every 20 minutes: well past 30 minutes in total, still signed in.
    for (let elapsed = 20; elapsed <= 11 * 60 + 40; elapsed += 20) {
      t.clock.advance(20 * MINUTE);
      expect((await account.browser.get('/api/auth/me')).status, `after ${elapsed} minutes`).toBe(200);
    }
    t.clock.advance(19 * MINUTE); // 11 h 59 min
    expect((await account.browser.get('/api/auth/me')).status).toBe(200);
    t.clock.advance(2 * MINUTE); // 12 h 01 min: active a minute ago, yet over
    expect((await account.browser.get('/api/auth/me')).status).toBe(401);
  });

  it('records activity at most once a minute', async () => {
    const account = await signUp(t);
    const signedInAt = t.clock.now();
    const lastSeen = async () => (await t.orm.em.fork().findOneOrFail(Session, { user: account.userId })).lastSeenAt.toISOString();
    t.clock.advance(30_000);
    await account.browser.get('/api/auth/me');
    expect(await lastSeen()).toBe(signedInAt.toISOString());
    t.clock.advance(31_000);
    await account.browser.get('/api/auth/me');
    expect(await lastSeen()).toBe(t.clock.now().toISOString());
  });

  it('signs out with POST /api/auth/logout: the cookie is cleared and the old value is dead', async () => {
    const account = await signUp(t);
    const value = account.browser.cookie!;
    const res = await account.browser.post('/api/auth/logout');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true });
    const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cleared.value).toBe('');
    const replay = new Browser(t);
    replay.cookie = value;
    expect((await replay.get('/api/auth/me')).status).toBe(401);
    // Anonymous logout is harmless.
    expect((await new Browser(t).post('/api/auth/logout')).status).toBe(200);
  });

  it('lists the active sessions with the current one marked, and signs out the others', async () => {
    const account = await signUp(t);
    const laptop = (await logIn(t, account.username, account.password, '10.1.1.1')).browser;
    const phone = (await logIn(t, account.username, account.password, '10.2.2.2')).browser;
    const list = await laptop.get('/api/auth/sessions');
    expect(list.status).toBe(200);
    const sessions = list.body.sessions as {
      id: string;
      current: boolean;
      ip: string;
      userAgent: string;
      createdAt: string;
      lastSeenAt: string;
    }[];
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.find((s) => s.current)!.ip).toBe('10.1.1.1');
    expect(sessions[0]).toEqual({
      id: expect.any(String),
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      ip: expect.any(String),
      userAgent: 'vitest-browser',
      current: expect.any(Boolean),
    });
    expect(JSON.stringify(list.body)).not.toMatch(/tokenHash|token_hash/);

    const ended = await laptop.delete('/api/auth/sessions/others');
    expect(ended.status).toBe(200);
    expect(ended.body.endedSessions).toBe(2);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect((await account.browser.get('/api/auth/me')).status).toBe(401);
    expect((await laptop.get('/api/auth/me')).status).toBe(200);
  });

  it("signs out one chosen session, but never another user's", async () => {
    const alice = await signUp(t);
    const aliceLaptop = (await logIn(t, alice.username, alice.password)).browser;
    const bob = await signUp(t);
    const bobSessions = (await bob.browser.get('/api/auth/sessions')).body.sessions as { id: string }[];
    const notMine = await aliceLaptop.delete(`/api/auth/sessions/${bobSessions[0].id}`);
    expect(notMine.status).toBe(404);
    expect((await bob.browser.get('/api/auth/me')).status).toBe(200);
    expect((await aliceLaptop.delete('/api/auth/sessions/not-a-uuid')).status).toBe(404);

    const mine = (await aliceLaptop.get('/api/auth/sessions')).body.sessions as { id: string; current: boolean }[];
    const other = mine.find((s) => !s.current)!;
    expect((await aliceLaptop.delete(`/api/auth/sessions/${other.id}`)).status).toBe(200);
    expect((await alice.browser.get('/api/auth/me')).status).toBe(401);
  });

  it('asks the database for a session at most once per SESSION_CACHE_MS between activity writes', async () => {
    const account = await signUp(t);
    t.clock.advance(SESSION_CACHE_MS); // past what sign-up left remembered
    const resolve = () => t.services.sessions.resolve(account.browser.cookie!);
    // Session lookups only: sign-up's mail, sent after its answer, may still be reading the users table meanwhile.
    const lookups = async () => {
      const counted = await countStatements(t.orm, resolve);
      return { ...counted, statements: counted.statements.filter((sql) => /\bfrom sessions\b/.test(sql)) };
    };
    const first = await lookups();
    expect(first.result).toMatchObject({ userId: account.userId });
    expect(first.statements).toHaveLength(1);
    t.clock.advance(SESSION_CACHE_MS - 1);
    const second = await lookups();
    expect(second.result).toMatchObject({ userId: account.userId });
    expect(second.statements).toHaveLength(0);
    t.clock.advance(1);
    expect((await lookups()).statements).toHaveLength(1);
  });

  it('refuses a session ended behind its back (no notification) once SESSION_CACHE_MS has passed', async () => {
    const account = await signUp(t);
    expect((await account.browser.get('/api/auth/me')).status).toBe(200);
    await t.orm.em.fork().nativeUpdate(Session, { user: account.userId }, { revokedAt: t.clock.now() });
    t.clock.advance(SESSION_CACHE_MS);
    expect((await account.browser.get('/api/auth/me')).status).toBe(401);
  });

  it('refuses a remembered session the moment its 12 hours are over, and when the activity write finds it ended', async () => {
    const account = await signUp(t);
    const token = account.browser.cookie!;
    // A second before its absolute end (as if signed in 12 hours ago and active since).
    await t.orm.em
      .fork()
      .nativeUpdate(Session, { user: account.userId }, { expiresAt: new Date(t.clock.now().getTime() + SESSION_CACHE_MS + 1000) });
    t.clock.advance(SESSION_CACHE_MS);
    expect(await t.services.sessions.resolve(token)).not.toBeNull(); // looked up and remembered
    t.clock.advance(1000);
    expect(await t.services.sessions.resolve(token)).toBeNull();

    const other = await signUp(t);
    t.clock.advance(59_000);
    expect(await t.services.sessions.resolve(other.browser.cookie!)).not.toBeNull(); // remembered, activity not yet written
    await t.orm.em.fork().nativeUpdate(Session, { user: other.userId }, { revokedAt: t.clock.now() });
    t.clock.advance(2000); // still remembered, but a minute since the last activity write: the write finds no live session
    expect(await t.services.sessions.resolve(other.browser.cookie!)).toBeNull();
  });

  it('forgets sessions ended on another instance as soon as the event arrives', async () => {
    const events = new InMemoryEventBus();
    const here = new SessionService({ orm: t.orm, clock: t.clock, config: t.config, events });
    const there = new SessionService({ orm: t.orm, clock: t.clock, config: t.config, events });
    const account = await signUp(t);
    const laptop = (await logIn(t, account.username, account.password)).browser;
    const token = account.browser.cookie!;
    const kept = laptop.cookie!;
    expect(await here.resolve(token)).not.toBeNull();
    expect(await here.resolve(kept)).not.toBeNull();
    const keep = (await there.resolve(kept))!.sessionId;
    await there.endAllForUser(account.userId, { keep });
    expect(await here.resolve(token)).toBeNull();
    expect(await here.resolve(kept)).toMatchObject({ sessionId: keep });
    await there.end(keep);
    expect(await here.resolve(kept)).toBeNull();
    events.close();
  });

  it('refuses the session routes to anonymous callers', async () => {
    const anonymous = new Browser(t);
    expect((await anonymous.get('/api/auth/sessions')).status).toBe(401);
    expect((await anonymous.delete('/api/auth/sessions/others')).status).toBe(401);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('sessions across instances (PostgreSQL LISTEN/NOTIFY)', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await createIdentityApp();
  });
  afterAll(async () => t?.close());

  it('a sign-out on one instance is refused on another without waiting for the cache to expire', async () => {
    const logger = createLogger('silent', false);
    const buses = [await PgEventBus.connect(t.config.databaseUrl!, logger), await PgEventBus.connect(t.config.databaseUrl!, logger)];
    try {
      const [a, b] = buses.map((events) => new SessionService({ orm: t.orm, clock: t.clock, config: t.config, events }));
      const account = await signUp(t);
      const token = account.browser.cookie!;
      const viewer = await b.resolve(token);
      expect(viewer).not.toBeNull();
      await a.end(viewer!.sessionId);
      // The clock stands still: only the notification can make B forget.
      await expect.poll(() => b.resolve(token), { timeout: 5_000, interval: 20 }).toBeNull();
    } finally {
      for (const bus of buses) bus.close();
    }
  });
});

describe('session cookie over HTTPS', () => {
  it('is Secure when the public URL is https', async () => {
    const t = await createIdentityApp({ env: { PUBLIC_URL: 'https://issuerwire.example' } });
    try {
      const account = await signUp(t);
      const { res } = await logIn(t, account.username, account.password);
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)!.secure).toBe(true);
    } finally {
      await t.close();
    }
  });
});
