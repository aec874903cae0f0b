import type { EntityManager } from '@mikro-orm/core';
import type { Config } from '../../config';
import type { Orm } from '../../db/orm';
import type { Clock } from '../../lib/clock';
import { deriveKey, hmacSha256 } from '../../lib/crypto';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../mail/mailer';
import { grantVerification, verifiedHoldersOf, type User } from '../identity';
import type { MarketService } from '../market';
import type { KycApplication, KycStepRecord } from './kyc-application.entity';
import { KycCodeEvent } from './kyc-code-event.entity';
import { KYC_CHECKS, type KycCheck, type KycCheckContext, type KycCheckId, type KycStepStatus } from './kyc.checks';
import { HOUR_MS, KYC_CODE_MAILS_PER_ADDRESS_PER_HOUR, KYC_RESEND_COOLDOWN_MS } from './kyc.constants';
import { companyOf, verificationRecord, type KycStepView, type KycUserData } from './kyc.views';

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

/** When the next code may be mailed, and which limit holds it back. */
interface CodeWindow {
  availableAt: Date | null;
  limit: 'applicant' | 'address' | null;
}

/** What every KYC use case shares: the checks, the keyed hashes, an application's steps and views, the code window, the grant. */
export class KycContext {
  readonly checks: readonly KycCheck[];
  private readonly codeKey: Buffer;
  private readonly addressKey: Buffer;

  constructor(readonly deps: KycDeps) {
    this.checks = deps.checks ?? KYC_CHECKS;
    this.codeKey = deriveKey(deps.config.credentialsKey, 'kyc-email-code');
    this.addressKey = deriveKey(deps.config.credentialsKey, 'kyc-code-address');
  }

  em(): EntityManager {
    return this.deps.orm.em.fork();
  }

  /** Verified: the application's ticker becomes the account's authorized ticker. */
  async grant(tx: EntityManager, user: User, application: KycApplication, now: Date): Promise<void> {
    application.status = 'verified';
    application.decidedAt = now;
    await grantVerification(tx, user, companyOf(application), verificationRecord(application, now), now);
  }

  setStep(application: KycApplication, id: KycCheckId, status: KycStepStatus, detail: string | null, now: Date): void {
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

  /** The applicant's minute since their last code, and the address's hourly mails, whichever ends later. */
  async codeWindow(em: EntityManager, userId: string, address: string): Promise<CodeWindow> {
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

  addressHash(address: string): string {
    return hmacSha256(this.addressKey, address.trim().toLowerCase());
  }

  codeHash(applicationId: string, code: string): string {
    // Keyed: 10^6 codes are nothing to brute-force from a stolen table, the server key is.
    return hmacSha256(this.codeKey, `${applicationId}:${code}`);
  }

  checkContext(em: EntityManager, application: KycApplication, user: User): KycCheckContext {
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

  userData(application: KycApplication, user: User): KycUserData {
    return {
      username: user.username,
      email: application.officialEmail,
      ...companyOf(application),
      newsUpdate: application.newsUpdate ?? null,
      verificationStatus: user.verificationStatus,
      listingKnown: application.listingKnown,
    };
  }

  stepViews(application: KycApplication): KycStepView[] {
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
