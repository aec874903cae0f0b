export const KYC_CODE_TTL_MS = 10 * 60_000;
/** How many decided applications the reviewers' history shows. */
export const KYC_HISTORY_LIMIT = 200;
export const KYC_CODE_MAX_ATTEMPTS = 5;
/** At most one new code a minute per applicant, whatever is resubmitted. */
export const KYC_RESEND_COOLDOWN_MS = 60_000;
/** Code mails one address receives in an hour, whoever asks. */
export const KYC_CODE_MAILS_PER_ADDRESS_PER_HOUR = 5;
/** Wrong codes one applicant may type in 24 hours, across codes and applications; then a reviewer decides. */
export const KYC_WRONG_CODES_PER_DAY = 10;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
/** An application still "checking" this long after its last write lost its runner (a restart): run it again. */
export const KYC_STALE_CHECKING_MS = 60_000;

export const KYC_MESSAGES = {
  verified: 'Your account has been activated. You can now create campaigns.',
  inReview: 'Your email is confirmed. Some checks need a reviewer: you will hear from us within 24–48 hours.',
  codeSent: 'We sent a new 6-digit code to your official email.',
  approved: 'The account is verified and holds its ticker.',
  rejected: 'The application is rejected; the issuer sees your reason.',
} as const;
