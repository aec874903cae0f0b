import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { AFTER_ORDER_ACTION } from '../../../lib/refresh-after-change';

/** Web Integration: the issuer filed the release on the wire's site and records its URL; the order is published. */
export const ConfirmNewswireOrderDocument = graphql(`
  mutation ConfirmNewswireOrder($id: ID!, $releaseUrl: String!) {
    confirmNewswireOrder(input: { id: $id, releaseUrl: $releaseUrl }) {
      newswireOrder {
        ...NewswireOrderFields
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);

// The order comes back in the answer (the cache updates it); the article's status may change with it.
export function useConfirmNewswireOrder() {
  return useMutation(ConfirmNewswireOrderDocument, { refetchQueries: AFTER_ORDER_ACTION });
}
