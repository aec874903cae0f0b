import { LockMode, type EntityManager } from '@mikro-orm/core';
import type { MemberRole } from './identity.schemas';
import { Membership, Organization } from './organization.entity';
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
  return ownOrganization(em, user, company, now);
}

function ownOrganization(em: EntityManager, user: User, company: Partial<Organization>, now: Date): Organization {
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

/** A person of the organization as Settings → Team lists them. */
export interface Member {
  userId: string;
  username: string;
  email: string;
  role: MemberRole;
  twoFactorEnabled: boolean;
  joinedAt: Date;
}

/** The organization's members, owners first, then by when they joined. */
export async function membersOf(em: EntityManager, organizationId: string): Promise<Member[]> {
  const rows = await em.find(Membership, { organization: organizationId }, { populate: ['user'], orderBy: { createdAt: 'asc' } });
  const rank = (role: MemberRole) => (role === 'owner' ? 0 : 1);
  return rows
    .map((m) => ({
      userId: m.user.id,
      username: m.user.username,
      email: m.user.email,
      role: m.role,
      twoFactorEnabled: m.user.twoFactorEnabled,
      joinedAt: m.createdAt,
    }))
    .sort((a, b) => rank(a.role) - rank(b.role));
}

/** The membership row of `userId` (with its organization), for a change to it. */
export function membershipRowOf(em: EntityManager, userId: string): Promise<Membership | null> {
  return em.findOne(Membership, { user: userId }, { populate: ['organization'] });
}

/**
 * `user` joins `organization` with `role`. The organization they leave goes with them when nobody else
 * is in it (the team service only lets an empty, unverified one of their own be left this way).
 */
export async function moveMember(tx: EntityManager, user: User, organization: Organization, role: MemberRole, now: Date): Promise<void> {
  const current = await membershipRowOf(tx, user.id);
  if (current) {
    const left = current.organization;
    tx.remove(current);
    await tx.flush();
    if (!(await tx.count(Membership, { organization: left.id }))) tx.remove(left);
  }
  tx.create(Membership, { organization, user, role, createdAt: now, updatedAt: now });
  await tx.flush();
}

export function setMemberRole(membership: Membership, role: MemberRole, now: Date): void {
  membership.role = role;
  membership.updatedAt = now;
}

/**
 * Out of the organization; the account keeps a company of its own, empty and unverified (as after sign-up,
 * even for a person who verified the company they leave: the verification stays with that company).
 */
export async function removeMember(tx: EntityManager, membership: Membership, now: Date): Promise<void> {
  const user = membership.user;
  tx.remove(membership);
  await tx.flush();
  ownOrganization(tx, user, {}, now);
  await tx.flush();
}

/** The verified organization holding `ticker`, other than `exceptOrganizationId`, with its owners' addresses (KYC once per company). */
export async function verifiedCompanyOf(
  em: EntityManager,
  ticker: string,
  exceptOrganizationId?: string,
): Promise<{ name: string | null; ownerEmails: string[] } | null> {
  const others = exceptOrganizationId ? { id: { $ne: exceptOrganizationId } } : {};
  const organization = await em.findOne(Organization, { ticker, verifiedAt: { $ne: null }, ...others });
  if (!organization) return null;
  const owners = await em.find(Membership, { organization, role: 'owner' }, { populate: ['user'], orderBy: { createdAt: 'asc' } });
  return { name: organization.name ?? null, ownerEmails: owners.map((o) => o.user.email) };
}

/** Whether releases need an approval, and how many: the owner's setting, else on once the company has two members. */
export async function approvalRuleOf(
  em: EntityManager,
  organizationId: string,
): Promise<{ required: boolean; approvalsNeeded: number; explicit: boolean }> {
  const organization = await findOrganization(em, organizationId);
  const explicit = organization?.requireApproval ?? null;
  const required = explicit ?? (await em.count(Membership, { organization: organizationId })) >= 2;
  return { required, approvalsNeeded: organization?.approvalsNeeded ?? 1, explicit: explicit !== null };
}

export function setApprovalRule(organization: Organization, rule: { required: boolean; approvalsNeeded: number }, now: Date): void {
  organization.requireApproval = rule.required;
  organization.approvalsNeeded = rule.approvalsNeeded;
  organization.updatedAt = now;
}
