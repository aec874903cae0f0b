import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type ComponentProps } from 'react';

// The tracker loads after the dashboard's heading and figures; the Analytics screen (and its charts) only on /analytics.
const LazyTracker = lazy(() => import('./components/engagement-tracker').then((m) => ({ default: m.EngagementTracker })));
const LazyAnalytics = lazy(() => import('./components/analytics-screen').then((m) => ({ default: m.AnalyticsScreen })));

export function EngagementTracker(props: ComponentProps<typeof LazyTracker>) {
  return (
    <Suspense
      fallback={
        <Card aria-busy="true" aria-label="Live Engagement Tracker (loading)">
          <CardContent>
            <Typography variant="h4" component="p" sx={{ mb: 2 }}>
              Live Engagement Tracker
            </Typography>
            <Skeleton height={40} />
            <Skeleton height={40} />
          </CardContent>
        </Card>
      }
    >
      <LazyTracker {...props} />
    </Suspense>
  );
}

export function AnalyticsScreen() {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={320} role="status" aria-label="Loading analytics" />}>
      <LazyAnalytics />
    </Suspense>
  );
}
