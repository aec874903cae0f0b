import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { AFTER_ARTICLE_CHANGE } from '../../../lib/refresh-after-change';

/** The article's approval state: whether the company requires one, the request about this version, the history. */
export const ArticleApprovalDocument = graphql(`
  query ArticleApproval($articleId: ID!) {
    articleApproval(articleId: $articleId) {
      required
      approvalsNeeded
      approved
      blocked
      blockingFindings {
        ruleId
        title
        message
        suggestion
        text
      }
      current {
        id
        status
      }
      history {
        id
        version
        status
        requestedBy
        requestedByName
        note
        createdAt
        decidedAt
        decisions {
          userId
          name
          decision
          comment
          at
        }
      }
    }
  }
`);

export const RequestApprovalDocument = graphql(`
  mutation RequestApproval($articleId: ID!, $note: String) {
    requestApproval(input: { articleId: $articleId, note: $note }) {
      approvalState {
        approved
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);

export const ApproveArticleDocument = graphql(`
  mutation ApproveArticle($articleId: ID!, $comment: String) {
    approveArticle(input: { articleId: $articleId, comment: $comment }) {
      approvalState {
        approved
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);

export const RejectArticleDocument = graphql(`
  mutation RejectArticle($articleId: ID!, $comment: String!) {
    rejectArticle(input: { articleId: $articleId, comment: $comment }) {
      approvalState {
        approved
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);

export function useArticleApproval(articleId: string) {
  return useQuery(ArticleApprovalDocument, { variables: { articleId }, fetchPolicy: 'cache-and-network' });
}

// Everything a decision shows on (the dashboard's "Waiting for my approval", stats, lists) follows it.
const refetch = (articleId: string) => ({
  refetchQueries: [{ query: ArticleApprovalDocument, variables: { articleId } }, ...AFTER_ARTICLE_CHANGE],
  awaitRefetchQueries: true,
});

export function useRequestApproval(articleId: string) {
  return useMutation(RequestApprovalDocument, refetch(articleId));
}
export function useApproveArticle(articleId: string) {
  return useMutation(ApproveArticleDocument, refetch(articleId));
}
export function useRejectArticle(articleId: string) {
  return useMutation(RejectArticleDocument, refetch(articleId));
}

/** The dashboard's "Waiting for my approval": versions the viewer may approve (approvers and owners). */
export const WaitingForMyApprovalDocument = graphql(`
  query WaitingForMyApproval {
    waitingForMyApproval {
      nodes {
        articleId
        campaignId
        title
        version
        requestedByName
        note
        requestedAt
      }
    }
  }
`);

export function useWaitingForMyApproval(skip: boolean) {
  // skipToken: a query skipped with `skip` is still refetched by name (Apollo Client 4).
  return useQuery(WaitingForMyApprovalDocument, skip ? skipToken : { fetchPolicy: 'cache-and-network' });
}
