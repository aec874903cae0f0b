import type { Viewer } from '../identity';
import { KycCheckRunner } from './kyc-check-runner';
import { KycContext, type KycDeps } from './kyc-context';
import { KycEmailCode } from './kyc-email-code';
import { KycReview } from './kyc-review';
import { KycApplicationFlow } from './kyc-submission';
import { KYC_HISTORY_LIMIT } from './kyc.constants';
import type { KycSubmission, KycVerifyEmailInput } from './kyc.schemas';
import type { KycDecidedItem, KycReviewItem, KycStatusView, KycSubmissionView } from './kyc.views';
import type { VerificationStatus } from '../identity';

export type { KycDeps } from './kyc-context';
export {
  KYC_CODE_MAILS_PER_ADDRESS_PER_HOUR,
  KYC_CODE_MAX_ATTEMPTS,
  KYC_CODE_TTL_MS,
  KYC_HISTORY_LIMIT,
  KYC_MESSAGES,
  KYC_RESEND_COOLDOWN_MS,
  KYC_STALE_CHECKING_MS,
  KYC_WRONG_CODES_PER_DAY,
} from './kyc.constants';

/**
 * Issuer verification: submission, the checks, the emailed code and the reviewer's decision. Each use
 * case has its file: kyc-submission.ts (applying, the polled status), kyc-check-runner.ts (the checks),
 * kyc-email-code.ts (the code), kyc-review.ts (the reviewers) over kyc-context.ts; this class composes them.
 */
export class KycService {
  private readonly code: KycEmailCode;

  private readonly runner: KycCheckRunner;

  private readonly application: KycApplicationFlow;

  private readonly review: KycReview;

  constructor(deps: KycDeps) {
    const ctx = new KycContext(deps);
    this.code = new KycEmailCode(ctx);
    this.runner = new KycCheckRunner(ctx, this.code);
    this.application = new KycApplicationFlow(ctx, this.runner);
    this.review = new KycReview(ctx);
  }

  /** Records the application (company fields from the market data where it knows the ticker) and starts the checks. */
  submit(viewer: Viewer, input: KycSubmission): Promise<KycSubmissionView> {
    return this.application.submit(viewer, input);
  }

  /** The account's verification state and its latest application, as the KYC screen polls it. */
  status(viewer: Viewer): Promise<KycStatusView> {
    return this.application.status(viewer);
  }

  /** Confirms the emailed code (kyc-email-code.ts): verified, in review, or a counted wrong code. */
  verifyEmail(viewer: Viewer, input: KycVerifyEmailInput): Promise<{ verificationStatus: VerificationStatus; message: string }> {
    return this.code.verifyEmail(viewer, input);
  }

  /** A fresh code (the old one stops working): at most one a minute per applicant, a handful an hour per address. */
  resendCode(viewer: Viewer): Promise<{ sentTo: string; expiresAt: Date }> {
    return this.code.resendCode(viewer);
  }

  /** Applications waiting for a reviewer, oldest first. */
  listReviews(): Promise<KycReviewItem[]> {
    return this.review.listReviews();
  }

  /** Decided applications, newest decision first: the reviewers' history (the queue keeps only what waits). */
  listDecided(limit = KYC_HISTORY_LIMIT): Promise<KycDecidedItem[]> {
    return this.review.listDecided(limit);
  }

  approve(reviewer: Viewer, userId: string, note?: string): Promise<void> {
    return this.review.approve(reviewer, userId, note);
  }

  reject(reviewer: Viewer, userId: string, reason: string): Promise<void> {
    return this.review.reject(reviewer, userId, reason);
  }

  /** Resolves when every check run and code mail started in the background has finished (tests, shutdown). */
  settled(): Promise<void> {
    return this.runner.settled();
  }
}
