import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const ForgotPasswordDocument = graphql(`
  mutation ForgotPassword($email: String!) {
    forgotPassword(input: { email: $email }) {
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

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export function useForgotPassword() {
  return useMutation(ForgotPasswordDocument);
}
