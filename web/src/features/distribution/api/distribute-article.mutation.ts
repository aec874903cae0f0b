import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Spec section 7's POST /api/newswire/distribute: one order per provider; one idempotencyKey (in the input) per user action. */
export const DistributeArticleDocument = graphql(`
  mutation DistributeArticle($input: DistributeInput!) {
    distributeArticle(input: $input) {
      result {
        message
        totalCostCents
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
        field
        code
        message
      }
    }
  }
`);

// The article's status follows its orders; the preview, the orders list and the campaign lists refresh (spec section 7).
const CHANGED = ['NewswireOrders', 'ArticlePreview', 'CampaignList'];

export function useDistributeArticle() {
  // Awaited: the orders list shows the new orders as the success toast appears.
  return useMutation(DistributeArticleDocument, { refetchQueries: CHANGED, awaitRefetchQueries: true });
}
