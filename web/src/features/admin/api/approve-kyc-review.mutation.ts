import { graphql } from '../../../gql';

/** Approve: the account becomes verified and holds its ticker. */
export const ApproveKycReviewDocument = graphql(`
  mutation ApproveKycReview($userId: ID!, $note: String) {
    approveKycReview(input: { userId: $userId, note: $note }) {
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
