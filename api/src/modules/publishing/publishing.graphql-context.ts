import type { GraphQLContext } from '../../graphql/context';
import type { PlatformConnectionsService } from './platform-connections.service';
import type { PublishingService } from './publishing.service';

/** What the publishing resolvers use of the app's services: the module's own view of a GraphQL request. */
export type PublishingContext = GraphQLContext<{ connections: PlatformConnectionsService; publishing: PublishingService }>;
