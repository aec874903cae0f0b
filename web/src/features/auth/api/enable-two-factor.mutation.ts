import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { MeDocument } from '../../../lib/auth/me.query';

export const EnableTwoFactorDocument = graphql(`
  mutation EnableTwoFactor($token: String!) {
    enableTwoFactor(input: { token: $token }) {
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

/** Turns 2FA on with a current code of the pending secret. */
export function useEnableTwoFactor() {
  return useMutation(EnableTwoFactorDocument, { refetchQueries: [{ query: MeDocument }] });
}
