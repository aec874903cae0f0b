import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const AnalyzeContentDocument = graphql(`
  query AnalyzeContent($ticker: String!, $content: String!) {
    analyzeContent(ticker: $ticker, content: $content) {
      complianceScore
      criticalIssues
      recommendations
      findings {
        ...ComplianceFindingFields
      }
    }
  }
`);

/** Score, critical issues and recommendations for `content` under the ticker's listing rules. */
export function useAnalyzeContent(ticker: string, content: string) {
  return useQuery(AnalyzeContentDocument, { variables: { ticker, content }, fetchPolicy: 'network-only' });
}
