import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VersionReason } from '../../../gql/graphql';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { useArticleHistory } from '../api/article-history.query';
import { diffRuns } from '../lib/diff-runs';

const REASONS: Record<VersionReason, string> = { GENERATED: 'Generated', EDITED: 'Edited', REGENERATED: 'Regenerated' };
const WHEN = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

const LINE_STYLES = {
  ADD: { sign: '+', bgcolor: 'rgba(21, 128, 61, 0.1)', color: 'success.dark' },
  REMOVE: { sign: '−', bgcolor: 'rgba(185, 28, 28, 0.08)', color: 'error.dark' },
  EQUAL: { sign: ' ', bgcolor: 'transparent', color: 'text.secondary' },
} as const;

interface Dismissal {
  id: string;
  version: number;
  title: string;
  passage: string | null;
  reason: string;
}

/** The findings approvers dismissed, from the audit trail (details as the API recorded them). */
function dismissalsOf(events: readonly { id: string; action: string; details?: string | null }[]): Dismissal[] {
  return events
    .filter((e) => e.action === 'compliance.finding_dismissed' && e.details)
    .map((e) => {
      const d = JSON.parse(e.details!) as { version: number; title?: string; ruleId: string; passage: string | null; reason: string };
      return { id: e.id, version: d.version, title: d.title ?? d.ruleId, passage: d.passage, reason: d.reason };
    });
}

/** Every version of the article, newest first, each with its line diff against the one before. */
export function HistoryPanel({ articleId }: { articleId: string }) {
  const { data, loading, error } = useArticleHistory(articleId);
  if (error && !data) return <Alert severity="error">{problemMessage(readApiError(error), 'The history could not be loaded.')}</Alert>;
  if (!data?.articleHistory) return loading ? <CircularProgress size={24} aria-label="Loading history" /> : null;
  const versions = [...data.articleHistory.versions].sort((a, b) => b.version - a.version);
  const dismissals = dismissalsOf(data.articleHistory.events ?? []);
  return (
    <Stack component="section" aria-label="Version history" spacing={2.5}>
      {versions.map((version) => (
        <Box key={version.version} component="article" aria-label={`Version ${version.version}`}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              Version {version.version}
            </Typography>
            <Chip size="small" label={REASONS[version.reason]} />
            {version.titleChanged ? <Chip size="small" variant="outlined" label={`Title: ${version.title}`} /> : null}
            <Typography variant="body2" color="text.secondary">
              {WHEN.format(new Date(version.createdAt))}
            </Typography>
          </Stack>
          {version.diff ? (
            version.diff.some((line) => line.op !== 'EQUAL') ? (
              <Box
                component="pre"
                // Scrolls when long: a keyboard must be able to reach it (axe: scrollable-region-focusable).
                role="region"
                tabIndex={0}
                aria-label={`Changes in version ${version.version}`}
                sx={{
                  m: 0,
                  p: 1,
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                  fontSize: 13,
                  whiteSpace: 'pre-wrap',
                  maxHeight: 320,
                  overflowY: 'auto',
                  fontFamily: 'ui-monospace, monospace',
                }}
              >
                {diffRuns(version.diff).map((run, index) =>
                  run.kind === 'skipped' ? (
                    <Box key={index} component="span" sx={{ display: 'block', color: 'text.secondary', fontStyle: 'italic' }}>
                      … {run.count} unchanged {run.count === 1 ? 'line' : 'lines'}
                    </Box>
                  ) : (
                    <Box
                      key={index}
                      component="span"
                      data-op={run.op}
                      sx={{ display: 'block', bgcolor: LINE_STYLES[run.op].bgcolor, color: LINE_STYLES[run.op].color }}
                    >
                      {LINE_STYLES[run.op].sign} {run.text}
                    </Box>
                  ),
                )}
              </Box>
            ) : (
              <Typography variant="body2" color="text.secondary">
                The text did not change{version.titleChanged ? '; only the title did' : ''}.
              </Typography>
            )
          ) : (
            <Typography variant="body2" color="text.secondary">
              First version.
            </Typography>
          )}
          {dismissals
            .filter((d) => d.version === version.version)
            .map((d) => (
              <Typography key={d.id} variant="body2" sx={{ mt: 0.5 }}>
                Finding dismissed: {d.title}
                {d.passage ? ` (“${d.passage}”)` : ''}. Reason: {d.reason}
              </Typography>
            ))}
        </Box>
      ))}
    </Stack>
  );
}
