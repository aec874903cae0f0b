import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const ResetPasswordDocument = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
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

/** Sets a new password from the emailed link's token. */
export function useResetPassword() {
  return useMutation(ResetPasswordDocument);
}
