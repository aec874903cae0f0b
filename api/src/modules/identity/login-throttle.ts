import { LockMode, type EntityManager } from '@mikro-orm/core';
import { hmacSha256 } from '../../lib/crypto';
import { LoginThrottle } from './login-throttle.entity';

/**
 * Password guessing is slowed per (username as typed, client address) with growing delays, and
 * capped per username across every address; known and unknown usernames are counted alike, so the
 * answers say nothing about which exist. A stranger slows only their own address; the ceiling stops
 * distributed guessing, and addresses the account signed in from before still pass it.
 */

/** Failures in a row one address may make for one username before it must wait. */
export const PAIR_FREE_FAILURES = 3;
/** The first wait; every further failure doubles it, up to the cap. */
export const PAIR_FIRST_DELAY_MS = 1_000;
export const PAIR_MAX_DELAY_MS = 15 * 60_000;
/** A streak with no failure for this long is forgotten. */
export const PAIR_STREAK_RESET_MS = 24 * 60 * 60_000;
/** Failures for one username from all addresses within one window; past it only trusted addresses may try until the window ends. */
export const ACCOUNT_FAILURE_CEILING = 30;
export const ACCOUNT_WINDOW_MS = 60 * 60_000;
/** A full sign-in from an address lets it pass the account ceiling for this long. */
export const TRUSTED_ADDRESS_MS = 30 * 24 * 60 * 60_000;
/** Rows untouched for this long (and not trusting an address) hold nothing that still matters. */
export const THROTTLE_RETENTION_MS = 2 * 24 * 60 * 60_000;

export interface ThrottleKeys {
  pair: string;
  account: string;
}

/** The wait after the `failures`-th failure in a row from one address, or 0. */
export function pairDelayMs(failures: number): number {
  if (failures <= PAIR_FREE_FAILURES) return 0;
  return Math.min(PAIR_MAX_DELAY_MS, PAIR_FIRST_DELAY_MS * 2 ** Math.min(failures - PAIR_FREE_FAILURES - 1, 30));
}

export class LoginThrottles {
  /** `key`: a server key, so the table alone does not say which usernames or addresses were tried. */
  constructor(private readonly key: Buffer) {}

  keys(username: string, ip: string | null): ThrottleKeys {
    const name = username.toLowerCase();
    return { pair: `pair:${hmacSha256(this.key, `${name}\n${ip ?? ''}`)}`, account: `account:${hmacSha256(this.key, name)}` };
  }

  /**
   * How long this address must still wait before a password for this username is checked (0 when it
   * may try), and whether the account's ceiling is what holds it back (then a mailed link lets the owner in).
   */
  async wait(em: EntityManager, keys: ThrottleKeys, now: Date): Promise<{ ms: number; ceiling: boolean }> {
    const rows = await em.find(LoginThrottle, { key: { $in: [keys.pair, keys.account] } }, { disableIdentityMap: true });
    const pair = rows.find((r) => r.key === keys.pair);
    const account = rows.find((r) => r.key === keys.account);
    const trusted = (pair?.trustedUntil?.getTime() ?? 0) > now.getTime();
    const ceilingUntil = trusted ? 0 : (account?.blockedUntil?.getTime() ?? 0);
    const until = Math.max(pair?.blockedUntil?.getTime() ?? 0, ceilingUntil);
    return { ms: Math.max(0, until - now.getTime()), ceiling: ceilingUntil > now.getTime() };
  }

  /** Counts a wrong password on both keys (the same writes whether or not the username exists). Answers when the pause ends if this failure reached the ceiling. */
  async recordFailure(em: EntityManager, keys: ThrottleKeys, now: Date): Promise<{ ceilingReachedUntil: Date | null }> {
    return em.transactional(async (tx) => {
      const [accountKey, pairKey] = [keys.account, keys.pair]; // one lock order everywhere: no deadlock
      await tx.upsertMany(
        LoginThrottle,
        [
          { key: accountKey, updatedAt: now },
          { key: pairKey, updatedAt: now },
        ],
        { onConflictFields: ['key'], onConflictAction: 'ignore' },
      );
      const account = await tx.findOneOrFail(LoginThrottle, { key: accountKey }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      const pair = await tx.findOneOrFail(LoginThrottle, { key: pairKey }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });

      const streakOver = !pair.lastFailureAt || now.getTime() - pair.lastFailureAt.getTime() >= PAIR_STREAK_RESET_MS;
      pair.failures = streakOver ? 1 : pair.failures + 1;
      pair.lastFailureAt = now;
      pair.updatedAt = now;
      account.updatedAt = now;
      const delay = pairDelayMs(pair.failures);
      pair.blockedUntil = delay ? new Date(now.getTime() + delay) : null;

      const windowOver = !account.windowStartedAt || now.getTime() - account.windowStartedAt.getTime() >= ACCOUNT_WINDOW_MS;
      if (windowOver) account.windowStartedAt = now;
      account.failures = windowOver ? 1 : account.failures + 1;
      account.lastFailureAt = now;
      account.blockedUntil =
        account.failures >= ACCOUNT_FAILURE_CEILING ? new Date(account.windowStartedAt!.getTime() + ACCOUNT_WINDOW_MS) : null;
      return { ceilingReachedUntil: account.failures === ACCOUNT_FAILURE_CEILING ? account.blockedUntil : null };
    });
  }

  /** The right password from this address: its streak ends; `trust` (a full sign-in) lets it pass the account ceiling. */
  async recordSuccess(em: EntityManager, keys: ThrottleKeys, now: Date, options: { trust: boolean }): Promise<void> {
    const data = { key: keys.pair, failures: 0, lastFailureAt: null, blockedUntil: null, updatedAt: now };
    const trusted = options.trust ? { trustedUntil: new Date(now.getTime() + TRUSTED_ADDRESS_MS) } : {};
    await em.fork().upsert(LoginThrottle, { ...data, ...trusted }, { onConflictFields: ['key'], onConflictAction: 'merge' });
  }

  /** Deletes rows that no longer slow or trust anyone (for a periodic job). */
  purgeStale(em: EntityManager, now: Date): Promise<number> {
    const before = new Date(now.getTime() - THROTTLE_RETENTION_MS);
    return em.fork().nativeDelete(LoginThrottle, {
      updatedAt: { $lt: before },
      $or: [{ blockedUntil: null }, { blockedUntil: { $lt: now } }],
      $and: [{ $or: [{ trustedUntil: null }, { trustedUntil: { $lt: now } }] }],
    });
  }
}
