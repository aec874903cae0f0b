import { defineModule } from '../../lib/module';
import { LiveEventsResolver } from './live-events.resolver';
import { WebhookDelivery, WebhookEndpoint } from './webhook.entities';
import { registerWebhookJobs } from './webhooks.jobs';
import { WebhooksResolver } from './webhooks.resolver';
import { webhooksRoutes } from './webhooks.routes';
export {
  DELIVERY_STATUSES,
  WEBHOOK_DISABLED_REASONS,
  WebhookDelivery,
  WebhookEndpoint,
  type DeliveryAttempt,
  type DeliveryStatus,
  type WebhookDisabledReason,
} from './webhook.entities';
export { LiveEvents } from './live-events';
export { LiveEventsResolver } from './live-events.resolver';
export { WebhookOutbox, eventsOf, type WebhookEvent } from './webhook-outbox';
export { SIGNATURE_HEADER, signatureHeader } from './webhook-signature';
export { registerWebhookJobs } from './webhooks.jobs';
export { WebhooksResolver } from './webhooks.resolver';
export { webhooksRoutes } from './webhooks.routes';
export {
  DEFAULT_WEBHOOK_RETRY,
  DELIVERY_LOG_DAYS,
  DELIVER_JOB,
  DELIVER_JOB_EXPIRY_SECONDS,
  SWEEP_JOB,
  WebhookNotFoundError,
  WebhooksService,
  type DeliveryView,
  type WebhookRetryPolicy,
  type WebhookView,
} from './webhooks.service';

/** The webhooks module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const webhooksModule = defineModule({
  name: 'webhooks',
  entities: [WebhookEndpoint, WebhookDelivery],
  resolvers: [WebhooksResolver, LiveEventsResolver],
  routes: [{ plugin: webhooksRoutes }],
  jobs: registerWebhookJobs,
});
