import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { useArticlePreviewQuery } from '../api/article-preview.query';
import type { ArticlePreviewController } from '../hooks/use-article-preview';
import { ArticleView, type ArticleTabId, type DistributionSlot } from './article-view';
import { LiveTextView } from './live-text-view';
import { visuallyHidden } from '../../../lib/visually-hidden';

export interface ArticlePreviewDialogProps {
  controller: ArticlePreviewController;
  onChanged?: () => void;
  /** The newswire distribution dialog, handed in by the app layer. */
  distribution?: DistributionSlot;
  /** The tab to open on (a deep link: /articles/{id}?tab=release, as the release-delayed mail sends). */
  initialTab?: ArticleTabId;
}

/** The article preview dialog: the text arriving while it is generated, then the article with its actions. */
export function ArticlePreviewDialog({ controller, onChanged, distribution, initialTab }: ArticlePreviewDialogProps) {
  const { target, live } = controller;
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { data, error } = useArticlePreviewQuery(target?.articleId ?? null, target?.campaignId ?? null);
  const article = data?.article && data.article.id === target?.articleId ? data.article : null;

  let content;
  if (article && data?.campaign) {
    content = (
      <ArticleView
        key={article.id}
        article={article}
        ticker={data.campaign.ticker}
        live={live}
        onRegenerate={controller.regenerate}
        onDismissLive={controller.dismissLive}
        onChanged={onChanged}
        titleId={titleId}
        distribution={distribution}
        initialTab={initialTab}
      />
    );
  } else if (live) {
    content = (
      <Box sx={{ px: 3, py: 2.5 }}>
        <Typography id={titleId} variant="h3" component="h2" sx={{ mb: 2 }}>
          Generating your article
        </Typography>
        <LiveTextView live={live} onBack={controller.close} />
      </Box>
    );
  } else if (error) {
    content = (
      <Box sx={{ px: 3, py: 2.5 }}>
        <Typography id={titleId} variant="h3" component="h2" sx={{ mb: 2 }}>
          Article
        </Typography>
        <Alert severity="error">{problemMessage(readApiError(error), 'The article could not be loaded.')}</Alert>
      </Box>
    );
  } else {
    content = (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <Typography id={titleId} sx={visuallyHidden}>
          Loading the article
        </Typography>
        <CircularProgress aria-label="Loading the article" />
      </Box>
    );
  }

  return (
    <Dialog
      open={Boolean(target)}
      onClose={controller.close}
      fullWidth
      fullScreen={phone}
      maxWidth="md"
      aria-labelledby={titleId}
      // On a phone the whole sheet scrolls: a text area squeezed above the actions would show four lines.
      slotProps={{
        paper: {
          sx: phone
            ? { display: 'block', overflowY: 'auto', maxHeight: '100%' }
            : { display: 'flex', flexDirection: 'column', maxHeight: 'calc(100% - 48px)' },
        },
      }}
    >
      <IconButton aria-label="Close" onClick={controller.close} sx={{ position: 'absolute', right: 12, top: 12, zIndex: 1 }}>
        <CloseIcon />
      </IconButton>
      {content}
    </Dialog>
  );
}
