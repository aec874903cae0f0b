import { Entity, Enum, Index, Property, Unique, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity';

export const VERIFICATION_STATUSES = ['pending', 'in_review', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export const ROLES = ['issuer', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const PLANS = ['basic', 'pro', 'agency'] as const;
export type Plan = (typeof PLANS)[number];

/**
 * Spec section 3 "users". Sessions live in their own table (identity issue), so the spec's
 * sessionToken/sessionExpires columns are not kept here; secrets are stored hashed or encrypted.
 * Password-reset tokens live in `password_resets` (one row per link, single use), so
 * passwordResetToken/passwordResetExpiry stay empty.
 */
@Entity({ tableName: 'users' })
// Usernames are unique regardless of case ("Acme" and "acme" are one account); sign-in matches the same way.
@Unique({
  name: 'users_username_lower_unique',
  expression: 'create unique index "users_username_lower_unique" on "users" (lower("username"))',
})
// An address belongs to one account once someone proved they read its mail; until then several accounts
// may name it (sign-up does not say whether an address is taken: see IdentityService.signup).
@Unique({
  name: 'users_verified_email_unique',
  expression: 'create unique index "users_verified_email_unique" on "users" ("email") where "email_verified_at" is not null',
})
export class User extends BaseEntity {
  @Property({ type: 'string', length: 30 })
  @Unique({ name: 'users_username_unique' })
  username!: string;

  /** argon2id hash, never the password. */
  @Property({ type: 'string', length: 255, hidden: true })
  passwordHash!: string;

  @Property({ type: 'string', length: 255 })
  @Index({ name: 'users_email_index' })
  email!: string;

  /** When the account proved it reads the address's mail (a mailed code); null: not proved. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  emailVerifiedAt?: Date | null;

  /** Hash of the mailed address-confirmation code, never the code. */
  @Property({ type: 'string', length: 64, nullable: true, hidden: true })
  emailCodeHash?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  emailCodeExpiresAt?: Date | null;

  /** Wrong tries of the current code; at the limit it stops working. */
  @Property({ type: 'integer', default: 0 })
  emailCodeAttempts: Opt<number> = 0;

  @Enum({ items: () => ROLES, default: 'issuer' })
  role: Opt<Role> = 'issuer';

  @Property({ type: 'string', length: 255, nullable: true })
  companyName?: string | null;

  /** The authorized ticker once verified; the requested one while pending. */
  @Property({ type: 'string', length: 10, nullable: true })
  @Index({ name: 'users_ticker_index' })
  ticker?: string | null;

  @Property({ type: 'string', length: 50, nullable: true })
  exchange?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  sector?: string | null;

  @Property({ type: 'string', length: 255, nullable: true })
  contactName?: string | null;

  @Property({ type: 'string', length: 2048, nullable: true })
  website?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  jurisdiction?: string | null;

  @Enum({ items: () => VERIFICATION_STATUSES, default: 'pending' })
  verificationStatus: Opt<VerificationStatus> = 'pending';

  /** Hash of the emailed code, never the code. */
  @Property({ type: 'string', length: 255, nullable: true, hidden: true })
  verificationCode?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  verificationExpiry?: Date | null;

  /** Encrypted at rest with the credentials key. */
  @Property({ type: 'text', nullable: true, hidden: true })
  twoFactorSecret?: string | null;

  @Property({ type: 'boolean', default: false })
  twoFactorEnabled: Opt<boolean> = false;

  /** Keyed hashes (HMAC-SHA256) of the unused single-use backup codes. */
  @Property({ type: 'text[]', default: '{}', hidden: true })
  twoFactorBackupCodes: Opt<string[]> = [];

  /** The last TOTP time step accepted: a code of this step or an earlier one is a replay. */
  @Property({ type: 'integer', nullable: true, hidden: true })
  totpLastStep?: number | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastLoginAt?: Date | null;

  @Property({ type: 'integer', default: 0 })
  loginAttempts: Opt<number> = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lockedUntil?: Date | null;

  @Property({ type: 'string', length: 64, nullable: true })
  ipAddress?: string | null;

  @Property({ type: 'string', length: 512, nullable: true })
  userAgent?: string | null;

  @Property({ type: 'string', length: 255, nullable: true, hidden: true })
  passwordResetToken?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  passwordResetExpiry?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  kycSubmittedAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  verifiedAt?: Date | null;

  @Property({ type: 'json', nullable: true })
  aiVerificationData?: Record<string, unknown> | null;
}
