import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ComplianceCheck } from '../../features/compliance/components/compliance-check';
import { ListingAtAGlance } from '../../features/compliance/components/listing-at-a-glance';
import { useViewer } from '../../lib/auth/viewer';

export function ComplianceRoute() {
  const { ticker } = useViewer();

  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <title>Compliance · IssuerWire</title>
      <div>
        <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
          Compliance
        </Typography>
        <Typography color="text.secondary">
          The rules your listing sets for investor communications, and a check of any text against them.
        </Typography>
      </div>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button component={RouterLink} to={ticker ? `/guidelines?ticker=${encodeURIComponent(ticker)}` : '/guidelines'} variant="outlined">
          Look up guidelines
        </Button>
        <Button component={RouterLink} to="/content-generator" variant="outlined">
          Generate compliant content
        </Button>
      </Stack>
      {ticker ? (
        <ListingAtAGlance ticker={ticker} />
      ) : (
        <Alert severity="info">
          Your account has no listing yet: once your company is verified, its exchange&apos;s rules show here. You can still check any text
          against a ticker&apos;s rules below.
        </Alert>
      )}
      <ComplianceCheck defaultTicker={ticker ?? ''} />
    </Stack>
  );
}
