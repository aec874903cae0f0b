import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Every version of the article with a line diff against the one before. */
export const ArticleHistoryDocument = graphql(`
  query ArticleHistory($id: ID!) {
    articleHistory(id: $id) {
      articleId
      versions {
        version
        title
        reason
        createdAt
        titleChanged
        diff {
          op
          text
        }
      }
      events {
        id
        action
        details
        createdAt
      }
    }
  }
`);

export function useArticleHistory(articleId: string) {
  return useQuery(ArticleHistoryDocument, { variables: { id: articleId }, fetchPolicy: 'cache-and-network' });
}
