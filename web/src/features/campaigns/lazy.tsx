import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type ComponentProps } from 'react';

// The campaign screens' larger parts load after the page's heading and figures are on screen.
const LazyForm = lazy(() => import('./components/campaign-form').then((m) => ({ default: m.CampaignForm })));
const LazyRecent = lazy(() => import('./components/recent-campaigns').then((m) => ({ default: m.RecentCampaigns })));
const LazyList = lazy(() => import('./components/campaign-list').then((m) => ({ default: m.CampaignList })));
const LazyUpgrade = lazy(() => import('./components/upgrade-now-button').then((m) => ({ default: m.UpgradeNowButton })));

function SectionLoading({ title, rows = 4, id }: { title: string; rows?: number; id?: string }) {
  return (
    <Card aria-busy="true" aria-label={`${title} (loading)`} id={id}>
      <CardContent>
        <Typography variant="h4" component="p" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} height={40} />
        ))}
      </CardContent>
    </Card>
  );
}

// The placeholder carries the form's id, so what points at the form (the dashboard's New Campaign
// button, its aria-controls) finds it while the form's code is still loading.
export function CampaignForm({ id = 'campaign-form', ...props }: ComponentProps<typeof LazyForm>) {
  return (
    <Suspense fallback={<SectionLoading title="Create New Campaign" rows={6} id={id} />}>
      <LazyForm {...props} id={id} />
    </Suspense>
  );
}

export function RecentCampaigns(props: ComponentProps<typeof LazyRecent>) {
  return (
    <Suspense fallback={<SectionLoading title="Recent Campaigns" rows={3} />}>
      <LazyRecent {...props} />
    </Suspense>
  );
}

export function CampaignList(props: ComponentProps<typeof LazyList>) {
  return (
    <Suspense fallback={<SectionLoading title="Campaigns" rows={3} />}>
      <LazyList {...props} />
    </Suspense>
  );
}

export function UpgradeNowButton(props: ComponentProps<typeof LazyUpgrade>) {
  return (
    <Suspense fallback={null}>
      <LazyUpgrade {...props} />
    </Suspense>
  );
}
