import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const LoginDocument = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      loginResult {
        success
        requiresTwoFactor
        tempToken
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

/** Username and password; answers success (session cookie set) or requiresTwoFactor with a temp token. */
export function useLogin() {
  return useMutation(LoginDocument);
}
