import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** The address the tests' server names for support (the API's SUPPORT_EMAIL). */
export const TEST_SUPPORT_EMAIL = 'help@issuerwire.test';

/**
 * The GraphQL operations every test gets answered unless it mocks them itself (mockGraphQL falls through
 * to these): the public header asks who is signed in on every public page (nobody), and screens that
 * mention support ask for its address.
 */
export const DEFAULT_GRAPHQL: Record<string, () => Record<string, unknown>> = {
  PublicHeaderViewer: () => ({ me: null }),
  SupportEmail: () => ({ supportEmail: TEST_SUPPORT_EMAIL }),
};

/**
 * The one msw server of the web tests: started in setup.ts, its handlers reset after every test to
 * these defaults: the operations above, and what writes drafts (the built-in composer) for the landing page.
 */
export const server = setupServer(
  ...Object.entries(DEFAULT_GRAPHQL).map(([name, data]) => graphql.query(name, () => HttpResponse.json({ data: data() }))),
  http.get('*/api/content-writer', () => HttpResponse.json({ builtIn: true, name: 'Built-in composer' })),
);
