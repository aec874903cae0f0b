import type { GraphQLContext } from '../../graphql/context';
import type { ApprovalsService } from './approvals.service';

/** What the approvals resolvers use of the app's services: the module's own view of a GraphQL request. */
export type ApprovalsContext = GraphQLContext<{ approvals: ApprovalsService }>;
