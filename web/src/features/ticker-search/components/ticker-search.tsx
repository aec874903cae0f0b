import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import SearchIcon from '@mui/icons-material/Search';
import { useApolloClient } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { TickerValidateQuery } from '../../../gql/graphql';
import { formatMarketCap } from '../../../lib/format';
import { TickerValidateDocument } from '../api/ticker-validate.query';
import { useTickerSearch, type TickerSearchResult } from '../hooks/use-ticker-search';

export type ValidatedCompany = NonNullable<TickerValidateQuery['validateTicker']['companyInfo']>;

export interface TickerSearchProps {
  /** The validated listing, or null when the choice is cleared (typing again, a failed validation). */
  onValidated: (company: ValidatedCompany | null) => void;
  label?: string;
  disabled?: boolean;
  /** A ticker the person already gave (at sign-up): looked up and validated at once, so they need not type it again. */
  initialTicker?: string | null;
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * Spec: Ticker search widget. A debounced search box (300 ms, from 2 characters) with a dropdown
 * of results (ticker, exchange, name, market cap), a validating spinner, a green card with the
 * validated company and a no-results card. The chosen listing is the only source of company fields.
 */
export function TickerSearch({ onValidated, label = 'Search ticker or company', disabled, initialTicker }: TickerSearchProps) {
  const client = useApolloClient();
  const id = useId();
  const listboxId = `${id}-results`;
  const [text, setText] = useState('');
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const [validating, setValidating] = useState<string | null>(null);
  const [validated, setValidated] = useState<ValidatedCompany | null>(null);
  const [unknown, setUnknown] = useState<string | null>(null);
  const latest = useRef(0);
  // After a choice (or Escape) the list stays closed for that text; typing again reopens it.
  const { results, searching, searchedFor } = useTickerSearch(text, closedFor === null);
  const open = closedFor === null && results.length > 0;
  const noResults = closedFor === null && !searching && searchedFor !== null && results.length === 0;

  function clearChoice() {
    latest.current += 1;
    setClosedFor(null);
    setValidating(null);
    setUnknown(null);
    if (validated) {
      setValidated(null);
      onValidated(null);
    }
  }

  async function choose(result: TickerSearchResult) {
    const request = (latest.current += 1);
    setClosedFor(result.ticker);
    setText(result.ticker);
    setActive(-1);
    setValidated(null);
    setUnknown(null);
    setValidating(result.ticker);
    onValidated(null);
    try {
      const { data } = await client.query({
        query: TickerValidateDocument,
        variables: { ticker: result.ticker },
        fetchPolicy: 'network-only',
      });
      if (request !== latest.current) return;
      const info = data?.validateTicker.valid ? (data.validateTicker.companyInfo ?? null) : null;
      setValidated(info);
      if (!info) setUnknown(result.ticker);
      onValidated(info);
    } catch (error) {
      // Spec section 8: validation failures are only logged; the card is cleared.
      console.warn('Ticker validation failed', error);
      if (request === latest.current) onValidated(null);
    } finally {
      if (request === latest.current) setValidating(null);
    }
  }

  // Once, on mount: later changes to the account's ticker must not overwrite what the person chose here.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !initialTicker) return;
    prefilled.current = true;
    void choose({ ticker: initialTicker.trim().toUpperCase() } as TickerSearchResult);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- choose is recreated every render; this runs once
  }, [initialTicker]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!open) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i + 1) % results.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      void choose(results[active]);
    } else if (event.key === 'Escape') {
      setActive(-1);
      setClosedFor(text.trim().toUpperCase() || null);
    }
  }

  return (
    <Box sx={{ position: 'relative' }}>
      <TextField
        label={label}
        placeholder="e.g. AAPL or Apple"
        value={text}
        disabled={disabled}
        fullWidth
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          clearChoice();
        }}
        onKeyDown={onKeyDown}
        slotProps={{
          htmlInput: {
            role: 'combobox',
            'aria-expanded': open,
            'aria-controls': listboxId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': open && active >= 0 ? `${listboxId}-${active}` : undefined,
          },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: searching ? (
              <InputAdornment position="end">
                <CircularProgress size={18} aria-label="Searching" />
              </InputAdornment>
            ) : undefined,
          },
        }}
      />

      {open ? (
        <Paper elevation={6} sx={{ mt: 0.5, maxHeight: 320, overflowY: 'auto' }}>
          <List id={listboxId} role="listbox" aria-label="Matching tickers" dense disablePadding>
            {results.map((result, index) => (
              <ListItemButton
                key={`${result.ticker}-${result.exchange}`}
                id={`${listboxId}-${index}`}
                role="option"
                aria-selected={index === active}
                selected={index === active}
                onClick={() => void choose(result)}
                sx={{ gap: 1.5 }}
              >
                <Typography sx={{ fontWeight: 700, minWidth: 64 }}>{result.ticker}</Typography>
                <Chip label={result.exchange} size="small" variant="outlined" />
                <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap>
                  {result.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatMarketCap(result.marketCap)}
                </Typography>
              </ListItemButton>
            ))}
          </List>
        </Paper>
      ) : null}

      {noResults ? (
        <Card variant="outlined" sx={{ mt: 1 }} role="status">
          <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Typography variant="body2">No ticker symbols found for {searchedFor}</Typography>
          </CardContent>
        </Card>
      ) : null}

      {validating ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1.5 }} role="status">
          <CircularProgress size={18} />
          <Typography variant="body2">Validating {validating}…</Typography>
        </Stack>
      ) : null}

      {unknown ? (
        <Typography variant="body2" color="warning.main" sx={{ mt: 1 }} role="status">
          {unknown} could not be validated as a listing.
        </Typography>
      ) : null}

      {validated ? (
        <Card
          variant="outlined"
          aria-label="Validated company"
          role="region"
          sx={{ mt: 1.5, borderColor: 'success.main', bgcolor: (theme) => (theme.palette.mode === 'dark' ? 'success.dark' : '#edf7ed') }}
        >
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
              <CheckCircleIcon color="success" fontSize="small" />
              <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
                Validated listing
              </Typography>
              {validated.isDemo ? <Chip label="Fictional demo listing" size="small" color="warning" /> : null}
            </Stack>
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}>
              <Detail label="Ticker" value={validated.ticker} />
              <Detail label="Exchange" value={validated.exchange} />
              <Detail label="Company name" value={validated.companyName} />
              <Detail label="Sector" value={validated.sector ?? 'N/A'} />
              <Detail label="Industry" value={validated.industry ?? 'N/A'} />
              <Detail label="Market cap" value={formatMarketCap(validated.marketCap)} />
            </Box>
          </CardContent>
        </Card>
      ) : null}
    </Box>
  );
}
