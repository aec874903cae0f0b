import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { AFTER_ORDER_ACTION } from '../../../lib/refresh-after-change';

/** An order not yet sent to the wire: held for its target time, or waiting for the issuer to file it. */
export const CancelNewswireOrderDocument = graphql(`
  mutation CancelNewswireOrder($id: ID!) {
    cancelNewswireOrder(input: { id: $id }) {
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

export function useCancelNewswireOrder() {
  return useMutation(CancelNewswireOrderDocument, { refetchQueries: AFTER_ORDER_ACTION });
}
