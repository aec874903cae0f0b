import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** What an invitation link offers, before accepting (anyone holding the link may look). */
export const InvitationDocument = graphql(`
  query Invitation($token: String!) {
    invitation(token: $token) {
      organizationName
      ticker
      role
      email
      expiresAt
    }
  }
`);

export const AcceptInvitationDocument = graphql(`
  mutation AcceptInvitation($token: String!, $code: String) {
    acceptInvitation(input: { token: $token, code: $code }) {
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

export function useInvitation(token: string) {
  return useQuery(InvitationDocument, { variables: { token } });
}

export function useAcceptInvitation() {
  return useMutation(AcceptInvitationDocument);
}
