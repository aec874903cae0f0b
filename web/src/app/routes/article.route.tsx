import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { useArticlePreview } from '../../features/articles';
import { ArticlePreviewDialog } from '../article-preview-dialog';
import { graphql } from '../../gql';
import { problemMessage, readApiError } from '../../lib/auth/api-error';
import { useRefreshAfterChange } from '../../lib/refresh-after-change';

/** Where an article belongs: the preview needs its campaign (the listing whose rules apply). */
const ArticleLocationDocument = graphql(`
  query ArticleLocation($id: ID!) {
    article(id: $id) {
      id
      campaignId
      title
    }
  }
`);

/** /articles/:id: one article in the preview (read, edit, regenerate, export, publish, distribute); closing it returns to the list. */
export function ArticleRoute() {
  const { id = '' } = useParams();
  // ?tab=release: the Release tab first (the link of the release-delayed mail).
  const [params] = useSearchParams();
  const initialTab = params.get('tab') === 'release' ? 'release' : undefined;
  const navigate = useNavigate();
  const refresh = useRefreshAfterChange();
  const preview = useArticlePreview({ onChanged: refresh });
  const { data, error } = useQuery(ArticleLocationDocument, { variables: { id }, skip: !id });
  const located = data?.article ?? null;
  const { open } = preview;
  // Opened once per article: a later cache update (a new title) must not reset what the dialog shows.
  const openedId = useRef<string | null>(null);

  useEffect(() => {
    if (!located || openedId.current === located.id) return;
    openedId.current = located.id;
    open({ articleId: located.id, campaignId: located.campaignId });
  }, [located, open]);

  // Back to the list once the dialog closes. Not before it has shown: with the location already cached, the
  // open above and this check run in the same commit, while the target is still unset.
  const shown = useRef(false);
  useEffect(() => {
    if (preview.target) shown.current = true;
    else if (shown.current) navigate('/articles');
  }, [preview.target, navigate]);

  return (
    <Box>
      <title>{`${located?.title ?? 'Article'} · IssuerWire`}</title>
      <Typography variant="h2" component="h1">
        {located?.title ?? 'Article'}
      </Typography>
      <Link component={RouterLink} to="/articles" sx={{ display: 'inline-block', mb: 3 }}>
        All articles
      </Link>
      {error ? (
        <Alert severity="error">{problemMessage(readApiError(error), 'The article could not be loaded.')}</Alert>
      ) : !located ? (
        <CircularProgress aria-label="Loading the article" />
      ) : null}
      <ArticlePreviewDialog controller={preview} onChanged={refresh} initialTab={initialTab} />
    </Box>
  );
}
