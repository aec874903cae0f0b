import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** KYC belongs to an account: a signed-out visitor creates one first and comes back here. */
export function KycSignedOut({ returnTo }: { returnTo: string }) {
  const next = encodeURIComponent(returnTo);
  return (
    <Card component="section" aria-labelledby="kyc-account-title">
      <CardContent>
        <Typography id="kyc-account-title" variant="h4" component="h2" sx={{ mb: 1 }}>
          First, create your account
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Verification is tied to an IssuerWire account. Create yours (or sign in), and you will come straight back here to verify your
          company.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={RouterLink} to={`/signup?next=${next}`} variant="contained">
            Create your account
          </Button>
          <Button component={RouterLink} to={`/login?next=${next}`} variant="outlined">
            I already have an account
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
