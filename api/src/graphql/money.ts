import { GraphQLScalarType } from 'graphql';
import { GraphQLLocalDate } from 'graphql-scalars';
import { Field, FieldResolver, Int, ObjectType, Resolver, Root } from 'type-graphql';

/** An amount of money: whole cents and an ISO 4217 currency, never a float (Shopify's and Stripe's shape). */
@ObjectType('Money', { description: 'An amount in whole cents of a currency' })
export class MoneyType {
  @Field(() => Int, { description: 'The amount in the smallest unit (cents); a share price is rounded to the cent' }) amountCents!: number;
  @Field(() => String, { description: 'ISO 4217 code, e.g. USD' }) currency!: string;
  /** A share price keeps its sub-cent digits (penny stocks trade in fractions of a cent). */
  exact?: string;
}

@Resolver(() => MoneyType)
export class MoneyFieldsResolver {
  @FieldResolver(() => String, {
    description:
      'The exact amount in the main unit as a decimal string, e.g. "12.50" or "0.0035" (a share price may have more than 2 decimals)',
  })
  amount(@Root() money: MoneyType): string {
    return money.exact ?? (money.amountCents / 100).toFixed(2);
  }
}

export const usd = (amountCents: number): MoneyType => ({ amountCents, currency: 'USD' });

/** A price quoted in its currency's main unit (a share price, a vendor's dollar figure) as Money, sub-cent digits kept. */
export function moneyOf(amount: number, currency: string): MoneyType {
  const plain = String(amount);
  return { amountCents: Math.round(amount * 100), currency, exact: /\.\d\d/.test(plain) ? plain : amount.toFixed(2) };
}

/** A calendar day without a time (graphql-scalars' LocalDate, under the name partners know from other APIs). */
export const DateScalar = new GraphQLScalarType({
  ...GraphQLLocalDate.toConfig(),
  name: 'Date',
  description: "A calendar day, YYYY-MM-DD (RFC 3339 full-date); which day (UTC or an exchange's) the field says",
  specifiedByURL: 'https://datatracker.ietf.org/doc/html/rfc3339#section-5.6',
});

/** The day removals announced today may happen: the policy's 90 days (docs/graphql-changelog.md). */
const REMOVAL_DATE = '2027-02-27';

/** A deprecation reason by the policy: the replacement and the removal date, both named. */
export const deprecatedFor = (replacement: string, why = ''): string =>
  `${why ? `${why}: ` : ''}use ${replacement}. Removed on or after ${REMOVAL_DATE} (see the GraphQL changelog)`;
