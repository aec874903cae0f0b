import { graphql } from '../../../gql';

/** Spec: POST /api/kyc/submit; answers userData and verificationSteps. */
export const SubmitKycDocument = graphql(`
  mutation SubmitKyc($input: KycSubmissionInput!) {
    submitKyc(input: $input) {
      kycSubmissionResult {
        userData {
          email
          ticker
          companyName
        }
        verificationSteps {
          id
          name
          status
        }
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);
