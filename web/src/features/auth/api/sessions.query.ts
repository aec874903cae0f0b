import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SessionsDocument = graphql(`
  query Sessions {
    sessions {
      nodes {
        id
        createdAt
        lastSeenAt
        ip
        userAgent
        current
      }
    }
  }
`);

/** The signed-in user's active sessions, this one marked `current`. */
export function useSessions() {
  return useQuery(SessionsDocument, { fetchPolicy: 'cache-and-network' });
}
