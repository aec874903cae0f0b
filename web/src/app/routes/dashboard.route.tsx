import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useArticlePreview, WaitingForApproval } from '../../features/articles';
import { ArticlePreviewDialog } from '../article-preview-dialog';
import { CampaignForm, RecentCampaigns, type CampaignRow } from '../../features/campaigns';
import { ComplianceNoticeCard, StatsCards } from '../../features/dashboard';
import { EngagementTracker } from '../../features/engagement';
import { NotificationBell } from '../../features/notifications';
import { useRefreshAfterChange } from '../../lib/refresh-after-change';

const FORM_ID = 'campaign-form';

function scrollToForm() {
  const form = document.getElementById(FORM_ID);
  if (!form) return;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  form.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  form.querySelector<HTMLInputElement>('input:not([readonly]):not([type="hidden"])')?.focus({ preventScroll: true });
}

export function DashboardRoute() {
  const refresh = useRefreshAfterChange();
  const preview = useArticlePreview({ onChanged: refresh });
  // The tracked campaign lives in the URL (?campaign=<id>): a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const trackedId = params.get('campaign');
  const [trackedTitle, setTrackedTitle] = useState<{ id: string; title: string } | null>(null);
  const track = useCallback(
    (campaign: CampaignRow | null) => {
      setTrackedTitle(campaign ? { id: campaign.id, title: campaign.title } : null);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (campaign) next.set('campaign', campaign.id);
          else next.delete('campaign');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

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
              if (notification.articleId && notification.campaignId)
                preview.open({ articleId: notification.articleId, campaignId: notification.campaignId });
            }}
          />
          <Button variant="contained" startIcon={<AddIcon />} onClick={scrollToForm} aria-controls={FORM_ID}>
            New Campaign
          </Button>
        </Stack>
      </Stack>

      <WaitingForApproval onOpen={(target) => preview.open(target)} />
      <Box sx={{ mb: 3 }}>
        <StatsCards />
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <CampaignForm id={FORM_ID} onGenerate={(campaign, options) => preview.generate(campaign.id, options)} onSaved={refresh} />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <ComplianceNoticeCard />
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          <RecentCampaigns
            onOpenArticle={(campaign) => preview.open({ articleId: campaign.articleId, campaignId: campaign.id })}
            onTrack={(campaign) => track(trackedId === campaign.id ? null : campaign)}
            trackedId={trackedId}
            onArchived={() => {
              refresh();
              track(null);
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <EngagementTracker campaignId={trackedId} campaignTitle={trackedTitle?.id === trackedId ? trackedTitle.title : null} />
        </Grid>
      </Grid>
      <ArticlePreviewDialog controller={preview} onChanged={refresh} />
    </Box>
  );
}
