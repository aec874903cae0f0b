import { registrableDomain } from '../../lib/domains';
import type { CompanyInfo } from '../market/market.schemas';

/**
 * The verification checks behind the KYC screen, each behind one interface a real provider can
 * implement (a regulatory-registry lookup, an identity vendor). Two are offline stand-ins for
 * regulatory databases and say so in the description the issuer sees.
 */

export const KYC_CHECK_IDS = ['listing_match', 'email_domain', 'ticker_holder', 'email_control'] as const;
export type KycCheckId = (typeof KYC_CHECK_IDS)[number];
export const KYC_STEP_STATUSES = ['pending', 'checking', 'passed', 'failed'] as const;
export type KycStepStatus = (typeof KYC_STEP_STATUSES)[number];

export interface KycCheckResult {
  status: 'passed' | 'failed';
  /** One plain sentence the issuer and the reviewer read. */
  detail: string;
}

/** What an application says about itself, after the server replaced listing fields with the market data's. */
export interface KycCheckSubject {
  userId: string;
  ticker: string;
  companyName: string;
  exchange: string;
  officialEmail: string;
  website: string;
  /** The company name and exchange as the form sent them (read-only fields, but a client can send anything). */
  submittedCompanyName: string;
  submittedExchange: string;
}

export interface KycCheckContext {
  subject: KycCheckSubject;
  /** The listing behind a ticker, or null when the market data does not know it. */
  lookupListing(ticker: string): Promise<CompanyInfo | null>;
  /** Other verified accounts that hold `ticker` (never the applicant). */
  verifiedHoldersOf(ticker: string, exceptUserId: string): Promise<{ userId: string; username: string }[]>;
  /** When the applicant confirmed the emailed code; null until then. */
  emailConfirmedAt: Date | null;
}

export interface KycCheck {
  id: KycCheckId;
  name: string;
  description: string;
  /** True when this check stands in for a regulatory database lookup it does not make. */
  offlineStandIn: boolean;
  /** Runs when the applicant acts (enters the emailed code), not right after submission. */
  awaitsApplicant: boolean;
  run(ctx: KycCheckContext): Promise<KycCheckResult>;
}

const REGISTRIES = 'SEC EDGAR, SEDAR+, Companies House or ASIC';

// The KYC form checks the same domains in the browser (web imports this module's functions).
export { registrableDomain };

export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  return at > 0 ? registrableDomain(email.slice(at + 1)) : null;
}

/** Company names compared without case, punctuation or legal-form noise ("Apple Inc." = "APPLE, INC"). */
export function sameCompanyName(a: string, b: string): boolean {
  const norm = (s: string) =>
    s
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return norm(a) === norm(b);
}

function sameExchange(a: string, b: string): boolean {
  return a.trim().toUpperCase() === b.trim().toUpperCase();
}

export const listingMatchCheck: KycCheck = {
  id: 'listing_match',
  name: 'Listing verification',
  description: `The ticker is listed and its exchange and company name match the listing. Offline stand-in: checked against IssuerWire's bundled market data, not a live lookup in ${REGISTRIES}.`,
  offlineStandIn: true,
  awaitsApplicant: false,
  async run({ subject, lookupListing }) {
    const listing = await lookupListing(subject.ticker);
    if (!listing) return { status: 'failed', detail: `${subject.ticker} is not in the market data: a reviewer will look up the listing.` };
    if (listing.isDemo) {
      return {
        status: 'failed',
        detail: `${listing.ticker} is a fictional demo listing reserved for the sample accounts; it cannot be claimed.`,
      };
    }
    if (!sameExchange(listing.exchange, subject.submittedExchange)) {
      return { status: 'failed', detail: `${listing.ticker} is listed on ${listing.exchange}, not ${subject.submittedExchange}.` };
    }
    if (!sameCompanyName(listing.companyName, subject.submittedCompanyName)) {
      return { status: 'failed', detail: `${listing.ticker} is listed as ${listing.companyName}, not ${subject.submittedCompanyName}.` };
    }
    return { status: 'passed', detail: `${listing.ticker} is listed on ${listing.exchange} as ${listing.companyName}.` };
  },
};

export const emailDomainCheck: KycCheck = {
  id: 'email_domain',
  name: 'Corporate email domain',
  description: `Your official email is at your company website's domain, and that website is the one the listing names. Offline stand-in for a registry lookup of the company's official domain (${REGISTRIES}).`,
  offlineStandIn: true,
  awaitsApplicant: false,
  async run({ subject, lookupListing }) {
    const mail = emailDomain(subject.officialEmail);
    const site = registrableDomain(subject.website);
    if (!mail || !site) return { status: 'failed', detail: 'The email or website has no domain that can be compared.' };
    if (mail !== site) return { status: 'failed', detail: `The email domain ${mail} does not match the website domain ${site}.` };
    const listing = await lookupListing(subject.ticker);
    const listed = listing?.website ? registrableDomain(listing.website) : null;
    if (listed && listed !== site) {
      return { status: 'failed', detail: `The market data lists ${listed} as ${subject.ticker}'s website, not ${site}.` };
    }
    return {
      status: 'passed',
      detail: listed
        ? `The email, the website and the listing all use ${site}.`
        : `The email and the website both use ${site} (the market data names no website to compare).`,
    };
  },
};

export const tickerHolderCheck: KycCheck = {
  id: 'ticker_holder',
  name: 'Ticker ownership',
  description:
    'No other verified account already holds this ticker. If one does, a reviewer confirms the company consented before a second account is admitted.',
  offlineStandIn: false,
  awaitsApplicant: false,
  async run({ subject, verifiedHoldersOf }) {
    const holders = await verifiedHoldersOf(subject.ticker, subject.userId);
    if (holders.length === 0) return { status: 'passed', detail: `No other verified account holds ${subject.ticker}.` };
    return {
      status: 'failed',
      detail: `Another verified account already holds ${subject.ticker}: flagged for review of the company's consent.`,
    };
  },
};

export const emailControlCheck: KycCheck = {
  id: 'email_control',
  name: 'Email confirmation',
  description: 'You control the official email: enter the 6-digit code we send to it (valid 10 minutes, 5 tries).',
  offlineStandIn: false,
  awaitsApplicant: true,
  async run({ emailConfirmedAt, subject }) {
    return emailConfirmedAt
      ? { status: 'passed', detail: `${subject.officialEmail} confirmed with the emailed code.` }
      : { status: 'failed', detail: 'The emailed code has not been confirmed.' };
  },
};

/** In the order the issuer sees them. */
export const KYC_CHECKS: readonly KycCheck[] = [listingMatchCheck, emailDomainCheck, tickerHolderCheck, emailControlCheck];
