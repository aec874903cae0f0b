import { graphql } from '../../../gql';

/** What the orders list shows of one newswire order, with the Web Integration package to file. */
export const NewswireOrderFields = graphql(`
  fragment NewswireOrderFields on NewswireOrder {
    id
    articleId
    provider
    providerName
    apiAvailable
    level
    status
    price {
      amountCents
      currency
    }
    estimatedReach
    targetTime
    vendorRef
    releaseUrl
    sandbox
    message
    lastError
    attempts
    publishedAt
    createdAt
    submission {
      formUrl
      text
      fields {
        label
        value
      }
    }
  }
`);
