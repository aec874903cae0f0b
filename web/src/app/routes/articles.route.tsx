import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useArticlePreview } from '../../features/articles';
import { ArticlePreviewDialog } from '../article-preview-dialog';
import { CampaignList } from '../../features/campaigns';

const CHANGED_QUERIES = ['CampaignList'];

export function ArticlesRoute() {
  const client = useApolloClient();
  const refresh = useCallback(() => void client.refetchQueries({ include: CHANGED_QUERIES }).catch(() => undefined), [client]);
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
