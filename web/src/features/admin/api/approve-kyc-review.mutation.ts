import { graphql } from '../../../gql';

/** Approve: the account becomes verified and holds its ticker. */
export const ApproveKycReviewDocument = graphql(`
  mutation ApproveKycReview($userId: ID!, $note: String) {
    approveKycReview(userId: $userId, note: $note) {
      success
      message
    }
  }
`);
