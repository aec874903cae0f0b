import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Whether releases need an approval and how many (the owner's setting, else on once the company has two members). */
export const ApprovalRuleDocument = graphql(`
  query ApprovalRule {
    approvalRule {
      required
      approvalsNeeded
      explicit
    }
  }
`);

export const SetApprovalRuleDocument = graphql(`
  mutation SetApprovalRule($required: Boolean!, $approvalsNeeded: Int!) {
    setApprovalRule(input: { required: $required, approvalsNeeded: $approvalsNeeded }) {
      approvalRule {
        required
        approvalsNeeded
        explicit
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);

export function useApprovalRule() {
  return useQuery(ApprovalRuleDocument, { fetchPolicy: 'cache-and-network' });
}

export function useSetApprovalRule() {
  return useMutation(SetApprovalRuleDocument, { refetchQueries: [ApprovalRuleDocument], awaitRefetchQueries: true });
}
