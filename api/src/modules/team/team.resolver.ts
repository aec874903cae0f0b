import { Arg, Ctx, Field, GraphQLISODateTime, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { TeamContext } from './team.graphql-context';
import { mutationPayload, payloadType, type Payload } from '../../graphql/payload';
import { NodeInterface, registerNodeKind } from '../../graphql/node';
import { Membership, MemberRoleEnum, type Member } from '../identity';
import { Invitation } from './invitation.entity';

@ObjectType('Member', { description: 'A person of the organization and their role', implements: [NodeInterface] })
class MemberType {
  @Field(() => ID, { description: 'The person: the same as userId (node(id:) answers the member for it)' }) id!: string;
  @Field(() => ID, { description: 'The person' }) userId!: string;
  @Field(() => String, { description: 'Their username' }) username!: string;
  @Field(() => String, { description: 'Their address' }) email!: string;
  @Field(() => MemberRoleEnum, { description: 'Their role' }) role!: string;
  @Field(() => Boolean, { description: 'They sign in with two factors' }) twoFactorEnabled!: boolean;
  @Field(() => GraphQLISODateTime, { description: 'When they joined' }) joinedAt!: Date;
}

@ObjectType('Invitation', { description: 'A pending invitation (the owner sees these)', implements: [NodeInterface] })
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

@InputType('RevokeInvitationInput', { description: 'The invitation to withdraw' })
class RevokeInvitationInput {
  @Field(() => ID, { description: 'The invitation' }) id!: string;
}

@InputType('AcceptInvitationInput', { description: 'The invitation to accept' })
class AcceptInvitationInput {
  @Field(() => String, { description: "The invitation link's token" }) token!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The code mailed to the invited address (an accept without it answers email_verification_required and mails it)',
  })
  code?: string | null;
}

@InputType('ChangeMemberRoleInput', { description: 'A member and their new role' })
class ChangeMemberRoleInput {
  @Field(() => ID, { description: 'The member' }) userId!: string;
  @Field(() => MemberRoleEnum, { description: 'The new role' }) role!: string;
}

@InputType('RemoveMemberInput', { description: 'The member to remove' })
class RemoveMemberInput {
  @Field(() => ID, { description: 'The member' }) userId!: string;
}

const InviteMemberPayload = payloadType('InviteMemberPayload', 'invitation', () => InvitationType, 'the invitation sent');
const RevokeInvitationPayload = payloadType('RevokeInvitationPayload', 'revoked', () => Boolean, 'true: the link stops working');
const AcceptInvitationPayload = payloadType('AcceptInvitationPayload', 'member', () => MemberType, 'you, as a member of the organization');
const ChangeMemberRolePayload = payloadType('ChangeMemberRolePayload', 'member', () => MemberType, 'the member with the new role');
const RemoveMemberPayload = payloadType('RemoveMemberPayload', 'removed', () => Boolean, 'true: the member is out');

/** A member's global id is the person's: the id every other field and mutation names them by. */
const memberNode = (member: Member): MemberType => ({ ...member, id: member.userId });

registerNodeKind({
  typeName: 'Member',
  entity: Membership,
  idProperty: 'user',
  // As team reads them: people of the organization only (a token is refused, person_required).
  load: async (ctx: TeamContext, id) => {
    const found = await ctx.services.team.member(ctx.em, ctx.request.viewer, id);
    return found && memberNode(found);
  },
});

registerNodeKind({
  typeName: 'Invitation',
  entity: Invitation,
  // As team lists them: pending ones, to the owner (null for other members, whose list is empty).
  load: (ctx: TeamContext, id) => ctx.services.team.invitation(ctx.em, ctx.request.viewer, id),
});

@Resolver()
export class TeamResolver {
  @Query(() => TeamType, { description: "The organization's members (and, for the owner, pending invitations)" })
  async team(@Ctx() ctx: TeamContext): Promise<TeamType> {
    const team = await ctx.services.team.members(ctx.em, ctx.request.viewer);
    return { ...team, members: team.members.map(memberNode) };
  }

  @Query(() => InvitationPreviewType, { description: 'What an invitation link offers (no sign-in needed)' })
  async invitation(
    @Arg('token', () => String, { description: "The invitation link's token" }) token: string,
    @Ctx() ctx: TeamContext,
  ): Promise<InvitationPreviewType> {
    return ctx.services.team.preview(ctx.em, token);
  }

  @Mutation(() => InviteMemberPayload, { description: 'Owner only: mails a single-use link valid 7 days' })
  async inviteMember(
    @Arg('input', () => InviteInput, { description: 'Whom to invite' }) input: InviteInput,
    @Ctx() ctx: TeamContext,
  ): Promise<Payload<'invitation', InvitationType>> {
    return mutationPayload('invitation', () => ctx.services.team.invite(ctx.em, ctx.request.viewer, { ...input }));
  }

  @Mutation(() => RevokeInvitationPayload, { description: 'Owner only: the link stops working' })
  async revokeInvitation(
    @Arg('input', () => RevokeInvitationInput, { description: 'The invitation' }) input: RevokeInvitationInput,
    @Ctx() ctx: TeamContext,
  ): Promise<Payload<'revoked', boolean>> {
    return mutationPayload('revoked', async () => {
      await ctx.services.team.revokeInvitation(ctx.em, ctx.request.viewer, input.id);
      return true;
    });
  }

  @Mutation(() => AcceptInvitationPayload, { description: 'Join with the invited role (signed in with the invited address)' })
  async acceptInvitation(
    @Arg('input', () => AcceptInvitationInput, { description: 'The invitation' }) input: AcceptInvitationInput,
    @Ctx() ctx: TeamContext,
  ): Promise<Payload<'member', MemberType>> {
    return mutationPayload('member', async () =>
      memberNode(await ctx.services.team.accept(ctx.em, ctx.request.viewer, input.token, input.code ?? undefined)),
    );
  }

  @Mutation(() => ChangeMemberRolePayload, { description: "Owner only: the member's sessions end at once" })
  async changeMemberRole(
    @Arg('input', () => ChangeMemberRoleInput, { description: 'The member and the new role' }) input: ChangeMemberRoleInput,
    @Ctx() ctx: TeamContext,
  ): Promise<Payload<'member', MemberType>> {
    return mutationPayload('member', async () =>
      memberNode(await ctx.services.team.changeRole(ctx.em, ctx.request.viewer, input.userId, { role: input.role })),
    );
  }

  @Mutation(() => RemoveMemberPayload, { description: "Owner only: the member's sessions end at once" })
  async removeMember(
    @Arg('input', () => RemoveMemberInput, { description: 'The member' }) input: RemoveMemberInput,
    @Ctx() ctx: TeamContext,
  ): Promise<Payload<'removed', boolean>> {
    return mutationPayload('removed', async () => {
      await ctx.services.team.remove(ctx.em, ctx.request.viewer, input.userId);
      return true;
    });
  }
}
