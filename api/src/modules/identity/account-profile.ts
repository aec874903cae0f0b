import { UnauthorizedError } from '../../lib/errors';
import type { IdentityDeps } from './identity.deps';
import type { MemberRole } from './identity.schemas';
import type { Organization } from './organization.entity';
import { membersOf, membershipOf } from './organizations';
import { User, type Plan, type Role, type VerificationStatus } from './user.entity';
import type { Viewer } from './viewer';

/** A user's name, the company they declared and their verification (spec: Issuer profile); nothing private. */
export interface IssuerProfile {
  id: string;
  username: string;
  email: string;
  companyName: string | null;
  ticker: string | null;
  exchange: string | null;
  sector: string | null;
  contactName: string | null;
  website: string | null;
  jurisdiction: string | null;
  verificationStatus: VerificationStatus;
}

/** What the signed-in user may see of their own account: no hash, secret or code. */
export interface UserProfile extends IssuerProfile {
  role: Role;
  /** The organization's plan. */
  plan: Plan;
  organizationId: string;
  /** The person's role in their organization. */
  memberRole: MemberRole;
  twoFactorEnabled: boolean;
  /** Two factors are off and required (of everyone by config, or of a team's members): nothing else works until they are on. */
  twoFactorRequired: boolean;
  backupCodesRemaining: number;
  lastLoginAt: Date | null;
  createdAt: Date;
}

/** What the signed-in person reads of their own account. */
export class AccountProfile {
  constructor(private readonly deps: Pick<IdentityDeps, 'orm'>) {}

  async me(viewer: Viewer): Promise<UserProfile> {
    const user = await this.deps.orm.em.fork().findOne(User, viewer.userId);
    const em = this.deps.orm.em.fork();
    const membership = await membershipOf(em, viewer.userId);
    if (!user || !membership) throw new UnauthorizedError();
    const team = (await membersOf(em, membership.organization.id)).length > 1;
    // Everyone sets two factors up before anything else when the server requires it; otherwise every member of a team.
    return { ...toProfile(user, membership), twoFactorRequired: !user.twoFactorEnabled && (viewer.twoFactorPending === true || team) };
  }
}

export function issuerProfile(user: User): IssuerProfile {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    companyName: user.companyName ?? null,
    ticker: user.ticker ?? null,
    exchange: user.exchange ?? null,
    sector: user.sector ?? null,
    contactName: user.contactName ?? null,
    website: user.website ?? null,
    jurisdiction: user.jurisdiction ?? null,
    verificationStatus: user.verificationStatus,
  };
}

/**
 * The signed-in person's profile. A member of a verified company is verified for it whether or not they
 * went through KYC themselves: the company's name, ticker, exchange and website are theirs to act for.
 */
function toProfile(user: User, membership: { organization: Organization; role: MemberRole }): Omit<UserProfile, 'twoFactorRequired'> {
  const company = membership.organization;
  const verified = company.verifiedAt
    ? {
        companyName: company.name ?? null,
        ticker: company.ticker ?? null,
        exchange: company.exchange ?? null,
        website: company.website ?? null,
        verificationStatus: 'verified' as const,
      }
    : {};
  return {
    ...issuerProfile(user),
    ...verified,
    role: user.role,
    plan: membership.organization.plan,
    organizationId: membership.organization.id,
    memberRole: membership.role,
    twoFactorEnabled: user.twoFactorEnabled,
    backupCodesRemaining: user.twoFactorEnabled ? user.twoFactorBackupCodes.length : 0,
    lastLoginAt: user.lastLoginAt ?? null,
    createdAt: user.createdAt,
  };
}
