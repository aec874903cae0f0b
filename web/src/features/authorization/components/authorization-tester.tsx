import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { useViewerQuery } from '../../../lib/auth/viewer';
import { DemoAccountsDocument } from '../api/demo-accounts.query';
import { useAuthorizationTest } from '../hooks/use-authorization-test';
import { presetsFor, type Preset } from '../lib/presets';
import { AuthorizationResultView } from './authorization-result';

const TICKER_MAX = 10;

/** Spec: the tester with User ID and Requested Ticker (upper-cased), four scenario presets and the result. */
export function AuthorizationTester() {
  const { viewer } = useViewerQuery();
  const demo = useQuery(DemoAccountsDocument);
  const test = useAuthorizationTest();
  const [userId, setUserId] = useState('');
  const [ticker, setTicker] = useState('');
  const presets = demo.data ? presetsFor(demo.data.demoAccounts) : [];

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void test.run(userId.trim(), ticker.trim());
  }

  function applyPreset(preset: Preset) {
    setUserId(preset.userId);
    setTicker(preset.ticker);
    void test.run(preset.userId, preset.ticker);
  }

  return (
    <Card component="section" aria-labelledby="tester-title">
      <CardContent>
        <Typography id="tester-title" variant="h4" component="h2" sx={{ mb: 1 }}>
          Test the decision
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          The server answers for your own account and the sample accounts below; it never answers about anyone else’s account (reviewers may
          test any account).
        </Typography>
        {viewer === null ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            The tester needs a signed-in account, as the real decision does.{' '}
            <Link component={RouterLink} to="/login?next=%2Fticker-authorization">
              Sign in
            </Link>{' '}
            to use it.
          </Alert>
        ) : null}

        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          Scenario presets
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
          {presets.map((preset) => (
            <Button key={preset.id} variant="outlined" size="small" onClick={() => applyPreset(preset)}>
              {preset.label}
            </Button>
          ))}
          {viewer ? (
            <Button
              variant="outlined"
              size="small"
              onClick={() => applyPreset({ id: 'own_ticker', label: 'My account', userId: viewer.id, ticker: viewer.ticker ?? '' })}
            >
              My account
            </Button>
          ) : null}
        </Stack>
        {demo.error && !demo.data ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            The sample accounts are not available on this server, so the presets are missing.
          </Typography>
        ) : null}

        <Box component="form" onSubmit={onSubmit} noValidate>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '2fr 1fr auto' }, alignItems: 'start' }}>
            <TextField
              label="User ID"
              value={userId}
              onChange={(e) => setUserId(e.target.value)}
              placeholder="a user id (UUID)"
              fullWidth
            />
            <TextField
              label="Requested Ticker"
              value={ticker}
              onChange={(e) => setTicker(e.target.value.toUpperCase().slice(0, TICKER_MAX))}
              placeholder="e.g. DEMO"
              fullWidth
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={test.loading || !userId.trim() || !ticker.trim()}
              sx={{ height: 56 }}
            >
              {test.loading ? 'Testing…' : 'Test'}
            </Button>
          </Box>
        </Box>
        <Box sx={{ mt: 3 }} aria-live="polite">
          <AuthorizationResultView state={test} />
        </Box>
      </CardContent>
    </Card>
  );
}
