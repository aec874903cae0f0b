import { graphql } from '../../../gql';

/** What the preview dialog shows of an article. */
export const ArticleFields = graphql(`
  fragment ArticleFields on Article {
    id
    campaignId
    title
    content
    body
    disclosures
    status
    platforms
    compliance
    createdAt
    updatedAt
    publishedAt
    wordCount
    version
    releasedVersion
    model
    disclosureFacts {
      payer {
        name
        ticker
        exchange
      }
      payment {
        amountCents
        currency
        form
      }
      aiAssisted
      model
      notAdvice
      forwardLooking {
        included
        jurisdiction
        pennyStock
        safeHarbor
      }
    }
  }
`);
