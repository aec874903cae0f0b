import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const GenerateContentDocument = graphql(`
  mutation GenerateContent($input: GenerateContentInput!) {
    generateContent(input: $input) {
      generatedContent {
        title
        content
        complianceLevel
        jurisdiction
        exchange
        warnings
        mandatoryDisclosures
        timestamp
        complianceScore
        model
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);

/** Generates a press release; the server allows it only for a verified issuer's own ticker. */
export function useGenerateContent() {
  return useMutation(GenerateContentDocument);
}
