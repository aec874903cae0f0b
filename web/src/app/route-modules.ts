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
  '/kyc-registration': ['layout/public.layout', 'layout/public-page.layout', 'routes/kyc-registration.route'],
  '/dashboard': ['layout/app-shell.layout', 'routes/dashboard.route'],
  '/articles': ['layout/app-shell.layout', 'routes/articles.route'],
  '/analytics': ['layout/app-shell.layout', 'routes/analytics.route'],
  '/publishing': ['layout/app-shell.layout', 'routes/publishing.route'],
  '/settings': ['layout/app-shell.layout', 'routes/settings.route'],
};
