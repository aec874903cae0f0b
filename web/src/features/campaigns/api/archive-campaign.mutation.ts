import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Hides a campaign from the list (its article and audit trail stay). */
export const ArchiveCampaignDocument = graphql(`
  mutation ArchiveCampaign($id: ID!) {
    archiveCampaign(input: { id: $id }) {
      campaign {
        id
        status
        archivedAt
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);

export function useArchiveCampaign() {
  return useMutation(ArchiveCampaignDocument);
}
