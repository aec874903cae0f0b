import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The article's newswire orders, newest first. */
export const NewswireOrdersDocument = graphql(`
  query NewswireOrders($articleId: ID!) {
    newswireOrders(articleId: $articleId) {
      nodes {
        ...NewswireOrderFields
      }
    }
  }
`);

export function useNewswireOrders(articleId: string) {
  return useQuery(NewswireOrdersDocument, { variables: { articleId }, fetchPolicy: 'cache-and-network' });
}
