import type { GraphQLContext } from '../../graphql/context';
import type { StatsService } from './dashboard.service';

/** What the dashboard resolvers use of the app's services: the module's own view of a GraphQL request. */
export type DashboardContext = GraphQLContext<{ stats: StatsService }>;
