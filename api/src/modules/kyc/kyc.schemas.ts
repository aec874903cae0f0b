import { z } from 'zod';
import { companyNameSchema, contactNameSchema, tickerSchema } from '../identity/identity.schemas';

/**
 * KYC input schemas with the spec's messages verbatim (section 5, KYC form). Imports only `zod` and
 * the identity schemas: the web app validates its form with this same file (through the `@api-schemas` alias).
 */

export const NEWS_UPDATE_MAX = 5000;
export const REVIEW_REASON_MIN = 5;

/** A website with or without its scheme ("acme.com" is https://acme.com); http(s) only. */
export const websiteSchema = z
  .string()
  .trim()
  .max(2048, 'Valid website URL is required')
  .transform((value) => (value && !/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? `https://${value}` : value))
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'Valid website URL is required' }));

/** The official email the KYC code goes to (spec: Valid email is required). */
const officialEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(255, 'Valid email is required')
  .pipe(z.email({ error: 'Valid email is required' }));

export const kycSubmitSchema = z.object({
  companyName: companyNameSchema,
  ticker: tickerSchema,
  exchange: z.string().trim().min(1, 'Exchange selection is required').max(50, 'Exchange selection is required'),
  sector: z.string().trim().min(2, 'Sector is required').max(100, 'Sector is too long'),
  contactName: contactNameSchema,
  email: officialEmailSchema,
  website: websiteSchema,
  jurisdiction: z.string().trim().min(2, 'Jurisdiction is required').max(100, 'Jurisdiction is too long'),
  newsUpdate: z
    .string()
    .trim()
    .max(NEWS_UPDATE_MAX, `Keep the news update under ${NEWS_UPDATE_MAX} characters`)
    .optional()
    .transform((value) => (value ? value : undefined)),
  consent: z.literal(true, { error: 'You must agree to proceed' }),
});
export type KycSubmission = z.output<typeof kycSubmitSchema>;

/** The emailed code: non-digits removed, exactly 6 digits left (spec: Invalid Code / Please enter a 6-digit verification code). */
export const kycCodeSchema = z
  .string()
  .transform((value) => value.replace(/\D/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Please enter a 6-digit verification code'));

/** Spec shape: `{ email, verificationCode }`. */
export const kycVerifyEmailSchema = z.object({
  email: officialEmailSchema,
  verificationCode: kycCodeSchema,
});
export type KycVerifyEmailInput = z.output<typeof kycVerifyEmailSchema>;

export const kycRejectSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(REVIEW_REASON_MIN, 'Give the issuer a reason (at least 5 characters)')
    .max(2000, 'Keep the reason under 2000 characters'),
});

export const kycApproveSchema = z.object({
  note: z
    .string()
    .trim()
    .max(2000, 'Keep the note under 2000 characters')
    .optional()
    .transform((value) => (value ? value : undefined)),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Spec shape: `{ userId, ticker }` (ticker upper-cased, up to 10 characters). */
export const authorizationTestSchema = z.object({
  userId: z.string().trim().toLowerCase().regex(UUID, 'User ID must be a user id (a UUID)'),
  ticker: tickerSchema,
});
export type AuthorizationTestInput = z.output<typeof authorizationTestSchema>;

export const userIdParam = z.object({ userId: z.string().trim().toLowerCase().regex(UUID, 'Not a user id') });
