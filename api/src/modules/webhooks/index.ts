import { defineModule, type DepsOf, type SharedDeps } from '../../core/module';
import { LiveEvents } from './live-events';
import { WebhookOutbox } from './webhook-outbox';
import { WebhooksService, type WebhookRetryPolicy } from './webhooks.service';
import { LiveEventsResolver } from './live-events.resolver';
import { WEBHOOK_EVENTS_OPENAPI } from './webhook-events.openapi';
import { EventSequence, OrganizationEvent, WebhookDelivery, WebhookEndpoint } from './webhook.entities';
import { registerWebhookJobs } from './webhooks.jobs';
import { WebhooksResolver } from './webhooks.resolver';
import { webhooksRoutes } from './webhooks.routes';
import { eventsRoutes } from './events.routes';
import { EventsResolver } from './events.resolver';
import { EventLog } from './event-log';
export { LiveEvents } from './live-events';
export { WebhookOutbox } from './webhook-outbox';
export { registerWebhookJobs } from './webhooks.jobs';
export { WebhooksService, type WebhookRetryPolicy } from './webhooks.service';

/** What the webhooks' services are built from. */
type WebhooksModuleContext = Pick<SharedDeps, 'orm' | 'clock' | 'config' | 'mailer' | 'logger' | 'jobs' | 'events'> & {
  audit: DepsOf<typeof WebhooksService>['audit'];
  webhooks: WebhooksService;
  liveEvents: LiveEvents;
  /** Webhook retry timing; tests shorten it. */
  webhookRetry?: Partial<WebhookRetryPolicy>;
};

/** The webhooks module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const webhooksModule = defineModule({
  name: 'webhooks',
  services: {
    webhooks: (c: WebhooksModuleContext) =>
      new WebhooksService({
        orm: c.orm,
        clock: c.clock,
        audit: c.audit,
        config: c.config,
        mailer: c.mailer,
        logger: c.logger,
        jobs: c.jobs,
        retry: c.webhookRetry,
      }),
    liveEvents: (c: WebhooksModuleContext) => new LiveEvents(c.events),
    eventLog: (c: WebhooksModuleContext) => new EventLog({ clock: c.clock }),
    // Every flush that changes what partners hear about writes its deliveries in the same transaction.
    webhookOutbox: ({ orm, clock, webhooks, liveEvents }: WebhooksModuleContext) => {
      const outbox = new WebhookOutbox({
        clock,
        dispatch: (ids) => webhooks.dispatch(ids),
        announce: (event) => liveEvents.announce(event),
      });
      orm.em.getEventManager().registerSubscriber(outbox);
      return outbox;
    },
  },
  entities: [WebhookEndpoint, WebhookDelivery, OrganizationEvent, EventSequence],
  resolvers: [WebhooksResolver, LiveEventsResolver, EventsResolver],
  routes: [{ plugin: webhooksRoutes }, { plugin: eventsRoutes }],
  jobs: registerWebhookJobs,
  webhooks: WEBHOOK_EVENTS_OPENAPI,
});
