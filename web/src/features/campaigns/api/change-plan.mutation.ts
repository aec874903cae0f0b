import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Upgrade or downgrade the account's plan (recorded and audited by the server). */
export const ChangePlanDocument = graphql(`
  mutation ChangePlan($plan: PlanId!) {
    changePlan(input: { plan: $plan }) {
      planUsage {
        plan
        name
        limit
        used
        remaining
        resetsAt
        upgradeTo
        changed
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);

export function useChangePlanMutation() {
  // Me carries the plan too (sidebar, settings): refresh both.
  return useMutation(ChangePlanDocument, { refetchQueries: ['PlanUsage', 'Me'] });
}
