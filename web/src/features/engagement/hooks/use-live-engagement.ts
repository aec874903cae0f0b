import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { subscriptionSocket } from '../../../lib/apollo-client';
import { EngagementUpdatedDocument } from '../api/engagement-updated.subscription';
import { EngagementDocument, useEngagement } from '../api/engagement.query';

/** The spec's engagement polling, kept as the fallback while the live socket is down. */
export const POLL_INTERVAL_MS = 30_000;

/**
 * One campaign's engagement, live: the subscription pushes new figures as they are recorded; while the
 * socket is down (closed, reconnecting, or the subscription failed) the query polls every 30 s instead.
 */
export function useLiveEngagement(campaignId: string | null) {
  const client = useApolloClient();
  // The campaign whose subscription delivered figures on an open socket; null while not live.
  const [liveFor, setLiveFor] = useState<string | null>(null);
  const live = campaignId !== null && liveFor === campaignId;
  const query = useEngagement(campaignId, live ? 0 : POLL_INTERVAL_MS);

  const subscription = useSubscription(EngagementUpdatedDocument, {
    variables: { campaignId: campaignId ?? '' },
    skip: !campaignId,
    onData: ({ data }) => {
      const engagement = data.data?.engagementUpdated;
      if (!engagement) return;
      const variables = { campaignId: engagement.campaignId };
      const current = client.readQuery({ query: EngagementDocument, variables })?.engagement;
      // A poll answered after this update was built must not be overwritten by an older one, nor the reverse.
      if (!current || Date.parse(String(engagement.updatedAt)) >= Date.parse(String(current.updatedAt))) {
        client.writeQuery({ query: EngagementDocument, variables, data: { engagement } });
      }
      setLiveFor(engagement.campaignId);
    },
    onError: () => setLiveFor(null),
  });

  useEffect(() => {
    const socket = subscriptionSocket(client);
    if (!socket) return undefined;
    // graphql-ws reconnects by itself and resubscribes; the first figures after that make it live again.
    return socket.on('closed', () => setLiveFor(null));
  }, [client]);

  // A subscription that failed for good (the socket gave up retrying) is tried again at each poll.
  const { error: subscriptionError, restart } = subscription;
  useEffect(() => {
    if (!subscriptionError || !campaignId) return undefined;
    const timer = setTimeout(restart, POLL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [subscriptionError, restart, campaignId]);

  const { refetch } = query;
  const reload = useCallback(() => refetch(), [refetch]);

  return {
    engagement: campaignId ? (query.data?.engagement ?? null) : null,
    loading: query.loading && !query.data,
    error: query.error,
    live,
    reload,
  };
}
