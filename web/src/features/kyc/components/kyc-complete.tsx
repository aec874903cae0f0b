import VerifiedIcon from '@mui/icons-material/Verified';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { KycStatus } from '../lib/kyc-screen';

/** Spec: the final screen, Account Verified! with an Access Your Dashboard button. */
export function KycComplete({ status }: { status: KycStatus }) {
  const company = status.userData?.companyName;
  return (
    <Card component="section" aria-labelledby="kyc-complete-title">
      <CardContent sx={{ textAlign: 'center', py: 5 }}>
        <VerifiedIcon color="success" sx={{ fontSize: 56, mb: 1 }} />
        <Typography id="kyc-complete-title" variant="h3" component="h2" sx={{ mb: 1 }}>
          Account Verified!
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {status.authorizedTicker
            ? `${company ? `${company} (${status.authorizedTicker})` : status.authorizedTicker} is your authorized ticker: you can create campaigns and content for it.`
            : 'Your account is verified.'}
        </Typography>
        <Stack sx={{ alignItems: 'center', gap: 2 }}>
          {status.review?.decision === 'APPROVED' && status.review.reason ? (
            <Alert severity="info" sx={{ textAlign: 'left', maxWidth: 560 }}>
              Reviewer’s note: {status.review.reason}
            </Alert>
          ) : null}
          <Button component={RouterLink} to="/dashboard" variant="contained" size="large">
            Access Your Dashboard
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
