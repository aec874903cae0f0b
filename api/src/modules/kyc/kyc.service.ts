import { randomInt } from 'node:crypto';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import type { Config } from '../../config';
import type { Orm } from '../../db/orm';
import type { Clock } from '../../lib/clock';
import { deriveKey, hmacSha256, safeEqual } from '../../lib/crypto';
import { AppError, UnauthorizedError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../mail/mailer';
import {
  beginVerification,
  findAccount,
  grantVerification,
  membershipOf,
  verifiedCompanyOf,
  verifiedHoldersOf,
  lockAccount,
  rejectVerification,
  sendToReview,
  setVerificationCode,
  User,
  voidCode,
  type VerificationStatus,
  type Viewer,
} from '../identity';
import type { MarketService } from '../market';
import { KycApplication, type KycApplicationStatus, type KycStepRecord } from './kyc-application.entity';
import { KYC_CHECKS, type KycCheck, type KycCheckContext, type KycCheckId, type KycStepStatus } from './kyc.checks';
import {
  companyOf,
  lastActivity,
  reviewOf,
  verificationRecord,
  type KycDecidedItem,
  type KycReviewItem,
  type KycStatusView,
  type KycStepView,
  type KycSubmissionView,
  type KycUserData,
} from './kyc.views';
import {
  AlreadyVerifiedError,
  ApplicationInReviewError,
  CompanyAlreadyVerifiedError,
  EmailMismatchError,
  CodeMailLimitError,
  InvalidKycCodeError,
  KycCodeExpiredError,
  KycCodeVoidedError,
  NoPendingCodeError,
  NotInReviewError,
  ResendTooSoonError,
  SentToReviewError,
} from './kyc.errors';
import { KycCodeEvent } from './kyc-code-event.entity';
import { kycCodeMail, kycDecisionMail } from './kyc.mails';
import type { KycSubmission, KycVerifyEmailInput } from './kyc.schemas';

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
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** An application still "checking" this long after its last write lost its runner (a restart): run it again. */
export const KYC_STALE_CHECKING_MS = 60_000;

export const KYC_MESSAGES = {
  verified: 'Your account has been activated. You can now create campaigns.',
  inReview: 'Your email is confirmed. Some checks need a reviewer: you will hear from us within 24–48 hours.',
  codeSent: 'We sent a new 6-digit code to your official email.',
  approved: 'The account is verified and holds its ticker.',
  rejected: 'The application is rejected; the issuer sees your reason.',
} as const;

const OPEN: KycApplicationStatus[] = ['checking', 'awaiting_email', 'in_review'];

export interface KycDeps {
  orm: Orm;
  config: Config;
  clock: Clock;
  logger: Logger;
  mailer: Mailer;
  market: MarketService;
  /** The checks, in order; a real provider's implementations replace the offline ones here. */
  checks?: readonly KycCheck[];
}

type CodeOutcome =
  { kind: 'ok'; status: VerificationStatus } | { kind: 'wrong'; attemptsLeft: number } | { kind: 'voided' } | { kind: 'review' };

/** When the next code may be mailed, and which limit holds it back. */
interface CodeWindow {
  availableAt: Date | null;
  limit: 'applicant' | 'address' | null;
}

/** Issuer verification: submission, the checks, the emailed code and the reviewer's decision. */
export class KycService {
  private readonly checks: readonly KycCheck[];
  private readonly codeKey: Buffer;
  private readonly addressKey: Buffer;
  private readonly running = new Map<string, Promise<void>>();

  constructor(private readonly deps: KycDeps) {
    this.checks = deps.checks ?? KYC_CHECKS;
    this.codeKey = deriveKey(deps.config.credentialsKey, 'kyc-email-code');
    this.addressKey = deriveKey(deps.config.credentialsKey, 'kyc-code-address');
  }

  /** Records the application (company fields from the market data where it knows the ticker) and starts the checks. */
  async submit(viewer: Viewer, input: KycSubmission): Promise<KycSubmissionView> {
    const listing = await this.deps.market.company(input.ticker);
    const { application, user } = await this.em().transactional(async (tx) => {
      const user = await lockAccount(tx, viewer.userId);
      if (!user) throw new UnauthorizedError();
      if (user.verificationStatus === 'verified') throw new AlreadyVerifiedError(user.ticker ?? null);
      // KYC once per company: a member of a verified one, or a second person of one, is not verified again.
      const membership = await membershipOf(tx, user.id);
      if (membership?.organization.verifiedAt) throw new AlreadyVerifiedError(membership.organization.ticker ?? null);
      const ticker = listing?.ticker ?? input.ticker;
      // (The fictional DEMO listing is the sample account's and cannot be claimed: its own check says so.)
      const company = listing?.isDemo ? null : await verifiedCompanyOf(tx, ticker, membership?.organization.id);
      if (company)
        throw new CompanyAlreadyVerifiedError(company.name ?? listing?.companyName ?? input.companyName, ticker, company.ownerEmails);
      const open = await tx.find(KycApplication, { user, status: { $in: OPEN } });
      if (open.some((a) => a.status === 'in_review')) throw new ApplicationInReviewError();
      for (const previous of open) previous.status = 'superseded';
      const now = this.deps.clock.now();
      const application = tx.create(KycApplication, {
        user,
        status: 'checking',
        companyName: listing?.companyName ?? input.companyName,
        ticker: listing?.ticker ?? input.ticker,
        exchange: listing?.exchange ?? input.exchange,
        sector: listing?.sector ?? input.sector,
        listingKnown: Boolean(listing),
        submitted: { companyName: input.companyName, exchange: input.exchange, sector: input.sector },
        contactName: input.contactName,
        officialEmail: input.email,
        website: input.website,
        jurisdiction: input.jurisdiction,
        newsUpdate: input.newsUpdate ?? null,
        steps: this.checks.map((c) => ({ id: c.id, status: 'pending', detail: null, startedAt: null, finishedAt: null })),
        submittedAt: now,
        createdAt: now,
      });
      beginVerification(user, companyOf(application), now);
      return { application, user };
    });
    this.startChecks(application.id);
    return { userData: this.userData(application, user), verificationSteps: this.stepViews(application) };
  }

  /** The account's verification state and its latest application, as the KYC screen polls it. */
  async status(viewer: Viewer): Promise<KycStatusView> {
    const em = this.em();
    const user = await findAccount(em, viewer.userId);
    if (!user) throw new UnauthorizedError();
    const application = await em.findOne(KycApplication, { user, status: { $ne: 'superseded' } }, { orderBy: { createdAt: 'desc' } });
    if (application?.status === 'checking' && !this.running.has(application.id)) {
      if (this.deps.clock.now().getTime() - lastActivity(application) > KYC_STALE_CHECKING_MS) this.startChecks(application.id);
    }
    const awaiting = application?.status === 'awaiting_email';
    const window = application && awaiting ? await this.codeWindow(em, user.id, application.officialEmail) : null;
    return {
      verificationStatus: user.verificationStatus,
      authorizedTicker: user.verificationStatus === 'verified' ? (user.ticker ?? null) : null,
      verifiedAt: user.verifiedAt ?? null,
      applicationStatus: application?.status ?? null,
      submittedAt: application?.submittedAt ?? null,
      userData: application ? this.userData(application, user) : null,
      verificationSteps: application ? this.stepViews(application) : [],
      code:
        application && awaiting
          ? {
              sentTo: application.officialEmail,
              expiresAt: user.verificationCode ? (user.verificationExpiry ?? null) : null,
              attemptsLeft: user.verificationCode ? Math.max(0, KYC_CODE_MAX_ATTEMPTS - application.codeAttempts) : 0,
              resendAvailableAt: window?.availableAt ?? null,
            }
          : null,
      review: reviewOf(application),
    };
  }

  /**
   * Confirms the emailed code. All checks passed: verified, the ticker authorized. Any failed: in
   * review. A wrong code counts (committed before the error): the fifth voids the code, and the
   * applicant's tenth in 24 hours (across codes and applications) sends the application to a reviewer.
   */
  async verifyEmail(viewer: Viewer, input: KycVerifyEmailInput): Promise<{ verificationStatus: VerificationStatus; message: string }> {
    const outcome = await this.em().transactional(async (tx): Promise<CodeOutcome> => {
      const user = await lockAccount(tx, viewer.userId);
      if (!user) throw new UnauthorizedError();
      const application = await tx.findOne(KycApplication, { user, status: 'awaiting_email' }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!application) throw new NoPendingCodeError();
      if (input.email !== application.officialEmail) throw new EmailMismatchError();
      if (!user.verificationCode || application.codeAttempts >= KYC_CODE_MAX_ATTEMPTS) throw new KycCodeVoidedError();
      const now = this.deps.clock.now();
      if (!user.verificationExpiry || user.verificationExpiry.getTime() <= now.getTime()) throw new KycCodeExpiredError();

      if (!safeEqual(this.codeHash(application.id, input.verificationCode), user.verificationCode)) {
        application.codeAttempts += 1;
        const wrongBefore = await tx.count(KycCodeEvent, { user, kind: 'wrong', at: { $gt: new Date(now.getTime() - DAY_MS) } });
        tx.create(KycCodeEvent, { user, kind: 'wrong', addressKey: this.addressHash(application.officialEmail), at: now });
        if (wrongBefore + 1 >= KYC_WRONG_CODES_PER_DAY) {
          const detail = `${KYC_WRONG_CODES_PER_DAY} wrong codes in 24 hours: a reviewer will confirm your email address with you.`;
          this.setStep(application, 'email_control', 'failed', detail, now);
          application.status = 'in_review';
          sendToReview(user, verificationRecord(application, now));
          return { kind: 'review' };
        }
        const attemptsLeft = KYC_CODE_MAX_ATTEMPTS - application.codeAttempts;
        if (attemptsLeft > 0) return { kind: 'wrong', attemptsLeft };
        voidCode(user);
        this.setStep(
          application,
          'email_control',
          'failed',
          `${KYC_CODE_MAX_ATTEMPTS} wrong codes: this code no longer works. Request a new one.`,
          now,
        );
        return { kind: 'voided' };
      }

      voidCode(user);
      application.emailConfirmedAt = now;
      const emailCheck = this.checks.find((c) => c.awaitsApplicant);
      if (emailCheck) {
        const result = await emailCheck.run(this.checkContext(tx, application, user));
        this.setStep(application, emailCheck.id, result.status, result.detail, now);
      }
      if (application.steps.every((s) => s.status === 'passed')) {
        await this.grant(tx, user, application, now);
      } else {
        application.status = 'in_review';
        sendToReview(user, verificationRecord(application, now));
      }
      return { kind: 'ok', status: user.verificationStatus };
    });
    if (outcome.kind === 'wrong') throw new InvalidKycCodeError(outcome.attemptsLeft);
    if (outcome.kind === 'voided') throw new KycCodeVoidedError();
    if (outcome.kind === 'review') throw new SentToReviewError();
    return { verificationStatus: outcome.status, message: outcome.status === 'verified' ? KYC_MESSAGES.verified : KYC_MESSAGES.inReview };
  }

  /** A fresh code (the old one stops working): at most one a minute per applicant, a handful an hour per address. */
  async resendCode(viewer: Viewer): Promise<{ sentTo: string; expiresAt: Date }> {
    const em = this.em();
    const application = await em.findOne(KycApplication, { user: viewer.userId, status: 'awaiting_email' });
    if (!application) throw new NoPendingCodeError();
    const issued = await this.issueCode(application.id, 'resend');
    if (!issued) throw new NoPendingCodeError();
    return issued;
  }

  /** Applications waiting for a reviewer, oldest first. */
  async listReviews(): Promise<KycReviewItem[]> {
    const applications = await this.em().find(
      KycApplication,
      { status: 'in_review' },
      { populate: ['user'], orderBy: { submittedAt: 'asc' } },
    );
    return applications.map((application) => ({
      userId: application.user.id,
      applicationId: application.id,
      accountEmail: application.user.email,
      submittedAt: application.submittedAt,
      emailConfirmedAt: application.emailConfirmedAt ?? null,
      userData: this.userData(application, application.user),
      verificationSteps: this.stepViews(application),
    }));
  }

  /** Decided applications, newest decision first: the reviewers' history (the queue keeps only what waits). */
  async listDecided(limit = KYC_HISTORY_LIMIT): Promise<KycDecidedItem[]> {
    const applications = await this.em().find(
      KycApplication,
      { status: { $in: ['verified', 'rejected'] }, reviewedAt: { $ne: null } },
      { populate: ['user', 'reviewedBy'], orderBy: { reviewedAt: 'desc' }, limit },
    );
    return applications.flatMap((application) => {
      const review = reviewOf(application);
      if (!review) return [];
      return [
        {
          userId: application.user.id,
          applicationId: application.id,
          accountEmail: application.user.email,
          companyName: application.companyName,
          ticker: application.ticker,
          exchange: application.exchange,
          submittedAt: application.submittedAt,
          decision: review.decision,
          reason: review.reason,
          decidedAt: review.decidedAt,
          reviewer: application.reviewedBy?.username ?? null,
        },
      ];
    });
  }

  async approve(reviewer: Viewer, userId: string, note?: string): Promise<void> {
    await this.decide(reviewer, userId, async (tx, user, application, now) => {
      await this.grant(tx, user, application, now);
      application.reviewReason = note ?? null;
    });
  }

  async reject(reviewer: Viewer, userId: string, reason: string): Promise<void> {
    await this.decide(reviewer, userId, async (_tx, user, application, now) => {
      application.status = 'rejected';
      application.decidedAt = now;
      application.reviewReason = reason;
      rejectVerification(user, verificationRecord(application, now));
    });
  }

  /** Resolves when every check run and code mail started in the background has finished (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running.values()]);
  }

  // --- plumbing ---

  private em(): EntityManager {
    return this.deps.orm.em.fork();
  }

  private async decide(
    reviewer: Viewer,
    userId: string,
    apply: (tx: EntityManager, user: User, application: KycApplication, now: Date) => Promise<void>,
  ): Promise<void> {
    const decided = await this.em().transactional(async (tx) => {
      const user = await lockAccount(tx, userId);
      const application = user
        ? await tx.findOne(KycApplication, { user, status: 'in_review' }, { lockMode: LockMode.PESSIMISTIC_WRITE })
        : null;
      if (!user || !application) throw new NotInReviewError();
      const now = this.deps.clock.now();
      await apply(tx, user, application, now);
      application.reviewedBy = tx.getReference(User, reviewer.userId);
      application.reviewedAt = now;
      return kycDecisionMail({
        to: user.email,
        username: user.username,
        companyName: application.companyName,
        ticker: application.ticker,
        decision: application.status === 'verified' ? 'approved' : 'rejected',
        reason: application.reviewReason ?? null,
        appUrl: this.deps.config.publicUrl,
      });
    });
    // The decision stands whether or not the mail goes out: the applicant also sees it on the KYC page.
    try {
      await this.deps.mailer.send(decided);
    } catch (error) {
      this.deps.logger.error({ err: error, userId }, 'the KYC decision mail could not be sent');
    }
  }

  /** Verified: the application's ticker becomes the account's authorized ticker. */
  private async grant(tx: EntityManager, user: User, application: KycApplication, now: Date): Promise<void> {
    application.status = 'verified';
    application.decidedAt = now;
    await grantVerification(tx, user, companyOf(application), verificationRecord(application, now), now);
  }

  private startChecks(applicationId: string): void {
    if (this.running.has(applicationId)) return;
    const run: Promise<void> = this.runChecks(applicationId)
      .catch((error: unknown) => this.deps.logger.error({ err: error, applicationId }, 'KYC checks failed to run'))
      .finally(() => this.running.delete(applicationId));
    this.running.set(applicationId, run);
  }

  /** Each automated check in order, its status written before and after it runs; then the email code. */
  private async runChecks(applicationId: string): Promise<void> {
    for (const check of this.checks) {
      if (check.awaitsApplicant) continue;
      const started = await this.recordStep(applicationId, check.id, 'checking', null);
      if (!started) return;
      const em = this.em();
      const application = await em.findOneOrFail(KycApplication, applicationId, { populate: ['user'] });
      let result;
      try {
        result = await check.run(this.checkContext(em, application, application.user));
      } catch (error) {
        this.deps.logger.error({ err: error, applicationId, check: check.id }, 'a KYC check threw');
        result = { status: 'failed' as const, detail: 'The check could not run; a reviewer will do it by hand.' };
      }
      if (!(await this.recordStep(applicationId, check.id, result.status, result.detail))) return;
    }
    await this.issueCode(applicationId, 'after_checks');
  }

  /** Writes one step's status while the application is still being checked; false once it moved on (resubmitted). */
  private recordStep(applicationId: string, id: KycCheckId, status: KycStepStatus, detail: string | null): Promise<boolean> {
    return this.em().transactional(async (tx) => {
      const application = await tx.findOne(KycApplication, applicationId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!application || application.status !== 'checking') return false;
      this.setStep(application, id, status, detail, this.deps.clock.now());
      return true;
    });
  }

  private setStep(application: KycApplication, id: KycCheckId, status: KycStepStatus, detail: string | null, now: Date): void {
    const at = now.toISOString();
    const finished = status === 'passed' || status === 'failed';
    const record = (previous?: KycStepRecord): KycStepRecord => ({
      id,
      status,
      detail,
      startedAt: status === 'checking' ? at : (previous?.startedAt ?? at),
      finishedAt: finished ? at : null,
    });
    // A check added after the application was recorded gets its row the first time it reports.
    application.steps = application.steps.some((s) => s.id === id)
      ? application.steps.map((step) => (step.id === id ? record(step) : step))
      : [...application.steps, record()];
  }

  /**
   * Stores a new code's hash on the user and mails the code; `after_checks` only while checking, `resend`
   * only while awaiting it. Within the applicant's minute or over the address's hourly mails, `resend`
   * is refused and `after_checks` waits for the code without one (the screen offers a new code when allowed).
   */
  private async issueCode(applicationId: string, mode: 'after_checks' | 'resend'): Promise<{ sentTo: string; expiresAt: Date } | null> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const issued = await this.em().transactional(async (tx) => {
      const application = await tx.findOne(KycApplication, applicationId, { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['user'] });
      if (!application) return null;
      if (mode === 'after_checks' && application.status !== 'checking') return null;
      if (mode === 'resend' && application.status !== 'awaiting_email') return null;
      // The user row's lock serializes this applicant's code issues (two resubmissions, two tabs).
      const user = await lockAccount(tx, application.user.id);
      if (!user) return null;
      const now = this.deps.clock.now();
      const window = await this.codeWindow(tx, user.id, application.officialEmail);
      if (window.availableAt && window.availableAt.getTime() > now.getTime()) {
        const seconds = Math.ceil((window.availableAt.getTime() - now.getTime()) / 1000);
        if (mode === 'resend') throw window.limit === 'address' ? new CodeMailLimitError(seconds) : new ResendTooSoonError(seconds);
        voidCode(user);
        application.status = 'awaiting_email';
        const why =
          window.limit === 'address'
            ? `${application.officialEmail} has had ${KYC_CODE_MAILS_PER_ADDRESS_PER_HOUR} codes this hour`
            : 'a code was sent less than a minute ago';
        // No countdown in the text: the screen counts down to resendAvailableAt live.
        this.setStep(
          application,
          'email_control',
          'checking',
          `No new code yet: ${why}. Request one when "Send a new code" allows it.`,
          now,
        );
        return null;
      }
      const expiresAt = new Date(now.getTime() + KYC_CODE_TTL_MS);
      setVerificationCode(user, this.codeHash(application.id, code), expiresAt);
      application.status = 'awaiting_email';
      application.codeAttempts = 0;
      application.codesSent += 1;
      tx.create(KycCodeEvent, { user, kind: 'sent', addressKey: this.addressHash(application.officialEmail), at: now });
      // Older rows count for nothing; the table stays small without a job.
      await tx.nativeDelete(KycCodeEvent, { at: { $lt: new Date(now.getTime() - DAY_MS) } });
      this.setStep(application, 'email_control', 'checking', `We sent a 6-digit code to ${application.officialEmail}.`, now);
      return {
        sentTo: application.officialEmail,
        expiresAt,
        username: user.username,
        ticker: application.ticker,
        companyName: application.companyName,
        sentAt: now,
      };
    });
    if (!issued) return null;
    try {
      await this.deps.mailer.send(
        kycCodeMail({
          to: issued.sentTo,
          username: issued.username,
          code,
          ticker: issued.ticker,
          companyName: issued.companyName,
          ttlMinutes: KYC_CODE_TTL_MS / 60_000,
        }),
      );
    } catch (error) {
      this.deps.logger.error({ err: error, applicationId }, 'the KYC code mail could not be sent');
      // No cooldown for a code that never arrived: the issuer may ask again at once.
      await this.em().transactional(async (tx) => {
        const application = await tx.findOne(KycApplication, applicationId, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!application || application.status !== 'awaiting_email') return;
        await tx.nativeDelete(KycCodeEvent, { user: application.user, kind: 'sent', at: issued.sentAt });
        this.setStep(
          application,
          'email_control',
          'checking',
          `We could not send the code to ${issued.sentTo}. Request a new code.`,
          this.deps.clock.now(),
        );
      });
      throw mode === 'resend'
        ? new AppError('mail_failed', 'We could not send the code just now. Please try again in a moment.', 502)
        : error;
    }
    return { sentTo: issued.sentTo, expiresAt: issued.expiresAt };
  }

  /** The applicant's minute since their last code, and the address's hourly mails, whichever ends later. */
  private async codeWindow(em: EntityManager, userId: string, address: string): Promise<CodeWindow> {
    const now = this.deps.clock.now().getTime();
    const [last] = await em.find(KycCodeEvent, { user: userId, kind: 'sent' }, { orderBy: { at: 'desc' }, limit: 1 });
    const sentToAddress = await em.find(
      KycCodeEvent,
      { addressKey: this.addressHash(address), kind: 'sent', at: { $gt: new Date(now - HOUR_MS) } },
      { orderBy: { at: 'desc' }, limit: KYC_CODE_MAILS_PER_ADDRESS_PER_HOUR },
    );
    const applicantAt = last ? last.at.getTime() + KYC_RESEND_COOLDOWN_MS : 0;
    // The address is free again when the oldest of its last few mails leaves the hour.
    const addressAt =
      sentToAddress.length >= KYC_CODE_MAILS_PER_ADDRESS_PER_HOUR ? sentToAddress[sentToAddress.length - 1].at.getTime() + HOUR_MS : 0;
    if (!applicantAt && !addressAt) return { availableAt: null, limit: null };
    return addressAt > applicantAt
      ? { availableAt: new Date(addressAt), limit: 'address' }
      : { availableAt: new Date(applicantAt), limit: 'applicant' };
  }

  private addressHash(address: string): string {
    return hmacSha256(this.addressKey, address.trim().toLowerCase());
  }

  private codeHash(applicationId: string, code: string): string {
    // Keyed: 10^6 codes are nothing to brute-force from a stolen table, the server key is.
    return hmacSha256(this.codeKey, `${applicationId}:${code}`);
  }

  private checkContext(em: EntityManager, application: KycApplication, user: User): KycCheckContext {
    return {
      subject: {
        userId: user.id,
        ticker: application.ticker,
        companyName: application.companyName,
        exchange: application.exchange,
        officialEmail: application.officialEmail,
        website: application.website,
        submittedCompanyName: application.submitted.companyName,
        submittedExchange: application.submitted.exchange,
      },
      lookupListing: (ticker) => this.deps.market.company(ticker, em),
      verifiedHoldersOf: (ticker, exceptUserId) => verifiedHoldersOf(em, ticker, exceptUserId),
      emailConfirmedAt: application.emailConfirmedAt ?? null,
    };
  }

  private userData(application: KycApplication, user: User): KycUserData {
    return {
      username: user.username,
      email: application.officialEmail,
      ...companyOf(application),
      newsUpdate: application.newsUpdate ?? null,
      verificationStatus: user.verificationStatus,
      listingKnown: application.listingKnown,
    };
  }

  private stepViews(application: KycApplication): KycStepView[] {
    return this.checks.map((check) => {
      const record = application.steps.find((s) => s.id === check.id);
      return {
        id: check.id,
        name: check.name,
        description: check.description,
        status: record?.status ?? 'pending',
        detail: record?.detail ?? null,
        offlineStandIn: check.offlineStandIn,
      };
    });
  }
}
