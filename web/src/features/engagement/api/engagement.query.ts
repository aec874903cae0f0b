import { skipToken, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The tracker's figures for one of the viewer's campaigns (also its polling fallback). */
export const EngagementDocument = graphql(`
  query Engagement($campaignId: ID!) {
    engagement(campaignId: $campaignId) {
      ...EngagementFields
    }
  }
`);

export function useEngagement(campaignId: string | null, pollInterval: number) {
  // skipToken, not `skip`: Apollo Client 4 refetches a query skipped with `skip` when it is named in
  // refetchQueries (AFTER_ARTICLE_CHANGE), with an empty id, and the answer "Campaign not found." failed the mutation.
  return useQuery(
    EngagementDocument,
    campaignId ? { variables: { campaignId }, pollInterval, notifyOnNetworkStatusChange: false } : skipToken,
  );
}
