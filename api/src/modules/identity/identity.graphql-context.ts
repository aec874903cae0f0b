import type { GraphQLContext } from '../../graphql/context';
import type { CompanyProfileService } from './company-profile';
import type { IdentityService } from './identity.service';
import type { SessionService } from './session.service';

/** What the identity resolvers use of the app's services: the module's own view of a GraphQL request. */
export type IdentityContext = GraphQLContext<{
  companyProfile: CompanyProfileService;
  identity: IdentityService;
  sessions: SessionService;
}>;
