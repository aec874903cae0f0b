import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The campaigns the Analytics screen can be narrowed to (newest first). */
export const AnalyticsCampaignsDocument = graphql(`
  query AnalyticsCampaigns {
    campaigns(first: 100) {
      nodes {
        id
        title
        ticker
      }
    }
  }
`);

export function useAnalyticsCampaigns() {
  return useQuery(AnalyticsCampaignsDocument);
}
