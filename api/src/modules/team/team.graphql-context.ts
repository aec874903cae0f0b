import type { GraphQLContext } from '../../graphql/context';
import type { TeamService } from './team.service';

/** What the team resolvers use of the app's services: the module's own view of a GraphQL request. */
export type TeamContext = GraphQLContext<{ team: TeamService }>;
