import { LockMode, type EntityManager } from '@mikro-orm/core';
import { decrypt, deriveKey, hmacSha256 } from '../../lib/crypto';
import type { AppError } from '../../lib/errors';
import { type IdentityDeps, LOCKOUT_DURATION_MS, LOCKOUT_THRESHOLD } from './identity.deps';
import { AccountLockedError } from './identity.errors';
import { LoginChallenge } from './login-challenge.entity';
import { PasswordReset } from './password-reset.entity';
import { activeLock } from './sign-in-steps';
import { matchTotpStep, normalizeBackupCode } from './two-factor.codes';
import { User } from './user.entity';

type Settled<T> = { kind: 'ok'; value: T } | { kind: 'failed' } | { kind: 'locked'; until: Date };

/**
 * Counts a wrong code or current password from someone already past the password step (wrong
 * passwords at sign-in are throttled per address instead: see login-throttle.ts); the fifth in a row
 * locks those steps for 15 minutes. Answers the new lock, if any.
 */
export function registerFailure(user: Pick<User, 'loginAttempts' | 'lockedUntil'>, now: Date): Date | null {
  // A lock that has run out starts the count afresh.
  if (user.lockedUntil && user.lockedUntil.getTime() <= now.getTime()) {
    user.loginAttempts = 0;
    user.lockedUntil = null;
  }
  user.loginAttempts += 1;
  if (user.loginAttempts < LOCKOUT_THRESHOLD) return null;
  user.lockedUntil = new Date(now.getTime() + LOCKOUT_DURATION_MS);
  return user.lockedUntil;
}

export function totpContext(userId: string): string {
  return `totp:${userId}`;
}

/** The checks every credential step shares: the locked user row and the lockout, second factors, their keyed hashes. */
export class CredentialCheck {
  private readonly backupCodeKey: Buffer;

  constructor(private readonly deps: IdentityDeps) {
    this.backupCodeKey = deriveKey(deps.config.credentialsKey, 'backup-codes');
  }

  /**
   * Every credential check ends here, on the user row locked for update: refused while locked, a
   * `null` from `check` is a failure that counts (and may lock), anything else commits. Errors
   * thrown by `check` roll back. Only `tx` may touch the database inside `check`.
   */
  async settle<T>(
    userId: string,
    check: (user: User, tx: EntityManager, now: Date) => Promise<T | null>,
    failure: () => AppError,
  ): Promise<T> {
    const outcome = await this.deps.orm.em.fork().transactional(async (tx): Promise<Settled<T>> => {
      const user = await tx.findOne(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) return { kind: 'failed' };
      const now = this.deps.clock.now();
      const lock = activeLock(user, now);
      if (lock) return { kind: 'locked', until: lock };
      const value = await check(user, tx, now);
      if (value !== null) return { kind: 'ok', value };
      const newLock = registerFailure(user, now);
      return newLock ? { kind: 'locked', until: newLock } : { kind: 'failed' };
    });
    if (outcome.kind === 'locked') throw new AccountLockedError(outcome.until);
    if (outcome.kind === 'failed') throw failure();
    return outcome.value;
  }

  /** Checks a TOTP code (refusing a replayed or older step) or spends a backup code; mutates `user` only on success. */
  acceptSecondFactor(user: User, input: string, now: Date): { method: 'totp' | 'backup_code'; backupCodesRemaining: number } | null {
    const digits = input.replace(/\s/g, '');
    if (/^\d{6}$/.test(digits)) {
      const step = matchTotpStep(this.totpSecret(user), digits, now);
      if (step === null || (user.totpLastStep != null && step <= user.totpLastStep)) return null;
      user.totpLastStep = step;
      return { method: 'totp', backupCodesRemaining: user.twoFactorBackupCodes.length };
    }
    const code = normalizeBackupCode(input);
    if (!code) return null;
    const hash = this.backupCodeHash(user.id, code);
    if (!user.twoFactorBackupCodes.includes(hash)) return null;
    user.twoFactorBackupCodes = user.twoFactorBackupCodes.filter((h) => h !== hash);
    return { method: 'backup_code', backupCodesRemaining: user.twoFactorBackupCodes.length };
  }

  /** Reset links and half-finished sign-ins stop working once the password changes. */
  async closeOpenCredentials(tx: EntityManager, userId: string, now: Date): Promise<void> {
    await tx.nativeUpdate(PasswordReset, { user: userId, usedAt: null }, { usedAt: now });
    await tx.nativeUpdate(LoginChallenge, { user: userId, usedAt: null }, { usedAt: now });
  }

  totpSecret(user: User): string {
    return decrypt(user.twoFactorSecret!, this.deps.config.credentialsKey, totpContext(user.id));
  }

  /**
   * HMAC-SHA256 with a server key rather than argon2: a code has ~40 bits, so what protects it is a
   * key the database does not hold; checking one code against ten stays instant; whoever also holds
   * the key could decrypt the TOTP secret anyway.
   */
  backupCodeHash(userId: string, normalizedCode: string): string {
    return hmacSha256(this.backupCodeKey, `${userId}:${normalizedCode}`);
  }
}
