import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { loadPage } from '../../../lib/auth/full-page';
import { useSignOut } from '../hooks/use-sign-out';
import { AccountSecured } from './account-secured';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog';

/**
 * Two factors before anything else: the app shell shows only this until they are on. The dialog cannot be dismissed
 * (the API refuses everything else with 403 `two_factor_required`), and it is back after a reload.
 */
export function TwoFactorGate({ account }: { account: string }) {
  const [secured, setSecured] = useState(false);
  const { signOut } = useSignOut();
  const here = `${window.location.pathname}${window.location.search}`;
  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', px: 2 }}>
      <title>Set up two-factor authentication · IssuerWire</title>
      {secured ? (
        // A full load: every cached answer was refused before two factors were on.
        <AccountSecured next={here} onContinue={() => loadPage(here)} />
      ) : (
        <>
          <Typography variant="h2" component="h1" sx={{ textAlign: 'center' }}>
            Secure your account
          </Typography>
          <TwoFactorSetupDialog open account={account} onComplete={() => setSecured(true)} onSignOut={() => void signOut()} />
        </>
      )}
    </Box>
  );
}
