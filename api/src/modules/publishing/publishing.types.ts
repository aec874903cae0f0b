import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { SubmissionPackageType } from '../vendor-calls';

// GraphQL shapes of the publishing module.

@ObjectType('Publication', { description: 'An article on one platform' })
export class PublicationType {
  @Field(() => ID) id!: string;
  @Field(() => ID) articleId!: string;
  @Field(() => ID) campaignId!: string;
  @Field(() => String) articleTitle!: string;
  @Field(() => String) platform!: string;
  @Field(() => String) platformName!: string;
  @Field(() => String, { description: 'scheduled, publishing, published, pending, failed or cancelled' }) status!: string;
  @Field(() => GraphQLISODateTime, { nullable: true }) scheduledFor!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) publishedAt!: string | null;
  @Field(() => String, { nullable: true }) postId!: string | null;
  @Field(() => String, { nullable: true, description: 'The post; in sandbox the hosted article page' }) url!: string | null;
  @Field(() => Boolean, { description: 'Nothing was posted to the platform' }) sandbox!: boolean;
  @Field(() => Int) attempts!: number;
  @Field(() => String, { nullable: true, description: 'Why it failed, or why the last attempt did while it is retried' }) lastError!:
    string | null;
  @Field(() => SubmissionPackageType, { nullable: true, description: 'Pending: what to post by hand, then confirm with the URL' })
  submission!: SubmissionPackageType | null;
  @Field(() => GraphQLISODateTime, { description: 'Calendar date: published, else scheduled, else created' }) at!: string;
  @Field(() => GraphQLISODateTime) createdAt!: string;
  @Field(() => GraphQLISODateTime) updatedAt!: string;
}

@ObjectType('ReleaseMove')
export class ReleaseMoveType {
  @Field(() => GraphQLISODateTime) from!: string;
  @Field(() => GraphQLISODateTime) to!: string;
}

@ObjectType('PublishResult')
export class PublishResultType {
  @Field(() => String) message!: string;
  @Field(() => [PublicationType]) publications!: PublicationType[];
  @Field(() => String, { description: 'The hosted article page, the canonical URL the platforms link to' }) hostedUrl!: string;
  @Field(() => ReleaseMoveType, {
    nullable: true,
    description: 'The requested time came before the newswire release and was moved after it',
  })
  movedAfterDistribution!: ReleaseMoveType | null;
  @Field(() => Boolean, { description: 'The stored answer of an earlier call with the same idempotency key' }) replayed!: boolean;
}

@ObjectType('CredentialField')
export class CredentialFieldType {
  @Field(() => String) name!: string;
  @Field(() => Boolean) required!: boolean;
  @Field(() => String, { nullable: true }) description!: string | null;
}

@ObjectType('Platform', { description: 'A publishing platform with your connection state (never credentials)' })
export class PlatformType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => Boolean) connected!: boolean;
  @Field(() => String, { nullable: true }) label!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) connectedAt!: string | null;
  @Field(() => Boolean, { description: 'Nothing is posted: no connected account, or the plugin runs in sandbox here' }) sandbox!: boolean;
  @Field(() => String, { nullable: true }) sandboxReason!: string | null;
  @Field(() => String, { description: 'plain, markdown or html' }) editorFormat!: string;
  @Field(() => Int, { nullable: true }) maxLength!: number | null;
  @Field(() => [CredentialFieldType]) credentialFields!: CredentialFieldType[];
  @Field(() => Boolean, {
    description: 'The account can be connected by signing in to the platform (OAuth): send the browser to oauthStartUrl',
  })
  oauthAvailable!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'Where the browser goes to connect by signing in (GET, signed in); null when not available',
  })
  oauthStartUrl!: string | null;
}
