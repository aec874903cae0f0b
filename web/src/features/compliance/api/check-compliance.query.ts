import { useLazyQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const CheckComplianceDocument = graphql(`
  query CheckCompliance($ticker: String!, $content: String!) {
    checkCompliance(ticker: $ticker, content: $content) {
      complianceLevel
      result
      complianceScore
      exchange
      jurisdiction
      warnings {
        critical
        important
        advisory
      }
      findings {
        ...ComplianceFindingFields
      }
      disclosures {
        slot
        title
        status
        span {
          start
          end
          text
        }
      }
    }
  }
`);

/** Runs a check when asked (a button), always against the server: the same text may be re-checked. */
export function useCheckCompliance() {
  return useLazyQuery(CheckComplianceDocument, { fetchPolicy: 'network-only' });
}
