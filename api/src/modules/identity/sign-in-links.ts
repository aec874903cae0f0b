import { LockMode, type EntityManager } from '@mikro-orm/core';
import type { Config } from '../../config';
import type { Orm } from '../../db/orm';
import type { Clock } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/crypto';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../mail/mailer';
import { AccountLockedError, InvalidSignInLinkError } from './identity.errors';
import { signInLinkMail } from './identity.mails';
import type { LoginThrottles } from './login-throttle';
import type { RequestMeta, SessionService } from './session.service';
import { SignInLink } from './sign-in-link.entity';
import { activeLock, clearFailures, findUserByUsername, markSignedIn, openLoginChallenge, type LoginOutcome } from './sign-in-steps';
import { User } from './user.entity';

/** A mailed link works once, for this long. */
export const SIGN_IN_LINK_TTL_MS = 15 * 60_000;
/** Unused links one account may have at once: no flooding the owner's mailbox. */
export const MAX_OPEN_SIGN_IN_LINKS = 3;
export const SIGN_IN_LINK_MESSAGE =
  'If sign-in to that account is paused, we emailed its owner a sign-in link. It works once, within 15 minutes.';

/**
 * Past the account's ceiling (login-throttle.ts) every address the owner has not signed in from must
 * wait: without this, thirty wrong passwords from anywhere would keep the owner out for an hour. The
 * owner asks for a link, which goes to the account's address; it signs in once (still asking for the
 * second factor when 2FA is on) and leaves the ceiling in force for every other address.
 */
export class SignInLinks {
  constructor(
    private readonly deps: {
      orm: Orm;
      config: Config;
      clock: Clock;
      logger: Logger;
      mailer: Mailer;
      sessions: SessionService;
      throttles: LoginThrottles;
      /** Runs after the response (IdentityService's queue, which tests and shutdown wait for). */
      background: (task: () => Promise<void>) => void;
    },
  ) {}

  /**
   * The same answer, at the same speed, whatever the username: the checks, the link and the mail run
   * after the response. A link goes out only while the ceiling keeps this address out.
   */
  request(username: string, meta: RequestMeta): { message: string } {
    this.deps.background(async () => {
      const em = this.em();
      const now = this.deps.clock.now();
      const wait = await this.deps.throttles.wait(em, this.deps.throttles.keys(username, meta.ip), now);
      if (!wait.ceiling) return;
      const user = await findUserByUsername(em, username);
      if (!user) return;
      const open = await em.count(SignInLink, { user, usedAt: null, expiresAt: { $gt: now } });
      if (open >= MAX_OPEN_SIGN_IN_LINKS) {
        this.deps.logger.info({ userId: user.id }, 'sign-in link not sent: the account already has open links');
        return;
      }
      const token = randomToken();
      em.create(SignInLink, {
        user,
        tokenHash: sha256(token),
        expiresAt: new Date(now.getTime() + SIGN_IN_LINK_TTL_MS),
        requestedIp: meta.ip?.slice(0, 64) ?? null,
        createdAt: now,
      });
      await em.flush();
      const link = `${this.deps.config.publicUrl}/sign-in-link?token=${encodeURIComponent(token)}`;
      await this.deps.mailer.send(signInLinkMail(user.email, user.username, link, SIGN_IN_LINK_TTL_MS / 60_000));
    });
    return { message: SIGN_IN_LINK_MESSAGE };
  }

  /** Spends a link: signed in, or (2FA on) a temp token for verifyTwoFactor. The account's failure count stays. */
  async redeem(token: string, meta: RequestMeta): Promise<LoginOutcome> {
    const tokenHash = sha256(token);
    const step = await this.em().transactional(async (tx) => {
      const now = this.deps.clock.now();
      const link = await tx.findOne(SignInLink, { tokenHash }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!link || link.usedAt || link.expiresAt.getTime() <= now.getTime()) throw new InvalidSignInLinkError();
      const user = await tx.findOneOrFail(User, link.user.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      // Locked after wrong codes: the link waits (it is not spent) like the password would.
      const lock = activeLock(user, now);
      if (lock) throw new AccountLockedError(lock);
      link.usedAt = now;
      if (user.twoFactorEnabled) return { requiresTwoFactor: true as const, userId: user.id, ...openLoginChallenge(tx, user, now) };
      clearFailures(user);
      markSignedIn(user, now, meta);
      return { requiresTwoFactor: false as const, userId: user.id, username: user.username, now };
    });
    if (step.requiresTwoFactor) return step;
    // This address is now one the owner signed in from (as after a password); others stay behind the ceiling.
    await this.deps.throttles.recordSuccess(this.em(), this.deps.throttles.keys(step.username, meta.ip), step.now, { trust: true });
    return { requiresTwoFactor: false, userId: step.userId, session: await this.deps.sessions.issue(step.userId, meta) };
  }

  private em(): EntityManager {
    return this.deps.orm.em.fork();
  }
}
