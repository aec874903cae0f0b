import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The bell: the newest notifications and how many are unread. */
export const NotificationsDocument = graphql(`
  query Notifications($first: Int) {
    unreadNotificationCount
    notifications(first: $first) {
      nodes {
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
  return useQuery(NotificationsDocument, { variables: { first: NOTIFICATION_MENU_LIMIT } });
}
