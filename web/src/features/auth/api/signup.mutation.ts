import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SignupDocument = graphql(`
  mutation Signup($input: SignupInput!) {
    signup(input: $input) {
      signupResult {
        userId
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);

/** Creates the account and signs it in (the 2FA setup that follows needs the session). */
export function useSignup() {
  return useMutation(SignupDocument);
}
