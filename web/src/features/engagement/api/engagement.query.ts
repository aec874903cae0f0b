import { useQuery } from '@apollo/client/react';
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
  return useQuery(EngagementDocument, {
    variables: { campaignId: campaignId ?? '' },
    skip: !campaignId,
    pollInterval,
    notifyOnNetworkStatusChange: false,
  });
}
