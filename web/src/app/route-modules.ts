/**
 * The lazy modules (under src/app, without .tsx) each directly opened page shows, outermost first, as
 * src/app/router.tsx nests them: the build lists their scripts for the server to preload with the page
 * (vite.config.ts). Only the pages people open directly are here; the router test holds it to router.tsx.
 */
export const ROUTE_MODULES: Record<string, string[]> = {
  '/': ['layout/public.layout', 'routes/landing.route'],
  '/login': ['layout/public.layout', 'layout/public-page.layout', 'routes/login.route'],
  '/signup': ['layout/public.layout', 'layout/public-page.layout', 'routes/signup.route'],
  '/forgot-password': ['layout/public.layout', 'layout/public-page.layout', 'routes/forgot-password.route'],
  '/reset-password': ['layout/public.layout', 'layout/public-page.layout', 'routes/reset-password.route'],
  '/sign-in-link': ['layout/public.layout', 'layout/public-page.layout', 'routes/sign-in-link.route'],
  '/kyc-registration': ['layout/public.layout', 'layout/public-page.layout', 'routes/kyc-registration.route'],
  '/dashboard': ['layout/app-shell.layout', 'routes/dashboard.route'],
  '/articles': ['layout/app-shell.layout', 'routes/articles.route'],
  '/analytics': ['layout/app-shell.layout', 'routes/analytics.route'],
  '/publishing': ['layout/app-shell.layout', 'routes/publishing.route'],
  '/settings': ['layout/app-shell.layout', 'routes/settings.route'],
};

/**
 * Every path the web app has a screen for (router.tsx, held to it by the router test). The build writes
 * it to dist/app-paths.json; the API answers any other page path with HTTP 404 (and the shell, which
 * shows Page Not Found), so a mistyped link is a 404 to crawlers and monitors too.
 */
export const APP_PATHS: readonly string[] = [
  '/',
  '/login',
  '/signup',
  '/kyc-registration',
  '/register',
  '/guidelines',
  '/content-generator',
  '/ticker-authorization',
  '/demo',
  '/user-demo',
  '/invitations/:token',
  '/forgot-password',
  '/reset-password',
  '/sign-in-link',
  '/dashboard',
  '/campaigns/new',
  '/articles',
  '/articles/:id',
  '/publishing',
  '/analytics',
  '/compliance',
  '/settings',
  '/admin/reviews',
  '/admin/integrations',
];
