import { graphql } from '../../../gql';

/** Ticker prefix and company-name search (the server answers nothing under 2 characters). */
export const TickerSearchDocument = graphql(`
  query TickerSearch($query: String!) {
    stockSearch(query: $query) {
      nodes {
        ticker
        exchange
        name
        marketCap
      }
    }
  }
`);
