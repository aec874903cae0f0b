import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The account's plan, this month's article allowance and the price of each article beyond it. */
export const PlanUsageDocument = graphql(`
  query PlanUsage {
    planUsage {
      plan
      name
      limit
      used
      remaining
      overagePrice {
        amountCents
        currency
      }
      resetsAt
      upgradeTo
    }
  }
`);

export function usePlanUsage() {
  return useQuery(PlanUsageDocument);
}
