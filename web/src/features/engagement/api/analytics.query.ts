import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The Analytics screen: views and clicks per day, campaign and platform in a range, and the newswire orders. */
export const AnalyticsDocument = graphql(`
  query Analytics($from: Date, $to: Date, $campaignId: ID) {
    analytics(firstDay: $from, lastDay: $to, campaignId: $campaignId) {
      from: firstDay
      to: lastDay
      rows {
        date: day
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
        price {
          amount
          currency
        }
        sandbox
        releaseUrl
        createdAt
        publishedAt
      }
      stocks {
        ticker
        currency
        asOfTime
        asOfDate
        source
        freshness
        liveSource
        points {
          date: day
          sharePrice {
            amount
            currency
          }
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
