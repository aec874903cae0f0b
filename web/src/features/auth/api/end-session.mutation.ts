import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { SessionsDocument } from './sessions.query';

export const EndSessionDocument = graphql(`
  mutation EndSession($id: ID!) {
    endSession(input: { id: $id }) {
      actionResult {
        success
        message
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);

/** Signs out one of the user's sessions. */
export function useEndSession() {
  return useMutation(EndSessionDocument, { refetchQueries: [{ query: SessionsDocument }] });
}
