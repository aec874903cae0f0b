import {
  findAccountByUsername,
  findAccountsByUsername,
  isEnrolledReviewer,
  issuerProfile,
  requirePerson,
  type IssuerProfile,
  TwoFactorEnrolmentRequiredError,
  type VerificationStatus,
} from '../identity';
import type { EntityManager } from '@mikro-orm/core';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors';
import type { Viewer } from '../identity';
import { DEMO_ABSENT_USER_ID, DEMO_ISSUER_USERNAME, DEMO_OTHER_TICKER, DEMO_TICKER, DEMO_USERNAMES } from './demo-accounts';
import { DemoAccountsMissingError } from './kyc.errors';
import type { AuthorizationTestInput } from './kyc.schemas';
import type { TickerAuthorization, TickerAuthorizationService } from './ticker-authorization.service';

export const ORACLE_REFUSED_MESSAGE =
  'You can test your own account and the sample accounts only: the tester never answers about other people’s accounts.';

export interface DemoAccount {
  id: string;
  username: string;
  verificationStatus: VerificationStatus;
  ticker: string | null;
}

export interface DemoAccounts {
  accounts: DemoAccount[];
  /** The reserved id of the "non-existent user" preset. */
  nonExistentUserId: string;
  demoTicker: string;
  otherTicker: string;
}

/** The seeded sample accounts and the ticker authorization tester, which may answer about them. */
export class DemoService {
  constructor(private readonly authorization: TickerAuthorizationService) {}

  async accounts(em: EntityManager): Promise<DemoAccounts> {
    const users = await findAccountsByUsername(em, DEMO_USERNAMES);
    if (users.length === 0) throw new DemoAccountsMissingError();
    return {
      accounts: users.map((u) => ({ id: u.id, username: u.username, verificationStatus: u.verificationStatus, ticker: u.ticker ?? null })),
      nonExistentUserId: DEMO_ABSENT_USER_ID,
      demoTicker: DEMO_TICKER,
      otherTicker: DEMO_OTHER_TICKER,
    };
  }

  /** The demo issuer as the API holds it (no password, no secrets). */
  async profile(em: EntityManager): Promise<IssuerProfile> {
    const user = await findAccountByUsername(em, DEMO_ISSUER_USERNAME);
    if (!user) throw new DemoAccountsMissingError();
    return issuerProfile(user);
  }

  /**
   * POST /api/test/authorization: the one authorization decision for `userId`. Signed in only; an
   * issuer may ask about itself and the sample accounts, an admin (with 2FA on) about anyone.
   */
  async testAuthorization(em: EntityManager, viewer: Viewer | null, input: AuthorizationTestInput): Promise<TickerAuthorization> {
    if (!viewer) throw new UnauthorizedError('Sign in to use the tester: in production the user id comes from your session.');
    requirePerson(viewer, 'use the authorization tester');
    if (input.userId !== viewer.userId && !(await this.isSample(em, input.userId))) {
      // Anyone else's answer is a reviewer's power, and reviewers use two factors.
      if (viewer.role !== 'admin') throw new ForbiddenError(ORACLE_REFUSED_MESSAGE, 'authorization_oracle_refused');
      if (!(await isEnrolledReviewer(em, viewer))) throw new TwoFactorEnrolmentRequiredError();
    }
    const { user: _user, ...answer } = await this.authorization.evaluate(em, input.userId, input.ticker);
    return answer;
  }

  private async isSample(em: EntityManager, userId: string): Promise<boolean> {
    if (userId === DEMO_ABSENT_USER_ID) return true;
    return (await findAccountsByUsername(em, DEMO_USERNAMES)).some((account) => account.id === userId);
  }
}
