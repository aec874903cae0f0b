import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { ArticlePreviewDialog, useArticlePreview } from '../../features/articles';
import { CampaignForm, RecentCampaigns, type CampaignRow } from '../../features/campaigns';
import { ComplianceNoticeCard, EngagementTrackerCard, StatsCards } from '../../features/dashboard';
import { NotificationBell } from '../../features/notifications';

const FORM_ID = 'campaign-form';
// What a generation, an edit or an archive can change on this screen.
const DASHBOARD_QUERIES = ['CampaignList', 'DashboardStats', 'Notifications', 'PlanUsage'];

function scrollToForm() {
  const form = document.getElementById(FORM_ID);
  if (!form) return;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  form.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  form.querySelector<HTMLInputElement>('input:not([readonly]):not([type="hidden"])')?.focus({ preventScroll: true });
}

export function DashboardRoute() {
  const client = useApolloClient();
  const refresh = useCallback(() => void client.refetchQueries({ include: DASHBOARD_QUERIES }).catch(() => undefined), [client]);
  const preview = useArticlePreview({ onChanged: refresh });
  const [tracked, setTracked] = useState<CampaignRow | null>(null);

  return (
    <Box>
      <title>Campaign Dashboard · IssuerWire</title>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, mb: 4 }}
      >
        <Box>
          <Typography variant="h2" component="h1">
            Campaign Dashboard
          </Typography>
          <Typography color="text.secondary">Create campaigns, generate compliant articles and follow their engagement.</Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <NotificationBell
            onOpen={(notification) => {
              if (notification.articleId && notification.campaignId) preview.open({ articleId: notification.articleId, campaignId: notification.campaignId });
            }}
          />
          <Button variant="contained" startIcon={<AddIcon />} onClick={scrollToForm} aria-controls={FORM_ID}>
            New Campaign
          </Button>
        </Stack>
      </Stack>

      <Box sx={{ mb: 3 }}>
        <StatsCards />
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <CampaignForm id={FORM_ID} onGenerate={(campaign) => preview.generate(campaign.id)} onSaved={refresh} />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <ComplianceNoticeCard />
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          <RecentCampaigns
            onOpenArticle={(campaign) => preview.open({ articleId: campaign.articleId, campaignId: campaign.id })}
            onTrack={(campaign) => setTracked((current) => (current?.id === campaign.id ? null : campaign))}
            trackedId={tracked?.id ?? null}
            onArchived={() => {
              refresh();
              setTracked(null);
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <EngagementTrackerCard campaign={tracked} />
        </Grid>
      </Grid>
      <ArticlePreviewDialog controller={preview} onChanged={refresh} />
    </Box>
  );
}
