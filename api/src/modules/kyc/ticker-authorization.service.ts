import type { EntityManager } from '@mikro-orm/core';
import { AppError, UnauthorizedError } from '../../lib/errors';
import type { Viewer } from '../identity';
import { authorizedTickerOf, findAccount, findOrganization, membershipOf, type Organization, type User } from '../identity';

export type AuthorizationCode = 'authorized' | 'unauthenticated' | 'user_not_found' | 'issuer_not_verified' | 'ticker_not_authorized';

/** The spec's authorization answer (`isAuthorized, userId, ticker, authorizedTicker, reason`) plus a stable code. */
export interface TickerAuthorization {
  isAuthorized: boolean;
  userId: string | null;
  ticker: string;
  authorizedTicker: string | null;
  reason: string;
  code: AuthorizationCode;
}

const STATUS_CODE: Record<Exclude<AuthorizationCode, 'authorized'>, number> = {
  unauthenticated: 401,
  user_not_found: 404,
  issuer_not_verified: 403,
  ticker_not_authorized: 403,
};

export function normalizeTicker(ticker: string): string {
  return ticker.trim().toUpperCase();
}

/**
 * The one decision on the ticker, for every content operation (campaign, generation, edit, publish,
 * distribution): signed in, the person's organization is verified, and the requested ticker is its
 * authorized ticker. What the person's role lets them do is `authorize`'s decision (identity/access.ts).
 */
export class TickerAuthorizationService {
  async evaluate(em: EntityManager, userId: string | null, requestedTicker: string): Promise<TickerAuthorization & { user: User | null }> {
    if (!userId)
      return {
        ...deny('unauthenticated', 'Not signed in: sign in as a verified issuer to create content.', null, requestedTicker),
        user: null,
      };
    const user = await findAccount(em, userId);
    if (!user) return { ...deny('user_not_found', 'No such user.', null, requestedTicker), userId, user: null };
    const membership = await membershipOf(em, userId);
    return { ...decide(membership?.organization ?? null, requestedTicker, user.verificationStatus), userId, user };
  }

  /** The same decision for an organization (scheduled work runs for the organization, not for a person). */
  async evaluateOrganization(em: EntityManager, organizationId: string, requestedTicker: string): Promise<TickerAuthorization> {
    return decide(await findOrganization(em, organizationId), requestedTicker, null);
  }

  /** Throws 401/403 with the reason unless the viewer (a person, or a token for its organization) may act for the ticker. */
  async assertCanActFor(em: EntityManager, viewer: Viewer | null, ticker: string): Promise<void> {
    if (!viewer) throw new UnauthorizedError();
    const result = viewer.token
      ? await this.evaluateOrganization(em, viewer.organizationId, ticker)
      : await this.evaluate(em, viewer.userId, ticker);
    if (result.isAuthorized) return;
    if (result.code === 'user_not_found') throw new UnauthorizedError();
    const code = result.code as Exclude<AuthorizationCode, 'authorized' | 'user_not_found'>;
    throw new AppError(code, result.reason, STATUS_CODE[code]);
  }
}

function deny(
  code: Exclude<AuthorizationCode, 'authorized'>,
  reason: string,
  organization: Organization | null,
  requested: string,
): TickerAuthorization {
  return {
    isAuthorized: false,
    userId: null,
    ticker: normalizeTicker(requested),
    authorizedTicker: authorizedTickerOf(organization),
    reason,
    code,
  };
}

/** `applicantStatus`: the person's own KYC status, named in the refusal when their organization is not verified. */
function decide(organization: Organization | null, requestedTicker: string, applicantStatus: string | null): TickerAuthorization {
  const ticker = normalizeTicker(requestedTicker);
  if (!organization?.verifiedAt) {
    const status = applicantStatus ? ` (verification status: ${applicantStatus.replace('_', ' ')})` : '';
    return deny(
      'issuer_not_verified',
      `The issuer is not verified${status}. Only verified issuers can create content.`,
      organization,
      requestedTicker,
    );
  }
  const authorizedTicker = authorizedTickerOf(organization);
  if (authorizedTicker !== ticker) {
    return deny(
      'ticker_not_authorized',
      `This issuer is authorized for ${authorizedTicker ?? 'no ticker'} only, not for ${ticker || 'an empty ticker'}.`,
      organization,
      requestedTicker,
    );
  }
  return {
    isAuthorized: true,
    userId: null,
    ticker,
    authorizedTicker,
    reason: `Verified issuer acting for its own ticker ${ticker}.`,
    code: 'authorized',
  };
}
