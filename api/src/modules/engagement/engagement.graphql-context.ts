import type { GraphQLContext } from '../../graphql/context';
import type { EngagementService } from './engagement.service';

/** What the engagement resolvers use of the app's services: the module's own view of a GraphQL request. */
export type EngagementContext = GraphQLContext<{ engagement: EngagementService }>;
