import type { GraphQLContext } from '../../graphql/context';
import type { NotificationsService } from './notifications.service';

/** What the notifications resolvers use of the app's services: the module's own view of a GraphQL request. */
export type NotificationsContext = GraphQLContext<{ notifications: NotificationsService }>;
