import type { GraphQLContext } from '../../graphql/context';
import type { DistributionService } from './distribution.service';

/** What the distribution resolvers use of the app's services: the module's own view of a GraphQL request. */
export type DistributionContext = GraphQLContext<{ distribution: DistributionService }>;
