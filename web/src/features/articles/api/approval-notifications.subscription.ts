import { useApolloClient, useSubscription } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The organization's new notifications, as they are committed: an approval asked for or decided names its article. */
export const ApprovalNotificationsDocument = graphql(`
  subscription ApprovalNotifications {
    notificationAdded {
      id
      kind
      articleId
    }
  }
`);

const APPROVAL_KINDS = new Set(['APPROVAL_REQUESTED', 'APPROVAL_DECIDED']);

/**
 * The article's approval follows what others do while it is open: when an approval of it is asked for or
 * decided (by a colleague in another browser), its approval state and history are read again.
 */
export function useLiveApproval(articleId: string): void {
  const client = useApolloClient();
  useSubscription(ApprovalNotificationsDocument, {
    fetchPolicy: 'no-cache',
    onData: ({ data }) => {
      const notification = data.data?.notificationAdded;
      if (!notification || notification.articleId !== articleId || !APPROVAL_KINDS.has(notification.kind)) return;
      void client.refetchQueries({ include: ['ArticleApproval', 'ArticleHistory', 'WaitingForMyApproval'] }).catch(() => undefined);
    },
  });
}
