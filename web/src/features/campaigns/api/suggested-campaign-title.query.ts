import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { graphql } from '../../../gql';

/** The title the server would give these facts: the composer's headline for the strongest highlight. */
export const SuggestedCampaignTitleDocument = graphql(`
  query SuggestedCampaignTitle($companyName: String!, $ticker: String!, $highlights: String!) {
    suggestedCampaignTitle(companyName: $companyName, ticker: $ticker, highlights: $highlights)
  }
`);

/** Asks once typing pauses (not on every key); null until there are highlights to title it from. */
export function useSuggestedCampaignTitle(facts: { companyName: string; ticker: string; highlights: string }): string | null {
  const [settled, setSettled] = useState(facts);
  const { companyName, ticker, highlights } = facts;
  useEffect(() => {
    const timer = setTimeout(() => setSettled({ companyName, ticker, highlights }), 400);
    return () => clearTimeout(timer);
  }, [companyName, ticker, highlights]);
  const ready = settled.highlights.trim() !== '' && settled.companyName.trim() !== '';
  const { data } = useQuery(SuggestedCampaignTitleDocument, { variables: settled, skip: !ready });
  return ready ? (data?.suggestedCampaignTitle ?? null) : null;
}

/** Asks now (Generate pressed within the pause): the same answer as the hook's, from the cache when it came already. */
export function useSuggestCampaignTitleNow(): (facts: {
  companyName: string;
  ticker: string;
  highlights: string;
}) => Promise<string | null> {
  const client = useApolloClient();
  return useCallback(
    async ({ companyName, ticker, highlights }) => {
      if (highlights.trim() === '' || companyName.trim() === '') return null;
      const { data } = await client.query({ query: SuggestedCampaignTitleDocument, variables: { companyName, ticker, highlights } });
      return data?.suggestedCampaignTitle ?? null;
    },
    [client],
  );
}
