import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { AFTER_ARTICLE_CHANGE } from '../../../lib/refresh-after-change';

/** Publish now or schedule (scheduledFor ISO 8601); one idempotency key per user intent so a repeat never posts twice. */
export const PublishArticleDocument = graphql(`
  mutation PublishArticle($articleId: ID!, $platforms: [PlatformId!]!, $scheduledFor: DateTimeISO, $idempotencyKey: String) {
    publishArticle(input: { articleId: $articleId, platforms: $platforms, scheduledFor: $scheduledFor, idempotencyKey: $idempotencyKey }) {
      publishResult {
        message
        hostedUrl
        replayed
        movedAfterDistribution {
          from
          to
        }
        newsroom {
          url
          version
          at
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
        path
        code
        message
      }
    }
  }
`);

export function usePublishArticle() {
  // The preview's status and platforms follow the new state.
  // Stats, lists, the tracker and the calendar on screen follow a publish without a reload.
  return useMutation(PublishArticleDocument, { refetchQueries: AFTER_ARTICLE_CHANGE });
}
