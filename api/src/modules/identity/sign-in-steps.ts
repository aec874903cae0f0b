import { raw, type EntityManager } from '@mikro-orm/core';
import { randomToken, sha256 } from '../../lib/crypto';
import { LoginChallenge } from './login-challenge.entity';
import type { IssuedSession, RequestMeta } from './session.service';
import { User } from './user.entity';

/** The steps every way of signing in shares (password, mailed link): locks, the 2FA challenge, the record of it. */

export const LOGIN_CHALLENGE_TTL_MS = 5 * 60_000;

export type LoginOutcome =
  | { requiresTwoFactor: false; userId: string; session: IssuedSession }
  | { requiresTwoFactor: true; userId: string; tempToken: string; expiresAt: Date };

/** The lock in force at `now`, if any. */
export function activeLock(user: Pick<User, 'lockedUntil'>, now: Date): Date | null {
  return user.lockedUntil && user.lockedUntil.getTime() > now.getTime() ? user.lockedUntil : null;
}

export function clearFailures(user: Pick<User, 'loginAttempts' | 'lockedUntil'>): void {
  user.loginAttempts = 0;
  user.lockedUntil = null;
}

export function findUserByUsername(em: EntityManager, username: string): Promise<User | null> {
  return em.findOne(User, { [raw((alias) => `lower(${alias}.username)`)]: username.toLowerCase() });
}

/** The password step (or a mailed link) passed with 2FA on: a short-lived temp token for verifyTwoFactor. */
export function openLoginChallenge(em: EntityManager, user: User, now: Date): { tempToken: string; expiresAt: Date } {
  const tempToken = randomToken();
  const expiresAt = new Date(now.getTime() + LOGIN_CHALLENGE_TTL_MS);
  em.create(LoginChallenge, { user, tokenHash: sha256(tempToken), expiresAt, createdAt: now });
  return { tempToken, expiresAt };
}

export function markSignedIn(user: User, now: Date, meta: RequestMeta): void {
  user.lastLoginAt = now;
  user.ipAddress = meta.ip?.slice(0, 64) ?? null;
  user.userAgent = meta.userAgent?.slice(0, 512) ?? null;
}
