export { Invitation } from './invitation.entity';
export {
  AlreadyMemberError,
  InvitationEmailMismatchError,
  InvitationInvalidError,
  LastOwnerError,
  LeaveOrganizationFirstError,
  MemberNotFoundError,
  OrganizationNotVerifiedError,
  OutsideDomainError,
} from './team.errors';
export { TeamResolver } from './team.resolver';
export { teamRoutes } from './team.routes';
export { INVITATION_DAYS, TeamService, type InvitationPreview, type InvitationView, type MemberView, type TeamDeps } from './team.service';
