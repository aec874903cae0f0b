import { Field, Int, ObjectType } from 'type-graphql';

/** An amount of money: whole cents and an ISO 4217 currency, never a float (Shopify's and Stripe's shape). */
@ObjectType('Money', { description: 'An amount in whole cents of a currency' })
export class MoneyType {
  @Field(() => Int, { description: 'The amount in the smallest unit (cents)' }) amountCents!: number;
  @Field(() => String, { description: 'ISO 4217 code, e.g. USD' }) currency!: string;
}
