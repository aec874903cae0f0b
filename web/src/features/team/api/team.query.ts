import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Settings → Team: the members with their roles; the owner also gets the pending invitations. */
export const TeamDocument = graphql(`
  query Team {
    team {
      members {
        userId
        username
        email
        role
        twoFactorEnabled
        joinedAt
      }
      invitations {
        id
        email
        role
        outsideDomain
        invitedBy
        expiresAt
      }
    }
  }
`);

export function useTeam() {
  return useQuery(TeamDocument, { fetchPolicy: 'cache-and-network' });
}
