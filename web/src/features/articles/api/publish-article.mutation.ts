import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Publish now or schedule (scheduledFor ISO 8601); one idempotency key per user intent so a repeat never posts twice. */
export const PublishArticleDocument = graphql(`
  mutation PublishArticle($articleId: ID!, $platforms: [String!]!, $scheduledFor: DateTimeISO, $idempotencyKey: String) {
    publishArticle(input: { articleId: $articleId, platforms: $platforms, scheduledFor: $scheduledFor, idempotencyKey: $idempotencyKey }) {
      result {
        message
        hostedUrl
        replayed
        movedAfterDistribution {
          from
          to
        }
        publications {
          id
          platform
          platformName
          status
          scheduledFor
          publishedAt
          url
          sandbox
          lastError
          submission {
            formUrl
          }
        }
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

export function usePublishArticle() {
  // The preview's status and platforms follow the new state.
  return useMutation(PublishArticleDocument, { refetchQueries: ['ArticlePreview'] });
}
