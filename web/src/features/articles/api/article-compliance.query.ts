import { useLazyQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The compliance engine's verdict on the article's text for the campaign's listing. */
export const ArticleComplianceDocument = graphql(`
  query ArticleCompliance($ticker: String!, $content: String!) {
    checkCompliance(ticker: $ticker, content: $content) {
      complianceLevel
      result
      complianceScore
      exchange
      jurisdiction
      findings {
        ruleId
        title
        severity
        citation
        message
        suggestion
        span {
          text
        }
      }
    }
  }
`);

export function useArticleCompliance() {
  return useLazyQuery(ArticleComplianceDocument, { fetchPolicy: 'network-only' });
}
