import { graphql } from '../../../gql';

/** What the Live Engagement Tracker shows: the query and the live subscription select the same fields. */
export const EngagementFields = graphql(`
  fragment EngagementFields on Engagement {
    campaignId
    articleId
    articleTitle
    publishedAt
    hasData
    totalEngagement
    updatedAt
    platforms {
      twitter {
        views
        likes
        retweets
        clicks
        source
      }
      medium {
        views
        claps
        clicks
        source
      }
      substack {
        opens
        clicks
        source
      }
      web {
        views
        clicks
      }
    }
    stockData {
      ticker
      sharePrice {
        amount
        currency
      }
      changePercent
      volume
      currency
      asOfTime
      asOfDate
      source
      freshness
      live
      liveSource
    }
    comparison {
      label
      percent
      averageEngagement
      campaignsCompared
    }
  }
`);
