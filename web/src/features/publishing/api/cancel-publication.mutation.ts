import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Cancel a scheduled or pending publication; the answer updates it in place (normalized cache). */
export const CancelPublicationDocument = graphql(`
  mutation CancelPublication($id: ID!) {
    cancelPublication(input: { id: $id }) {
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

export function useCancelPublication() {
  return useMutation(CancelPublicationDocument);
}
