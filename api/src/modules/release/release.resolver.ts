import { Arg, Ctx, Field, GraphQLISODateTime, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { ReleaseContext } from './release.graphql-context';
import { mutationPayload, payloadType, type Payload } from '../../graphql/payload';
import { PlatformIdEnum } from '../../graphql/plugin-enums';
import { AppError } from '../../lib/errors';
import { DistributeInputType, DistributionResultType } from '../distribution';
import { PublishResultType } from '../publishing';
import { PublishingCalendarType, ReleaseCheckType, ReleaseReceiptType } from './release.types';

@InputType('PublishArticleInput', { description: 'What to publish, where and when' })
class PublishArticleInput {
  @Field(() => ID, { description: 'The article (approved, where the organization requires it)' }) articleId!: string;
  @Field(() => [PlatformIdEnum], { description: 'Platform plugin ids' }) platforms!: string[];
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When to publish, not in the past; absent: at once' })
  scheduledFor?: Date | null;
  @Field(() => String, {
    nullable: true,
    description: 'One per user action: a repeat answers the first result (replayed) and does nothing again',
  })
  idempotencyKey?: string | null;
}

@InputType('RecordExchangeNoticeInput', { description: 'When the issuer told its exchange of a release' })
class RecordExchangeNoticeInput {
  @Field(() => ID, { description: 'The article' }) articleId!: string;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When; absent: now. Not in the future.' }) notifiedAt?: Date | null;
}

@ObjectType('ExchangeNotice', { description: 'A recorded exchange notice' })
class ExchangeNoticeType {
  @Field(() => ID, { description: 'The article' }) articleId!: string;
  @Field(() => GraphQLISODateTime, { description: 'When the issuer told its exchange' }) exchangeNotifiedAt!: string;
}

const RecordExchangeNoticePayload = payloadType(
  'RecordExchangeNoticePayload',
  'exchangeNotice',
  () => ExchangeNoticeType,
  'the recorded notice',
  'notice',
);
const PublishArticlePayload = payloadType(
  'PublishArticlePayload',
  'publishResult',
  () => PublishResultType,
  'the publications the request made',
  'result',
);
const DistributeArticlePayload = payloadType(
  'DistributeArticlePayload',
  'distributionResult',
  () => DistributionResultType,
  'the orders placed',
  'result',
);

/** The release workflow's two entries (platform posts, wire orders) and the calendar of both. */
@Resolver()
export class ReleaseResolver {
  @Query(() => PublishingCalendarType, {
    description: 'Publications and newswire orders in [from, to) (default: 30 days back to 60 ahead)',
  })
  async publishingCalendar(
    @Ctx() ctx: ReleaseContext,
    @Arg('from', () => GraphQLISODateTime, { nullable: true, description: 'Start (default 30 days ago)' }) from?: Date | null,
    @Arg('to', () => GraphQLISODateTime, { nullable: true, description: 'End, excluded (default 60 days ahead)' }) to?: Date | null,
  ): Promise<PublishingCalendarType> {
    // The service reads the REST query's ISO text: one rule for both (from before to).
    return ctx.services.release.calendar(ctx.em, ctx.request.viewer, { from: from?.toISOString(), to: to?.toISOString() });
  }

  @Mutation(() => PublishArticlePayload, {
    description: 'Publish now, or schedule with scheduledFor; the newswire goes first. One idempotencyKey per user action.',
  })
  async publishArticle(
    @Arg('input', () => PublishArticleInput, { description: 'The article, platforms, time and idempotency key' })
    input: PublishArticleInput,
    @Ctx() ctx: ReleaseContext,
  ): Promise<Payload<'publishResult', PublishResultType>> {
    return mutationPayload('publishResult', async () => {
      const { articleId, platforms, scheduledFor, idempotencyKey } = input;
      // The service validates the REST body's ISO text: one rule for both (e.g. not in the past).
      const when = scheduledFor?.toISOString() ?? null;
      const result = await ctx.services.release.publish(
        ctx.em,
        ctx.request.viewer,
        articleId,
        { platforms, scheduledFor: when },
        idempotencyKey,
      );
      return {
        ...result.body,
        movedAfterDistribution: result.body.movedAfterDistribution ?? null,
        newsroom: result.body.newsroom ?? null,
        replayed: result.replayed,
      };
    });
  }

  @Mutation(() => DistributeArticlePayload, {
    description: 'Distribute the article as a press release: one order per provider. One idempotencyKey per user action.',
  })
  async distributeArticle(
    @Arg('input', () => DistributeInputType, { description: 'The request and its idempotency key' }) input: DistributeInputType,
    @Ctx() ctx: ReleaseContext,
  ): Promise<Payload<'distributionResult', DistributionResultType>> {
    return mutationPayload('distributionResult', async () => {
      const { idempotencyKey, ...request } = input;
      const body = {
        ...request,
        distributionLevel: request.distributionLevel ?? undefined,
        targetDate: request.targetDate?.toISOString(),
        orderAgain: request.orderAgain ?? undefined,
      };
      const result = await ctx.services.release.distribute(ctx.em, ctx.request.viewer, body, idempotencyKey);
      if (result.body.code) {
        const { message, code, ...details } = result.body;
        throw new AppError(code, message, 502, details);
      }
      return { ...result.body, replayed: result.replayed };
    });
  }

  @Query(() => ReleaseCheckType, {
    description: "A release time read against the issuer's exchange calendar (same as GET /api/articles/{id}/release-check)",
  })
  async releaseCheck(
    @Ctx() ctx: ReleaseContext,
    @Arg('articleId', () => ID, { description: 'The article' }) articleId: string,
    @Arg('scheduledFor', () => GraphQLISODateTime, { nullable: true, description: 'The release time; absent: now' })
    scheduledFor?: Date | null,
  ): Promise<ReleaseCheckType> {
    return ctx.services.releaseCheck.check(ctx.em, ctx.request.viewer, articleId, { scheduledFor: scheduledFor?.toISOString() });
  }

  @Query(() => ReleaseReceiptType, { description: "The release's receipt per channel (same as GET /api/articles/{id}/release)" })
  async articleRelease(
    @Ctx() ctx: ReleaseContext,
    @Arg('articleId', () => ID, { description: 'The article' }) articleId: string,
  ): Promise<ReleaseReceiptType> {
    return ctx.services.releaseReceipts.receipt(ctx.em, ctx.request.viewer, articleId);
  }

  @Mutation(() => RecordExchangeNoticePayload, { description: 'Record when the issuer told its exchange of this release (audited)' })
  async recordExchangeNotice(
    @Arg('input', () => RecordExchangeNoticeInput, { description: 'The article and when' }) input: RecordExchangeNoticeInput,
    @Ctx() ctx: ReleaseContext,
  ): Promise<Payload<'exchangeNotice', ExchangeNoticeType>> {
    return mutationPayload('exchangeNotice', () =>
      ctx.services.releaseCheck.recordExchangeNotice(ctx.em, ctx.request.viewer, input.articleId, {
        notifiedAt: input.notifiedAt?.toISOString(),
      }),
    );
  }
}
