import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Saves title and text; the server restores the mandatory disclosures if the text lost or changed them. */
export const UpdateArticleDocument = graphql(`
  mutation UpdateArticle($id: ID!, $title: String!, $content: String!) {
    updateArticle(input: { id: $id, title: $title, content: $content }) {
      articleUpdateResult {
        article {
          ...ArticleFields
        }
        disclosuresRestored
        changed
        message
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);

export function useUpdateArticle() {
  return useMutation(UpdateArticleDocument);
}
