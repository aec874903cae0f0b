import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { AFTER_ARTICLE_CHANGE } from '../../../lib/refresh-after-change';

/** Spec section 7's POST /api/newswire/distribute: one order per provider; one idempotencyKey (in the input) per user action. */
export const DistributeArticleDocument = graphql(`
  mutation DistributeArticle($input: DistributeInput!) {
    distributeArticle(input: $input) {
      distributionResult {
        message
        totalPrice {
          amountCents
          currency
        }
        estimatedReach
        replayed
        orders {
          ...NewswireOrderFields
        }
        movedPublications {
          id
          platform
          from
          to
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

export function useDistributeArticle() {
  // Awaited: the orders list shows the new orders as the success toast appears.
  // The article's status follows its orders: the preview, the orders, stats and lists refresh (spec section 7).
  return useMutation(DistributeArticleDocument, { refetchQueries: AFTER_ARTICLE_CHANGE, awaitRefetchQueries: true });
}
