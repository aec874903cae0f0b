import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The one msw server of the web tests: started in setup.ts, its handlers reset after every test to
 * these defaults. The public header asks who is signed in on every public page (nobody), and the landing page
 * what writes drafts (the built-in composer), unless a test says otherwise.
 */
export const server = setupServer(
  graphql.query('PublicHeaderViewer', () => HttpResponse.json({ data: { me: null } })),
  http.get('*/api/content-writer', () => HttpResponse.json({ builtIn: true, name: 'Built-in composer' })),
);
