import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { RootLayout } from './layout/root.layout';
import { RouteErrorScreen } from './routes/route-error';

// Every screen is its own chunk: the landing page loads only what it shows.
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteErrorScreen,
    children: [
      {
        lazy: () => import('./layout/public.layout').then((m) => ({ Component: m.PublicLayout })),
        children: [
          {
            index: true,
            lazy: () => import('./routes/landing.route').then((m) => ({ Component: m.LandingRoute })),
          },
          {
            lazy: () => import('./layout/public-page.layout').then((m) => ({ Component: m.PublicPageFrame })),
            children: [
              {
                path: 'login',
                lazy: () => import('./routes/login.route').then((m) => ({ Component: m.LoginRoute })),
              },
              {
                path: 'signup',
                lazy: () => import('./routes/signup.route').then((m) => ({ Component: m.SignupRoute })),
              },
              {
                path: 'kyc-registration',
                lazy: () => import('./routes/kyc-registration.route').then((m) => ({ Component: m.KycRegistrationRoute })),
              },
              {
                path: 'register',
                lazy: () => import('./routes/kyc-registration.route').then((m) => ({ Component: m.KycRegistrationRoute })),
              },
              {
                path: 'guidelines',
                lazy: () => import('./routes/guidelines.route').then((m) => ({ Component: m.GuidelinesRoute })),
              },
              {
                path: 'content-generator',
                lazy: () => import('./routes/content-generator.route').then((m) => ({ Component: m.ContentGeneratorRoute })),
              },
              {
                path: 'ticker-authorization',
                lazy: () =>
                  import('./routes/ticker-authorization.route').then((m) => ({
                    Component: m.TickerAuthorizationRoute,
                  })),
              },
              {
                path: 'demo',
                lazy: () => import('./routes/demo.route').then((m) => ({ Component: m.DemoRoute })),
              },
              {
                path: 'user-demo',
                lazy: () => import('./routes/user-demo.route').then((m) => ({ Component: m.UserDemoRoute })),
              },
              {
                path: 'invitations/:token',
                lazy: () => import('./routes/invitation.route').then((m) => ({ Component: m.InvitationRoute })),
              },
              {
                path: 'forgot-password',
                lazy: () => import('./routes/forgot-password.route').then((m) => ({ Component: m.ForgotPasswordRoute })),
              },
              {
                path: 'reset-password',
                lazy: () => import('./routes/reset-password.route').then((m) => ({ Component: m.ResetPasswordRoute })),
              },
              {
                path: 'sign-in-link',
                lazy: () => import('./routes/sign-in-link.route').then((m) => ({ Component: m.SignInLinkRoute })),
              },
              {
                path: '*',
                lazy: () => import('./routes/not-found.route').then((m) => ({ Component: m.NotFoundRoute })),
              },
            ],
          },
        ],
      },
      {
        lazy: () => import('./layout/app-shell.layout').then((m) => ({ Component: m.AppShell })),
        children: [
          {
            path: 'dashboard',
            lazy: () => import('./routes/dashboard.route').then((m) => ({ Component: m.DashboardRoute })),
          },
          {
            path: 'campaigns/new',
            lazy: () => import('./routes/new-campaign.route').then((m) => ({ Component: m.NewCampaignRoute })),
          },
          {
            path: 'articles',
            lazy: () => import('./routes/articles.route').then((m) => ({ Component: m.ArticlesRoute })),
          },
          {
            path: 'articles/:id',
            lazy: () => import('./routes/article.route').then((m) => ({ Component: m.ArticleRoute })),
          },
          {
            path: 'publishing',
            lazy: () => import('./routes/publishing.route').then((m) => ({ Component: m.PublishingRoute })),
          },
          {
            path: 'analytics',
            lazy: () => import('./routes/analytics.route').then((m) => ({ Component: m.AnalyticsRoute })),
          },
          {
            path: 'compliance',
            lazy: () => import('./routes/compliance.route').then((m) => ({ Component: m.ComplianceRoute })),
          },
          {
            path: 'settings',
            lazy: () => import('./routes/settings.route').then((m) => ({ Component: m.SettingsRoute })),
          },
          {
            path: 'admin/reviews',
            lazy: () => import('./routes/admin-review.route').then((m) => ({ Component: m.AdminReviewRoute })),
          },
          {
            path: 'admin/integrations',
            lazy: () => import('./routes/admin-integrations.route').then((m) => ({ Component: m.AdminIntegrationsRoute })),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
