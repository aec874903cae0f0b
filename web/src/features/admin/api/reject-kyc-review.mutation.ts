import { graphql } from '../../../gql';

/** Reject with a reason the issuer sees on its KYC screen. */
export const RejectKycReviewDocument = graphql(`
  mutation RejectKycReview($userId: ID!, $reason: String!) {
    rejectKycReview(userId: $userId, reason: $reason) {
      success
      message
    }
  }
`);
