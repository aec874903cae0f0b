import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { TeamDocument } from './team.query';

/** Mails a single-use link valid 7 days; an address outside the verified domain needs `confirmOutsideDomain`. */
export const InviteMemberDocument = graphql(`
  mutation InviteMember($input: InviteInput!) {
    inviteMember(input: $input) {
      invitation {
        id
        email
        role
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);

export const ChangeMemberRoleDocument = graphql(`
  mutation ChangeMemberRole($userId: ID!, $role: MemberRole!) {
    changeMemberRole(input: { userId: $userId, role: $role }) {
      member {
        userId
        role
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);

export const RemoveMemberDocument = graphql(`
  mutation RemoveMember($userId: ID!) {
    removeMember(input: { userId: $userId }) {
      removed
      userErrors {
        path
        code
        message
      }
    }
  }
`);

export const RevokeInvitationDocument = graphql(`
  mutation RevokeInvitation($id: ID!) {
    revokeInvitation(input: { id: $id }) {
      revoked
      userErrors {
        path
        code
        message
      }
    }
  }
`);

const refetchTeam = { refetchQueries: [TeamDocument], awaitRefetchQueries: true };

export function useInviteMember() {
  return useMutation(InviteMemberDocument, refetchTeam);
}
export function useChangeMemberRole() {
  return useMutation(ChangeMemberRoleDocument, refetchTeam);
}
export function useRemoveMember() {
  return useMutation(RemoveMemberDocument, refetchTeam);
}
export function useRevokeInvitation() {
  return useMutation(RevokeInvitationDocument, refetchTeam);
}
