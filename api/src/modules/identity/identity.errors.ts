import { AppError, ConflictError } from '../../lib/errors';

/** Identity's errors, each with a stable code; messages are the spec's where it gives them. */

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password.';
export const ACCOUNT_LOCKED_MESSAGE = 'Account temporarily locked due to multiple failed attempts.';
export const INVALID_CODE_MESSAGE = 'Invalid verification code';

/** The same answer for an unknown username and a wrong password. */
export class InvalidCredentialsError extends AppError {
  constructor() {
    super('invalid_credentials', INVALID_CREDENTIALS_MESSAGE, 401, { success: false });
  }
}

/** 423 Locked, after wrong codes or current passwords from someone already past the password step; the spec's client looks for "locked" in the message and reads lockoutExpiry. */
export class AccountLockedError extends AppError {
  constructor(readonly until: Date) {
    super('account_locked', ACCOUNT_LOCKED_MESSAGE, 423, { success: false, lockoutExpiry: until.toISOString() });
  }
}

/**
 * 429 with Retry-After: this address must wait before another password is checked for this username
 * (or, past the account's ceiling, every address it has not signed in from). Known and unknown
 * usernames get it alike, so it reveals nothing. Past the ceiling (`signInLinkAvailable`) the owner need
 * not wait: a sign-in link by mail lets them in.
 */
export class SignInThrottledError extends AppError {
  constructor(
    readonly waitMs: number,
    ceiling = false,
  ) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    const wait = seconds < 120 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
    const message = ceiling
      ? `Too many failed sign-in attempts on this account. Please wait ${wait}, or have us email you a sign-in link.`
      : `Too many failed sign-in attempts. Please wait ${wait} and try again.`;
    super('sign_in_throttled', message, 429, { success: false, retryAfterSeconds: seconds, signInLinkAvailable: ceiling });
  }
}

export class InvalidSignInLinkError extends AppError {
  constructor() {
    super('invalid_sign_in_link', 'This sign-in link is invalid, used or expired. Please ask for a new one.', 400, { success: false });
  }
}

/** A wrong authenticator or backup code: 401 at the sign-in step, 400 when a signed-in user re-confirms (their session is fine). */
export class InvalidCodeError extends AppError {
  constructor(status: 400 | 401 = 401) {
    super('invalid_code', INVALID_CODE_MESSAGE, status, { success: false });
  }
}

export class InvalidTempTokenError extends AppError {
  constructor() {
    super('invalid_temp_token', 'Your sign-in has expired. Please sign in again.', 401, { success: false });
  }
}

export class InvalidResetTokenError extends AppError {
  constructor() {
    super('invalid_reset_token', 'This reset link is invalid or has expired. Please request a new one.', 400);
  }
}

export class WrongCurrentPasswordError extends AppError {
  constructor() {
    const message = 'Your current password is incorrect.';
    super('invalid_current_password', message, 400, { fields: { currentPassword: message } });
  }
}

export class UsernameTakenError extends ConflictError {
  constructor() {
    const message = 'That username is already taken.';
    super(message, 'username_taken', { fields: { username: message } });
  }
}

export class TwoFactorStateError extends ConflictError {
  static alreadyEnabled() {
    return new TwoFactorStateError('Two-factor authentication is already on. Reset it first to set it up again.', 'two_factor_enabled');
  }
  static notSetUp() {
    return new TwoFactorStateError('Set up two-factor authentication first.', 'two_factor_not_set_up');
  }
  static notEnabled() {
    return new TwoFactorStateError('Two-factor authentication is not on for this account.', 'two_factor_not_enabled');
  }
}
