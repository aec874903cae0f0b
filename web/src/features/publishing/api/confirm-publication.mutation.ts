import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Record the URL of a post made by hand (a platform without an API): the publication becomes published. */
export const ConfirmPublicationDocument = graphql(`
  mutation ConfirmPublication($id: ID!, $url: String!) {
    confirmPublication(input: { id: $id, url: $url }) {
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

export function useConfirmPublication() {
  return useMutation(ConfirmPublicationDocument);
}
