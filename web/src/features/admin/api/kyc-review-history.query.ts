import { graphql } from '../../../gql';

/** Decided applications, newest decision first (admin only). */
export const KycReviewHistoryDocument = graphql(`
  query KycReviewHistory {
    kycReviewHistory(first: 50) {
      totalCount
      nodes {
        applicationId
        accountEmail
        companyName
        ticker
        exchange
        submittedAt
        decision
        reason
        decidedAt
        reviewer
      }
    }
  }
`);
