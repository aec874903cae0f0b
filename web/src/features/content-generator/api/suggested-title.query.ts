import { skipToken, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SuggestedTitleDocument = graphql(`
  query SuggestedTitle($companyName: String!, $keyMessages: [String!]!) {
    suggestedTitle(companyName: $companyName, keyMessages: $keyMessages)
  }
`);

/**
 * The headline the composer writes from these key messages: the title the form offers until the issuer
 * writes its own. The rule lives once, in the API's composer; nothing is asked while `ask` is false.
 */
export function useSuggestedTitle(companyName: string, keyMessages: string[], ask: boolean) {
  const name = companyName.trim();
  return useQuery(SuggestedTitleDocument, ask && name ? { variables: { companyName: name, keyMessages } } : skipToken);
}
