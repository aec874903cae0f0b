import { GraphQLJSONObject } from 'graphql-scalars';
import { Args, Ctx, Field, GraphQLISODateTime, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { ConnectionArgs, connectionType, pagedConnection, pageRequest, type Connection } from '../../graphql/connection';
import { NodeInterface, registerNodeKind } from '../../graphql/node';
import type { EventEnvelope } from './event-log';
import { OrganizationEvent } from './webhook.entities';
import type { WebhooksContext } from './webhooks.graphql-context';
import { WebhookEventTypeEnum } from './webhooks.resolver';
import type { WebhookEventType } from './webhooks.schemas';

@ObjectType('Event', {
  description: "One of the organization's events, as its webhook carried it (kept 30 days)",
  implements: [NodeInterface],
})
class EventType {
  @Field(() => ID, { description: 'The event id (IssuerWire-Event-Id): deduplicate on it' }) id!: string;
  @Field(() => WebhookEventTypeEnum, { description: 'What happened (IssuerWire-Event)' }) type!: WebhookEventType;
  @Field(() => Int, {
    description: '1, 2, 3 … per organization in the order the changes committed (IssuerWire-Sequence): order by it, replay after it',
  })
  sequence!: number;
  @Field(() => GraphQLISODateTime, { description: 'When it happened' }) createdAt!: Date;
  @Field(() => GraphQLJSONObject, { description: 'The object the event is about, as its webhook carries it' })
  data!: Record<string, unknown>;
}

const EventConnection = connectionType(EventType, 'Event', 'event');

const eventNode = (event: EventEnvelope): EventType => ({ ...event, createdAt: new Date(event.createdAt) });

registerNodeKind({
  typeName: 'Event',
  entity: OrganizationEvent,
  // As events reads them: any member, or the read scope, for 30 days.
  load: async (ctx: WebhooksContext, id) => {
    const found = await ctx.services.eventLog.get(ctx.em, ctx.request.viewer, id);
    return found && eventNode(found);
  },
});

@Resolver()
export class EventsResolver {
  @Query(() => EventConnection, {
    description:
      "The organization's events of the last 30 days, oldest first: replay what a webhook receiver missed (read scope). " +
      "A cursor is an event's sequence, so a page continues after the last event seen",
  })
  async events(@Ctx() ctx: WebhooksContext, @Args(() => ConnectionArgs) args: ConnectionArgs): Promise<Connection<EventType>> {
    const request = pageRequest(args);
    const after = request.afterId;
    // A cursor names a sequence; anything else is not a cursor of this list.
    if (after !== null && !/^\d{1,15}$/.test(after)) return pagedConnection(null, request, () => '');
    const page = await ctx.services.eventLog.list(ctx.em, ctx.request.viewer, { after, limit: request.first });
    return pagedConnection(
      { items: page.items.map(eventNode), totalCount: page.totalCount, hasNextPage: page.nextCursor !== null },
      request,
      (e) => String(e.sequence),
    );
  }
}
