import { graphql } from '../../../gql';

/** Applications waiting for a reviewer (admin only). */
export const KycReviewsDocument = graphql(`
  query KycReviews {
    kycReviews {
      nodes {
        userId
        applicationId
        accountEmail
        submittedAt
        emailConfirmedAt
        userData {
          username
          email
          companyName
          ticker
          exchange
          sector
          contactName
          website
          jurisdiction
          newsUpdate
          listingKnown
        }
        verificationSteps {
          id
          name
          status
          detail
          offlineStandIn
        }
      }
    }
  }
`);
