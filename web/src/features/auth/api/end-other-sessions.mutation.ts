import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { SessionsDocument } from './sessions.query';

export const EndOtherSessionsDocument = graphql(`
  mutation EndOtherSessions {
    endOtherSessions {
      endedCount
      userErrors {
        path
        code
        message
      }
    }
  }
`);

/** Signs out every session but this one; answers how many ended. */
export function useEndOtherSessions() {
  return useMutation(EndOtherSessionsDocument, { refetchQueries: [{ query: SessionsDocument }] });
}
