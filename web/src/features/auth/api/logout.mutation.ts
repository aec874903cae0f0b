import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const LogoutDocument = graphql(`
  mutation Logout {
    logout {
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

/** Ends this session on the server and clears its cookie. */
export function useLogout() {
  return useMutation(LogoutDocument);
}
