import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AuthorizationTester, SecurityModel } from '../../features/authorization';

export function TickerAuthorizationRoute() {
  return (
    <Box component="section" sx={{ maxWidth: 900 }}>
      <title>Ticker authorization · IssuerWire</title>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        Ticker authorization
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        A verified issuer may create content about exactly one ticker: its own. Nobody can publish about a company they do not represent,
        and an unverified account cannot publish at all.
      </Typography>
      <Stack spacing={3}>
        <SecurityModel />
        <AuthorizationTester />
      </Stack>
    </Box>
  );
}
