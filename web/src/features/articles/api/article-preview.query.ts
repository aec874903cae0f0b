import { skipToken, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The article and the campaign it belongs to (its ticker is what the compliance check needs). */
export const ArticlePreviewDocument = graphql(`
  query ArticlePreview($id: ID!, $campaignId: ID!) {
    article(id: $id) {
      ...ArticleFields
    }
    campaign(id: $campaignId) {
      id
      title
      companyName
      ticker
    }
  }
`);

export function useArticlePreviewQuery(articleId: string | null, campaignId: string | null) {
  // skipToken: a query skipped with `skip` is still refetched by name (Apollo Client 4), with empty ids.
  return useQuery(
    ArticlePreviewDocument,
    articleId && campaignId ? { variables: { id: articleId, campaignId }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
}
