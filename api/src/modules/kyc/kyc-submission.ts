import { UnauthorizedError } from '../../lib/errors';
import { beginVerification, findAccount, lockAccount, membershipOf, verifiedCompanyOf, type Viewer } from '../identity';
import { KycApplication, type KycApplicationStatus } from './kyc-application.entity';
import type { KycCheckRunner } from './kyc-check-runner';
import type { KycContext } from './kyc-context';
import { KYC_CODE_MAX_ATTEMPTS, KYC_STALE_CHECKING_MS } from './kyc.constants';
import { AlreadyVerifiedError, ApplicationInReviewError, CompanyAlreadyVerifiedError } from './kyc.errors';
import type { KycSubmission } from './kyc.schemas';
import { companyOf, lastActivity, reviewOf, type KycStatusView, type KycSubmissionView } from './kyc.views';

const OPEN: KycApplicationStatus[] = ['checking', 'awaiting_email', 'in_review'];

/** What happens when an issuer applies for verification, and the state the KYC screen polls. */
export class KycApplicationFlow {
  constructor(
    private readonly ctx: KycContext,
    private readonly runner: KycCheckRunner,
  ) {}

  /** Records the application (company fields from the market data where it knows the ticker) and starts the checks. */
  async submit(viewer: Viewer, input: KycSubmission): Promise<KycSubmissionView> {
    const listing = await this.ctx.deps.market.company(input.ticker);
    const { application, user } = await this.ctx.em().transactional(async (tx) => {
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
      const now = this.ctx.deps.clock.now();
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
        steps: this.ctx.checks.map((c) => ({ id: c.id, status: 'pending', detail: null, startedAt: null, finishedAt: null })),
        submittedAt: now,
        createdAt: now,
      });
      beginVerification(user, companyOf(application), now);
      return { application, user };
    });
    this.runner.start(application.id);
    return { userData: this.ctx.userData(application, user), verificationSteps: this.ctx.stepViews(application) };
  }

  /** The account's verification state and its latest application, as the KYC screen polls it. */
  async status(viewer: Viewer): Promise<KycStatusView> {
    const em = this.ctx.em();
    const user = await findAccount(em, viewer.userId);
    if (!user) throw new UnauthorizedError();
    const application = await em.findOne(KycApplication, { user, status: { $ne: 'superseded' } }, { orderBy: { createdAt: 'desc' } });
    if (application?.status === 'checking' && !this.runner.isRunning(application.id)) {
      if (this.ctx.deps.clock.now().getTime() - lastActivity(application) > KYC_STALE_CHECKING_MS) this.runner.start(application.id);
    }
    const awaiting = application?.status === 'awaiting_email';
    const window = application && awaiting ? await this.ctx.codeWindow(em, user.id, application.officialEmail) : null;
    return {
      verificationStatus: user.verificationStatus,
      authorizedTicker: user.verificationStatus === 'verified' ? (user.ticker ?? null) : null,
      verifiedAt: user.verifiedAt ?? null,
      applicationStatus: application?.status ?? null,
      submittedAt: application?.submittedAt ?? null,
      userData: application ? this.ctx.userData(application, user) : null,
      verificationSteps: application ? this.ctx.stepViews(application) : [],
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
}
