import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_PATHS, ROUTE_MODULES } from './route-modules';
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

// The API answers 404 for a page path not in APP_PATHS: a screen added to the router must be listed there.
describe('the paths the app has screens for', () => {
  it('are exactly the router paths', () => {
    const found: string[] = [];
    const walk = (list: readonly RouteObject[], prefix: string) => {
      for (const route of list) {
        const here = route.path ? `${prefix}/${route.path}`.replace(/\/+/g, '/') : prefix;
        if (route.path === '*') continue;
        if (route.index || (route.path && !route.children)) found.push(here || '/');
        if (route.children) walk(route.children, here);
      }
    };
    walk(routes, '');
    expect([...new Set(found)].sort()).toEqual([...APP_PATHS].sort());
  });
});
