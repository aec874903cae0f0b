import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The article's word count against every package's limit, with reach and what a release over a limit means: counted by the server, never here. */
export const NewswireQuoteDocument = graphql(`
  query NewswireQuote($articleId: ID!) {
    newswireQuote(articleId: $articleId) {
      articleId
      wordCount
      packages {
        provider
        level
        estimatedReach
        wordLimit
        extraWords
        notice
        coverage
      }
      disclosure {
        market
        rule
        topics
      }
    }
  }
`);

/** Asked when the dialog opens, and again after an edit (the article's text decides the count). */
export function useNewswireQuote(articleId: string) {
  return useQuery(NewswireQuoteDocument, { variables: { articleId }, fetchPolicy: 'cache-and-network' });
}
