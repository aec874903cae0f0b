import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { toast } from '../../../components/toast';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { loadPage } from '../../../lib/auth/full-page';
import { useLogout } from '../api/logout.mutation';

export const DEMO_BANNER_TITLE = 'Demo workspace — read-only';

/**
 * Over every screen of the public demo workspace: what it is, and the ways out. Leaving ends the demo
 * session on the server (the only change a demo may make) before the next page loads.
 */
export function DemoBanner() {
  const [logout] = useLogout();
  const [leaving, setLeaving] = useState(false);
  const leave = async (path: string) => {
    setLeaving(true);
    try {
      await logout();
    } catch (error) {
      setLeaving(false);
      toast({
        title: 'Could Not Leave the Demo',
        description: problemMessage(readApiError(error), 'Please try again.'),
        variant: 'destructive',
      });
      return;
    }
    loadPage(path);
  };
  return (
    <Alert
      severity="info"
      variant="outlined"
      role="region"
      aria-label={DEMO_BANNER_TITLE}
      sx={{ mb: 3, alignItems: 'center', '& .MuiAlert-message': { flexGrow: 1 } }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
        <div>
          <AlertTitle sx={{ mb: 0.5 }}>{DEMO_BANNER_TITLE}</AlertTitle>
          You are looking at Demo Issuer Holdings Inc., a fictional company on the DEMO listing. Look around: nothing you change here is
          saved.
        </div>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button variant="contained" size="small" disabled={leaving} onClick={() => void leave('/signup')}>
            Sign up
          </Button>
          <Button variant="outlined" size="small" disabled={leaving} onClick={() => void leave('/')}>
            Leave demo
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}
