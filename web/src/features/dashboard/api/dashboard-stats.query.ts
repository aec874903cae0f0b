import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The four stat cards, computed by the server, with their change against last month. */
export const DashboardStatsDocument = graphql(`
  query DashboardStats {
    dashboardStats {
      activeCampaigns
      articlesPublished
      totalEngagement
      monthly {
        current {
          chargesBilled {
            amountCents
          }
        }
      }
      changes {
        activeCampaigns
        articlesPublished
        totalEngagement
        revenue
      }
    }
  }
`);

export function useDashboardStats() {
  return useQuery(DashboardStatsDocument);
}
