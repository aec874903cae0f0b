import { LockMode, type EntityManager } from '@mikro-orm/core';
import { membershipOf } from './organizations';
import { User } from './user.entity';

// The verification state an account carries (status, the pending code's hash, the company it may act
// for). KYC decides; only these functions change the account, so identity keeps its own row's rules.

/** The company an application names: the account's while pending, its authorized one once verified. */
export interface AccountCompany {
  companyName: string;
  ticker: string;
  exchange: string;
  sector: string;
  contactName: string;
  website: string;
  jurisdiction: string;
}

/** The account locked for a verification change: the lock serializes one applicant's submissions, codes and decisions. */
export function lockAccount(tx: EntityManager, userId: string): Promise<User | null> {
  return tx.findOne(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
}

/** A new application: the requested company while pending (it becomes the authorized ticker only when verified). */
export function beginVerification(user: User, company: AccountCompany, now: Date): void {
  Object.assign(user, { ...company, verificationStatus: 'pending', kycSubmittedAt: now });
  voidCode(user);
}

/** The emailed code's hash and when it stops working. */
export function setVerificationCode(user: User, codeHash: string, expiresAt: Date): void {
  user.verificationCode = codeHash;
  user.verificationExpiry = expiresAt;
}

/** No code works any more (confirmed, voided by wrong tries, or none could be sent). */
export function voidCode(user: User): void {
  user.verificationCode = null;
  user.verificationExpiry = null;
}

/** A reviewer decides; `record` is what the checks found, kept for the reviewer. */
export function sendToReview(user: User, record: Record<string, unknown>): void {
  voidCode(user);
  user.verificationStatus = 'in_review';
  user.aiVerificationData = record;
}

/**
 * Verified: the application's company becomes the account's and its organization's, whose members may
 * then act for its ticker.
 */
export async function grantVerification(
  tx: EntityManager,
  user: User,
  company: AccountCompany,
  record: Record<string, unknown>,
  now: Date,
): Promise<void> {
  Object.assign(user, { ...company, verificationStatus: 'verified', verifiedAt: now });
  voidCode(user);
  user.aiVerificationData = record;
  const membership = await membershipOf(tx, user.id);
  if (membership) {
    const { companyName: name, ticker, exchange, website } = company;
    Object.assign(membership.organization, { name, ticker, exchange, website, verifiedAt: now, updatedAt: now });
  }
}

export function rejectVerification(user: User, record: Record<string, unknown>): void {
  voidCode(user);
  user.verificationStatus = 'rejected';
  user.aiVerificationData = record;
}
