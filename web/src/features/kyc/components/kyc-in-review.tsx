import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KycStatus } from '../lib/kyc-screen';
import { OfflineStandInNotice, VerificationSteps } from './verification-steps';

/** A check failed and the email is confirmed: a reviewer decides, within the landing page's 24–48 hours. */
export function KycInReview({ status }: { status: KycStatus }) {
  return (
    <Card component="section" aria-labelledby="kyc-review-title">
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <HourglassTopIcon color="warning" />
          <Typography id="kyc-review-title" variant="h4" component="h2">
            Your application is with a reviewer
          </Typography>
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Your email is confirmed, but not every check passed, so a person at IssuerWire reviews your application. You will have a decision
          within 24–48 hours; it appears on this page, with the reason if we cannot approve it.
        </Typography>
        <VerificationSteps steps={status.verificationSteps} />
        <Stack sx={{ mt: 3 }}>
          <OfflineStandInNotice />
        </Stack>
      </CardContent>
    </Card>
  );
}
