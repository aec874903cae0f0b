import { Args, Ctx, Field, GraphQLISODateTime, ID, ObjectType, Query, Resolver } from 'type-graphql';
import { ConnectionArgs, connectionType, paginate, type Connection } from '../../graphql/connection';
import type { CampaignsContext } from './campaigns.graphql-context';
import { graphqlEnum } from '../../graphql/enums';
import { MoneyType } from '../../graphql/money';
import { NodeInterface, registerNodeKind } from '../../graphql/node';
import { Charge, CHARGE_KINDS } from './charge.entity';

const ChargeKindEnum = graphqlEnum(CHARGE_KINDS, 'ChargeKind', 'What a charge paid for', {
  campaign: "A campaign's content, billed once when its article is generated: 0 within the plan's allowance, else its overage price",
  newswire: 'A newswire distribution order',
  plan: "A month's subscription (its plan's price; the difference after an upgrade during the month)",
});

@ObjectType('Charge', {
  description: 'What the organization was charged for (no payment processor: the record is the bill)',
  implements: [NodeInterface],
})
class ChargeType {
  @Field(() => ID, { description: 'The charge id' }) id!: string;
  @Field(() => ChargeKindEnum, { description: 'What it paid for' }) kind!: string;
  @Field(() => ID, { nullable: true, description: 'Its campaign' }) campaignId!: string | null;
  @Field(() => ID, { nullable: true, description: "The campaign's article: the content it paid for" }) articleId!: string | null;
  @Field(() => MoneyType, { description: 'The amount; a campaign charge is what its paid-content disclosure states' }) amount!: MoneyType;
  @Field(() => String, { description: 'What it was for' }) description!: string;
  @Field(() => GraphQLISODateTime, { description: 'When it was billed' }) createdAt!: Date;
}

const ChargeConnection = connectionType(ChargeType, 'Charge', 'charge');

registerNodeKind({
  typeName: 'Charge',
  entity: Charge,
  // As billingCharges reads them: every member, or the read scope.
  load: (ctx: CampaignsContext, id) => ctx.services.billing.get(ctx.em, ctx.request.viewer, id),
});

@Resolver()
export class BillingResolver {
  @Query(() => ChargeConnection, { description: 'What your organization was charged, newest first (REST: GET /api/billing/charges)' })
  async billingCharges(@Args(() => ConnectionArgs) page: ConnectionArgs, @Ctx() ctx: CampaignsContext): Promise<Connection<ChargeType>> {
    return paginate(await ctx.services.billing.list(ctx.em, ctx.request.viewer), (c) => c.id, page);
  }
}
