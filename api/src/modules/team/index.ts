import { defineModule } from '../../lib/module';
import { Invitation } from './invitation.entity';
import { TeamResolver } from './team.resolver';
import { teamRoutes } from './team.routes';
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

/** The team module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const teamModule = defineModule({
  name: 'team',
  entities: [Invitation],
  resolvers: [TeamResolver],
  routes: [{ plugin: teamRoutes }],
});
