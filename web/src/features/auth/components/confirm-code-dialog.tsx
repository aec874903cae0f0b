import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { CodeInput, isCompleteCode } from '../../../components/code-input';
import { formatBackupCode, isCompleteBackupCode } from '../lib/backup-code';

export interface ConfirmCodeDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: (code: string) => void;
  onCancel: () => void;
  /** For actions that turn protection off. */
  destructive?: boolean;
}

/** Asks a signed-in user for a current authenticator code (or a backup code) before a 2FA change. */
export function ConfirmCodeDialog({
  open,
  title,
  description,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
  destructive,
}: ConfirmCodeDialogProps) {
  const [mode, setMode] = useState<'totp' | 'backup'>('totp');
  const [code, setCode] = useState('');
  const titleId = useId();
  const complete = mode === 'totp' ? isCompleteCode(code) : isCompleteBackupCode(code);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !busy) onConfirm(code);
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{description}</DialogContentText>
            {mode === 'totp' ? (
              <CodeInput value={code} onChange={setCode} label="Current 6-digit code" disabled={busy} autoFocus />
            ) : (
              <TextField
                label="Backup code"
                placeholder="xxxx-xxxx"
                value={code}
                onChange={(event) => setCode(formatBackupCode(event.target.value))}
                disabled={busy}
                autoFocus
                fullWidth
                slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
              />
            )}
            <Link
              component="button"
              type="button"
              variant="body2"
              sx={{ alignSelf: 'flex-start' }}
              onClick={() => {
                setCode('');
                setMode(mode === 'totp' ? 'backup' : 'totp');
              }}
            >
              {mode === 'totp' ? 'Use a backup code instead' : 'Use your authenticator app instead'}
            </Link>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color={destructive ? 'error' : 'primary'} disabled={!complete || busy}>
            {busy ? 'Checking...' : confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
