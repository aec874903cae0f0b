import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const VerifyTwoFactorDocument = graphql(`
  mutation VerifyTwoFactor($input: VerifyTwoFactorInput!) {
    verifyTwoFactor(input: $input) {
      verifyTwoFactorResult {
        success
        message
        method
        backupCodesRemaining
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);

/** The sign-in's second step: the temp token with an authenticator code or a backup code. */
export function useVerifyTwoFactor() {
  return useMutation(VerifyTwoFactorDocument);
}
