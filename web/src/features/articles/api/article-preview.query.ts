import { useQuery } from '@apollo/client/react';
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
  return useQuery(ArticlePreviewDocument, {
    variables: { id: articleId ?? '', campaignId: campaignId ?? '' },
    skip: !articleId || !campaignId,
    fetchPolicy: 'cache-and-network',
  });
}
