import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useGuidelines } from '../api/guidelines.query';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { DEFAULT_SAMPLE_TICKER, SAMPLE_TICKERS } from '../lib/samples';
import { ComplianceCheck } from './compliance-check';
import { DeadlinesPanel } from './deadlines-panel';
import { GuidelinesView } from './guidelines-view';

function normalize(ticker: string): string {
  return ticker.trim().toUpperCase();
}

/** The /guidelines screen: look up a listing's rules, its deadlines, and check a text against them. */
export function GuidelinesDemo({ initialTicker = DEFAULT_SAMPLE_TICKER }: { initialTicker?: string }) {
  const [input, setInput] = useState(() => normalize(initialTicker));
  const [requested, setRequested] = useState<string | null>(() => normalize(initialTicker) || null);
  const { data, loading, error } = useGuidelines(requested);
  const guidelines = data?.guidelines;

  function lookUp(ticker: string) {
    const next = normalize(ticker);
    setInput(next);
    setRequested(next || null);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    lookUp(input);
  }

  return (
    <Stack spacing={3}>
      <Paper component="section" aria-label="Ticker lookup" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box component="form" onSubmit={onSubmit} noValidate sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            label="Ticker"
            value={input}
            onChange={(event) => setInput(event.target.value.toUpperCase())}
            size="small"
            sx={{ width: 180 }}
            slotProps={{ htmlInput: { maxLength: 10, autoCapitalize: 'characters', spellCheck: false } }}
          />
          <Button type="submit" variant="contained" disabled={!normalize(input)}>
            Get Guidelines
          </Button>
        </Box>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
            Sample tickers:
          </Typography>
          {SAMPLE_TICKERS.map((sample) => (
            <Button
              key={sample.ticker}
              size="small"
              variant={requested === sample.ticker ? 'contained' : 'outlined'}
              color="secondary"
              onClick={() => lookUp(sample.ticker)}
              aria-label={`${sample.ticker}, ${sample.kind}: ${sample.companyName}`}
            >
              {sample.ticker} · {sample.kind}
            </Button>
          ))}
        </Stack>
      </Paper>

      {loading ? (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} />
          <Typography variant="body2">Loading guidelines for {requested}...</Typography>
        </Stack>
      ) : error ? (
        <Alert severity="error">{problemMessage(readApiError(error), 'The guidelines could not be loaded.')}</Alert>
      ) : null}

      {guidelines && !loading ? (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <GuidelinesView key={guidelines.ticker} guidelines={guidelines} />
          <DeadlinesPanel ticker={guidelines.ticker} />
        </Box>
      ) : null}

      <ComplianceCheck ticker={input} />
    </Stack>
  );
}
