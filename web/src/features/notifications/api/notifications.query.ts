import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The bell: the newest notifications and how many are unread. */
export const NotificationsDocument = graphql(`
  query Notifications($limit: Int) {
    notifications(limit: $limit) {
      unread
      items {
        id
        kind
        title
        body
        campaignId
        articleId
        read
        createdAt
      }
    }
  }
`);

export const NOTIFICATION_MENU_LIMIT = 20;

export function useNotifications() {
  return useQuery(NotificationsDocument, { variables: { limit: NOTIFICATION_MENU_LIMIT } });
}
