import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The release's receipt per channel (GET /api/articles/{id}/release). */
export const ArticleReleaseDocument = graphql(`
  query ArticleRelease($articleId: ID!) {
    articleRelease(articleId: $articleId) {
      articleId
      channels {
        channel
        name
        status
        at
        permalink
        detail
      }
    }
  }
`);

/** Read on opening the tab and every 15 s while it is open: a release moves on its own. */
export function useArticleRelease(articleId: string) {
  return useQuery(ArticleReleaseDocument, { variables: { articleId }, fetchPolicy: 'cache-and-network', pollInterval: 15_000 });
}
