import { enumName, enumValue } from '@api-enum';
import { PLAN_IDS, type PlanId } from '@api-schemas/campaigns/plans';
import { useCallback } from 'react';
import { useToast } from '../../../components/toast';
import type { ChangePlanMutation } from '../../../gql/graphql';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { useChangePlanMutation } from '../api/change-plan.mutation';

export type ChangedPlan = NonNullable<ChangePlanMutation['changePlan']['planUsage']>;

/** The plan a value names: GraphQL's PRO or an error detail's pro; null for anything else. */
export function planIdOf(value: string | null | undefined): PlanId | null {
  if (!value) return null;
  return enumValue(PLAN_IDS, value) ?? PLAN_IDS.find((id) => id === value) ?? null;
}

/** Changes the account's plan through the API and says what it is now. Answers null when it failed (a notice says why). */
export function useChangePlan() {
  const [mutate, { loading }] = useChangePlanMutation();
  const { toast } = useToast();
  const changePlan = useCallback(
    async (plan: PlanId): Promise<ChangedPlan | null> => {
      try {
        const { data } = await mutate({ variables: { plan: enumName(plan) } });
        const result = data?.changePlan.planUsage ?? null;
        if (result) {
          toast({
            title: result.changed ? 'Plan Changed' : 'Plan Unchanged',
            description: result.changed
              ? `You are now on the ${result.name} plan: ${result.limit} articles a month (${result.remaining} left this month).`
              : `You are already on the ${result.name} plan.`,
          });
        }
        return result;
      } catch (error) {
        toast({
          title: 'Error',
          description: problemMessage(readApiError(error), 'Failed to change the plan. Please try again.'),
          variant: 'destructive',
        });
        return null;
      }
    },
    [mutate, toast],
  );
  return { changePlan, changing: loading };
}
