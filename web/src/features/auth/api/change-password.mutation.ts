import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { SessionsDocument } from './sessions.query';

export const ChangePasswordDocument = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
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

/** Needs the current password; the server signs out the other sessions, so the list is refetched. */
export function useChangePassword() {
  return useMutation(ChangePasswordDocument, { refetchQueries: [{ query: SessionsDocument }] });
}
