import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useArticlePreview } from '../../features/articles';
import { ArticlePreviewDialog } from '../article-preview-dialog';
import { CampaignList } from '../../features/campaigns';
import { useRefreshAfterChange } from '../../lib/refresh-after-change';

export function ArticlesRoute() {
  const refresh = useRefreshAfterChange();
  const preview = useArticlePreview({ onChanged: refresh });
  return (
    <Box>
      <title>Articles · IssuerWire</title>
      <Typography variant="h2" component="h1">
        Articles
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Every campaign and its article: open one to read, edit, regenerate or export it.
      </Typography>
      <CampaignList
        onOpenArticle={(campaign) => preview.open({ articleId: campaign.articleId, campaignId: campaign.id })}
        onArchived={refresh}
      />
      <ArticlePreviewDialog controller={preview} onChanged={refresh} />
    </Box>
  );
}
