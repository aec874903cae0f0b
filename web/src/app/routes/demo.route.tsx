import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { openDemoSession } from '../../features/auth/api/open-demo';
import { loadPage } from '../../lib/auth/full-page';

/**
 * "View Demo Dashboard": opens a read-only session for the public demo workspace (no sign-in), then loads
 * the dashboard afresh as its user. A refusal (too many demos from this address) is shown as the server says it.
 */
export function DemoRoute() {
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);
  const open = useCallback(async () => {
    setProblem(null);
    const answer = await openDemoSession();
    if (answer.ok) loadPage('/dashboard');
    else setProblem(answer.message);
  }, []);
  useEffect(() => {
    // Once per visit (React's development double effect would open two sessions).
    if (started.current) return;
    started.current = true;
    void open();
  }, [open]);

  return (
    <Box component="section" sx={{ maxWidth: 640, mx: 'auto', textAlign: 'center', py: 6 }}>
      <title>Demo workspace · IssuerWire</title>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        Demo workspace
      </Typography>
      {problem ? (
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Alert severity="error" role="alert" sx={{ textAlign: 'left' }}>
            {problem}
          </Alert>
          <Button variant="contained" onClick={() => void open()}>
            Try again
          </Button>
        </Stack>
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress aria-label="Opening the demo workspace" />
          <Typography color="text.secondary">Opening a read-only demo workspace for a fictional company…</Typography>
        </Stack>
      )}
    </Box>
  );
}
