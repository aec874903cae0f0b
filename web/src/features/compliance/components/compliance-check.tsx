import { MAX_CHECK_LENGTH } from '@api-schemas/compliance/compliance.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast';
import type { CheckComplianceQuery } from '../../../gql/graphql';
import { readApiError } from '../../../lib/auth/api-error';
import { useCheckCompliance } from '../api/check-compliance.query';
import { SAMPLE_HYPE_TEXT } from '../lib/samples';
import { CheckResult } from './check-result';

export interface ComplianceCheckProps {
  /** The ticker whose listing rules apply, chosen elsewhere on the page; without it the check has its own ticker field. */
  ticker?: string;
  defaultTicker?: string;
  defaultContent?: string;
}

interface Checked {
  ticker: string;
  text: string;
  result: CheckComplianceQuery['checkCompliance'];
}

/** Paste a text, check it against a listing's rules, read the findings on the text itself. */
export function ComplianceCheck({ ticker: givenTicker, defaultTicker = '', defaultContent = SAMPLE_HYPE_TEXT }: ComplianceCheckProps) {
  const [ownTicker, setOwnTicker] = useState(defaultTicker);
  const [content, setContent] = useState(defaultContent);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [answerError, setAnswerError] = useState<string | null>(null);
  const [execute, { loading }] = useCheckCompliance();
  const { toast } = useToast();
  const ticker = (givenTicker ?? ownTicker).trim().toUpperCase();
  const canCheck = ticker.length > 0 && content.trim().length > 0 && !loading;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canCheck) return;
    const text = content.trim(); // the server trims too: offsets refer to the trimmed text
    setAnswerError(null);
    try {
      const { data } = await execute({ variables: { ticker, content: text } });
      if (!data) throw new Error('No answer');
      setChecked({ ticker, text, result: data.checkCompliance });
    } catch (error) {
      setChecked(null);
      const { message } = readApiError(error);
      if (message) setAnswerError(message);
      else toast({ title: 'Failed to check compliance', variant: 'destructive' });
    }
  }

  return (
    <Paper component="section" aria-labelledby="compliance-check-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="compliance-check-title" variant="h3" component="h2" sx={{ mb: 0.5 }}>
        Compliance check
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {ticker ? `Checks a text against the rules of ${ticker}'s listing.` : 'Enter a ticker to choose the listing rules.'}
      </Typography>
      <Box component="form" onSubmit={onSubmit} noValidate sx={{ display: 'grid', gap: 2 }}>
        {givenTicker === undefined ? (
          <TextField
            label="Ticker"
            value={ownTicker}
            onChange={(event) => setOwnTicker(event.target.value.toUpperCase())}
            size="small"
            sx={{ maxWidth: 200 }}
            slotProps={{ htmlInput: { maxLength: 10, autoCapitalize: 'characters', spellCheck: false } }}
          />
        ) : null}
        <TextField
          label="Content to check"
          value={content}
          onChange={(event) => setContent(event.target.value)}
          multiline
          minRows={5}
          maxRows={16}
          fullWidth
          slotProps={{ htmlInput: { maxLength: MAX_CHECK_LENGTH } }}
        />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button
            type="submit"
            variant="contained"
            disabled={!canCheck}
            startIcon={loading ? <CircularProgress size={16} color="inherit" /> : null}
          >
            {loading ? 'Checking...' : 'Check Compliance'}
          </Button>
          {content ? (
            <Button onClick={() => setContent('')} disabled={loading}>
              Clear
            </Button>
          ) : null}
        </Stack>
      </Box>
      {answerError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {answerError}
        </Alert>
      ) : null}
      {checked ? (
        <Box sx={{ mt: 3 }}>
          <CheckResult ticker={checked.ticker} result={checked.result} checkedText={checked.text} />
        </Box>
      ) : null}
    </Paper>
  );
}
