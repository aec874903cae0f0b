import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useGuidelineDeadlines } from '../api/guideline-deadlines.query';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { toDateTimeLocal } from '../../../lib/format';
import { formatEastern, formatLocal, fromDateTimeLocalValue } from '../lib/time';
import { RuleCitation, RuleList } from './rule-list';

const SESSION_NAMES: Record<string, string> = {
  'pre-market': 'before the open',
  regular: 'during regular trading',
  'after-close': 'after the close',
  closed: 'market closed',
};

function Instant({ label, iso }: { label: string; iso: string }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography variant="body2">{formatLocal(iso)} (your time)</Typography>
      <Typography variant="body2" color="text.secondary">
        {formatEastern(iso)}
      </Typography>
    </Box>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="h4" component="h3">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** When material news at a given time must be reported, and how to time its release, for one listing. */
export function DeadlinesPanel({ ticker }: { ticker: string }) {
  const [eventValue, setEventValue] = useState(() => toDateTimeLocal(new Date()));
  const eventTime = fromDateTimeLocalValue(eventValue);
  const { data, dataState, previousData, loading, error } = useGuidelineDeadlines(ticker, eventTime);
  // While a new event time loads, keep showing the last answer rather than flashing empty.
  const shown = (dataState === 'complete' ? data : previousData)?.guidelines;
  const current = shown?.ticker === ticker ? shown : undefined;
  const report = current?.deadlines.materialChangeReport;
  const release = current?.deadlines.release;

  return (
    <Paper component="section" aria-labelledby="deadlines-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography id="deadlines-title" variant="h3" component="h2">
          Deadlines
        </Typography>
        {loading ? <CircularProgress size={18} aria-label="Computing deadlines" /> : null}
      </Stack>
      <TextField
        type="datetime-local"
        label="Event date and time"
        value={eventValue}
        onChange={(event) => setEventValue(event.target.value)}
        helperText="When the material event happened or the news goes out (your local time)"
        size="small"
        fullWidth
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ mb: 3 }}
      />
      {error ? (
        <Alert severity="error">{problemMessage(readApiError(error), 'The deadlines could not be computed for this time.')}</Alert>
      ) : !current ? null : (
        <Stack spacing={3}>
          <Block title="Material change report">
            {report ? (
              <Instant label={`${report.form} due`} iso={report.dueAt} />
            ) : (
              <Typography variant="body2">{current.guidelines.materialChangeDeadline.text}</Typography>
            )}
            <RuleCitation rule={current.guidelines.materialChangeDeadline} />
          </Block>
          {release ? (
            <Block title="Release window">
              <Typography variant="body2">
                Release at {release.easternTime}
                {release.session ? ` (${SESSION_NAMES[release.session] ?? release.session})` : ''}.
              </Typography>
              {release.notifyExchangeBy ? <Instant label="Notify the exchange by" iso={release.notifyExchangeBy} /> : null}
              {release.earliestAfterClose ? <Instant label="Earliest release after the close" iso={release.earliestAfterClose} /> : null}
              {release.warnings.length > 0 ? (
                <Alert severity={release.ok ? 'info' : 'warning'}>
                  <Box component="ul" sx={{ m: 0, pl: 2 }}>
                    {release.warnings.map((warning) => (
                      <li key={warning}>{warning}</li>
                    ))}
                  </Box>
                </Alert>
              ) : (
                <Alert severity="success">No timing restriction applies at this time.</Alert>
              )}
              {release.rules.length > 0 ? <RuleList rules={release.rules} /> : null}
            </Block>
          ) : null}
        </Stack>
      )}
    </Paper>
  );
}
