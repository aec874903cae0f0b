import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReleaseChannelKind, ReleaseChannelStatus } from '../../../gql/graphql';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { useArticleRelease } from '../api/article-release.query';

const KINDS: Record<ReleaseChannelKind, string> = {
  WIRE: 'Newswire',
  PLATFORM: 'Platform',
  NEWSROOM: 'Newsroom',
  FEED: 'Feed',
  ALERTS: 'Email alerts',
};
const STATUSES: Record<ReleaseChannelStatus, { label: string; color: 'default' | 'info' | 'success' | 'error' | 'warning' }> = {
  SCHEDULED: { label: 'Scheduled', color: 'default' },
  SENT: { label: 'Sent', color: 'info' },
  LIVE: { label: 'Live', color: 'success' },
  FAILED: { label: 'Failed', color: 'error' },
  DELAYED: { label: 'Delayed', color: 'warning' },
};
const WHEN = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' });

/** The article's Release tab: each channel of the release with its status, time and permalink. */
export function ReleasePanel({ articleId }: { articleId: string }) {
  const { data, error, loading } = useArticleRelease(articleId);
  if (error) return <Alert severity="error">{problemMessage(readApiError(error), 'The release could not be read.')}</Alert>;
  if (!data) return loading ? <CircularProgress size={24} aria-label="Loading the release" /> : null;
  const { channels } = data.articleRelease;
  if (channels.length === 0) return <Typography color="text.secondary">Not released anywhere yet.</Typography>;
  return (
    <Table size="small" aria-label="Release channels">
      <TableHead>
        <TableRow>
          <TableCell>Channel</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Time</TableCell>
          <TableCell>Link</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {channels.map((c, i) => (
          <TableRow key={`${c.channel}-${c.name}-${i}`}>
            <TableCell>
              {KINDS[c.channel]}
              {c.channel === 'NEWSROOM' ? '' : ` · ${c.name}`}
              {c.detail ? (
                <Typography variant="caption" color="text.secondary" component="div">
                  {c.detail}
                </Typography>
              ) : null}
            </TableCell>
            <TableCell>
              <Chip size="small" label={STATUSES[c.status].label} color={STATUSES[c.status].color} />
            </TableCell>
            <TableCell>{c.at ? <time dateTime={c.at}>{WHEN.format(new Date(c.at))}</time> : '—'}</TableCell>
            <TableCell>
              {c.permalink ? (
                <Link href={c.permalink} target="_blank" rel="noopener">
                  Open
                </Link>
              ) : (
                '—'
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
