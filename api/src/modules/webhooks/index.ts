import { defineModule } from '../../lib/module';
import { LiveEventsResolver } from './live-events.resolver';
import { EventSequence, OrganizationEvent, WebhookDelivery, WebhookEndpoint } from './webhook.entities';
import { registerWebhookJobs } from './webhooks.jobs';
import { WebhooksResolver } from './webhooks.resolver';
import { webhooksRoutes } from './webhooks.routes';
import { eventsRoutes } from './events.routes';
import { EventsResolver } from './events.resolver';
export { EventLog } from './event-log';
export { LiveEvents } from './live-events';
export { WebhookOutbox } from './webhook-outbox';
export { registerWebhookJobs } from './webhooks.jobs';
export { WebhooksService, type WebhookRetryPolicy } from './webhooks.service';

/** The webhooks module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const webhooksModule = defineModule({
  name: 'webhooks',
  entities: [WebhookEndpoint, WebhookDelivery, OrganizationEvent, EventSequence],
  resolvers: [WebhooksResolver, LiveEventsResolver, EventsResolver],
  routes: [{ plugin: webhooksRoutes }, { plugin: eventsRoutes }],
  jobs: registerWebhookJobs,
});
