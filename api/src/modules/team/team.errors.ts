import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';

/** Unknown, used, revoked or expired: one answer, so a link reveals nothing about why. */
export class InvitationInvalidError extends NotFoundError {
  constructor() {
    super(
      'This invitation link is not valid any more (used, withdrawn or older than 7 days). Ask the owner for a new one.',
      'invitation_invalid',
    );
  }
}

export class InvitationEmailMismatchError extends ForbiddenError {
  constructor(masked: string) {
    super(`This invitation is for ${masked}. Sign in with the account of that address to accept it.`, 'invitation_email_mismatch');
  }
}

export class AlreadyMemberError extends ConflictError {
  constructor(email: string) {
    super(`${email} is already a member of this organization.`, 'already_member');
  }
}

/** An address outside the verified domain needs the owner's explicit confirmation (e.g. outside counsel). */
export class OutsideDomainError extends ConflictError {
  constructor(email: string, domain: string | null) {
    super(
      `${email} is outside your verified domain${domain ? ` (${domain})` : ''}. Confirm that you want to invite someone from outside the company (e.g. outside counsel).`,
      'outside_domain_unconfirmed',
      { domain },
    );
  }
}

/** Joining would abandon a company of the invitee's own (verified, with members or with content). */
export class LeaveOrganizationFirstError extends ConflictError {
  constructor() {
    super(
      'Your account already works for a company with its own verification, members or content on IssuerWire. Use another account to join this one.',
      'leave_organization_first',
    );
  }
}

export class LastOwnerError extends ConflictError {
  constructor() {
    super('An organization keeps at least one owner: make someone else owner first.', 'last_owner');
  }
}

export class MemberNotFoundError extends NotFoundError {
  constructor() {
    super('No such member in this organization.', 'member_not_found');
  }
}

export class OrganizationNotVerifiedError extends ForbiddenError {
  constructor() {
    super('Verify your company first (KYC): only a verified company can invite its team.', 'issuer_not_verified');
  }
}
