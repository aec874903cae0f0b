import { graphql } from '../../../gql';

/** A new emailed code; the old one stops working. */
export const ResendKycCodeDocument = graphql(`
  mutation ResendKycCode {
    resendKycCode {
      kycResendCodeResult {
        success
        message
        sentTo
        expiresAt
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);
