import { graphql } from '../../../gql';

/** Reject with a reason the issuer sees on its KYC screen. */
export const RejectKycReviewDocument = graphql(`
  mutation RejectKycReview($userId: ID!, $reason: String!) {
    rejectKycReview(input: { userId: $userId, reason: $reason }) {
      reviewActionResult {
        success
        message
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);
