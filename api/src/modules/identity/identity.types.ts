import { Field, ID, ObjectType } from 'type-graphql';
import { graphqlEnum } from '../../graphql/enums';
import { MEMBER_ROLES, TWO_FACTOR_METHODS } from './identity.schemas';
import { PLANS, ROLES, VERIFICATION_STATUSES } from './user.entity';

// GraphQL shapes the identity, KYC and admin resolvers share. No resolver here: resolver files'
// import order sets the order of the schema's queries and mutations.

export const MemberRoleEnum = graphqlEnum(MEMBER_ROLES, 'MemberRole', "A person's role in their organization", {
  owner: 'Everything, including the team, the plan, integrations and partner tokens',
  editor: 'Writes campaigns and articles, publishes and distributes (approvals apply)',
  approver: 'What an editor does, and approves or rejects articles',
  viewer: 'Reads everything, changes nothing',
});

export const AccountRoleEnum = graphqlEnum(ROLES, 'AccountRole', 'What kind of account this is', {
  issuer: "A person of a listed company's team",
  admin: 'An IssuerWire operator who reviews KYC applications',
});

export const PlanEnum = graphqlEnum(PLANS, 'PlanId', "An organization's plan (its monthly article quota and features)", {
  basic: 'Basic: 4 articles a month',
  pro: 'Pro: 12 articles a month',
  agency: 'Agency: 25 articles a month',
});

export const VerificationStatusEnum = graphqlEnum(
  VERIFICATION_STATUSES,
  'VerificationStatus',
  "Where an account's KYC verification stands",
  {
    pending: 'Not verified yet (no application, or one still being checked)',
    in_review: 'A reviewer is looking at the application (24–48 hours)',
    verified: 'Verified: the account holds its ticker',
    rejected: 'Rejected by a reviewer (the reason was mailed)',
  },
);

export const TwoFactorMethodEnum = graphqlEnum(TWO_FACTOR_METHODS, 'TwoFactorMethod', 'How the second factor was given', {
  totp: 'A 6-digit code from the authenticator app',
  backup_code: 'A single-use backup code',
});

@ObjectType('ActionResult', { description: 'The outcome of an action that returns nothing else' })
export class ActionResultType {
  @Field(() => Boolean, { description: 'Always true: a failure is an error with a code' }) success!: boolean;
  @Field(() => String, { description: 'What happened, for people' }) message!: string;
}

/** How every view of a user starts; never in the schema on its own. */
@ObjectType('UserHandleFields', { description: 'A person: id, username and address' })
export class UserHandleFields {
  @Field(() => ID, { description: "The person's id" }) id!: string;
  @Field(() => String, { description: 'What they sign in with' }) username!: string;
  @Field(() => String, { description: 'Their email address' }) email!: string;
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
  @ObjectType('IssuerFields', { description: 'The company an issuer declared and its verification' })
  class IssuerFields extends Base {
    @Field(() => String, { nullable: true, description: 'The company as declared at KYC' }) companyName!: string | null;
    @Field(() => String, { nullable: true, description: 'Its ticker; only a verified account acts for it' }) ticker!: string | null;
    @Field(() => String, { nullable: true, description: 'Where it is listed, as declared (e.g. NASDAQ, TSX-V)' }) exchange!: string | null;
    @Field(() => String, { nullable: true, description: 'Its sector, as declared' }) sector!: string | null;
    @Field(() => String, { nullable: true, description: 'The contact person, as declared' }) contactName!: string | null;
    @Field(() => String, { nullable: true, description: 'The company website' }) website!: string | null;
    @Field(() => String, { nullable: true, description: 'The regulator’s jurisdiction, as declared' }) jurisdiction!: string | null;
    @Field(() => VerificationStatusEnum, { description: 'Where KYC verification stands' }) verificationStatus!: string;
  }
  return IssuerFields;
}
