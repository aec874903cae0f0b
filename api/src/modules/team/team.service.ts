import type { EntityManager } from '@mikro-orm/core';
import type { Config } from '../../config';
import type { Orm } from '../../db/orm';
import type { Clock } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/crypto';
import { registrableDomain } from '../../lib/domains';
import { maskEmail } from '../../lib/emails';
import { isUuid } from '../../lib/ids';
import { parseInput } from '../../lib/parse-input';
import type { Mailer } from '../../mail/mailer';
import type { AuditService } from '../audit';
import {
  authorize,
  authorizeCommitted,
  can,
  confirmEmailCode,
  EmailVerificationRequiredError,
  findAccount,
  mailEmailCode,
  requirePerson,
  lockOrganization,
  membersOf,
  membershipRowOf,
  moveMember,
  removeMember,
  setMemberRole,
  User,
  type AccessChange,
  type AccessHolder,
  type Member,
  type MemberRole,
  type Organization,
  type SessionService,
  type Viewer,
} from '../identity';
import { Invitation } from './invitation.entity';
import {
  AlreadyMemberError,
  InvitationEmailMismatchError,
  InvitationInvalidError,
  LastOwnerError,
  LeaveOrganizationFirstError,
  MemberNotFoundError,
  OrganizationNotVerifiedError,
  OutsideDomainError,
} from './team.errors';
import { invitationMail } from './team.mails';
import { changeRoleSchema, inviteSchema } from './team.schemas';

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

/** A member as Settings → Team lists them (identity's Member). */
export type MemberView = Member;

export interface InvitationView {
  id: string;
  email: string;
  role: MemberRole;
  outsideDomain: boolean;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
}

/** What the invitation page shows before the invitee accepts (no token, no other member's data). */
export interface InvitationPreview {
  organizationName: string;
  ticker: string | null;
  role: MemberRole;
  /** Masked: the page says which account to use without disclosing the whole address to whoever holds the link. */
  email: string;
  expiresAt: Date;
}

export interface TeamDeps {
  orm: Orm;
  config: Pick<Config, 'publicUrl'>;
  clock: Clock;
  mailer: Mailer;
  audit: AuditService;
  sessions: SessionService;
  /** What else a person holds that a demotion or removal withdraws (their tokens, their webhooks). */
  holders: AccessHolder[];
}

/**
 * An organization's people: members and their roles, invitations by email (a single-use link valid
 * 7 days, mailed over SMTP), joining, role changes and removal. A change to someone's membership ends
 * their sessions at once (the session cache and sockets follow on every instance). Every step is audited.
 */
export class TeamService {
  constructor(private readonly deps: TeamDeps) {}

  async members(em: EntityManager, viewer: Viewer | null): Promise<{ members: MemberView[]; invitations: InvitationView[] }> {
    const member = this.teamReader(viewer);
    const members = await membersOf(em, member.organizationId);
    return { members, invitations: await this.pendingInvitations(em, member) };
  }

  /** One member by their person's id, as the team lists them; null when they are not of the organization. */
  async member(em: EntityManager, viewer: Viewer | null, userId: string): Promise<MemberView | null> {
    const member = this.teamReader(viewer);
    return (await membersOf(em, member.organizationId)).find((m) => m.userId === userId) ?? null;
  }

  /** One pending invitation, as the team lists it: the owner's only (null for anyone else, as the list is empty for them). */
  async invitation(em: EntityManager, viewer: Viewer | null, id: string): Promise<InvitationView | null> {
    const member = this.teamReader(viewer);
    return (await this.pendingInvitations(em, member, id))[0] ?? null;
  }

  /** The people of the company and their addresses are for its people, not for a partner's token. */
  private teamReader(viewer: Viewer | null): Viewer {
    return authorize(requirePerson(viewer, 'see the team'), 'organization.read');
  }

  /** Pending invitations are the owner's business (they name addresses not yet in the company): empty for others. */
  private async pendingInvitations(em: EntityManager, member: Viewer, id?: string): Promise<InvitationView[]> {
    if (member.memberRole !== 'owner' || (id !== undefined && !isUuid(id))) return [];
    const invitations = await em.find(
      Invitation,
      {
        organization: member.organizationId,
        acceptedAt: null,
        revokedAt: null,
        expiresAt: { $gt: this.deps.clock.now() },
        ...(id === undefined ? {} : { id }),
      },
      { populate: ['invitedBy'], orderBy: { createdAt: 'desc' } },
    );
    return invitations.map(invitationView);
  }

  /** POST /api/team/invitations: the owner of a verified company invites an address with a role. */
  async invite(em: EntityManager, viewer: Viewer | null, body: unknown): Promise<InvitationView> {
    const input = parseInput(inviteSchema, body);
    const owner = authorize(viewer, 'team.manage');
    const email = input.email.toLowerCase();
    const now = this.deps.clock.now();
    const token = randomToken(32);
    const { invitation, organization, inviter } = await em.fork().transactional(async (tx) => {
      const organization = await authorizeCommitted(tx, owner, 'team.manage');
      if (!organization.verifiedAt) throw new OrganizationNotVerifiedError();
      if ((await membersOf(tx, organization.id)).some((m) => m.email.toLowerCase() === email)) throw new AlreadyMemberError(email);
      const domain = registrableDomain(organization.website);
      const outside = !domain || registrableDomain(`https://${email.split('@')[1]}`) !== domain;
      if (outside && !input.confirmOutsideDomain) throw new OutsideDomainError(email, domain);
      const inviter = await findAccount(tx, owner.userId);
      const invitation = tx.create(Invitation, {
        organization,
        email,
        role: input.role,
        tokenHash: sha256(token),
        invitedBy: tx.getReference(User, owner.userId),
        outsideDomain: outside,
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
        createdAt: now,
        updatedAt: now,
      });
      this.deps.audit.record(tx, {
        organizationId: organization.id,
        actorId: owner.userId,
        action: 'team.member_invited',
        entityType: 'organization',
        entityId: organization.id,
        details: { invitationId: invitation.id, email, role: input.role, outsideDomain: outside, ownerConfirmedOutsideDomain: outside },
      });
      return { invitation, organization, inviter };
    });
    // After the commit: a mail that fails leaves the invitation in the list to withdraw and send again.
    await this.deps.mailer.send(
      invitationMail({
        to: email,
        organization: organization.name ?? 'your company',
        invitedBy: inviter?.contactName || inviter?.username || 'The owner',
        role: input.role,
        link: `${this.deps.config.publicUrl}/invitations/${token}`,
        expiresAt: invitation.expiresAt,
      }),
    );
    return invitationView(invitation);
  }

  /** DELETE /api/team/invitations/{id}: the link stops working. */
  async revokeInvitation(em: EntityManager, viewer: Viewer | null, id: string): Promise<void> {
    const owner = authorize(viewer, 'team.manage');
    await em.fork().transactional(async (tx) => {
      await authorizeCommitted(tx, owner, 'team.manage');
      const invitation = isUuid(id)
        ? await tx.findOne(Invitation, { id, organization: owner.organizationId, acceptedAt: null, revokedAt: null })
        : null;
      if (!invitation) throw new InvitationInvalidError();
      invitation.revokedAt = this.deps.clock.now();
      this.deps.audit.record(tx, {
        organizationId: owner.organizationId,
        actorId: owner.userId,
        action: 'team.invitation_revoked',
        entityType: 'organization',
        entityId: owner.organizationId,
        details: { invitationId: invitation.id, email: invitation.email },
      });
    });
  }

  /** GET /api/team/invitations/{token}: what the invitation page shows; anyone holding the link may look. */
  async preview(em: EntityManager, token: string): Promise<InvitationPreview> {
    const invitation = await this.usable(em, token);
    const organization = invitation.organization as Organization;
    return {
      organizationName: organization.name ?? 'A company',
      ticker: organization.ticker ?? null,
      role: invitation.role,
      email: maskEmail(invitation.email),
      expiresAt: invitation.expiresAt,
    };
  }

  /**
   * POST /api/team/invitations/{token}/accept: the signed-in account of the invited address joins with the
   * invited role. An account that only has its own empty, unverified company (a fresh sign-up) leaves it.
   * The account must have proved the address: without `code`, one is mailed to it (403
   * `email_verification_required`); with it, the address is proved and the account joins.
   */
  async accept(em: EntityManager, viewer: Viewer | null, token: string, code?: string): Promise<MemberView> {
    requirePerson(viewer, 'accept an invitation');
    const now = this.deps.clock.now();
    await this.proveAddress(em.fork(), viewer!.userId, token, code, now);
    // The organization is locked before the invitation is read, so a demotion or removal of its sender
    // (which revokes it under the same lock) is seen here.
    const organizationId = (await this.usable(em.fork(), token)).organization.id;
    const joined = await em.fork().transactional(async (tx) => {
      await lockOrganization(tx, organizationId);
      const invitation = await this.usable(tx, token);
      await this.assertSenderStillOwner(tx, invitation);
      const user = await findAccount(tx, viewer!.userId);
      if (!user) throw new InvitationInvalidError();
      if (user.email.toLowerCase() !== invitation.email) throw new InvitationEmailMismatchError(maskEmail(invitation.email));
      // Holding the link is no proof: its token may have been read anywhere the URL went (logs, proxies, history).
      if (!user.emailVerifiedAt) throw new EmailVerificationRequiredError(maskEmail(user.email));
      const current = await membershipRowOf(tx, user.id);
      if (current?.organization.id === invitation.organization.id) throw new AlreadyMemberError(invitation.email);
      if (current) {
        const others = (await membersOf(tx, current.organization.id)).length > 1;
        if (current.organization.verifiedAt || others) throw new LeaveOrganizationFirstError();
      }
      await moveMember(tx, user, invitation.organization as Organization, invitation.role, now);
      invitation.acceptedAt = now;
      invitation.acceptedBy = user;
      this.deps.audit.record(tx, {
        organizationId: invitation.organization.id,
        actorId: user.id,
        action: 'team.member_joined',
        entityType: 'organization',
        entityId: invitation.organization.id,
        details: {
          invitationId: invitation.id,
          userId: user.id,
          email: invitation.email,
          role: invitation.role,
          outsideDomain: invitation.outsideDomain,
        },
      });
      return { userId: user.id, organizationId: invitation.organization.id };
    });
    // The sessions the person has now act for the new organization (looked up again), sockets reconnect;
    // everyone's sessions here are looked up again too (a team requires two factors from now on).
    this.deps.sessions.forget({ userId: joined.userId });
    const members = await membersOf(em.fork(), joined.organizationId);
    for (const m of members) this.deps.sessions.reload(m.userId);
    return members.find((m) => m.userId === joined.userId)!;
  }

  /** The invited account proves the address (a mailed code) unless it has already; the invitation is checked first. */
  private async proveAddress(em: EntityManager, userId: string, token: string, code: string | undefined, now: Date): Promise<void> {
    const invitation = await this.usable(em, token);
    // An invitation its sender could no longer send is refused before any code is mailed (checked again under the lock).
    await this.assertSenderStillOwner(em, invitation);
    const user = await findAccount(em, userId);
    if (!user) throw new InvitationInvalidError();
    if (user.email.toLowerCase() !== invitation.email) throw new InvitationEmailMismatchError(maskEmail(invitation.email));
    if (user.emailVerifiedAt) return;
    if (!code) throw await mailEmailCode(em, user, { mailer: this.deps.mailer, now });
    await confirmEmailCode(em, user, code, now);
  }

  /** PUT /api/team/members/{userId}: a new role; the member's sessions end (they sign in again under it). */
  async changeRole(em: EntityManager, viewer: Viewer | null, userId: string, body: unknown): Promise<MemberView> {
    const { role } = parseInput(changeRoleSchema, body);
    const owner = authorize(viewer, 'team.manage');
    const after = await em.fork().transactional(async (tx) => {
      await authorizeCommitted(tx, owner, 'team.manage');
      const membership = isUuid(userId) ? await membershipRowOf(tx, userId) : null;
      if (!membership || membership.organization.id !== owner.organizationId) throw new MemberNotFoundError();
      if (membership.role === role) return [];
      await this.assertNotLastOwner(tx, owner.organizationId, membership.role);
      const from = membership.role;
      setMemberRole(membership, role, this.deps.clock.now());
      this.deps.audit.record(tx, {
        organizationId: owner.organizationId,
        actorId: owner.userId,
        action: 'team.role_changed',
        entityType: 'organization',
        entityId: owner.organizationId,
        details: { userId, from, to: role },
      });
      await this.deps.sessions.endAllForUser(userId, { em: tx });
      return this.withdraw(tx, { organizationId: owner.organizationId, userId, role, actorId: owner.userId, reason: 'member_demoted' });
    });
    this.deps.sessions.forget({ userId }); // again, now that it committed
    after.forEach((run) => run());
    const member = (await membersOf(em.fork(), owner.organizationId)).find((m) => m.userId === userId);
    return member!;
  }

  /** DELETE /api/team/members/{userId}: out at once (sessions end); the account keeps a company of its own, empty. */
  async remove(em: EntityManager, viewer: Viewer | null, userId: string): Promise<void> {
    const owner = authorize(viewer, 'team.manage');
    const after = await em.fork().transactional(async (tx) => {
      await authorizeCommitted(tx, owner, 'team.manage');
      const membership = isUuid(userId) ? await membershipRowOf(tx, userId) : null;
      if (!membership || membership.organization.id !== owner.organizationId) throw new MemberNotFoundError();
      await this.assertNotLastOwner(tx, owner.organizationId, membership.role);
      await removeMember(tx, membership, this.deps.clock.now());
      this.deps.audit.record(tx, {
        organizationId: owner.organizationId,
        actorId: owner.userId,
        action: 'team.member_removed',
        entityType: 'organization',
        entityId: owner.organizationId,
        details: { userId, role: membership.role },
      });
      await this.deps.sessions.endAllForUser(userId, { em: tx });
      return this.withdraw(tx, {
        organizationId: owner.organizationId,
        userId,
        role: null,
        actorId: owner.userId,
        reason: 'member_removed',
      });
    });
    this.deps.sessions.forget({ userId });
    after.forEach((run) => run());
  }

  /**
   * In the transaction of a demotion or removal (the organization locked): what the person may no longer
   * hold goes, audited: the invitations they sent and could not send now, their tokens, their webhooks.
   * Answers what to run after the commit.
   */
  private async withdraw(tx: EntityManager, change: AccessChange): Promise<(() => void)[]> {
    if (!change.role || !can(change.role, 'team.manage')) {
      const now = this.deps.clock.now();
      const pending = await tx.find(Invitation, {
        organization: change.organizationId,
        invitedBy: change.userId,
        acceptedAt: null,
        revokedAt: null,
      });
      for (const invitation of pending) {
        invitation.revokedAt = now;
        this.deps.audit.record(tx, {
          organizationId: change.organizationId,
          actorId: change.actorId,
          action: 'team.invitation_revoked',
          entityType: 'organization',
          entityId: change.organizationId,
          details: { invitationId: invitation.id, email: invitation.email, reason: change.reason, invitedBy: change.userId },
        });
      }
      await tx.flush();
    }
    const after: (() => void)[] = [];
    for (const holder of this.deps.holders) after.push(await holder.withdraw(tx, change));
    return after;
  }

  /** An invitation is only as good as its sender's right to send it now (one sent before this rule, say). */
  private async assertSenderStillOwner(tx: EntityManager, invitation: Invitation): Promise<void> {
    const sender = invitation.invitedBy ? await membershipRowOf(tx, invitation.invitedBy.id) : null;
    if (!sender || sender.organization.id !== invitation.organization.id || !can(sender.role, 'team.manage')) {
      throw new InvitationInvalidError();
    }
  }

  private async assertNotLastOwner(tx: EntityManager, organizationId: string, currentRole: MemberRole): Promise<void> {
    if (currentRole !== 'owner') return;
    const owners = (await membersOf(tx, organizationId)).filter((m) => m.role === 'owner');
    if (owners.length <= 1) throw new LastOwnerError();
  }

  private async usable(em: EntityManager, token: string): Promise<Invitation> {
    const invitation =
      token.length >= 20 && token.length <= 100
        ? await em.findOne(Invitation, { tokenHash: sha256(token) }, { populate: ['organization'] })
        : null;
    if (!invitation || invitation.acceptedAt || invitation.revokedAt || invitation.expiresAt.getTime() <= this.deps.clock.now().getTime()) {
      throw new InvitationInvalidError();
    }
    return invitation;
  }
}

function invitationView(invitation: Invitation): InvitationView {
  const inviter = invitation.invitedBy;
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    outsideDomain: invitation.outsideDomain,
    // Loaded for the list; a bare reference (the invite's own answer) has no username yet.
    invitedBy: inviter?.username ?? null,
    createdAt: invitation.createdAt,
    expiresAt: invitation.expiresAt,
  };
}
