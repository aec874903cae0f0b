import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The account's plan and this month's article quota. */
export const PlanUsageDocument = graphql(`
  query PlanUsage {
    planUsage {
      plan
      name
      limit
      used
      remaining
      resetsAt
      upgradeTo
    }
  }
`);

export function usePlanUsage() {
  return useQuery(PlanUsageDocument);
}
