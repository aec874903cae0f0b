import { Entity, Enum, Index, ManyToOne, Property, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity';
import { User } from '../identity/user.entity';
import type { KycCheckId, KycStepStatus } from './kyc.checks';

export const KYC_APPLICATION_STATUSES = ['checking', 'awaiting_email', 'in_review', 'verified', 'rejected', 'superseded'] as const;
export type KycApplicationStatus = (typeof KYC_APPLICATION_STATUSES)[number];

/** One check's state as the server last recorded it. */
export interface KycStepRecord {
  id: KycCheckId;
  status: KycStepStatus;
  detail: string | null;
  startedAt: string | null;
  finishedAt: string | null;
}

/**
 * One KYC submission and everything that happened to it: the checks' results, the email code's
 * attempts and the reviewer's decision. The user row keeps the outcome (verificationStatus, the
 * authorized ticker, verifiedAt) and the current code's hash and expiry (spec fields).
 */
@Entity({ tableName: 'kyc_applications' })
@Index({ name: 'kyc_applications_user_index', properties: ['user'] })
@Index({ name: 'kyc_applications_status_index', properties: ['status'] })
export class KycApplication extends BaseEntity {
  @ManyToOne({ entity: () => User, deleteRule: 'cascade', fieldName: 'user_id' })
  user!: User;

  @Enum({ items: () => KYC_APPLICATION_STATUSES, default: 'checking' })
  status: Opt<KycApplicationStatus> = 'checking';

  /** From the market data when it knows the ticker; otherwise as submitted. */
  @Property({ type: 'string', length: 255 })
  companyName!: string;

  @Property({ type: 'string', length: 10 })
  ticker!: string;

  @Property({ type: 'string', length: 50 })
  exchange!: string;

  @Property({ type: 'string', length: 100 })
  sector!: string;

  /** What the form sent for the read-only fields, kept for the listing check and the reviewer. */
  @Property({ type: 'json' })
  submitted!: { companyName: string; exchange: string; sector: string };

  /** True when the company fields came from the market data. */
  @Property({ type: 'boolean', default: false })
  listingKnown: Opt<boolean> = false;

  @Property({ type: 'string', length: 255 })
  contactName!: string;

  @Property({ type: 'string', length: 255 })
  officialEmail!: string;

  @Property({ type: 'string', length: 2048 })
  website!: string;

  @Property({ type: 'string', length: 100 })
  jurisdiction!: string;

  @Property({ type: 'text', nullable: true })
  newsUpdate?: string | null;

  @Property({ type: 'json' })
  steps!: KycStepRecord[];

  /** Wrong tries on the current code; the fifth voids it. */
  @Property({ type: 'integer', default: 0 })
  codeAttempts: Opt<number> = 0;

  @Property({ type: 'integer', default: 0 })
  codesSent: Opt<number> = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  emailConfirmedAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  submittedAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  decidedAt?: Date | null;

  /** The reviewer's reason (rejection) or note (approval), shown to the issuer. */
  @Property({ type: 'text', nullable: true })
  reviewReason?: string | null;

  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null', fieldName: 'reviewed_by_id' })
  reviewedBy?: User | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  reviewedAt?: Date | null;
}
