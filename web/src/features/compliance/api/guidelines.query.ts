import { skipToken, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const GuidelinesDocument = graphql(`
  query Guidelines($ticker: String!) {
    guidelines(ticker: $ticker) {
      ticker
      companyName
      simplified {
        exchange
        jurisdiction
        complianceLevel
        riskLevel
        pennyStockLikely
        keyRequirements {
          ...RuleItemFields
        }
      }
      guidelines {
        materialChangeDeadline {
          ...RuleItemFields
        }
        distributionRequirements {
          ...RuleItemFields
        }
        financialReportingRequirements {
          ...RuleItemFields
        }
        minimumDisclosures {
          ...RuleItemFields
        }
        additionalRestrictions {
          ...RuleItemFields
        }
      }
    }
  }
`);

/** The listing's guidelines for `ticker`; nothing is fetched while it is null. */
export function useGuidelines(ticker: string | null) {
  return useQuery(GuidelinesDocument, ticker ? { variables: { ticker } } : skipToken);
}
