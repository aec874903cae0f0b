import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { MeDocument } from '../../../lib/auth/me.query';

export const ResetTwoFactorDocument = graphql(`
  mutation ResetTwoFactor($token: String!) {
    resetTwoFactor(input: { token: $token }) {
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

/** Turns 2FA off after a current code, so it can be set up again on a new phone. */
export function useResetTwoFactor() {
  return useMutation(ResetTwoFactorDocument, { refetchQueries: [{ query: MeDocument }] });
}
