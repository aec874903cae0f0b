import { topic, type EventBus } from '../../lib/event-bus';
import type { WebhookEvent } from './event-log';
import type { WebhookEventType } from './webhooks.schemas';

/** Published on `organization.event:<organizationId>` after the change commits (the outbox's events). */
declare module '../../lib/event-bus' {
  interface EventMap {
    'organization.event': WebhookEvent;
  }
}

/**
 * The outbox's events for live subscribers (GraphQL `publicationUpdated`, `newswireOrderUpdated`): the same
 * events webhooks carry, on the event bus (LISTEN/NOTIFY across instances), scoped to one organization.
 */
export class LiveEvents {
  constructor(private readonly events: EventBus) {}

  announce(event: WebhookEvent): void {
    this.events.publish(topic('organization.event', event.organizationId), event);
  }

  /** The objects of `type` events of one organization, optionally only those of one article. */
  async *stream(organizationId: string, type: WebhookEventType, articleId?: string | null): AsyncGenerator<Record<string, unknown>> {
    for await (const event of this.events.subscribe(topic('organization.event', organizationId))) {
      if (event.type !== type) continue;
      if (articleId && event.object.articleId !== articleId) continue;
      yield event.object;
    }
  }
}
