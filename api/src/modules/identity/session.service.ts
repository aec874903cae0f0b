import type { CookieSerializeOptions } from '@fastify/cookie';
import type { EntityManager } from '@mikro-orm/core';
import type { Config } from '../../config';
import type { Orm } from '../../db/orm';
import { preparedRows } from '../../db/prepared';
import type { Clock } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/crypto';
import { NotFoundError } from '../../lib/errors';
import type { EventBus } from '../../lib/event-bus';
import { RevocableCache } from '../../lib/revocable-cache';
import type { Viewer } from './viewer';
import { Session } from './session.entity';
import type { MemberRole } from './identity.schemas';
import { User, type Role } from './user.entity';

export const SESSION_COOKIE = 'iw_session';
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** Activity moves the idle deadline, but at most one write a minute per session. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
/**
 * How long a looked-up session is trusted without asking the database again. Ending a session forgets it
 * at once on this instance and, over the event bus, on the others; this only bounds a lost notification.
 */
export const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_ENTRIES = 10_000;

/** Published when sessions end, so every instance forgets them: one session, or a user's (all but `keep`). */
export interface SessionsEndedEvent {
  sessionId?: string;
  userId?: string;
  keep?: string;
}

/** True when the event ends this viewer's session: the session itself, or its user's (all but `keep`). */
export function endsSession({ sessionId, userId, keep }: SessionsEndedEvent, viewer: Viewer): boolean {
  return viewer.sessionId === sessionId || (viewer.userId === userId && viewer.sessionId !== keep);
}

declare module '../../lib/event-bus' {
  interface EventMap {
    'sessions.ended': SessionsEndedEvent;
  }
}

interface CachedSession {
  viewer: Viewer;
  lastSeenAt: number;
  idleExpiresAt: number;
  expiresAt: number;
  checkedAt: number;
}

/** What a sign-in hands to the transport: the cookie value (shown once) and when it ends. */
export interface IssuedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
  /** The session this browser already had, ended at sign-in so an old or planted cookie never carries over. */
  currentSessionId?: string | null;
}

/** A session other than a signed-in person's own: the public demo's, shorter and read-only. */
export interface SessionKind {
  readOnly: boolean;
  /** Absolute lifetime (ms); the idle limit still applies within it. */
  lifetimeMs: number;
}

export interface SessionInfo {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  ip: string | null;
  userAgent: string | null;
  current: boolean;
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Database sessions: issue, resolve (with idle and absolute expiry), list, end. */
export class SessionService {
  /** Keyed by token hash: a signed-in request usually needs no session query at all. */
  private readonly cache: RevocableCache<CachedSession, 'sessions.ended'>;

  constructor(private readonly deps: { orm: Orm; clock: Clock; config: Config; events: EventBus }) {
    this.cache = new RevocableCache({
      max: SESSION_CACHE_ENTRIES,
      ttlMs: SESSION_CACHE_MS,
      events: deps.events,
      topic: 'sessions.ended',
      ends: (ended, session: CachedSession) => endsSession(ended, session.viewer),
    });
  }

  /** Cookie attributes; Secure whenever the public URL is HTTPS. */
  cookieOptions(expiresAt?: Date): CookieSerializeOptions {
    const options: CookieSerializeOptions = {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: this.deps.config.publicUrl.startsWith('https:'),
    };
    if (expiresAt) options.maxAge = Math.max(0, Math.floor((expiresAt.getTime() - this.deps.clock.now().getTime()) / 1000));
    return options;
  }

  /** A new session with a new random token: every sign-in gets one (no fixation). */
  async issue(
    userId: string,
    meta: RequestMeta,
    kind: SessionKind = { readOnly: false, lifetimeMs: SESSION_ABSOLUTE_MS },
  ): Promise<IssuedSession> {
    const em = this.deps.orm.em.fork();
    const now = this.deps.clock.now();
    if (meta.currentSessionId) await this.end(meta.currentSessionId);
    const token = randomToken();
    const session = em.create(Session, {
      user: em.getReference(User, userId),
      tokenHash: sha256(token),
      createdAt: now,
      lastSeenAt: now,
      idleExpiresAt: new Date(now.getTime() + Math.min(SESSION_IDLE_MS, kind.lifetimeMs)),
      expiresAt: new Date(now.getTime() + kind.lifetimeMs),
      ip: truncate(meta.ip, 64),
      userAgent: truncate(meta.userAgent, 512),
      readOnly: kind.readOnly,
    });
    await em.flush();
    return { token, sessionId: session.id, expiresAt: session.expiresAt };
  }

  /** The viewer for a cookie value, or null when it is unknown, ended, idle too long or past its absolute end. */
  async resolve(token: string | undefined): Promise<Viewer | null> {
    if (!token || !TOKEN_SHAPE.test(token)) return null;
    const now = this.deps.clock.now().getTime();
    const hash = sha256(token);
    const session = this.cache.fresh(hash, now) ?? (await this.lookUp(hash, now));
    if (!session) return null;
    if (now >= session.expiresAt || now >= session.idleExpiresAt) {
      this.cache.delete(hash);
      return null;
    }
    if (now - session.lastSeenAt >= SESSION_TOUCH_INTERVAL_MS) {
      const idle = Math.min(now + SESSION_IDLE_MS, session.expiresAt);
      // Guarded like the lookup: a session ended elsewhere since it was cached is not revived, and is refused here.
      const touched = await this.deps.orm.em
        .fork()
        .nativeUpdate(
          Session,
          { id: session.viewer.sessionId, revokedAt: null },
          { lastSeenAt: new Date(now), idleExpiresAt: new Date(idle) },
        );
      if (touched === 0) {
        this.cache.delete(hash);
        return null;
      }
      session.lastSeenAt = now;
      session.idleExpiresAt = idle;
    }
    return { ...session.viewer };
  }

  /** The live session row for a token hash, cached; one indexed join, no entity hydration (every signed-in request once ran it). */
  private async lookUp(hash: string, now: number): Promise<CachedSession | undefined> {
    const at = new Date(now).toISOString();
    type Row = {
      id: string;
      last_seen_at: Date | string;
      idle_expires_at: Date | string;
      expires_at: Date | string;
      user_id: string;
      role: Role;
      organization_id: string;
      member_role: MemberRole;
      two_factor_missing: boolean;
      two_factor_off: boolean;
      read_only: boolean;
    };
    const rows = await preparedRows<Row>(
      this.deps.orm.em,
      `select s.id, s.last_seen_at, s.idle_expires_at, s.expires_at, s.read_only, u.id as user_id, u.role, m.organization_id, m.role as member_role,
              not u.two_factor_enabled and exists (select 1 from memberships t where t.organization_id = m.organization_id and t.user_id <> u.id)
                as two_factor_missing,
              not u.two_factor_enabled as two_factor_off
         from sessions s join users u on u.id = s.user_id join memberships m on m.user_id = u.id
        where s.token_hash = ? and s.revoked_at is null and s.expires_at > ?::timestamptz and s.idle_expires_at > ?::timestamptz`,
      [hash, at, at],
    );
    const row = rows[0];
    if (!row) {
      this.cache.delete(hash);
      return undefined;
    }
    const session: CachedSession = {
      viewer: {
        userId: row.user_id,
        role: row.role,
        sessionId: row.id,
        organizationId: row.organization_id,
        memberRole: row.member_role,
        twoFactorMissing: row.two_factor_missing,
        // The public demo's read-only session has no second factor to set up.
        ...(this.deps.config.twoFactorRequired && row.two_factor_off && !row.read_only ? { twoFactorPending: true } : {}),
        ...(row.read_only ? { readOnly: true } : {}),
      },
      lastSeenAt: new Date(row.last_seen_at).getTime(),
      idleExpiresAt: new Date(row.idle_expires_at).getTime(),
      expiresAt: new Date(row.expires_at).getTime(),
      checkedAt: now,
    };
    this.cache.set(hash, session);
    return session;
  }

  /** When a live session ends if unused (ms: the earlier of its idle and absolute end); null when it has ended. Touches nothing. */
  async liveUntil(sessionId: string): Promise<number | null> {
    const session = await this.deps.orm.em
      .fork()
      .findOne(Session, { id: sessionId, revokedAt: null }, { fields: ['expiresAt', 'idleExpiresAt'] });
    if (!session) return null;
    const until = Math.min(session.expiresAt.getTime(), session.idleExpiresAt.getTime());
    return until > this.deps.clock.now().getTime() ? until : null;
  }

  /**
   * Forgets ended sessions here and tells the other instances. Callers that end sessions inside a
   * transaction call it again after the commit (a request in between may have cached the old row).
   */
  forget(ended: SessionsEndedEvent): void {
    this.cache.evict(ended);
    this.deps.events.publish('sessions.ended', ended);
  }

  /**
   * The user's sessions are looked up again on their next request here (what the viewer carries changed:
   * two factors turned on or off); other instances follow within SESSION_CACHE_MS.
   */
  reload(userId: string): void {
    this.cache.evict({ userId });
  }

  async end(sessionId: string): Promise<void> {
    await this.deps.orm.em.fork().nativeUpdate(Session, { id: sessionId, revokedAt: null }, { revokedAt: this.deps.clock.now() });
    this.forget({ sessionId });
  }

  /** Ends every live session of a user, except `keep`; answers how many ended. Pass `em` to join an open transaction. */
  async endAllForUser(userId: string, options: { keep?: string; em?: EntityManager } = {}): Promise<number> {
    const where = options.keep ? { user: userId, revokedAt: null, id: { $ne: options.keep } } : { user: userId, revokedAt: null };
    const ended = await (options.em ?? this.deps.orm.em.fork()).nativeUpdate(Session, where, { revokedAt: this.deps.clock.now() });
    this.forget({ userId, keep: options.keep });
    return ended;
  }

  /**
   * The viewer's live sessions, newest first, the current one marked. A demo visitor shares the demo user
   * with every other visitor: they see their own session only (no one else's address or browser).
   */
  async list(viewer: Viewer): Promise<SessionInfo[]> {
    const now = this.deps.clock.now();
    const sessions = await this.deps.orm.em.fork().find(
      Session,
      {
        user: viewer.userId,
        ...(viewer.readOnly ? { id: viewer.sessionId } : {}),
        revokedAt: null,
        expiresAt: { $gt: now },
        idleExpiresAt: { $gt: now },
      },
      { orderBy: { createdAt: 'desc' } },
    );
    return sessions.map((s) => ({
      id: s.id,
      createdAt: s.createdAt,
      lastSeenAt: s.lastSeenAt,
      ip: s.ip ?? null,
      userAgent: s.userAgent ?? null,
      current: s.id === viewer.sessionId,
    }));
  }

  /** Ends one of the viewer's own sessions; another user's id is simply not found. */
  async endOwn(viewer: Viewer, sessionId: string): Promise<void> {
    if (!UUID.test(sessionId)) throw new NotFoundError('No such active session.', 'session_not_found');
    const ended = await this.deps.orm.em
      .fork()
      .nativeUpdate(Session, { id: sessionId, user: viewer.userId, revokedAt: null }, { revokedAt: this.deps.clock.now() });
    if (ended === 0) throw new NotFoundError('No such active session.', 'session_not_found');
    this.forget({ sessionId });
  }

  /** Deletes sessions that can no longer be used (for a periodic job). */
  async purgeExpired(): Promise<number> {
    const now = this.deps.clock.now();
    return this.deps.orm.em
      .fork()
      .nativeDelete(Session, { $or: [{ expiresAt: { $lte: now } }, { idleExpiresAt: { $lte: now } }, { revokedAt: { $ne: null } }] });
  }
}

function truncate(value: string | null | undefined, max: number): string | null {
  return value ? value.slice(0, max) : null;
}
