import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import BlockIcon from '@mui/icons-material/Block';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuthorizationTestState } from '../hooks/use-authorization-test';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '160px 1fr' }, gap: { xs: 0, sm: 2 }, py: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** Spec: AUTHORIZED or DENIED with user, requested ticker, authorized ticker and reason. */
export function AuthorizationResultView({ state }: { state: AuthorizationTestState }) {
  if (state.problem) {
    return (
      <Alert severity="error" role="alert">
        <AlertTitle>The tester did not answer{state.problem.code ? ` (${state.problem.code})` : ''}</AlertTitle>
        {state.problem.message}
      </Alert>
    );
  }
  const result = state.result;
  if (!result) return null;
  const color = result.isAuthorized ? 'success' : 'error';
  return (
    <Card variant="outlined" aria-label="Authorization result" role="region" sx={{ borderColor: `${color}.main` }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
          {result.isAuthorized ? <CheckCircleIcon color="success" /> : <BlockIcon color="error" />}
          <Typography variant="h4" component="p" sx={{ color: `${color}.main`, fontWeight: 800, letterSpacing: 1 }}>
            {result.isAuthorized ? 'AUTHORIZED' : 'DENIED'}
          </Typography>
        </Stack>
        <Row label="User" value={result.userId ?? 'None'} />
        <Row label="Requested ticker" value={result.ticker || 'None'} />
        <Row label="Authorized ticker" value={result.authorizedTicker ?? 'None'} />
        <Row label="Reason" value={result.reason} />
        <Row label="Code" value={result.code} />
      </CardContent>
    </Card>
  );
}
