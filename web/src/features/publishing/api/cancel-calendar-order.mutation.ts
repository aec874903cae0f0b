import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Cancel a newswire order that has not gone to the wire yet, from the calendar. */
export const CancelCalendarOrderDocument = graphql(`
  mutation CancelCalendarOrder($id: ID!) {
    cancelNewswireOrder(input: { id: $id }) {
      newswireOrder {
        ...CalendarOrderFields
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);

export function useCancelCalendarOrder() {
  return useMutation(CancelCalendarOrderDocument);
}
