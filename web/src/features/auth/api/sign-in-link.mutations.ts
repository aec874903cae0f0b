import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const RequestSignInLinkDocument = graphql(`
  mutation RequestSignInLink($username: String!) {
    requestSignInLink(input: { username: $username }) {
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

export const SignInWithLinkDocument = graphql(`
  mutation SignInWithLink($token: String!) {
    signInWithLink(input: { token: $token }) {
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

/** While sign-in is paused for an account: mails its owner a one-time link (the same answer for every username). */
export function useRequestSignInLink() {
  return useMutation(RequestSignInLinkDocument);
}

/** Spends a mailed link: signed in (session cookie set), or requiresTwoFactor with a temp token. */
export function useSignInWithLink() {
  return useMutation(SignInWithLinkDocument);
}
