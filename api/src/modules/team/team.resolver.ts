import { Arg, Ctx, Field, GraphQLISODateTime, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';

@ObjectType('Member', { description: 'A person of the organization and their role' })
class MemberType {
  @Field(() => ID) userId!: string;
  @Field(() => String) username!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { description: 'owner, editor, approver or viewer' }) role!: string;
  @Field(() => Boolean) twoFactorEnabled!: boolean;
  @Field(() => GraphQLISODateTime) joinedAt!: Date;
}

@ObjectType('Invitation', { description: 'A pending invitation (the owner sees these)' })
class InvitationType {
  @Field(() => ID) id!: string;
  @Field(() => String) email!: string;
  @Field(() => String) role!: string;
  @Field(() => Boolean, { description: 'Outside the verified domain, confirmed by the owner' }) outsideDomain!: boolean;
  @Field(() => String, { nullable: true }) invitedBy!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) expiresAt!: Date;
}

@ObjectType('Team')
class TeamType {
  @Field(() => [MemberType]) members!: MemberType[];
  @Field(() => [InvitationType]) invitations!: InvitationType[];
}

@ObjectType('InvitationPreview', { description: 'What an invitation link offers, before accepting' })
class InvitationPreviewType {
  @Field(() => String) organizationName!: string;
  @Field(() => String, { nullable: true }) ticker!: string | null;
  @Field(() => String) role!: string;
  @Field(() => String, { description: 'The invited address, masked' }) email!: string;
  @Field(() => GraphQLISODateTime) expiresAt!: Date;
}

@InputType('InviteInput')
class InviteInput {
  @Field(() => String) email!: string;
  @Field(() => String, { description: 'owner, editor, approver or viewer' }) role!: string;
  @Field(() => Boolean, { nullable: true, description: 'Required true for an address outside the verified domain' })
  confirmOutsideDomain?: boolean;
}

@Resolver()
export class TeamResolver {
  @Query(() => TeamType, { description: "The organization's members (and, for the owner, pending invitations)" })
  async team(@Ctx() ctx: GraphQLContext): Promise<TeamType> {
    return ctx.services.team.members(ctx.em, ctx.request.viewer);
  }

  @Query(() => InvitationPreviewType)
  async invitation(@Arg('token', () => String) token: string, @Ctx() ctx: GraphQLContext): Promise<InvitationPreviewType> {
    return ctx.services.team.preview(ctx.em, token);
  }

  @Mutation(() => InvitationType, { description: 'Owner only: mails a single-use link valid 7 days' })
  async inviteMember(@Arg('input', () => InviteInput) input: InviteInput, @Ctx() ctx: GraphQLContext): Promise<InvitationType> {
    return ctx.services.team.invite(ctx.em, ctx.request.viewer, { ...input });
  }

  @Mutation(() => Boolean, { description: 'Owner only: the link stops working' })
  async revokeInvitation(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.team.revokeInvitation(ctx.em, ctx.request.viewer, id);
    return true;
  }

  @Mutation(() => MemberType, { description: 'Join with the invited role (signed in with the invited address)' })
  async acceptInvitation(@Arg('token', () => String) token: string, @Ctx() ctx: GraphQLContext): Promise<MemberType> {
    return ctx.services.team.accept(ctx.em, ctx.request.viewer, token);
  }

  @Mutation(() => MemberType, { description: "Owner only: the member's sessions end at once" })
  async changeMemberRole(
    @Arg('userId', () => ID) userId: string,
    @Arg('role', () => String) role: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MemberType> {
    return ctx.services.team.changeRole(ctx.em, ctx.request.viewer, userId, { role });
  }

  @Mutation(() => Boolean, { description: "Owner only: the member's sessions end at once" })
  async removeMember(@Arg('userId', () => ID) userId: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.team.remove(ctx.em, ctx.request.viewer, userId);
    return true;
  }
}
