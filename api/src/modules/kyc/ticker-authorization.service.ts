import type { EntityManager } from '@mikro-orm/core';
import { AppError, UnauthorizedError } from '../../lib/errors';
import type { Viewer } from '../identity';
import { findAccount, type User } from '../identity';

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

/** The ticker an account may act for: only a verified issuer has one. */
export function authorizedTickerOf(user: Pick<User, 'verificationStatus' | 'ticker'>): string | null {
  return user.verificationStatus === 'verified' && user.ticker ? user.ticker : null;
}

/**
 * The one decision, for every content operation (campaign, generation, edit, publish, distribution):
 * signed in, verified, and the requested ticker is the account's authorized ticker.
 */
export class TickerAuthorizationService {
  async evaluate(em: EntityManager, userId: string | null, requestedTicker: string): Promise<TickerAuthorization & { user: User | null }> {
    const ticker = normalizeTicker(requestedTicker);
    const deny = (code: Exclude<AuthorizationCode, 'authorized'>, reason: string, user: User | null = null) => ({
      isAuthorized: false,
      userId,
      ticker,
      authorizedTicker: user ? authorizedTickerOf(user) : null,
      reason,
      code,
      user,
    });
    if (!userId) return deny('unauthenticated', 'Not signed in: sign in as a verified issuer to create content.');
    const user = await findAccount(em, userId);
    if (!user) return deny('user_not_found', 'No such user.');
    if (user.verificationStatus !== 'verified') {
      const status = user.verificationStatus.replace('_', ' ');
      return deny(
        'issuer_not_verified',
        `The issuer is not verified (verification status: ${status}). Only verified issuers can create content.`,
        user,
      );
    }
    const authorizedTicker = authorizedTickerOf(user);
    if (authorizedTicker !== ticker) {
      return deny(
        'ticker_not_authorized',
        `This issuer is authorized for ${authorizedTicker ?? 'no ticker'} only, not for ${ticker || 'an empty ticker'}.`,
        user,
      );
    }
    return {
      isAuthorized: true,
      userId,
      ticker,
      authorizedTicker,
      reason: `Verified issuer acting for its own ticker ${ticker}.`,
      code: 'authorized',
      user,
    };
  }

  /** Throws 401/403 with the reason unless the viewer may act for the ticker; answers the acting user. */
  async assertCanActFor(em: EntityManager, viewer: Viewer | null, ticker: string): Promise<User> {
    if (!viewer) throw new UnauthorizedError();
    const result = await this.evaluate(em, viewer.userId, ticker);
    if (result.isAuthorized && result.user) return result.user;
    if (result.code === 'user_not_found') throw new UnauthorizedError();
    const code = result.code as Exclude<AuthorizationCode, 'authorized' | 'user_not_found'>;
    throw new AppError(code, result.reason, STATUS_CODE[code]);
  }
}
