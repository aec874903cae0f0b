import {
  Arg,
  Args,
  Ctx,
  Field,
  GraphQLISODateTime,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  registerEnumType,
  Resolver,
} from 'type-graphql';
import type { WebhooksContext } from './webhooks.graphql-context';
import { WebhookDelivery, WebhookEndpoint } from './webhook.entities';
import { NodeInterface, registerNodeKind } from '../../graphql/node';
import { ConnectionArgs, connectionType, pagedConnection, pageRequest, paginate, type Connection } from '../../graphql/connection';
import { mutationPayload, payloadType, type Payload } from '../../graphql/payload';
import type { DeliveryStatus } from './webhook.entities';
import type { DeliveryEventType, WebhookEventType } from './webhooks.schemas';
import type { DeliveryView } from './webhooks.service';
import { WEBHOOK_EVENT_SUMMARIES } from './webhook-events.openapi';

export const WebhookEventTypeEnum = {
  ARTICLE_GENERATED: 'article.generated',
  ARTICLE_APPROVED: 'article.approved',
  ARTICLE_PUBLISHED: 'article.published',
  PUBLICATION_UPDATED: 'publication.updated',
  NEWSWIRE_ORDER_UPDATED: 'newswire_order.updated',
  RELEASE_DELAYED: 'release.delayed',
  // Not subscribable: sent on registration and by pingWebhookEndpoint (an endpoint's eventTypes refuse it).
  PING: 'ping',
} as const satisfies Record<string, DeliveryEventType>;
registerEnumType(WebhookEventTypeEnum, {
  name: 'WebhookEventType',
  description: 'What a webhook endpoint can receive (new values may appear: treat an unknown one as an event to ignore)',
  valuesConfig: Object.fromEntries(
    Object.entries(WebhookEventTypeEnum).map(([name, type]) => [
      name,
      { description: type === 'ping' ? `${WEBHOOK_EVENT_SUMMARIES.ping}; it cannot be subscribed to` : WEBHOOK_EVENT_SUMMARIES[type] },
    ]),
  ),
});

const DeliveryStatusEnum = { PENDING: 'pending', DELIVERED: 'delivered', FAILED: 'failed' } as const satisfies Record<
  string,
  DeliveryStatus
>;
registerEnumType(DeliveryStatusEnum, {
  name: 'WebhookDeliveryStatus',
  description: 'Waiting (or retrying), delivered, or given up after a day',
  valuesConfig: {
    PENDING: { description: 'Not delivered yet: waiting for its first attempt or for its next retry' },
    DELIVERED: { description: 'The endpoint answered 2xx' },
    FAILED: { description: 'Given up: no 2xx for a day of retries (redeliverWebhook sends it again)' },
  },
});

@ObjectType('WebhookEndpoint', { description: "A partner's receiver of the organization's events", implements: [NodeInterface] })
class WebhookEndpointType {
  @Field(() => ID, { description: 'The endpoint id' }) id!: string;
  @Field(() => String, { description: 'Where deliveries are POSTed' }) url!: string;
  @Field(() => String, { nullable: true, description: 'What the owner noted about it' }) description!: string | null;
  @Field(() => [WebhookEventTypeEnum], { description: 'The events it receives' }) eventTypes!: WebhookEventType[];
  @Field(() => Boolean, { description: 'False: deliveries wait until it is turned on' }) enabled!: boolean;
  @Field(() => String, { nullable: true, description: 'owner (turned off) or failing (a day of failed deliveries)' })
  disabledReason!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was turned off' }) disabledAt!: Date | null;
  @Field(() => GraphQLISODateTime, { description: 'When it was registered' }) createdAt!: Date;
}

@ObjectType('WebhookEndpointWithSecret', { description: 'An endpoint and, this once, its signing secret' })
class WebhookEndpointWithSecretType {
  @Field(() => WebhookEndpointType, { description: 'The endpoint' }) endpoint!: WebhookEndpointType;
  @Field(() => String, { description: 'whsec_…: verify IssuerWire-Signature with it; shown now and never again' }) secret!: string;
}

@ObjectType('WebhookDeliveryAttempt', { description: 'One try of a delivery' })
class DeliveryAttemptType {
  @Field(() => Int, { description: '1 for the first try' }) attempt!: number;
  @Field(() => GraphQLISODateTime, { description: 'When it was sent' }) at!: Date;
  @Field(() => Int, { nullable: true, description: "The receiver's HTTP status; null when it did not answer" }) status!: number | null;
  @Field(() => Int, { description: 'Milliseconds from sending to the answer (or the failure)' }) latencyMs!: number;
  @Field(() => String, { nullable: true, description: 'Why it failed; null when delivered' }) error!: string | null;
}

@ObjectType('WebhookDelivery', { description: 'One event sent (or to be sent) to one endpoint', implements: [NodeInterface] })
class DeliveryType {
  @Field(() => ID, { description: 'The delivery id (IssuerWire-Delivery-Id)' }) id!: string;
  @Field(() => ID, { description: 'The event id (IssuerWire-Event-Id), the same on a redelivery' }) eventId!: string;
  @Field(() => WebhookEventTypeEnum, { description: 'What happened (IssuerWire-Event)' }) eventType!: DeliveryEventType;
  @Field(() => DeliveryStatusEnum, { description: 'Pending, delivered or failed' }) status!: DeliveryStatus;
  @Field(() => Int, { description: 'Tries so far' }) attempts!: number;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the next try is due (pending only)' }) nextAttemptAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the receiver accepted it' }) deliveredAt!: Date | null;
  @Field(() => GraphQLISODateTime, { description: 'When the event happened' }) createdAt!: Date;
  @Field(() => ID, { nullable: true, description: 'The delivery this one repeats' }) redeliveryOf!: string | null;
  @Field(() => [DeliveryAttemptType], { description: 'Every try, oldest first' }) log!: DeliveryAttemptType[];
  @Field(() => String, { nullable: true, description: 'The exact JSON signed and sent; null for a token without the read scope' })
  body!: string | null;
}

@InputType('CreateWebhookEndpointInput', { description: 'A new endpoint' })
class CreateWebhookInput {
  @Field(() => String, { description: 'https URL' }) url!: string;
  @Field(() => [WebhookEventTypeEnum], { description: 'At least one' }) eventTypes!: WebhookEventType[];
  @Field(() => String, { nullable: true, description: 'A note for the team' }) description?: string | null;
}

@InputType('UpdateWebhookEndpointInput', { description: 'Changes to an endpoint; absent fields stay' })
class UpdateWebhookInput {
  @Field(() => ID, { description: 'The endpoint' }) id!: string;
  @Field(() => String, { nullable: true, description: 'https URL' }) url?: string;
  @Field(() => [WebhookEventTypeEnum], { nullable: true, description: 'At least one' }) eventTypes?: WebhookEventType[];
  @Field(() => String, { nullable: true, description: 'A note for the team' }) description?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'false: deliveries wait; true: they go out again, in order' }) enabled?: boolean;
}

@InputType('WebhookEndpointIdInput', { description: 'Which endpoint' })
class EndpointIdInput {
  @Field(() => ID, { description: 'The endpoint id' }) id!: string;
}

@InputType('RedeliverWebhookInput', { description: 'Which delivery to send again' })
class RedeliverInput {
  @Field(() => ID, { description: 'The delivery id' }) deliveryId!: string;
}

/** The log is stored as JSON (ISO strings); the API's one DateTime scalar takes dates. */
const delivery = (view: DeliveryView): DeliveryType => ({
  ...view,
  log: view.log.map((attempt) => ({ ...attempt, at: new Date(attempt.at) })),
});

const strip = <T extends object>(input: T) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null));

const WebhookEndpointConnection = connectionType(WebhookEndpointType, 'WebhookEndpoint', 'webhook endpoint');
const WebhookDeliveryConnection = connectionType(DeliveryType, 'WebhookDelivery', 'delivery', 'deliveries');
/** Deliveries answered when `first` is not given. */
const DELIVERY_PAGE = 20;

const CreateWebhookEndpointPayload = payloadType(
  'CreateWebhookEndpointPayload',
  'webhookEndpointWithSecret',
  () => WebhookEndpointWithSecretType,
  'the endpoint registered and, this once, its signing secret',
  'endpointWithSecret',
);
const UpdateWebhookEndpointPayload = payloadType(
  'UpdateWebhookEndpointPayload',
  'webhookEndpoint',
  () => WebhookEndpointType,
  'the endpoint as changed',
  'endpoint',
);
const RotateWebhookSecretPayload = payloadType(
  'RotateWebhookSecretPayload',
  'webhookEndpointWithSecret',
  () => WebhookEndpointWithSecretType,
  'the endpoint and, this once, its new signing secret',
  'endpointWithSecret',
);
const DeleteWebhookEndpointPayload = payloadType(
  'DeleteWebhookEndpointPayload',
  'deleted',
  () => Boolean,
  'true: the endpoint and its log are gone',
);
const PingWebhookEndpointPayload = payloadType(
  'PingWebhookEndpointPayload',
  'webhookDelivery',
  () => DeliveryType,
  'the ping delivery (its log says how it went)',
  'delivery',
);
const RedeliverWebhookPayload = payloadType(
  'RedeliverWebhookPayload',
  'webhookDelivery',
  () => DeliveryType,
  'the new delivery of the same event',
  'delivery',
);

registerNodeKind({
  typeName: 'WebhookEndpoint',
  entity: WebhookEndpoint,
  // As webhookEndpoints reads them (owner, or the webhooks scope); a handful per organization.
  load: async (ctx: WebhooksContext, id) => (await ctx.services.webhooks.list(ctx.em, ctx.request.viewer)).find((e) => e.id === id) ?? null,
});

registerNodeKind({
  typeName: 'WebhookDelivery',
  entity: WebhookDelivery,
  owner: 'organizationId',
  // As webhookDeliveries reads them (owner, or the webhooks scope; the body with the read scope too).
  load: async (ctx: WebhooksContext, id) => {
    const found = await ctx.services.webhooks.delivery(ctx.em, ctx.request.viewer, id);
    return found && delivery(found);
  },
});

@Resolver()
export class WebhooksResolver {
  @Query(() => WebhookEndpointConnection, {
    description: "The organization's webhook endpoints (owner, or a token with the webhooks scope)",
  })
  async webhookEndpoints(
    @Ctx() ctx: WebhooksContext,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
  ): Promise<Connection<WebhookEndpointType>> {
    return paginate(await ctx.services.webhooks.list(ctx.em, ctx.request.viewer), (e) => e.id, page);
  }

  @Query(() => WebhookDeliveryConnection, { description: "An endpoint's deliveries, newest first" })
  async webhookDeliveries(
    @Arg('endpointId', () => ID, { description: 'The endpoint' }) endpointId: string,
    @Ctx() ctx: WebhooksContext,
    @Arg('first', () => Int, { nullable: true, description: `Page size, 1 to 100 (default ${DELIVERY_PAGE})` }) first?: number,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page' }) after?: string,
  ): Promise<Connection<DeliveryType>> {
    const request = pageRequest({ first: first ?? DELIVERY_PAGE, after });
    const page = await ctx.services.webhooks.deliveries(ctx.em, ctx.request.viewer, endpointId, {
      first: request.first,
      after: request.afterId,
    });
    return pagedConnection({ ...page, items: page.items.map(delivery) }, request, (d) => d.id);
  }

  @Mutation(() => CreateWebhookEndpointPayload, { description: 'Register an endpoint; its signing secret is in this answer only' })
  async createWebhookEndpoint(
    @Arg('input', () => CreateWebhookInput, { description: 'URL and event types' }) input: CreateWebhookInput,
    @Ctx() ctx: WebhooksContext,
  ): Promise<Payload<'webhookEndpointWithSecret', WebhookEndpointWithSecretType>> {
    return mutationPayload('webhookEndpointWithSecret', async () => {
      const { secret, ...endpoint } = await ctx.services.webhooks.create(ctx.em, ctx.request.viewer, strip(input));
      return { endpoint, secret };
    });
  }

  @Mutation(() => UpdateWebhookEndpointPayload, { description: 'Change an endpoint, or turn it off and on' })
  async updateWebhookEndpoint(
    @Arg('input', () => UpdateWebhookInput, { description: 'What changes' }) input: UpdateWebhookInput,
    @Ctx() ctx: WebhooksContext,
  ): Promise<Payload<'webhookEndpoint', WebhookEndpointType>> {
    const { id, ...changes } = input;
    return mutationPayload('webhookEndpoint', () => ctx.services.webhooks.update(ctx.em, ctx.request.viewer, id, strip(changes)));
  }

  @Mutation(() => RotateWebhookSecretPayload, {
    description: 'A new signing secret (this answer only); the old one signs for 24 hours more',
  })
  async rotateWebhookSecret(
    @Arg('input', () => EndpointIdInput, { description: 'Which endpoint' }) input: EndpointIdInput,
    @Ctx() ctx: WebhooksContext,
  ): Promise<Payload<'webhookEndpointWithSecret', WebhookEndpointWithSecretType>> {
    return mutationPayload('webhookEndpointWithSecret', async () => {
      const { secret, ...endpoint } = await ctx.services.webhooks.rotateSecret(ctx.em, ctx.request.viewer, input.id);
      return { endpoint, secret };
    });
  }

  @Mutation(() => DeleteWebhookEndpointPayload, { description: 'Remove an endpoint and its delivery log' })
  async deleteWebhookEndpoint(
    @Arg('input', () => EndpointIdInput, { description: 'Which endpoint' }) input: EndpointIdInput,
    @Ctx() ctx: WebhooksContext,
  ): Promise<Payload<'deleted', boolean>> {
    return mutationPayload('deleted', async () => {
      await ctx.services.webhooks.remove(ctx.em, ctx.request.viewer, input.id);
      return true;
    });
  }

  @Mutation(() => PingWebhookEndpointPayload, {
    description: 'Send the endpoint a ping event (tried once); webhook_disabled while it is turned off',
  })
  async pingWebhookEndpoint(
    @Arg('input', () => EndpointIdInput, { description: 'Which endpoint' }) input: EndpointIdInput,
    @Ctx() ctx: WebhooksContext,
  ): Promise<Payload<'webhookDelivery', DeliveryType>> {
    return mutationPayload('webhookDelivery', async () => delivery(await ctx.services.webhooks.ping(ctx.em, ctx.request.viewer, input.id)));
  }

  @Mutation(() => RedeliverWebhookPayload, { description: "Send a delivery's event again (same event id)" })
  async redeliverWebhook(
    @Arg('input', () => RedeliverInput, { description: 'Which delivery' }) input: RedeliverInput,
    @Ctx() ctx: WebhooksContext,
  ): Promise<Payload<'webhookDelivery', DeliveryType>> {
    return mutationPayload('webhookDelivery', async () =>
      delivery(await ctx.services.webhooks.redeliver(ctx.em, ctx.request.viewer, input.deliveryId)),
    );
  }
}
