import { Arg, Ctx, Field, GraphQLISODateTime, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { MemberRoleEnum } from '../identity';

@ObjectType('Member', { description: 'A person of the organization and their role' })
class MemberType {
  @Field(() => ID, { description: 'The person' }) userId!: string;
  @Field(() => String, { description: 'Their username' }) username!: string;
  @Field(() => String, { description: 'Their address' }) email!: string;
  @Field(() => MemberRoleEnum, { description: 'Their role' }) role!: string;
  @Field(() => Boolean, { description: 'They sign in with two factors' }) twoFactorEnabled!: boolean;
  @Field(() => GraphQLISODateTime, { description: 'When they joined' }) joinedAt!: Date;
}

@ObjectType('Invitation', { description: 'A pending invitation (the owner sees these)' })
class InvitationType {
  @Field(() => ID, { description: 'The invitation id' }) id!: string;
  @Field(() => String, { description: 'The invited address' }) email!: string;
  @Field(() => MemberRoleEnum, { description: 'The role offered' }) role!: string;
  @Field(() => Boolean, { description: 'Outside the verified domain, confirmed by the owner' }) outsideDomain!: boolean;
  @Field(() => String, { nullable: true, description: 'Who invited (username)' }) invitedBy!: string | null;
  @Field(() => GraphQLISODateTime, { description: 'When it was sent' }) createdAt!: Date;
  @Field(() => GraphQLISODateTime, { description: 'When the link stops working' }) expiresAt!: Date;
}

@ObjectType('Team', { description: "The organization's people" })
class TeamType {
  @Field(() => [MemberType], { description: 'Its members' }) members!: MemberType[];
  @Field(() => [InvitationType], { description: 'Pending invitations (the owner only; empty for others)' }) invitations!: InvitationType[];
}

@ObjectType('InvitationPreview', { description: 'What an invitation link offers, before accepting' })
class InvitationPreviewType {
  @Field(() => String, { description: 'The organization' }) organizationName!: string;
  @Field(() => String, { nullable: true, description: 'Its ticker' }) ticker!: string | null;
  @Field(() => MemberRoleEnum, { description: 'The role offered' }) role!: string;
  @Field(() => String, { description: 'The invited address, masked' }) email!: string;
  @Field(() => GraphQLISODateTime, { description: 'When the link stops working' }) expiresAt!: Date;
}

@InputType('InviteInput', { description: 'Whom to invite, with which role' })
class InviteInput {
  @Field(() => String, { description: 'Their address' }) email!: string;
  @Field(() => MemberRoleEnum, { description: 'The role offered' }) role!: string;
  @Field(() => Boolean, { nullable: true, description: 'Required true for an address outside the verified domain' })
  confirmOutsideDomain?: boolean;
}

@Resolver()
export class TeamResolver {
  @Query(() => TeamType, { description: "The organization's members (and, for the owner, pending invitations)" })
  async team(@Ctx() ctx: GraphQLContext): Promise<TeamType> {
    return ctx.services.team.members(ctx.em, ctx.request.viewer);
  }

  @Query(() => InvitationPreviewType, { description: 'What an invitation link offers (no sign-in needed)' })
  async invitation(
    @Arg('token', () => String, { description: "The invitation link's token" }) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<InvitationPreviewType> {
    return ctx.services.team.preview(ctx.em, token);
  }

  @Mutation(() => InvitationType, { description: 'Owner only: mails a single-use link valid 7 days' })
  async inviteMember(
    @Arg('input', () => InviteInput, { description: 'Whom to invite' }) input: InviteInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<InvitationType> {
    return ctx.services.team.invite(ctx.em, ctx.request.viewer, { ...input });
  }

  @Mutation(() => Boolean, { description: 'Owner only: the link stops working' })
  async revokeInvitation(@Arg('id', () => ID, { description: 'The invitation' }) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.team.revokeInvitation(ctx.em, ctx.request.viewer, id);
    return true;
  }

  @Mutation(() => MemberType, { description: 'Join with the invited role (signed in with the invited address)' })
  async acceptInvitation(
    @Arg('token', () => String, { description: "The invitation link's token" }) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MemberType> {
    return ctx.services.team.accept(ctx.em, ctx.request.viewer, token);
  }

  @Mutation(() => MemberType, { description: "Owner only: the member's sessions end at once" })
  async changeMemberRole(
    @Arg('userId', () => ID, { description: 'The member' }) userId: string,
    @Arg('role', () => MemberRoleEnum, { description: 'The new role' }) role: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MemberType> {
    return ctx.services.team.changeRole(ctx.em, ctx.request.viewer, userId, { role });
  }

  @Mutation(() => Boolean, { description: "Owner only: the member's sessions end at once" })
  async removeMember(@Arg('userId', () => ID, { description: 'The member' }) userId: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.team.remove(ctx.em, ctx.request.viewer, userId);
    return true;
  }
}
