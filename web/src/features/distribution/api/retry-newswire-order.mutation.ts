import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { AFTER_ORDER_ACTION } from '../../../lib/refresh-after-change';

/** A failed order, again: the same order, a new attempt. */
export const RetryNewswireOrderDocument = graphql(`
  mutation RetryNewswireOrder($id: ID!) {
    retryNewswireOrder(input: { id: $id }) {
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

export function useRetryNewswireOrder() {
  return useMutation(RetryNewswireOrderDocument, { refetchQueries: AFTER_ORDER_ACTION });
}
