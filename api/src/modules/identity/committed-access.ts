import type { EntityManager } from '@mikro-orm/core';
import { UnauthorizedError } from '../../lib/errors';
import { authorize, type Operation } from './access';
import type { MemberRole } from './identity.schemas';
import type { Organization } from './organization.entity';
import { lockOrganization, membershipOf } from './organizations';
import type { Viewer } from './viewer';

/**
 * `authorize` again inside a transaction, on the role as committed rather than as the session remembers
 * it: locks the organization (role changes and removals take the same lock), then reads the caller's
 * membership. A change of team, tokens, webhooks or invitations calls it first, so it either commits
 * before a demotion or removal (which then withdraws it) or runs after it and is refused.
 * A token acts for the person who created it: that person must still be an owner of the organization
 * (a demotion or removal revokes their tokens in the same lock, so this only closes the race).
 */
export async function authorizeCommitted(tx: EntityManager, viewer: Viewer | null, operation: Operation): Promise<Organization> {
  const caller = authorize(viewer, operation);
  const organization = await lockOrganization(tx, caller.organizationId);
  const personId = caller.token ? caller.token.personId : caller.userId;
  const membership = personId ? await membershipOf(tx, personId) : null;
  if (!organization || !membership || membership.organization.id !== organization.id) {
    throw caller.token
      ? new UnauthorizedError('This API token is not valid: unknown, revoked or expired.', 'invalid_token')
      : new UnauthorizedError('You are no longer a member of this organization: sign in again.');
  }
  if (caller.token) {
    if (membership.role !== 'owner')
      throw new UnauthorizedError('This API token is not valid: unknown, revoked or expired.', 'invalid_token');
    return organization;
  }
  authorize({ ...caller, memberRole: membership.role }, operation);
  return organization;
}

/** A member's access narrowed by an owner: `role` is their new role, null when they were removed. */
export interface AccessChange {
  organizationId: string;
  userId: string;
  role: MemberRole | null;
  /** The owner who changed it (the audit log's actor). */
  actorId: string;
  reason: 'member_demoted' | 'member_removed';
}

/**
 * What holds access on a person's behalf (their tokens, their webhooks): given up, audited, in the team's
 * transaction when their role no longer allows holding it. Answers what to run once that committed.
 */
export interface AccessHolder {
  withdraw(tx: EntityManager, change: AccessChange): Promise<() => void>;
}
