import { Arg, Args, Ctx, Field, ID, InputType, Mutation, Query, Resolver } from 'type-graphql';
import type { DistributionContext } from './distribution.graphql-context';
import { NewswireOrder } from './newswire-order.entity';
import { registerNodeKind } from '../../graphql/node';
import { ConnectionArgs, connectionType, pagedConnection, pageRequest, paginate, type Connection } from '../../graphql/connection';
import { mutationPayload, payloadType, type Payload } from '../../graphql/payload';
import { NewswireOrderType, NewswireProviderType, NewswireQuoteType } from './distribution.types';

const NewswireProviderConnection = connectionType(NewswireProviderType, 'NewswireProvider', 'newswire provider');
const NewswireOrderConnection = connectionType(NewswireOrderType, 'NewswireOrder', 'newswire order');

@InputType('ConfirmNewswireOrderInput', { description: 'A filed release and its address on the wire' })
class ConfirmNewswireOrderInput {
  @Field(() => ID, { description: 'The order' }) id!: string;
  @Field(() => String, { description: 'The release on the wire (https)' }) releaseUrl!: string;
}

@InputType('CancelNewswireOrderInput', { description: 'The order to cancel' })
class CancelNewswireOrderInput {
  @Field(() => ID, { description: 'The order' }) id!: string;
}

@InputType('RetryNewswireOrderInput', { description: 'The failed order to retry' })
class RetryNewswireOrderInput {
  @Field(() => ID, { description: 'The order' }) id!: string;
}

@InputType('RecordNewswireOrderOutcomeInput', { description: "What the wire's site shows of an order whose outcome is unknown" })
class RecordNewswireOrderOutcomeInput {
  @Field(() => ID, { description: 'The order' }) id!: string;
  @Field(() => Boolean, { description: "True when the wire's site shows the order; false when it surely does not" }) sent!: boolean;
  @Field(() => String, { nullable: true, description: "The wire's order number, when its site shows one" }) vendorRef?: string | null;
}

const RecordNewswireOrderOutcomePayload = payloadType(
  'RecordNewswireOrderOutcomePayload',
  'newswireOrder',
  () => NewswireOrderType,
  'the order, placed (sent) or failed (not sent)',
  'order',
);
const ConfirmNewswireOrderPayload = payloadType(
  'ConfirmNewswireOrderPayload',
  'newswireOrder',
  () => NewswireOrderType,
  'the order, published',
  'order',
);
const CancelNewswireOrderPayload = payloadType(
  'CancelNewswireOrderPayload',
  'newswireOrder',
  () => NewswireOrderType,
  'the order, cancelled',
  'order',
);
const RetryNewswireOrderPayload = payloadType(
  'RetryNewswireOrderPayload',
  'newswireOrder',
  () => NewswireOrderType,
  'the order, tried again',
  'order',
);

registerNodeKind({
  typeName: 'NewswireOrder',
  entity: NewswireOrder,
  load: (ctx: DistributionContext, id) => ctx.services.distribution.get(ctx.em, ctx.request.viewer, id),
});

@Resolver()
export class DistributionResolver {
  @Query(() => NewswireProviderConnection, { description: 'Newswire providers with prices per level and features' })
  newswireProviders(@Ctx() ctx: DistributionContext, @Args(() => ConnectionArgs) page: ConnectionArgs): Connection<NewswireProviderType> {
    return paginate(ctx.services.distribution.providers(), (p) => p.id, page);
  }

  @Query(() => NewswireOrderConnection, { description: 'Your newswire orders, newest first' })
  async newswireOrders(
    @Ctx() ctx: DistributionContext,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('articleId', () => ID, { nullable: true, description: "Only this article's orders" }) articleId?: string | null,
  ): Promise<Connection<NewswireOrderType>> {
    const request = pageRequest(page);
    const found = await ctx.services.distribution.ordersPage(ctx.em, ctx.request.viewer, { articleId: articleId ?? undefined }, request);
    return pagedConnection(found, request, (o) => o.id);
  }

  @Query(() => NewswireQuoteType, {
    nullable: true,
    description:
      "The distribution dialog's figures for your article: its word count against each package's limit, price and reach; null for any other article",
  })
  newswireQuote(
    @Ctx() ctx: DistributionContext,
    @Arg('articleId', () => ID, { description: 'The article to distribute' }) articleId: string,
  ): Promise<NewswireQuoteType | null> {
    return ctx.services.distribution.quote(ctx.em, ctx.request.viewer, articleId);
  }

  @Mutation(() => ConfirmNewswireOrderPayload, { description: 'Record the release URL of a filed release: the order is published' })
  async confirmNewswireOrder(
    @Arg('input', () => ConfirmNewswireOrderInput, { description: 'The order and its release URL' }) input: ConfirmNewswireOrderInput,
    @Ctx() ctx: DistributionContext,
  ): Promise<Payload<'newswireOrder', NewswireOrderType>> {
    // The service parses the URL with the REST body's schema: its field errors are relative to the input.
    return mutationPayload('newswireOrder', () =>
      ctx.services.distribution.confirm(ctx.em, ctx.request.viewer, input.id, { releaseUrl: input.releaseUrl }),
    );
  }

  @Mutation(() => CancelNewswireOrderPayload, { description: 'Cancel an order not yet sent to the wire' })
  async cancelNewswireOrder(
    @Arg('input', () => CancelNewswireOrderInput, { description: 'The order' }) input: CancelNewswireOrderInput,
    @Ctx() ctx: DistributionContext,
  ): Promise<Payload<'newswireOrder', NewswireOrderType>> {
    return mutationPayload('newswireOrder', () => ctx.services.distribution.cancel(ctx.em, ctx.request.viewer, input.id));
  }

  @Mutation(() => RecordNewswireOrderOutcomePayload, {
    description: "Record what the wire's site shows of an order whose outcome is unknown: sent, or not (then retry it). Owner or editor",
  })
  async recordNewswireOrderOutcome(
    @Arg('input', () => RecordNewswireOrderOutcomeInput, { description: 'The order and what its wire shows' })
    input: RecordNewswireOrderOutcomeInput,
    @Ctx() ctx: DistributionContext,
  ): Promise<Payload<'newswireOrder', NewswireOrderType>> {
    const body = { sent: input.sent, ...(input.vendorRef ? { vendorRef: input.vendorRef } : {}) };
    return mutationPayload('newswireOrder', () => ctx.services.distribution.recordOutcome(ctx.em, ctx.request.viewer, input.id, body));
  }

  @Mutation(() => RetryNewswireOrderPayload, { description: 'Retry a failed order' })
  async retryNewswireOrder(
    @Arg('input', () => RetryNewswireOrderInput, { description: 'The order' }) input: RetryNewswireOrderInput,
    @Ctx() ctx: DistributionContext,
  ): Promise<Payload<'newswireOrder', NewswireOrderType>> {
    return mutationPayload('newswireOrder', () => ctx.services.distribution.retry(ctx.em, ctx.request.viewer, input.id));
  }
}
