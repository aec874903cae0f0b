import { GENERATOR_TONES } from '@api-schemas/compliance/content-generator.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { canGenerate, TONE_LABELS, type GeneratorParams, type GeneratorTone } from '../lib/params';
import { SAMPLE_COMPANIES, type SampleCompany } from '../lib/samples';
import { KeyMessagesInput } from './key-messages-input';

export interface GeneratorFormProps {
  params: GeneratorParams;
  onChange: (next: GeneratorParams) => void;
  onGenerate: () => void;
  generating: boolean;
  /** The signed-in issuer's own company, offered as a one-click fill. */
  ownCompany?: Pick<SampleCompany, 'ticker' | 'companyName'> | null;
  /** A sample (or the issuer's own) company was picked: its ticker and name fill in, and its title is written for it. */
  onFillCompany: (company: Pick<SampleCompany, 'ticker' | 'companyName'>) => void;
}

/** The generator's parameters (spec: ticker, company, title, tone, key messages, CEO quote, financials, context). */
export function GeneratorForm({ params, onChange, onGenerate, generating, ownCompany, onFillCompany: fill }: GeneratorFormProps) {
  const set = <K extends keyof GeneratorParams>(key: K, value: GeneratorParams[K]) => onChange({ ...params, [key]: value });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (canGenerate(params) && !generating) onGenerate();
  }

  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-label="Content parameters" sx={{ display: 'grid', gap: 2.5 }}>
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Sample companies:
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {ownCompany ? (
            <Button size="small" variant="contained" color="secondary" onClick={() => fill(ownCompany)}>
              My company ({ownCompany.ticker})
            </Button>
          ) : null}
          {SAMPLE_COMPANIES.map((company) => (
            <Button
              key={company.ticker}
              size="small"
              variant="outlined"
              color="secondary"
              onClick={() => fill(company)}
              aria-label={`Fill in ${company.companyName} (${company.exchange}: ${company.ticker})`}
            >
              {company.companyName}
            </Button>
          ))}
        </Stack>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '160px 1fr' } }}>
        <TextField
          label="Ticker"
          required
          value={params.ticker}
          onChange={(event) => set('ticker', event.target.value.toUpperCase())}
          size="small"
          slotProps={{ htmlInput: { maxLength: 10, autoCapitalize: 'characters', spellCheck: false } }}
        />
        <TextField
          label="Company name"
          required
          value={params.companyName}
          onChange={(event) => set('companyName', event.target.value)}
          size="small"
        />
      </Box>
      <TextField
        label="Title"
        required
        value={params.title}
        onChange={(event) => set('title', event.target.value)}
        size="small"
        fullWidth
      />
      <TextField
        select
        label="Tone"
        value={params.tone}
        onChange={(event) => set('tone', event.target.value as GeneratorTone)}
        size="small"
        sx={{ maxWidth: 240 }}
      >
        {GENERATOR_TONES.map((tone) => (
          <MenuItem key={tone} value={tone}>
            {TONE_LABELS[tone]}
          </MenuItem>
        ))}
      </TextField>
      <KeyMessagesInput value={params.keyMessages} onChange={(next) => set('keyMessages', next)} disabled={generating} />
      <Stack>
        <FormControlLabel
          control={<Switch checked={params.includeCEOQuote} onChange={(event) => set('includeCEOQuote', event.target.checked)} />}
          label="Include CEO quote"
        />
        {params.includeCEOQuote ? (
          <Stack spacing={1} sx={{ pl: { sm: 6 }, py: 1 }}>
            <TextField
              label="Quote"
              multiline
              minRows={2}
              value={params.quote}
              onChange={(event) => set('quote', event.target.value)}
              helperText="Word for word. Without a quote, the release quotes nobody."
              disabled={generating}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                label="Quoted person"
                value={params.quoteSpeakerName}
                onChange={(event) => set('quoteSpeakerName', event.target.value)}
                required={params.quote.trim() !== ''}
                disabled={generating}
                fullWidth
              />
              <TextField
                label="Their title"
                value={params.quoteSpeakerTitle}
                onChange={(event) => set('quoteSpeakerTitle', event.target.value)}
                disabled={generating}
                fullWidth
              />
            </Stack>
          </Stack>
        ) : null}
        <FormControlLabel
          control={<Switch checked={params.includeFinancials} onChange={(event) => set('includeFinancials', event.target.checked)} />}
          label="Include financial context"
        />
      </Stack>
      <TextField
        label="Additional context"
        value={params.customContext}
        onChange={(event) => set('customContext', event.target.value)}
        multiline
        minRows={3}
        fullWidth
        helperText="Background and facts the release should draw on"
      />
      <Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!canGenerate(params) || generating}
          startIcon={generating ? <CircularProgress size={18} color="inherit" /> : null}
        >
          {generating ? 'Generating...' : 'Generate'}
        </Button>
      </Box>
    </Box>
  );
}
