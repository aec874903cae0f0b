import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { AFTER_ORDER_ACTION } from '../../../lib/refresh-after-change';

/** What the wire's site shows of an order whose outcome is unknown: sent (placed) or not (failed, retry it). */
export const RecordNewswireOrderOutcomeDocument = graphql(`
  mutation RecordNewswireOrderOutcome($id: ID!, $sent: Boolean!) {
    recordNewswireOrderOutcome(input: { id: $id, sent: $sent }) {
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

export function useRecordNewswireOrderOutcome() {
  return useMutation(RecordNewswireOrderOutcomeDocument, { refetchQueries: AFTER_ORDER_ACTION });
}
