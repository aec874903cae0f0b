import { graphql } from '../../../gql';

/** A publication as the Publishing screen shows it. */
export const PublicationFields = graphql(`
  fragment PublicationFields on Publication {
    id
    articleId
    campaignId
    articleTitle
    platform
    platformName
    status
    scheduledFor
    publishedAt
    url
    sandbox
    attempts
    lastError
    submission {
      formUrl
      text
    }
    at
  }
`);

/** A newswire order as the Publishing calendar shows it. */
export const CalendarOrderFields = graphql(`
  fragment CalendarOrderFields on NewswireOrder {
    id
    articleId
    articleTitle
    provider
    providerName
    level
    status
    targetTime
    releaseUrl
    sandbox
    lastError
    message
    publishedAt
    at
  }
`);
