import { EDITOR_FORMATS } from '@issuerwire/plugin-sdk';
import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { graphqlEnum } from '../../graphql/enums';
import { NodeInterface } from '../../graphql/node';
import { PlatformIdEnum } from '../../graphql/plugin-enums';
import { SubmissionPackageType } from '../vendor-calls';
import { PUBLICATION_STATUSES } from './publication.entity';

// GraphQL shapes of the publishing module.

export const PublicationStatusEnum = graphqlEnum(PUBLICATION_STATUSES, 'PublicationStatus', 'Where a post on a platform stands', {
  scheduled: 'Waiting for its time',
  publishing: 'Being posted',
  published: 'Posted',
  pending: 'The issuer posts it by hand, then confirms the URL',
  failed: 'The platform refused it or could not be reached (retry it)',
  cancelled: 'Cancelled before it was posted',
});

const EditorFormatEnum = graphqlEnum(EDITOR_FORMATS, 'EditorFormat', 'The form of text a platform takes', {
  plain: 'Plain text',
  markdown: 'Markdown',
  html: 'Simple HTML',
});

@ObjectType('Publication', { description: 'An article on one platform', implements: [NodeInterface] })
export class PublicationType {
  @Field(() => ID, { description: 'The publication id' }) id!: string;
  @Field(() => ID, { description: 'The article' }) articleId!: string;
  @Field(() => ID, { description: 'Its campaign' }) campaignId!: string;
  @Field(() => String, { description: "The article's title" }) articleTitle!: string;
  @Field(() => PlatformIdEnum, { description: "The platform plugin's id (e.g. TWITTER, MEDIUM, SUBSTACK)" }) platform!: string;
  @Field(() => String, { description: "The platform's name" }) platformName!: string;
  @Field(() => PublicationStatusEnum, { description: 'Where it stands' }) status!: string;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it is to be posted; null: at once' }) scheduledFor!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was posted' }) publishedAt!: string | null;
  @Field(() => String, { nullable: true, description: "The platform's id for the post" }) postId!: string | null;
  @Field(() => String, { nullable: true, description: 'The post; in sandbox the hosted article page' }) url!: string | null;
  @Field(() => Boolean, { description: 'Nothing was posted to the platform' }) sandbox!: boolean;
  @Field(() => Int, { description: 'Attempts to post it' }) attempts!: number;
  @Field(() => String, { nullable: true, description: 'Why it failed, or why the last attempt did while it is retried' }) lastError!:
    string | null;
  @Field(() => SubmissionPackageType, { nullable: true, description: 'Pending: what to post by hand, then confirm with the URL' })
  submission!: SubmissionPackageType | null;
  @Field(() => GraphQLISODateTime, { description: 'Calendar date: published, else scheduled, else created' }) at!: string;
  @Field(() => GraphQLISODateTime, { description: 'When it was requested' }) createdAt!: string;
  @Field(() => GraphQLISODateTime, { description: 'Its last change' }) updatedAt!: string;
}

@ObjectType('ReleaseMove', { description: 'A requested time moved after the newswire release' })
export class ReleaseMoveType {
  @Field(() => GraphQLISODateTime, { description: 'The time asked for' }) from!: string;
  @Field(() => GraphQLISODateTime, { description: 'The time it got' }) to!: string;
}

@ObjectType('NewsroomEntry', { description: 'A release put on the organization’s newsroom' })
export class NewsroomEntryType {
  @Field(() => String, { description: 'Its permalink on the newsroom' }) url!: string;
  @Field(() => Int, { description: 'The article version shown there' }) version!: number;
  @Field(() => GraphQLISODateTime, { description: 'Not shown before this time, nor before the newswire reports the release out' })
  at!: string;
}

@ObjectType('PublishResult', { description: 'The publications a publish request made' })
export class PublishResultType {
  @Field(() => String, { description: 'What was and was not posted, for people' }) message!: string;
  @Field(() => [PublicationType], { description: 'One per platform' }) publications!: PublicationType[];
  @Field(() => String, { description: 'The hosted article page, the canonical URL the platforms link to' }) hostedUrl!: string;
  @Field(() => ReleaseMoveType, {
    nullable: true,
    description: 'The requested time came before the newswire release and was moved after it',
  })
  movedAfterDistribution!: ReleaseMoveType | null;
  @Field(() => NewsroomEntryType, { nullable: true, description: 'The newsroom entry, when the platforms named NEWSROOM' })
  newsroom!: NewsroomEntryType | null;
  @Field(() => Boolean, { description: 'The stored answer of an earlier call with the same idempotency key' }) replayed!: boolean;
}

@ObjectType('CredentialField', { description: 'A credential a platform plugin asks for' })
export class CredentialFieldType {
  @Field(() => String, { description: 'Its key in connectPlatform(credentials)' }) name!: string;
  @Field(() => Boolean, { description: 'It must be given' }) required!: boolean;
  @Field(() => String, { nullable: true, description: 'What it is, from the plugin' }) description!: string | null;
}

@ObjectType('Platform', { description: 'A publishing platform with your connection state (never credentials)' })
export class PlatformType {
  @Field(() => PlatformIdEnum, { description: "The plugin's id (e.g. TWITTER); the values are this installation's platform plugins" })
  id!: string;
  @Field(() => String, { description: 'Its name' }) name!: string;
  @Field(() => Boolean, { description: 'Your account on it is connected' }) connected!: boolean;
  @Field(() => String, { nullable: true, description: 'The connected account, as you or the platform named it' }) label!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was connected' }) connectedAt!: string | null;
  @Field(() => Boolean, { description: 'Nothing is posted: no connected account, or the plugin runs in sandbox here' }) sandbox!: boolean;
  @Field(() => String, { nullable: true, description: 'Why it is in sandbox, for people' }) sandboxReason!: string | null;
  @Field(() => EditorFormatEnum, { description: 'The form of text it takes' }) editorFormat!: string;
  @Field(() => Int, { nullable: true, description: 'Most characters a post may have; null: no limit' }) maxLength!: number | null;
  @Field(() => [CredentialFieldType], { description: 'What connecting asks for' }) credentialFields!: CredentialFieldType[];
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
