import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import type { TestTickerAuthorizationQuery } from '../../../gql/graphql';
import { CONNECTION_PROBLEM_MESSAGE, readApiError } from '../../../lib/auth/api-error';
import { TestTickerAuthorizationDocument } from '../api/test-ticker-authorization.query';

export type AuthorizationResult = TestTickerAuthorizationQuery['testTickerAuthorization'];

export interface AuthorizationTestState {
  loading: boolean;
  result: AuthorizationResult | null;
  /** The server refused to answer (not signed in, not your account, invalid input). */
  problem: { message: string; code: string | null } | null;
}

/** Runs the server's one authorization decision; the browser only shows what it answers. */
export function useAuthorizationTest() {
  const client = useApolloClient();
  const latest = useRef(0);
  const [state, setState] = useState<AuthorizationTestState>({ loading: false, result: null, problem: null });

  const run = useCallback(
    async (userId: string, ticker: string) => {
      const request = (latest.current += 1);
      setState({ loading: true, result: null, problem: null });
      try {
        const { data } = await client.query({
          query: TestTickerAuthorizationDocument,
          variables: { input: { userId, ticker } },
          fetchPolicy: 'no-cache',
        });
        if (request !== latest.current) return;
        setState({ loading: false, result: data?.testTickerAuthorization ?? null, problem: null });
      } catch (error) {
        if (request !== latest.current) return;
        const problem = readApiError(error);
        setState({ loading: false, result: null, problem: { message: problem.message ?? CONNECTION_PROBLEM_MESSAGE, code: problem.code } });
      }
    },
    [client],
  );

  return { ...state, run };
}
