import { graphql } from '../../../gql';

/** Test connection: the plugin's verify() against its vendor. */
export const TestIntegrationDocument = graphql(`
  mutation TestIntegration($id: ID!) {
    testIntegration(input: { id: $id }) {
      check {
        ok
        message
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
