import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const ResetPasswordDocument = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      result {
        success
        message
      }
      userErrors {
        field
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
