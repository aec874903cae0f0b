import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { TickerSearchQuery } from '../../../gql/graphql';
import { TickerSearchDocument } from '../api/ticker-search.query';

/** Spec sections 5 and 9: the search runs 300 ms after typing stops, from 2 characters. */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_LENGTH = 2;

export type TickerSearchResult = TickerSearchQuery['stockSearch']['nodes'][number];

export interface TickerSearchState {
  results: TickerSearchResult[];
  searching: boolean;
  /** The text the results answer; null while nothing has been searched. */
  searchedFor: string | null;
}

const IDLE: TickerSearchState = { results: [], searching: false, searchedFor: null };

/** Debounced search for `text`; a newer text makes an older answer irrelevant. Failures are only logged (spec section 8). */
export function useTickerSearch(text: string, enabled = true): TickerSearchState {
  const client = useApolloClient();
  const [state, setState] = useState<TickerSearchState>(IDLE);
  const query = text.trim();

  useEffect(() => {
    if (!enabled || query.length < SEARCH_MIN_LENGTH) {
      setState(IDLE);
      return;
    }
    let current = true;
    setState((previous) => ({ ...previous, searching: true }));
    const timer = setTimeout(() => {
      client
        .query({ query: TickerSearchDocument, variables: { query } })
        .then(({ data }) => {
          if (current) setState({ results: data?.stockSearch.nodes ?? [], searching: false, searchedFor: query });
        })
        .catch((error: unknown) => {
          console.warn('Ticker search failed', error);
          if (current) setState({ results: [], searching: false, searchedFor: null });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, query, enabled]);

  return state;
}
