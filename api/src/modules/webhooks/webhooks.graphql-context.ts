import type { GraphQLContext } from '../../graphql/context';
import type { EventLog } from './event-log';
import type { LiveEvents } from './live-events';
import type { WebhooksService } from './webhooks.service';

/** What the webhooks resolvers use of the app's services: the module's own view of a GraphQL request. */
export type WebhooksContext = GraphQLContext<{ liveEvents: LiveEvents; webhooks: WebhooksService; eventLog: EventLog }>;
