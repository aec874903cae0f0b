import { z } from 'zod';

/**
 * Identity input schemas with the spec's messages verbatim (section 5). Imports only `zod`: the web
 * app uses this same file for its forms. The API sets zod's default "Required" for missing fields
 * (api/src/lib/zod.ts); the web app sets the same config once at start-up.
 */

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 8;
/** Not in the spec: a ceiling so nobody makes the server hash megabytes. */
export const PASSWORD_MAX = 256;
export const TICKER_MAX = 10;

/** The five password checks, in the order of the signup checklist. */
export const PASSWORD_CHECKS = [
  {
    id: 'length',
    label: 'At least 8 characters',
    message: 'Password must be at least 8 characters',
    test: (p: string) => p.length >= PASSWORD_MIN,
  },
  {
    id: 'uppercase',
    label: 'One uppercase letter',
    message: 'Password must contain at least one uppercase letter',
    test: (p: string) => /[A-Z]/.test(p),
  },
  {
    id: 'lowercase',
    label: 'One lowercase letter',
    message: 'Password must contain at least one lowercase letter',
    test: (p: string) => /[a-z]/.test(p),
  },
  { id: 'number', label: 'One number', message: 'Password must contain at least one number', test: (p: string) => /[0-9]/.test(p) },
  {
    id: 'special',
    label: 'One special character',
    message: 'Password must contain at least one special character',
    test: (p: string) => /[^A-Za-z0-9]/.test(p),
  },
] as const;

export type PasswordCheckId = (typeof PASSWORD_CHECKS)[number]['id'];
export type PasswordStrengthLabel = 'Weak' | 'Medium' | 'Strong';

export interface PasswordStrength {
  /** 0-100: 20 per passed check. */
  score: number;
  label: PasswordStrengthLabel;
  checks: Record<PasswordCheckId, boolean>;
}

/** Spec section 5: passed checks x 20; under 40 Weak, under 70 Medium, else Strong. UI guidance only. */
export function passwordStrength(password: string): PasswordStrength {
  const checks = Object.fromEntries(PASSWORD_CHECKS.map((c) => [c.id, c.test(password)])) as Record<PasswordCheckId, boolean>;
  const score = Object.values(checks).filter(Boolean).length * 20;
  const label: PasswordStrengthLabel = score < 40 ? 'Weak' : score < 70 ? 'Medium' : 'Strong';
  return { score, label, checks };
}

/**
 * A new password must pass all five checks: the spec lists each as a validation message, so the
 * server enforces every one (a 4-of-5 "Strong" meter lets the button enable, the schema still says which rule fails).
 */
export const newPasswordSchema = PASSWORD_CHECKS.reduce(
  (schema, check) => schema.refine(check.test, { message: check.message, abort: false }),
  z.string().max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
);

export const usernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN, 'Username must be at least 3 characters')
  .max(USERNAME_MAX, 'Username must be less than 30 characters')
  .regex(/^[A-Za-z0-9_-]*$/, 'Username can only contain letters, numbers, hyphens, and underscores');

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(255, 'Please enter a valid email address')
  .pipe(z.email({ error: 'Please enter a valid email address' }));

/** The company fields an issuer gives at signup and again in the KYC form (same spec messages in both). */
export const companyNameSchema = z.string().trim().min(2, 'Company name is required').max(255, 'Company name is too long');
export const tickerSchema = z.string().trim().toUpperCase().min(1, 'Ticker symbol is required').max(TICKER_MAX, 'Ticker too long');
export const contactNameSchema = z.string().trim().min(2, 'Contact name is required').max(255, 'Contact name is too long');

/** The two fields must match; checked even while other fields are still invalid, so the form shows it at once. */
function passwordsMatch<T extends { password: string; confirmPassword: string }>(schema: z.ZodType<T>) {
  return schema.refine((data) => data.password === data.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
      return typeof value?.password === 'string' && typeof value?.confirmPassword === 'string';
    },
  });
}

export const signupSchema = passwordsMatch(
  z.object({
    username: usernameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string(),
    companyName: companyNameSchema,
    ticker: tickerSchema,
    contactName: contactNameSchema,
  }),
);
export type SignupInput = z.infer<typeof signupSchema>;

export const loginSchema = z.object({
  username: z.string().trim().min(1, 'Username is required').max(255, 'Invalid username or password.'),
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX, 'Invalid username or password.'),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** An authenticator code: non-digits stripped, exactly 6 digits left. */
export const totpCodeSchema = z
  .string()
  .transform((v) => v.replace(/\D/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Please enter a 6-digit code'));

/** At the sign-in step and when re-confirming: an authenticator code or a backup code (`abcd-efgh`). */
export const verificationCodeSchema = z.string().trim().min(1, 'Please enter a 6-digit code').max(32, 'Invalid verification code');

export const verifyTwoFactorSchema = z.object({
  tempToken: z
    .string()
    .min(1, 'Your sign-in has expired. Please sign in again.')
    .max(128, 'Your sign-in has expired. Please sign in again.'),
  token: verificationCodeSchema,
});
export type VerifyTwoFactorInput = z.infer<typeof verifyTwoFactorSchema>;

export const enableTwoFactorSchema = z.object({ token: totpCodeSchema });
export const confirmCodeSchema = z.object({ token: verificationCodeSchema });

export const changePasswordSchema = passwordsMatch(
  z.object({
    currentPassword: z.string().min(1, 'Password is required').max(PASSWORD_MAX, 'Your current password is incorrect.'),
    password: newPasswordSchema,
    confirmPassword: z.string(),
  }),
);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });

/** The username typed at sign-in, whose owner the ceiling keeps out. */
export const requestSignInLinkSchema = z.object({ username: loginSchema.shape.username });

const INVALID_LINK = 'This sign-in link is invalid, used or expired.';
export const signInWithLinkSchema = z.object({ token: z.string().min(1, INVALID_LINK).max(128, INVALID_LINK) });

export const resetPasswordSchema = passwordsMatch(
  z.object({
    token: z.string().min(1, 'This reset link is invalid or has expired.').max(128, 'This reset link is invalid or has expired.'),
    password: newPasswordSchema,
    confirmPassword: z.string(),
  }),
);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** How a person gave their second factor. */
export const TWO_FACTOR_METHODS = ['totp', 'backup_code'] as const;

/** A member's role in their organization (what each may do: access.ts). */
export const MEMBER_ROLES = ['owner', 'editor', 'approver', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/**
 * What a partner token may do (an owner grants some of these when creating it). `read` reads the
 * organization's data; `content:write` writes campaigns and articles and asks for approval; `publish`
 * and `distribute` release (approvals still apply); `webhooks` manages webhook endpoints.
 */
export const TOKEN_SCOPES = ['read', 'content:write', 'publish', 'distribute', 'webhooks'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

const profileText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long (at most ${max} characters)`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** The company profile a release draws on: the dateline's head office, the "About" boilerplate, the media contact. */
export const companyProfileSchema = z.object({
  headOfficeCity: profileText(100, 'City'),
  headOfficeRegion: profileText(100, 'State or region'),
  headOfficeCountry: profileText(100, 'Country'),
  boilerplate: profileText(2_000, 'About the company'),
  mediaContact: profileText(1_000, 'Media contact'),
});
