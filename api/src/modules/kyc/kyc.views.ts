// What the KYC screens and the reviewer queue see, and how an application becomes those views.
import type { AccountCompany, VerificationStatus } from '../identity';
import type { KycApplication, KycApplicationStatus } from './kyc-application.entity';
import type { KycCheckId, KycStepStatus } from './kyc.checks';

export interface KycStepView {
  id: KycCheckId;
  name: string;
  description: string;
  status: KycStepStatus;
  detail: string | null;
  offlineStandIn: boolean;
}

/** The spec's `userData`: what the application says, with the company fields the server trusts. */
export interface KycUserData extends AccountCompany {
  username: string;
  email: string;
  newsUpdate: string | null;
  verificationStatus: VerificationStatus;
  /** True when company, exchange and sector came from the market data rather than the form. */
  listingKnown: boolean;
}

export interface KycSubmissionView {
  userData: KycUserData;
  verificationSteps: KycStepView[];
}

export interface KycCodeView {
  sentTo: string;
  expiresAt: Date | null;
  attemptsLeft: number;
  resendAvailableAt: Date | null;
}

export interface KycReviewView {
  decision: 'approved' | 'rejected';
  reason: string | null;
  decidedAt: Date;
}

export interface KycStatusView {
  verificationStatus: VerificationStatus;
  authorizedTicker: string | null;
  verifiedAt: Date | null;
  applicationStatus: KycApplicationStatus | null;
  submittedAt: Date | null;
  userData: KycUserData | null;
  verificationSteps: KycStepView[];
  code: KycCodeView | null;
  review: KycReviewView | null;
}

export interface KycReviewItem extends KycSubmissionView {
  userId: string;
  applicationId: string;
  accountEmail: string;
  submittedAt: Date;
  emailConfirmedAt: Date | null;
}

/** A decided application in the reviewers' history. */
export interface KycDecidedItem {
  userId: string;
  applicationId: string;
  accountEmail: string;
  companyName: string;
  ticker: string;
  exchange: string;
  submittedAt: Date;
  decision: 'approved' | 'rejected';
  reason: string | null;
  decidedAt: Date;
  /** The reviewer's username; null once their account is removed. */
  reviewer: string | null;
}

/** The latest moment the checks wrote something, on the service's clock. */
export function lastActivity(application: KycApplication): number {
  const times = application.steps.flatMap((s) => [s.startedAt, s.finishedAt]).filter((t): t is string => Boolean(t));
  return Math.max(application.submittedAt.getTime(), ...times.map((t) => new Date(t).getTime()));
}

/** The company fields the account takes from its application: while it is pending, and again when verified. */
export function companyOf(application: KycApplication): AccountCompany {
  const { companyName, ticker, exchange, sector, contactName, website, jurisdiction } = application;
  return { companyName, ticker, exchange, sector, contactName, website, jurisdiction };
}

export function reviewOf(application: KycApplication | null): KycReviewView | null {
  if (!application?.reviewedAt) return null;
  if (application.status !== 'verified' && application.status !== 'rejected') return null;
  return {
    decision: application.status === 'verified' ? 'approved' : 'rejected',
    reason: application.reviewReason ?? null,
    decidedAt: application.reviewedAt,
  };
}

/** What the account keeps of its verification (spec: users.aiVerificationData). */
export function verificationRecord(application: KycApplication, now: Date): Record<string, unknown> {
  return {
    applicationId: application.id,
    outcome: application.status,
    recordedAt: now.toISOString(),
    checks: application.steps.map((s) => ({ id: s.id, status: s.status, detail: s.detail })),
  };
}
