import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Save Draft (draft: true: company name and ticker suffice) or the first step of Generate Article. */
export const CreateCampaignDocument = graphql(`
  mutation CreateCampaign($input: CreateCampaignInput!) {
    createCampaign(input: $input) {
      campaign {
        ...CampaignRowFields
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);

export function useCreateCampaign() {
  return useMutation(CreateCampaignDocument);
}
