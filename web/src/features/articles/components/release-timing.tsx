import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRecordExchangeNotice, useReleaseCheck } from '../api/release-check.query';

const READER_TIME = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});

/**
 * The release time on the exchange's clock and the reader's, and what the exchange asks of it (notice,
 * closing auction, RNS hours, closed days). Informs; the publish button stays the issuer's decision.
 */
export function ReleaseTiming({ articleId, scheduledFor }: { articleId: string; scheduledFor: string | null }) {
  const { data } = useReleaseCheck(articleId, scheduledFor);
  const [record, { loading: recording }] = useRecordExchangeNotice();
  const check = data?.releaseCheck;
  if (!check) return null;
  return (
    <Box component="section" aria-label="Release timing" sx={{ mt: 2 }}>
      {check.exchangeTimeLabel ? (
        <Typography variant="body2">
          Release time: <strong>{check.exchangeTimeLabel}</strong> on {check.exchange} · your time{' '}
          {READER_TIME.format(new Date(check.scheduledFor))}
        </Typography>
      ) : null}
      <Stack spacing={1} sx={{ mt: check.findings.length ? 1 : 0 }}>
        {check.findings.map((finding) => (
          <Alert
            key={finding.code}
            severity={finding.severity === 'WARNING' ? 'warning' : 'info'}
            action={
              finding.code === 'MARKET_HOURS_NOTICE' && !finding.resolved ? (
                <Button color="inherit" size="small" disabled={recording} onClick={() => void record({ variables: { articleId } })}>
                  I told the exchange now
                </Button>
              ) : undefined
            }
          >
            {finding.message}
          </Alert>
        ))}
      </Stack>
    </Box>
  );
}
