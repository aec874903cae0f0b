import { graphql } from '../../../gql';

/** The signed-in account's verification and its latest application; null when nobody is signed in. */
export const KycStatusDocument = graphql(`
  query KycStatus {
    kycStatus {
      verificationStatus
      authorizedTicker
      verifiedAt
      applicationStatus
      submittedAt
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
        verificationStatus
        listingKnown
      }
      verificationSteps {
        id
        name
        description
        status
        detail
        offlineStandIn
      }
      code {
        sentTo
        expiresAt
        attemptsLeft
        resendAvailableAt
      }
      review {
        decision
        reason
        decidedAt
      }
    }
  }
`);
