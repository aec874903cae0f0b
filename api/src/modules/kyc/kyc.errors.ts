import { maskEmail } from '../../lib/emails';
import { AppError, ConflictError, NotFoundError } from '../../lib/errors';

/** KYC's errors, each with a stable code; the spec's message where it gives one. */

export const INVALID_KYC_CODE_MESSAGE = 'Invalid verification code';

export class AlreadyVerifiedError extends ConflictError {
  constructor(ticker: string | null) {
    super(`Your account is already verified${ticker ? ` for ${ticker}` : ''}.`, 'already_verified');
  }
}

/** KYC once per company: a second person of a verified company is sent to the people who can invite them. */
export class CompanyAlreadyVerifiedError extends ConflictError {
  constructor(company: string, ticker: string, ownerEmails: string[]) {
    const masked = ownerEmails.map(maskEmail);
    const who = masked.length ? `Ask ${masked.join(' or ')} to invite you` : 'Ask its owner to invite you';
    super(
      `${company} (${ticker}) is already verified on IssuerWire. ${who} from Settings → Team: you join the company's account instead of verifying it again.`,
      'company_already_verified',
      { ticker, owners: masked },
    );
  }
}

export class ApplicationInReviewError extends ConflictError {
  constructor() {
    super('Your application is with a reviewer. You will hear from us within 24–48 hours.', 'kyc_in_review');
  }
}

export class NoPendingCodeError extends ConflictError {
  constructor() {
    super('There is no verification code waiting to be confirmed. Submit your KYC application first.', 'no_pending_code');
  }
}

/** A wrong code: counted, with the tries left before the code stops working. */
export class InvalidKycCodeError extends AppError {
  constructor(attemptsLeft: number) {
    super('invalid_code', INVALID_KYC_CODE_MESSAGE, 400, { attemptsLeft });
  }
}

export class KycCodeExpiredError extends AppError {
  constructor() {
    super('code_expired', 'This code has expired. Request a new code.', 400, { attemptsLeft: 0 });
  }
}

export class KycCodeVoidedError extends AppError {
  constructor() {
    super('code_voided', 'Too many wrong codes: this code no longer works. Request a new code.', 400, { attemptsLeft: 0 });
  }
}

export class EmailMismatchError extends AppError {
  constructor() {
    const message = 'This is not the email address the code was sent to.';
    super('email_mismatch', message, 400, { fields: { email: message } });
  }
}

export class ResendTooSoonError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('code_resend_too_soon', `You can request a new code in ${retryAfterSeconds} seconds.`, 429, { retryAfterSeconds });
  }
}

/** The address has had its hourly code mails, whoever asked for them. */
export class CodeMailLimitError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      'code_mail_limit',
      `This address has had several codes this hour. You can request a new code in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
      429,
      { retryAfterSeconds },
    );
  }
}

/** The applicant's daily wrong codes are spent: the application waits for a reviewer. */
export class SentToReviewError extends AppError {
  constructor() {
    super(
      'kyc_sent_to_review',
      'Too many wrong codes. Your application has gone to a reviewer: you will hear from us within 24–48 hours.',
      403,
    );
  }
}

export class NotInReviewError extends ConflictError {
  constructor() {
    super('This account has no application waiting for review.', 'not_in_review');
  }
}

export class DemoAccountsMissingError extends NotFoundError {
  constructor() {
    super('The demo accounts are not set up on this server (they are created on first start).', 'demo_not_seeded');
  }
}
