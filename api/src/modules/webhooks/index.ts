import { defineModule } from '../../lib/module';
import { LiveEventsResolver } from './live-events.resolver';
import { WEBHOOK_EVENTS_OPENAPI } from './webhook-events.openapi';
import { WebhookDelivery, WebhookEndpoint } from './webhook.entities';
import { registerWebhookJobs } from './webhooks.jobs';
import { WebhooksResolver } from './webhooks.resolver';
import { webhooksRoutes } from './webhooks.routes';
export { LiveEvents } from './live-events';
export { WebhookOutbox } from './webhook-outbox';
export { registerWebhookJobs } from './webhooks.jobs';
export { WebhooksService, type WebhookRetryPolicy } from './webhooks.service';

/** The webhooks module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const webhooksModule = defineModule({
  name: 'webhooks',
  entities: [WebhookEndpoint, WebhookDelivery],
  resolvers: [WebhooksResolver, LiveEventsResolver],
  routes: [{ plugin: webhooksRoutes }],
  jobs: registerWebhookJobs,
  webhooks: WEBHOOK_EVENTS_OPENAPI,
});
