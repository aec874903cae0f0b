import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Retry a failed publication; the answer updates it in place (normalized cache). */
export const RetryPublicationDocument = graphql(`
  mutation RetryPublication($id: ID!) {
    retryPublication(input: { id: $id }) {
      publication {
        ...PublicationFields
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);

export function useRetryPublication() {
  return useMutation(RetryPublicationDocument);
}
