import { LockMode } from '@mikro-orm/core';
import { randomToken, sha256 } from '../../lib/crypto';
import { UnauthorizedError } from '../../lib/errors';
import type { CredentialCheck } from './credential-check';
import { FORGOT_PASSWORD_MESSAGE, type IdentityDeps, MAX_OPEN_PASSWORD_RESETS, PASSWORD_RESET_TTL_MS } from './identity.deps';
import { AccountLockedError, InvalidResetTokenError, WrongCurrentPasswordError } from './identity.errors';
import { passwordResetMail } from './identity.mails';
import type { ChangePasswordInput, ResetPasswordInput } from './identity.schemas';
import { hashPassword, verifyPassword } from './password.hasher';
import { PasswordReset } from './password-reset.entity';
import type { RequestMeta } from './session.service';
import { accountOfAddress } from './sign-up';
import { activeLock, clearFailures } from './sign-in-steps';
import { User } from './user.entity';
import type { Viewer } from './viewer';

/** What happens when a person changes their password, or asks for a reset link and uses it. */
export class Passwords {
  constructor(
    private readonly deps: IdentityDeps,
    private readonly credentials: CredentialCheck,
    private readonly background: (task: () => Promise<void>) => void,
  ) {}

  /** Needs the current password (a wrong one counts towards the lockout); keeps this session, ends the others. */
  async changePassword(viewer: Viewer, input: ChangePasswordInput): Promise<{ endedSessions: number }> {
    const user = await this.deps.orm.em.fork().findOne(User, viewer.userId);
    if (!user) throw new UnauthorizedError();
    const lock = activeLock(user, this.deps.clock.now());
    if (lock) throw new AccountLockedError(lock);
    const currentOk = await verifyPassword(user.passwordHash, input.currentPassword);
    const newHash = currentOk ? await hashPassword(input.password) : null;
    const endedSessions = await this.credentials.settle(
      user.id,
      async (locked, tx, now) => {
        if (!newHash) return null;
        locked.passwordHash = newHash;
        clearFailures(locked);
        await this.credentials.closeOpenCredentials(tx, locked.id, now);
        return this.deps.sessions.endAllForUser(locked.id, { keep: viewer.sessionId, em: tx });
      },
      () => new WrongCurrentPasswordError(),
    );
    this.deps.sessions.forget({ userId: user.id, keep: viewer.sessionId }); // again, now that it committed
    return { endedSessions };
  }

  /**
   * Always the same answer, at the same speed: the lookup, the link and the mail run after the
   * response, so neither the body nor the timing says whether the email has an account.
   */
  requestPasswordReset(email: string, meta: RequestMeta): { message: string } {
    this.background(async () => {
      const em = this.deps.orm.em.fork();
      const user = await accountOfAddress(em, email);
      if (!user) return;
      const now = this.deps.clock.now();
      const open = await em.count(PasswordReset, { user, usedAt: null, expiresAt: { $gt: now } });
      if (open >= MAX_OPEN_PASSWORD_RESETS) {
        this.deps.logger.info({ userId: user.id }, 'password reset not sent: the account already has open reset links');
        return;
      }
      const token = randomToken();
      em.create(PasswordReset, {
        user,
        tokenHash: sha256(token),
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
        requestedIp: meta.ip?.slice(0, 64) ?? null,
        createdAt: now,
      });
      await em.flush();
      const link = `${this.deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await this.deps.mailer.send(passwordResetMail(user.email, user.username, link));
    });
    return { message: FORGOT_PASSWORD_MESSAGE };
  }

  /** Sets a new password from a reset link (once, within the hour), unlocks the account and ends every session. */
  async resetPassword(input: ResetPasswordInput): Promise<void> {
    const newHash = await hashPassword(input.password);
    const tokenHash = sha256(input.token);
    const userId = await this.deps.orm.em.fork().transactional(async (tx) => {
      const now = this.deps.clock.now();
      const reset = await tx.findOne(PasswordReset, { tokenHash }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!reset || reset.usedAt || reset.expiresAt.getTime() <= now.getTime()) throw new InvalidResetTokenError();
      const user = await tx.findOneOrFail(User, reset.user.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      user.passwordHash = newHash;
      clearFailures(user);
      await this.credentials.closeOpenCredentials(tx, user.id, now);
      await this.deps.sessions.endAllForUser(user.id, { em: tx });
      return user.id;
    });
    this.deps.sessions.forget({ userId }); // again, now that it committed
  }
}
