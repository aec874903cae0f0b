import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { CampaignStatusFilter } from '../../../gql/graphql';

/** A page of the issuer's campaigns, newest first; search and status are applied by the server. */
export const CampaignListDocument = graphql(`
  query CampaignList($page: Int, $pageSize: Int, $search: String, $status: CampaignStatusFilter) {
    campaigns(page: $page, pageSize: $pageSize, search: $search, status: $status) {
      items {
        ...CampaignRowFields
      }
      total
      page
      pageSize
    }
  }
`);

export interface CampaignListVariables {
  page?: number;
  pageSize?: number;
  search?: string;
  status?: CampaignStatusFilter;
}

export function useCampaignList(variables: CampaignListVariables) {
  return useQuery(CampaignListDocument, { variables, notifyOnNetworkStatusChange: true });
}
