import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Marks the given notifications (or all, without ids) read; answers the unread count left. */
export const MarkNotificationsReadDocument = graphql(`
  mutation MarkNotificationsRead($ids: [ID!]) {
    markNotificationsRead(input: { ids: $ids }) {
      unreadCount
      userErrors {
        path
        code
        message
      }
    }
  }
`);

export function useMarkNotificationsRead() {
  return useMutation(MarkNotificationsReadDocument, { refetchQueries: ['Notifications'] });
}
