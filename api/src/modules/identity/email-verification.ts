import { randomInt } from 'node:crypto';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { safeEqual, sha256 } from '../../lib/crypto';
import { maskEmail } from '../../lib/emails';
import { AppError, ConflictError } from '../../lib/errors';
import type { Mailer } from '../../mail/mailer';
import { emailCodeMail } from './identity.mails';
import { User } from './user.entity';

// Proving an address: a 6-digit code mailed to it, asked for where an address grants something (joining
// a company that invited it). Knowing a link's token proves nothing: tokens travel in URLs, which end up
// in logs, proxies and browser histories, and the server cannot tell where a token was read.

export const EMAIL_CODE_TTL_MS = 15 * 60_000;
/** Wrong tries before the code stops working (a new one is mailed on the next ask). */
const EMAIL_CODE_MAX_TRIES = 5;
/** At most one code mail a minute per account: an account may name someone else's address. */
const EMAIL_CODE_RESEND_MS = 60_000;

export class EmailVerificationRequiredError extends AppError {
  constructor(masked: string) {
    super(
      'email_verification_required',
      `First confirm that ${masked} is your address: we mailed it a 6-digit code (valid 15 minutes). Enter the code to continue.`,
      403,
      { email: masked },
    );
  }
}

export class EmailCodeInvalidError extends AppError {
  constructor() {
    super('email_code_invalid', 'That code is wrong or has expired. Ask again to get a new one by mail.', 400, {
      fields: { code: 'Invalid verification code' },
    });
  }
}

/** Another account proved the address first: it is that account's. */
export class EmailVerifiedElsewhereError extends ConflictError {
  constructor() {
    super('Another account has already confirmed this address. Sign in with that account instead.', 'email_verified_elsewhere');
  }
}

/**
 * Mails `user` a new code, unless the one sent in the last minute still works. Answers the error to
 * give the caller, which says where the code went.
 */
export async function mailEmailCode(
  em: EntityManager,
  user: User,
  deps: { mailer: Mailer; now: Date },
): Promise<EmailVerificationRequiredError> {
  const sentAt = user.emailCodeExpiresAt ? user.emailCodeExpiresAt.getTime() - EMAIL_CODE_TTL_MS : -Infinity;
  const usable = user.emailCodeHash && user.emailCodeAttempts < EMAIL_CODE_MAX_TRIES;
  if (!usable || deps.now.getTime() - sentAt >= EMAIL_CODE_RESEND_MS) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    user.emailCodeHash = sha256(code);
    user.emailCodeExpiresAt = new Date(deps.now.getTime() + EMAIL_CODE_TTL_MS);
    user.emailCodeAttempts = 0;
    await em.flush();
    await deps.mailer.send(emailCodeMail(user.email, user.username, code));
  }
  return new EmailVerificationRequiredError(maskEmail(user.email));
}

/**
 * Checks a mailed code and marks the address proved (flushed, whatever the outcome: wrong tries count).
 * 400 `email_code_invalid` for a wrong, used-up or expired code; 409 `email_verified_elsewhere` when
 * another account proved the same address first.
 */
export async function confirmEmailCode(em: EntityManager, user: User, code: string, now: Date): Promise<void> {
  const live =
    user.emailCodeHash && user.emailCodeExpiresAt && user.emailCodeExpiresAt > now && user.emailCodeAttempts < EMAIL_CODE_MAX_TRIES;
  if (!live || !safeEqual(sha256(code.trim()), user.emailCodeHash!)) {
    if (live) user.emailCodeAttempts += 1;
    await em.flush();
    throw new EmailCodeInvalidError();
  }
  if (await em.count(User, { email: user.email, emailVerifiedAt: { $ne: null }, id: { $ne: user.id } }))
    throw new EmailVerifiedElsewhereError();
  user.emailVerifiedAt = now;
  user.emailCodeHash = null;
  user.emailCodeExpiresAt = null;
  user.emailCodeAttempts = 0;
  try {
    await em.flush();
  } catch (error) {
    // Two accounts proving the same address at once: the database decides.
    if (error instanceof UniqueConstraintViolationException) throw new EmailVerifiedElsewhereError();
    throw error;
  }
}
