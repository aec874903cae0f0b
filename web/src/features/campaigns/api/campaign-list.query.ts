import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { CampaignStatusFilter } from '../../../gql/graphql';

/** A page of the issuer's campaigns, newest first; search and status are applied by the server. */
export const CampaignListDocument = graphql(`
  query CampaignList($first: Int, $after: String, $search: String, $status: CampaignStatusFilter) {
    campaigns(first: $first, after: $after, search: $search, status: $status) {
      nodes {
        ...CampaignRowFields
      }
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export interface CampaignListVariables {
  first?: number;
  /** The previous page's endCursor; absent: the first page. */
  after?: string | null;
  search?: string;
  status?: CampaignStatusFilter;
}

export function useCampaignList(variables: CampaignListVariables) {
  return useQuery(CampaignListDocument, { variables, notifyOnNetworkStatusChange: true });
}
