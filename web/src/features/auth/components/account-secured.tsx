import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFAULT_AFTER_SIGN_IN } from '../../../lib/auth/safe-next';

export interface AccountSecuredProps {
  next: string;
  onContinue: () => void;
}

/** The signup's last screen (spec section 2). */
export function AccountSecured({ next, onContinue }: AccountSecuredProps) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }} role="status">
      <VerifiedUserIcon color="success" sx={{ fontSize: 64 }} />
      <Typography variant="h3" component="h2">
        Account Secured!
      </Typography>
      <Typography color="text.secondary">
        Your account is protected by your password and two-factor authentication. Keep your backup codes somewhere safe.
      </Typography>
      <Button variant="contained" size="large" onClick={onContinue}>
        {next === DEFAULT_AFTER_SIGN_IN ? 'Continue to Dashboard' : 'Continue'}
      </Button>
    </Stack>
  );
}
