import { graphql } from '../../../gql';

/**
 * Installed plugins with their mode, options (secrets masked) and last vendor call (admin only), a page
 * at a time: each plugin's options and last call make it costly, and 100 a page is over the API's cost limit.
 */
export const IntegrationsDocument = graphql(`
  query Integrations($after: String) {
    integrations(first: 20, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        kind
        name
        packageName
        version
        mode
        modeReason
        testable
        options {
          name
          value
          secret
        }
        lastCall {
          at
          request
          ok
          outcome
        }
      }
    }
  }
`);
