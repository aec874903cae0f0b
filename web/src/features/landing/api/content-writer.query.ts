import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** What writes drafts on this server: the built-in composer, or the configured AI model. */
export const ContentWriterDocument = graphql(`
  query ContentWriter {
    contentWriter {
      builtIn
      name
    }
  }
`);

export function useContentWriter() {
  return useQuery(ContentWriterDocument);
}
