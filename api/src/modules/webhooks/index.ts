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
