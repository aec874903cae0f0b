import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTE_MODULES } from './route-modules';
import { routes } from './router';
import routerSource from './router.tsx?raw';

// The build preloads these modules' scripts with each page (vite.config.ts): a renamed or moved screen
// must be renamed here too, or the page would preload scripts it does not use.
describe('the modules each directly opened page preloads', () => {
  it.each(Object.entries(ROUTE_MODULES))('%s is a route, and its modules are the router lazy imports', (path, modules) => {
    const matched = matchRoutes(routes, path) ?? [];
    expect(matched.at(-1)?.route.path ?? (matched.at(-1)?.route.index ? '' : undefined)).toBe(path.slice(1));
    for (const module of modules) expect(routerSource).toContain(`import('./${module}')`);
  });
});
