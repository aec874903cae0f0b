import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChangePasswordCard } from '../../features/auth/components/change-password-card';
import { SessionsCard } from '../../features/auth/components/sessions-card';
import { TwoFactorCard } from '../../features/auth/components/two-factor-card';
import { PlatformConnections } from '../../features/publishing';
import { useViewer } from '../../lib/auth/viewer';

export function SettingsRoute() {
  const viewer = useViewer();
  // A reviewer without a second factor is sent here first (RequireViewer): the 2FA card leads.
  const mustEnrol = viewer.role === 'admin' && !viewer.twoFactorEnabled;
  return (
    <Box sx={{ maxWidth: 960 }}>
      <title>Settings · IssuerWire</title>
      <Typography variant="h2" component="h1">
        Settings
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Signed in as {viewer.username} · {viewer.email}
        {viewer.companyName ? ` · ${viewer.companyName}` : ''}
      </Typography>

      <Stack component="section" aria-labelledby="account-security-title" spacing={3} sx={{ mb: 5 }}>
        <Typography id="account-security-title" variant="h3" component="h2">
          Account security
        </Typography>
        {mustEnrol ? (
          <>
            <Alert severity="warning" role="alert">
              Reviewers must turn on two-factor authentication before anything else: KYC reviews stay closed to this account until you do.
            </Alert>
            <TwoFactorCard viewer={viewer} />
            <ChangePasswordCard />
          </>
        ) : (
          <>
            <ChangePasswordCard />
            <TwoFactorCard viewer={viewer} />
          </>
        )}
        <SessionsCard />
      </Stack>

      <Stack component="section" aria-labelledby="connected-platforms-title" spacing={2}>
        <Typography id="connected-platforms-title" variant="h3" component="h2">
          Connected platforms
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Connect X, Medium and Substack to publish articles. Without an account a platform runs in sandbox: nothing is sent, and the
          article is on its hosted page only.
        </Typography>
        <PlatformConnections />
      </Stack>
    </Box>
  );
}
