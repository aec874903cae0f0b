import { graphql } from '../../../gql';

/** A new emailed code; the old one stops working. */
export const ResendKycCodeDocument = graphql(`
  mutation ResendKycCode {
    resendKycCode {
      result {
        success
        message
        sentTo
        expiresAt
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
