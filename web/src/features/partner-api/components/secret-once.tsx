import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';

/** A secret the server shows this once (a token, a webhook signing secret): copy it, then it is gone. */
export function SecretOnce({ title, value, onDone, children }: { title: string; value: string; onDone: () => void; children: ReactNode }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <Alert severity="success" sx={{ mb: 2 }} role="status">
      <AlertTitle>{title}</AlertTitle>
      {children}
      <Box
        component="code"
        aria-label="Secret"
        sx={{ display: 'block', my: 1, p: 1, bgcolor: 'background.paper', borderRadius: 1, overflowWrap: 'anywhere', fontSize: 13 }}
      >
        {value}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button size="small" onClick={onDone}>
          I have stored it
        </Button>
      </Stack>
    </Alert>
  );
}
