import { setupServer } from 'msw/node';

/** The one msw server of the web tests: started in setup.ts, its handlers reset after every test. */
export const server = setupServer();
