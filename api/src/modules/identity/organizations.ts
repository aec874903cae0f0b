import { LockMode, type EntityManager } from '@mikro-orm/core';
import { Membership, Organization, type MemberRole } from './organization.entity';
import type { Plan, User } from './user.entity';

// Identity owns organizations and memberships like it owns accounts: other modules read them through
// these functions (and the Viewer, which carries the organization and the role of every request).

/**
 * A new account's own organization, with the account as its owner (sign-up, seed, admin accounts). An
 * account created verified (the seeded sample issuer) brings its verified company.
 */
export function openOrganization(em: EntityManager, user: User, now: Date = new Date()): Organization {
  const verified = user.verificationStatus === 'verified';
  const company = verified
    ? { name: user.companyName, ticker: user.ticker, exchange: user.exchange, website: user.website, verifiedAt: user.verifiedAt ?? now }
    : {};
  const organization = em.create(Organization, { ...company, createdAt: now, updatedAt: now });
  em.create(Membership, { organization, user, role: 'owner', createdAt: now, updatedAt: now });
  return organization;
}

/** The organization `userId` works for and their role there; null for an account without one (removed). */
export async function membershipOf(em: EntityManager, userId: string): Promise<{ organization: Organization; role: MemberRole } | null> {
  const membership = await em.findOne(Membership, { user: userId }, { populate: ['organization'] });
  return membership ? { organization: membership.organization, role: membership.role } : null;
}

export function findOrganization(em: EntityManager, organizationId: string): Promise<Organization | null> {
  return em.findOne(Organization, { id: organizationId });
}

/** The ticker an organization's members may act for: only a verified organization has one. */
export function authorizedTickerOf(organization: Pick<Organization, 'verifiedAt' | 'ticker'> | null): string | null {
  return organization?.verifiedAt && organization.ticker ? organization.ticker : null;
}

/** The website KYC verified for the organization (its domain), or null while it is not verified. */
export async function verifiedWebsite(em: EntityManager, organizationId: string): Promise<string | null> {
  const organization = await findOrganization(em, organizationId);
  return organization?.verifiedAt ? (organization.website ?? null) : null;
}

/** Puts the organization on `plan` (the campaigns module's PlanService decides who may, and audits it). */
export function setOrganizationPlan(organization: Organization, plan: Plan, now: Date): void {
  organization.plan = plan;
  organization.updatedAt = now;
}

/** The organization locked for a change that must not race with another of its members' (quota, charges). */
export function lockOrganization(tx: EntityManager, organizationId: string): Promise<Organization | null> {
  return tx.findOne(Organization, organizationId, { lockMode: LockMode.PESSIMISTIC_WRITE });
}

/**
 * The organization's first owner: the person a newswire names as the release's contact until the
 * organization profile has an investor-relations contact of its own.
 */
export async function organizationOwner(em: EntityManager, organizationId: string): Promise<User | null> {
  const [owner] = await em.find(
    Membership,
    { organization: organizationId, role: 'owner' },
    { populate: ['user'], orderBy: { createdAt: 'asc' }, limit: 1 },
  );
  return owner?.user ?? null;
}
