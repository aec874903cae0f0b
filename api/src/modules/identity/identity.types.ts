import { Field, ID, ObjectType } from 'type-graphql';

// GraphQL shapes the identity, KYC and admin resolvers share. No resolver here: resolver files'
// import order sets the order of the schema's queries and mutations.

@ObjectType('ActionResult')
export class ActionResultType {
  @Field(() => Boolean) success!: boolean;
  @Field(() => String) message!: string;
}

/** How every view of a user starts; never in the schema on its own. */
@ObjectType('UserHandleFields')
export class UserHandleFields {
  @Field(() => ID) id!: string;
  @Field(() => String) username!: string;
  @Field(() => String) email!: string;
}

// TypeScript's rule for mixins: the base constructor takes `any[]`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ObjectTypeClass = new (...args: any[]) => object;

/**
 * `Base`'s fields, then the company an issuer declared and its verification (spec: Issuer profile).
 * A mixin rather than a base class because Account has role and plan before these fields; like
 * UserHandleFields, the class it returns reaches the schema only through the types that extend it.
 */
export function withIssuerFields<TBase extends ObjectTypeClass>(Base: TBase) {
  @ObjectType('IssuerFields')
  class IssuerFields extends Base {
    @Field(() => String, { nullable: true }) companyName!: string | null;
    @Field(() => String, { nullable: true }) ticker!: string | null;
    @Field(() => String, { nullable: true }) exchange!: string | null;
    @Field(() => String, { nullable: true }) sector!: string | null;
    @Field(() => String, { nullable: true }) contactName!: string | null;
    @Field(() => String, { nullable: true }) website!: string | null;
    @Field(() => String, { nullable: true }) jurisdiction!: string | null;
    @Field(() => String) verificationStatus!: string;
  }
  return IssuerFields;
}
