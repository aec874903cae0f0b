import type { GraphQLContext } from '../../graphql/context';
import type { IntegrationsService } from '../../plugins/integrations';
import type { KycService } from '../kyc';

/** What the admin resolvers use of the app's services: the module's own view of a GraphQL request. */
export type AdminContext = GraphQLContext<{ integrations: IntegrationsService; kyc: KycService }>;
