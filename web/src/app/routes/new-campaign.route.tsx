import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useArticlePreview } from '../../features/articles';
import { ArticlePreviewDialog } from '../article-preview-dialog';
import { CampaignForm } from '../../features/campaigns';
import { useRefreshAfterChange } from '../../lib/refresh-after-change';

export function NewCampaignRoute() {
  const refresh = useRefreshAfterChange();
  const preview = useArticlePreview({ onChanged: refresh });
  return (
    <Box sx={{ maxWidth: 960 }}>
      <title>New Campaign · IssuerWire</title>
      <Typography variant="h2" component="h1">
        New Campaign
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Start a campaign for your company and let IssuerWire write its article, with the mandatory disclosures included.
      </Typography>
      <CampaignForm onGenerate={(campaign, options) => preview.generate(campaign.id, options)} />
      <ArticlePreviewDialog controller={preview} onChanged={refresh} />
    </Box>
  );
}
