import { graphql } from '../../../gql';

/** Spec: POST /api/kyc/verify-email { email, verificationCode }. */
export const VerifyKycEmailDocument = graphql(`
  mutation VerifyKycEmail($input: KycVerifyEmailInput!) {
    verifyKycEmail(input: $input) {
      result {
        success
        message
        verificationStatus
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
