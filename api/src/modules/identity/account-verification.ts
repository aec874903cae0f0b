import { LockMode, type EntityManager } from '@mikro-orm/core';
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

/** Verified: the application's company becomes the account's, its ticker the one it may act for. */
export function grantVerification(user: User, company: AccountCompany, record: Record<string, unknown>, now: Date): void {
  Object.assign(user, { ...company, verificationStatus: 'verified', verifiedAt: now });
  voidCode(user);
  user.aiVerificationData = record;
}

export function rejectVerification(user: User, record: Record<string, unknown>): void {
  voidCode(user);
  user.verificationStatus = 'rejected';
  user.aiVerificationData = record;
}

/** The website KYC verified for the account (the organization's domain), or null while it is not verified. */
export async function verifiedWebsite(em: EntityManager, userId: string): Promise<string | null> {
  const user = await em.findOne(User, { id: userId }, { fields: ['website', 'verificationStatus'] });
  return user?.verificationStatus === 'verified' ? (user.website ?? null) : null;
}
