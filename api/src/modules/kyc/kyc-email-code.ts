import { randomInt } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { safeEqual } from '../../lib/crypto';
import { AppError, UnauthorizedError } from '../../lib/errors';
import { lockAccount, sendToReview, setVerificationCode, voidCode, type VerificationStatus, type Viewer } from '../identity';
import { KycApplication } from './kyc-application.entity';
import { KycCodeEvent } from './kyc-code-event.entity';
import type { KycContext } from './kyc-context';
import {
  DAY_MS,
  KYC_CODE_MAILS_PER_ADDRESS_PER_HOUR,
  KYC_CODE_MAX_ATTEMPTS,
  KYC_CODE_TTL_MS,
  KYC_MESSAGES,
  KYC_WRONG_CODES_PER_DAY,
} from './kyc.constants';
import {
  CodeMailLimitError,
  EmailMismatchError,
  InvalidKycCodeError,
  KycCodeExpiredError,
  KycCodeVoidedError,
  NoPendingCodeError,
  ResendTooSoonError,
  SentToReviewError,
} from './kyc.errors';
import { kycCodeMail } from './kyc.mails';
import type { KycVerifyEmailInput } from './kyc.schemas';
import { verificationRecord } from './kyc.views';

type CodeOutcome =
  { kind: 'ok'; status: VerificationStatus } | { kind: 'wrong'; attemptsLeft: number } | { kind: 'voided' } | { kind: 'review' };

/** The emailed code that proves control of the official address: mailed (within its limits), confirmed, resent. */
export class KycEmailCode {
  constructor(private readonly ctx: KycContext) {}

  /**
   * Confirms the emailed code. All checks passed: verified, the ticker authorized. Any failed: in
   * review. A wrong code counts (committed before the error): the fifth voids the code, and the
   * applicant's tenth in 24 hours (across codes and applications) sends the application to a reviewer.
   */
  async verifyEmail(viewer: Viewer, input: KycVerifyEmailInput): Promise<{ verificationStatus: VerificationStatus; message: string }> {
    const outcome = await this.ctx.em().transactional(async (tx): Promise<CodeOutcome> => {
      const user = await lockAccount(tx, viewer.userId);
      if (!user) throw new UnauthorizedError();
      const application = await tx.findOne(KycApplication, { user, status: 'awaiting_email' }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!application) throw new NoPendingCodeError();
      if (input.email !== application.officialEmail) throw new EmailMismatchError();
      if (!user.verificationCode || application.codeAttempts >= KYC_CODE_MAX_ATTEMPTS) throw new KycCodeVoidedError();
      const now = this.ctx.deps.clock.now();
      if (!user.verificationExpiry || user.verificationExpiry.getTime() <= now.getTime()) throw new KycCodeExpiredError();

      if (!safeEqual(this.ctx.codeHash(application.id, input.verificationCode), user.verificationCode)) {
        application.codeAttempts += 1;
        const wrongBefore = await tx.count(KycCodeEvent, { user, kind: 'wrong', at: { $gt: new Date(now.getTime() - DAY_MS) } });
        tx.create(KycCodeEvent, { user, kind: 'wrong', addressKey: this.ctx.addressHash(application.officialEmail), at: now });
        if (wrongBefore + 1 >= KYC_WRONG_CODES_PER_DAY) {
          const detail = `${KYC_WRONG_CODES_PER_DAY} wrong codes in 24 hours: a reviewer will confirm your email address with you.`;
          this.ctx.setStep(application, 'email_control', 'failed', detail, now);
          application.status = 'in_review';
          sendToReview(user, verificationRecord(application, now));
          return { kind: 'review' };
        }
        const attemptsLeft = KYC_CODE_MAX_ATTEMPTS - application.codeAttempts;
        if (attemptsLeft > 0) return { kind: 'wrong', attemptsLeft };
        voidCode(user);
        this.ctx.setStep(
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
      const emailCheck = this.ctx.checks.find((c) => c.awaitsApplicant);
      if (emailCheck) {
        const result = await emailCheck.run(this.ctx.checkContext(tx, application, user));
        this.ctx.setStep(application, emailCheck.id, result.status, result.detail, now);
      }
      if (application.steps.every((s) => s.status === 'passed')) {
        await this.ctx.grant(tx, user, application, now);
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
    const em = this.ctx.em();
    const application = await em.findOne(KycApplication, { user: viewer.userId, status: 'awaiting_email' });
    if (!application) throw new NoPendingCodeError();
    const issued = await this.issueCode(application.id, 'resend');
    if (!issued) throw new NoPendingCodeError();
    return issued;
  }

  /**
   * Stores a new code's hash on the user and mails the code; `after_checks` only while checking, `resend`
   * only while awaiting it. Within the applicant's minute or over the address's hourly mails, `resend`
   * is refused and `after_checks` waits for the code without one (the screen offers a new code when allowed).
   */
  async issueCode(applicationId: string, mode: 'after_checks' | 'resend'): Promise<{ sentTo: string; expiresAt: Date } | null> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const issued = await this.ctx.em().transactional(async (tx) => {
      const application = await tx.findOne(KycApplication, applicationId, { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['user'] });
      if (!application) return null;
      if (mode === 'after_checks' && application.status !== 'checking') return null;
      if (mode === 'resend' && application.status !== 'awaiting_email') return null;
      // The user row's lock serializes this applicant's code issues (two resubmissions, two tabs).
      const user = await lockAccount(tx, application.user.id);
      if (!user) return null;
      const now = this.ctx.deps.clock.now();
      const window = await this.ctx.codeWindow(tx, user.id, application.officialEmail);
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
        this.ctx.setStep(
          application,
          'email_control',
          'checking',
          `No new code yet: ${why}. Request one when "Send a new code" allows it.`,
          now,
        );
        return null;
      }
      const expiresAt = new Date(now.getTime() + KYC_CODE_TTL_MS);
      setVerificationCode(user, this.ctx.codeHash(application.id, code), expiresAt);
      application.status = 'awaiting_email';
      application.codeAttempts = 0;
      application.codesSent += 1;
      tx.create(KycCodeEvent, { user, kind: 'sent', addressKey: this.ctx.addressHash(application.officialEmail), at: now });
      // Older rows count for nothing; the table stays small without a job.
      await tx.nativeDelete(KycCodeEvent, { at: { $lt: new Date(now.getTime() - DAY_MS) } });
      this.ctx.setStep(application, 'email_control', 'checking', `We sent a 6-digit code to ${application.officialEmail}.`, now);
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
      await this.ctx.deps.mailer.send(
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
      this.ctx.deps.logger.error({ err: error, applicationId }, 'the KYC code mail could not be sent');
      // No cooldown for a code that never arrived: the issuer may ask again at once.
      await this.ctx.em().transactional(async (tx) => {
        const application = await tx.findOne(KycApplication, applicationId, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!application || application.status !== 'awaiting_email') return;
        await tx.nativeDelete(KycCodeEvent, { user: application.user, kind: 'sent', at: issued.sentAt });
        this.ctx.setStep(
          application,
          'email_control',
          'checking',
          `We could not send the code to ${issued.sentTo}. Request a new code.`,
          this.ctx.deps.clock.now(),
        );
      });
      throw mode === 'resend'
        ? new AppError('mail_failed', 'We could not send the code just now. Please try again in a moment.', 502)
        : error;
    }
    return { sentTo: issued.sentTo, expiresAt: issued.expiresAt };
  }
}
