import { graphql } from '../../../gql';

/** Test connection: the plugin's verify() against its vendor. */
export const TestIntegrationDocument = graphql(`
  mutation TestIntegration($id: ID!) {
    testIntegration(input: { id: $id }) {
      integrationCheck {
        ok
        message
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);
