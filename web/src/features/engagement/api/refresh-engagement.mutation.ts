import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The tracker's Refresh: the server asks the platforms for new figures (at most once a minute per campaign). */
export const RefreshEngagementDocument = graphql(`
  mutation RefreshEngagement($campaignId: ID!) {
    refreshEngagement(input: { campaignId: $campaignId }) {
      engagementRefreshResult {
        queued
        message
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);

export function useRefreshEngagement() {
  return useMutation(RefreshEngagementDocument);
}
