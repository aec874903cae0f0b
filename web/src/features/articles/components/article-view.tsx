import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import TextSnippetOutlinedIcon from '@mui/icons-material/TextSnippetOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useToast } from '../../../components/toast';
import type { ArticleFieldsFragment, ArticleStatus } from '../../../gql/graphql';
import { enumLabel, writtenBy } from '../../../lib/format';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { useUpdateArticle } from '../api/update-article.mutation';
import type { LiveText } from '../hooks/use-article-preview';
import { downloadFile } from '../../../lib/download';
import { exportArticle, type ExportFormat } from '../lib/export-file';
import { ApprovalPanel } from './approval-panel';
import { CompliancePanel } from './compliance-panel';
import { DisclosureFacts } from './disclosure-facts';
import { HistoryPanel } from './history-panel';
import { ReleasePanel } from './release-panel';
import { LiveTextView } from './live-text-view';
import { MarkdownText } from '../../../components/markdown-text';
import { PublishPanel } from './publish-panel';
import { RegenerateDialog } from './regenerate-dialog';

const STATUS_COLORS: Record<ArticleStatus, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  DRAFT: 'default',
  // Ordered or sent with no time set (e.g. a release waiting to be filed): under way, not scheduled.
  IN_PROGRESS: 'info',
  PUBLISHED: 'success',
  SCHEDULED: 'warning',
  FAILED: 'error',
};
const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export type ArticleTabId = 'article' | 'compliance' | 'history' | 'approval' | 'release';
type TabId = ArticleTabId;

/** What "Distribute to Newswires" opens for this article. */
export interface DistributionSlotProps {
  open: boolean;
  onClose: () => void;
  articleId: string;
  /** After orders were placed: the article's status and the campaign lists change. */
  onDistributed?: () => void;
  /** Closes the distribution and shows this article's Compliance tab. */
  onOpenCompliance?: () => void;
}

/** Features never import each other: the app layer hands the newswire dialog in (web/src/app/article-preview-dialog.tsx). */
export type DistributionSlot = (props: DistributionSlotProps) => ReactNode;

export interface ArticleViewProps {
  article: ArticleFieldsFragment;
  /** The campaign's ticker: the listing whose rules the compliance check applies. */
  ticker: string;
  live: LiveText | null;
  onRegenerate: (options: { replaceTitle: boolean }) => Promise<unknown>;
  onDismissLive: () => void;
  onChanged?: () => void;
  titleId: string;
  /** The newswire distribution dialog; without it there is no "Distribute to Newswires" button. */
  distribution?: DistributionSlot;
  /** The tab shown first (default: the article). */
  initialTab?: TabId;
}

/** The article preview: title, status, date, text and disclosure; edit, save, regenerate, export, and what comes with publishing. */
export function ArticleView({
  article,
  ticker,
  live,
  onRegenerate,
  onDismissLive,
  onChanged,
  titleId,
  distribution,
  initialTab = 'article',
}: ArticleViewProps) {
  const { toast } = useToast();
  const [tab, setTab] = useState<TabId>(initialTab);
  const [editing, setEditing] = useState(false);
  const [confirmRegenerate, setConfirmRegenerate] = useState(false);
  const [title, setTitle] = useState(article.title);
  const [content, setContent] = useState(article.content);
  const [distributionOpen, setDistributionOpen] = useState(false);
  const [save, { loading: saving }] = useUpdateArticle();
  const published = article.status === 'PUBLISHED';
  const busy = saving || Boolean(live && !live.error);

  function startEditing() {
    setTitle(article.title);
    setContent(article.content);
    setEditing(true);
    setTab('article');
  }

  async function saveChanges() {
    try {
      const { data } = await save({ variables: { id: article.id, title, content } });
      const result = data?.updateArticle.articleUpdateResult;
      if (!result) return;
      setEditing(false);
      toast({
        title: 'Article Updated',
        description: result.disclosuresRestored ? result.message : 'Your changes have been saved successfully.',
      });
      onChanged?.();
    } catch (error) {
      toast({
        title: 'Error',
        description: problemMessage(readApiError(error), 'Failed to save the article. Please try again.'),
        variant: 'destructive',
      });
    }
  }

  async function regenerate(options: { replaceTitle: boolean }) {
    setConfirmRegenerate(false);
    setEditing(false);
    setTab('article');
    try {
      await onRegenerate(options);
      toast({ title: 'Article Regenerated', description: 'A new version has been generated successfully.' });
    } catch (error) {
      toast({
        title: 'Error',
        description: problemMessage(readApiError(error), 'Failed to regenerate the article. Please try again.'),
        variant: 'destructive',
      });
    }
  }

  function exportAs(format: ExportFormat) {
    const file = exportArticle(article.title, article.content, format);
    downloadFile(file.fileName, file.text, file.type);
    toast({ title: 'Article Exported', description: `Saved as ${file.fileName} (${format === 'md' ? 'Markdown' : 'text'}).` });
  }

  const bodyText = article.body;
  return (
    <>
      <Box sx={{ pl: 3, pr: 7, pt: 2.5, pb: 1.5 }}>
        <Typography id={titleId} variant="h3" component="h2">
          {article.title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
          <Chip size="small" label={enumLabel(article.status)} color={STATUS_COLORS[article.status]} />
          <Typography variant="body2" color="text.secondary">
            {DATE.format(new Date(article.createdAt))} · {article.wordCount} words · version {article.version}
            {writtenBy(article.model) ? ` · written by ${writtenBy(article.model)}` : ''}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <Link component="button" type="button" variant="body2" onClick={() => setTab('compliance')}>
            {article.compliance ? 'Compliance check: no critical findings' : 'Compliance check: critical findings'}
          </Link>
        </Stack>
      </Box>
      {article.releasedVersion != null && article.releasedVersion !== article.version ? (
        // An edit of a released article is a draft: the public keeps the released version until this one is released.
        <Alert severity="info" role="status" aria-label="Released version" sx={{ mx: 3, mb: 1.5 }}>
          Readers see version {article.releasedVersion} (the hosted page and the platforms). Version {article.version} is a draft: it goes
          public once it passes the compliance check and approval and you publish it again.
        </Alert>
      ) : null}
      <Tabs
        value={tab}
        onChange={(_, value: TabId) => setTab(value)}
        aria-label="Article sections"
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="article" label="Article" />
        <Tab value="compliance" label="Compliance" />
        <Tab value="history" label="History" />
        <Tab value="approval" label="Approval" />
        <Tab value="release" label="Release" />
      </Tabs>
      {/* Scrolls on its own: focusable, so a keyboard scrolls it too (axe: scrollable-region-focusable). */}
      <Box role="region" aria-label="Article section" tabIndex={0} sx={{ px: 3, py: 2, overflowY: 'auto', flex: '1 1 auto' }}>
        {tab === 'article' ? (
          live ? (
            <LiveTextView live={live} onBack={onDismissLive} />
          ) : editing ? (
            <Stack spacing={2}>
              <TextField label="Title" value={title} onChange={(event) => setTitle(event.target.value)} fullWidth />
              <TextField
                label="Content"
                value={content}
                onChange={(event) => setContent(event.target.value)}
                multiline
                minRows={14}
                fullWidth
                helperText={`The disclosures at the end are required: if they are removed or changed, they are restored when you save.${
                  article.releasedVersion != null
                    ? ' Saving makes a new draft version: the released one stays public until you publish again.'
                    : ''
                }`}
              />
            </Stack>
          ) : (
            <Box component="article" aria-label="Article text">
              <MarkdownText markdown={bodyText} />
              <Alert severity="info" icon={false} sx={{ mt: 3 }} role="note" aria-label="Compliance disclosure">
                <AlertTitle>Compliance disclosure</AlertTitle>
                <MarkdownText markdown={article.disclosures} variant="body2" />
                {article.disclosureFacts ? <DisclosureFacts facts={article.disclosureFacts} /> : null}
              </Alert>
            </Box>
          )
        ) : null}
        {tab === 'compliance' ? <CompliancePanel articleId={article.id} ticker={ticker} content={content} editing={editing} /> : null}
        {tab === 'history' ? <HistoryPanel articleId={article.id} /> : null}
        {tab === 'release' ? <ReleasePanel articleId={article.id} /> : null}
        {tab === 'approval' ? (
          <ApprovalPanel articleId={article.id} version={article.version} onOpenCompliance={() => setTab('compliance')} />
        ) : null}
      </Box>
      <Divider />
      <Box sx={{ px: 3, py: 2 }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
          {editing ? (
            <>
              <Button variant="outlined" onClick={() => setEditing(false)} disabled={saving}>
                Cancel Edit
              </Button>
              <Button variant="contained" onClick={() => void saveChanges()} disabled={saving || !title.trim() || !content.trim()}>
                {saving ? 'Saving...' : 'Save Changes'}
              </Button>
            </>
          ) : (
            <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={startEditing} disabled={busy || published}>
              Edit Content
            </Button>
          )}
          <Button
            variant="outlined"
            startIcon={<RefreshIcon />}
            onClick={() => setConfirmRegenerate(true)}
            disabled={busy || editing || published}
          >
            {live && !live.error && live.kind === 'regenerate' ? 'Regenerating...' : 'Regenerate'}
          </Button>
          <Button variant="outlined" startIcon={<TextSnippetOutlinedIcon />} onClick={() => exportAs('txt')} disabled={busy}>
            Export Text
          </Button>
          <Button variant="outlined" startIcon={<DescriptionOutlinedIcon />} onClick={() => exportAs('md')} disabled={busy}>
            Export MD
          </Button>
          {distribution ? (
            <Button variant="outlined" startIcon={<SendOutlinedIcon />} onClick={() => setDistributionOpen(true)}>
              Distribute to Newswires
            </Button>
          ) : null}
        </Stack>
        <PublishPanel articleId={article.id} disabled={busy || editing} onOpenCompliance={() => setTab('compliance')} />
      </Box>
      {distribution?.({
        open: distributionOpen,
        onClose: () => setDistributionOpen(false),
        articleId: article.id,
        onDistributed: onChanged,
        onOpenCompliance: () => {
          setDistributionOpen(false);
          setTab('compliance');
        },
      })}
      {confirmRegenerate ? (
        <RegenerateDialog
          open
          title={article.title}
          onCancel={() => setConfirmRegenerate(false)}
          onConfirm={(options) => void regenerate(options)}
        />
      ) : null}
    </>
  );
}
