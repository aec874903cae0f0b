import { graphql } from '../../../gql';

/** A new text for the article: a new version, not counted against the quota. */
export const RegenerateArticleDocument = graphql(`
  mutation RegenerateArticle($id: ID!) {
    regenerateArticle(id: $id) {
      article {
        ...ArticleFields
      }
    }
  }
`);
