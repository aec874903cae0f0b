import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { useCampaignList } from '../api/campaign-list.query';
import { CampaignsTable, type CampaignsTableProps } from './campaigns-table';

export const RECENT_CAMPAIGNS = 10;

/** The dashboard's Recent Campaigns card: the newest campaigns with their actions. */
export function RecentCampaigns(props: Omit<CampaignsTableProps, 'campaigns' | 'loading' | 'label'>) {
  const { data, loading, error } = useCampaignList({ first: RECENT_CAMPAIGNS });
  const page = data?.campaigns;
  return (
    <Card component="section" aria-labelledby="recent-campaigns-title" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
          <Typography id="recent-campaigns-title" variant="h4" component="h2">
            Recent Campaigns
          </Typography>
          {page && page.totalCount > page.nodes.length ? (
            <Link component={RouterLink} to="/articles" variant="body2">
              All {page.totalCount} campaigns
            </Link>
          ) : null}
        </Stack>
        {error && !page ? (
          <Alert severity="error">{problemMessage(readApiError(error), 'Your campaigns could not be loaded.')}</Alert>
        ) : (
          <CampaignsTable {...props} campaigns={page?.nodes} loading={loading} label="Recent Campaigns" />
        )}
      </CardContent>
    </Card>
  );
}
