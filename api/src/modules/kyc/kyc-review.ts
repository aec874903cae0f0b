import { LockMode, type EntityManager } from '@mikro-orm/core';
import { lockAccount, rejectVerification, User, type Viewer } from '../identity';
import { KycApplication } from './kyc-application.entity';
import type { KycContext } from './kyc-context';
import { KYC_HISTORY_LIMIT } from './kyc.constants';
import { NotInReviewError } from './kyc.errors';
import { kycDecisionMail } from './kyc.mails';
import { reviewOf, verificationRecord, type KycDecidedItem, type KycReviewItem } from './kyc.views';

/** The reviewers' side: the queue, the history, and the decision (mailed to the applicant). */
export class KycReview {
  constructor(private readonly ctx: KycContext) {}

  /** Applications waiting for a reviewer, oldest first. */
  async listReviews(): Promise<KycReviewItem[]> {
    const applications = await this.ctx
      .em()
      .find(KycApplication, { status: 'in_review' }, { populate: ['user'], orderBy: { submittedAt: 'asc' } });
    return applications.map((application) => ({
      userId: application.user.id,
      applicationId: application.id,
      accountEmail: application.user.email,
      submittedAt: application.submittedAt,
      emailConfirmedAt: application.emailConfirmedAt ?? null,
      userData: this.ctx.userData(application, application.user),
      verificationSteps: this.ctx.stepViews(application),
    }));
  }

  /** Decided applications, newest decision first: the reviewers' history (the queue keeps only what waits). */
  async listDecided(limit = KYC_HISTORY_LIMIT): Promise<KycDecidedItem[]> {
    const applications = await this.ctx
      .em()
      .find(
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
      await this.ctx.grant(tx, user, application, now);
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

  private async decide(
    reviewer: Viewer,
    userId: string,
    apply: (tx: EntityManager, user: User, application: KycApplication, now: Date) => Promise<void>,
  ): Promise<void> {
    const decided = await this.ctx.em().transactional(async (tx) => {
      const user = await lockAccount(tx, userId);
      const application = user
        ? await tx.findOne(KycApplication, { user, status: 'in_review' }, { lockMode: LockMode.PESSIMISTIC_WRITE })
        : null;
      if (!user || !application) throw new NotInReviewError();
      const now = this.ctx.deps.clock.now();
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
        appUrl: this.ctx.deps.config.publicUrl,
      });
    });
    // The decision stands whether or not the mail goes out: the applicant also sees it on the KYC page.
    try {
      await this.ctx.deps.mailer.send(decided);
    } catch (error) {
      this.ctx.deps.logger.error({ err: error, userId }, 'the KYC decision mail could not be sent');
    }
  }
}
