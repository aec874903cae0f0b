import { graphql } from '../../../gql';

/** Every installed plugin with its mode, options (secrets masked) and last vendor call (admin only). */
export const IntegrationsDocument = graphql(`
  query Integrations {
    integrations(first: 100) {
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
