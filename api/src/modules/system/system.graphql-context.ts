import type { GraphQLContext } from '../../graphql/context';
import type { SystemService } from './system.service';

/** What the system resolvers use of the app's services: the module's own view of a GraphQL request. */
export type SystemContext = GraphQLContext<{ system: SystemService }>;
