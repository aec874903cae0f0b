import { graphql } from '../../../gql';

/** What writes drafts on this server: the built-in composer, or a configured AI model by name. */
export const ContentWriterDocument = graphql(`
  query ContentWriter {
    contentWriter {
      builtIn
      name
    }
  }
`);
