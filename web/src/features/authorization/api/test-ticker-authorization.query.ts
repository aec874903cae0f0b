import { graphql } from '../../../gql';

/** Spec: POST /api/test/authorization { userId, ticker } -> { isAuthorized, userId, ticker, authorizedTicker, reason }. */
export const TestTickerAuthorizationDocument = graphql(`
  query TestTickerAuthorization($input: TickerAuthorizationTestInput!) {
    testTickerAuthorization(input: $input) {
      isAuthorized
      userId
      ticker
      authorizedTicker
      reason
      code
    }
  }
`);
