import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server';

// Every request of a test is answered by a handler it set (mockGraphQL, mockRest): one not handled fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

// findBy/waitFor wait up to 5 s (not 1 s): a lazy route's first import can take seconds when CI runs many
// workers on 2 cores. A ceiling on waiting, not a timing assertion: a passing lookup returns as soon as it matches.
configure({ asyncUtilTimeout: 5000 });
afterAll(() => server.close());

// The DOM here has no layout: answer width media queries from window.innerWidth so MUI's useMediaQuery
// picks the desktop or mobile shell the way a browser of that width would.
function matchesWidth(query: string): boolean {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  if (!min && !max) return false;
  const width = window.innerWidth;
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

window.matchMedia = (query: string): MediaQueryList => ({
  matches: matchesWidth(query),
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
});

// ScrollRestoration scrolls on every navigation; the test DOM does not scroll.
window.scrollTo = () => undefined;

// Radix positions tooltips with ResizeObserver, which the test DOM may lack; sizes are all zero here anyway.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
});
