import { graphql } from '../../../gql';

/** Spec: POST /api/kyc/verify-email { email, verificationCode }. */
export const VerifyKycEmailDocument = graphql(`
  mutation VerifyKycEmail($input: KycVerifyEmailInput!) {
    verifyKycEmail(input: $input) {
      kycVerifyEmailResult {
        success
        message
        verificationStatus
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);
