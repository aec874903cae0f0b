import type { GraphQLContext } from '../../graphql/context';
import type { NewsroomAlerts } from './alerts.service';
import type { NewsroomService } from './newsroom.service';

/** What the newsroom resolvers use of the app's services: the module's own view of a GraphQL request. */
export type NewsroomContext = GraphQLContext<{ newsroom: NewsroomService; newsroomAlerts: NewsroomAlerts }>;
