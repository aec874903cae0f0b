import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The Analytics screen: views and clicks per day, campaign and platform in a range, and the newswire orders. */
export const AnalyticsDocument = graphql(`
  query Analytics($from: String, $to: String, $campaignId: ID) {
    analytics(from: $from, to: $to, campaignId: $campaignId) {
      from
      to
      rows {
        date
        campaignId
        campaignTitle
        ticker
        platform
        label
        views
        clicks
        shares
        likes
        comments
      }
      newswireOrders {
        id
        campaignId
        articleId
        provider
        providerName
        level
        status
        estimatedReach
        costCents
        sandbox
        releaseUrl
        createdAt
        publishedAt
      }
      stocks {
        ticker
        currency
        asOf
        source
        freshness
        liveSource
        points {
          date
          price
        }
      }
    }
  }
`);

export interface AnalyticsVariables {
  from: string;
  to: string;
  campaignId?: string;
}

export function useAnalytics(variables: AnalyticsVariables) {
  return useQuery(AnalyticsDocument, { variables, notifyOnNetworkStatusChange: true });
}
