import { Arg, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { NewsroomContext } from './newsroom.graphql-context';
import { mutationPayload, payloadType, type Payload } from '../../graphql/payload';
import type { SubscriberSummary } from './alerts.service';
import type { NewsroomView } from './newsroom.service';

@ObjectType('NewsroomFeeds', { description: "The newsroom's feeds" })
class NewsroomFeedsType {
  @Field(() => String, { description: 'RSS 2.0' }) rss!: string;
  @Field(() => String, { description: 'Atom' }) atom!: string;
  @Field(() => String, { description: 'JSON Feed 1.1' }) json!: string;
}

@ObjectType('Newsroom', { description: "The organization's public newsroom: its releases once out, and their feeds" })
class NewsroomType {
  @Field(() => String, { description: 'Its address segment: /newsroom/<slug>' }) slug!: string;
  @Field(() => String, { description: 'The public newsroom' }) url!: string;
  @Field(() => String, { description: 'Its title' }) title!: string;
  @Field(() => String, { nullable: true, description: 'The logo (https)' }) logoUrl!: string | null;
  @Field(() => NewsroomFeedsType, { description: 'Its feeds' }) feeds!: NewsroomFeedsType;
  @Field(() => Boolean, { description: 'You may change it (owners)' }) canChange!: boolean;
}

@InputType('UpdateNewsroomInput', { description: 'The newsroom settings; a field left out keeps its value' })
class UpdateNewsroomInput {
  @Field(() => String, { nullable: true, description: 'Lower-case letters, digits and hyphens, 2 to 60' }) slug?: string | null;
  @Field(() => String, { nullable: true, description: 'The title' }) title?: string | null;
  @Field(() => String, { nullable: true, description: 'The logo (https); empty removes it' }) logoUrl?: string | null;
}

@ObjectType('NewsroomSubscribers', { description: "The newsroom's email alert list as its owner sees it: counts only" })
class NewsroomSubscribersType {
  @Field(() => Int, { description: 'Confirmed subscribers: those an alert goes to' }) count!: number;
  @Field(() => Int, { description: 'Asked, not confirmed yet' }) pending!: number;
}

@InputType('RemoveNewsroomSubscribersInput', { description: 'Addresses to take off the email alert list' })
class RemoveNewsroomSubscribersInput {
  @Field(() => [String], { description: 'The addresses to remove' }) emails!: string[];
}

const RemoveNewsroomSubscribersPayload = payloadType(
  'RemoveNewsroomSubscribersPayload',
  'newsroomSubscribers',
  () => NewsroomSubscribersType,
  'the list after the removal',
  'subscribers',
);

const UpdateNewsroomPayload = payloadType('UpdateNewsroomPayload', 'newsroom', () => NewsroomType, 'the newsroom as saved');

/** Settings → Newsroom over GraphQL: the same service as GET/PUT /api/newsroom. */
@Resolver()
export class NewsroomResolver {
  @Query(() => NewsroomType, { description: "Your organization's newsroom" })
  async newsroom(@Ctx() ctx: NewsroomContext): Promise<NewsroomView> {
    return ctx.services.newsroom.settings(ctx.em, ctx.request.viewer);
  }

  @Mutation(() => UpdateNewsroomPayload, { description: 'Changes the newsroom (owners)' })
  async updateNewsroom(
    @Arg('input', () => UpdateNewsroomInput, { description: 'The settings to change' }) input: UpdateNewsroomInput,
    @Ctx() ctx: NewsroomContext,
  ): Promise<Payload<'newsroom', NewsroomView>> {
    // A null field means "keep" over GraphQL: only what was given goes to the service.
    const body = Object.fromEntries(Object.entries({ ...input }).filter(([, v]) => v !== null && v !== undefined));
    return mutationPayload('newsroom', () => ctx.services.newsroom.update(ctx.em, ctx.request.viewer, body));
  }

  @Query(() => NewsroomSubscribersType, { description: 'How many subscribe to the email alerts (owners); the addresses only by export' })
  async newsroomSubscribers(@Ctx() ctx: NewsroomContext): Promise<SubscriberSummary> {
    return ctx.services.newsroomAlerts.summary(ctx.em, ctx.request.viewer);
  }

  @Mutation(() => RemoveNewsroomSubscribersPayload, { description: 'Removes addresses from the email alert list (owners)' })
  async removeNewsroomSubscribers(
    @Arg('input', () => RemoveNewsroomSubscribersInput, { description: 'The addresses to remove' }) input: RemoveNewsroomSubscribersInput,
    @Ctx() ctx: NewsroomContext,
  ): Promise<Payload<'newsroomSubscribers', SubscriberSummary>> {
    return mutationPayload('newsroomSubscribers', async () => {
      await ctx.services.newsroomAlerts.remove(ctx.em, ctx.request.viewer, { emails: input.emails });
      return ctx.services.newsroomAlerts.summary(ctx.em, ctx.request.viewer);
    });
  }
}
