import { graphql } from '../../../gql';

/** A new text for the article: a new version, not counted against the quota. */
export const RegenerateArticleDocument = graphql(`
  mutation RegenerateArticle($id: ID!, $replaceTitle: Boolean) {
    regenerateArticle(input: { id: $id, replaceTitle: $replaceTitle }) {
      articleGenerationResult {
        article {
          ...ArticleFields
        }
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);
