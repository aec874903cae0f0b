import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../../gql';
import { AFTER_ARTICLE_CHANGE } from '../../../lib/refresh-after-change';

/** The saved version's compliance: the engine's findings, the approvers' dismissals and the model's second opinion. */
export const ArticleComplianceDocument = graphql(`
  query ArticleCompliance($articleId: ID!) {
    articleCompliance(articleId: $articleId) {
      articleId
      version
      result
      complianceScore
      blocked
      exchange
      jurisdiction
      findings {
        ruleId
        category
        title
        severity
        citation
        message
        suggestion
        rewrite {
          start
          end
          text
          replaced
        }
        source
        model
        span {
          start
          end
          text
        }
        dismissed {
          reason
          byName
          at
        }
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
      secondOpinion {
        status
        model
        findingCount
      }
    }
  }
`);

/**
 * The unsaved text being edited, checked as it stands (nothing to dismiss: it is not a version yet). Its
 * findings are compliance/api/finding.fragment.ts's (codegen's fragments are global by name).
 */
export const DraftComplianceDocument = graphql(`
  query DraftCompliance($ticker: String!, $content: String!) {
    checkCompliance(ticker: $ticker, content: $content) {
      result
      complianceScore
      exchange
      jurisdiction
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

export const DismissComplianceFindingDocument = graphql(`
  mutation DismissComplianceFinding($input: DismissComplianceFindingInput!) {
    dismissComplianceFinding(input: $input) {
      versionCompliance {
        articleId
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);

/** While the model is reviewing, the panel asks again every few seconds (the answer is read from what is stored). */
const PENDING_POLL_MS = 4000;

export function useArticleCompliance(articleId: string) {
  const query = useQuery(ArticleComplianceDocument, { variables: { articleId }, fetchPolicy: 'cache-and-network' });
  const pending = query.data?.articleCompliance.secondOpinion.status === 'PENDING';
  const { startPolling, stopPolling } = query;
  useEffect(() => {
    if (!pending) return undefined;
    startPolling(PENDING_POLL_MS);
    return () => stopPolling();
  }, [pending, startPolling, stopPolling]);
  return query;
}

export function useDraftCompliance() {
  return useLazyQuery(DraftComplianceDocument, { fetchPolicy: 'network-only' });
}

export function useDismissComplianceFinding() {
  return useMutation(DismissComplianceFindingDocument, { refetchQueries: AFTER_ARTICLE_CHANGE, awaitRefetchQueries: true });
}
