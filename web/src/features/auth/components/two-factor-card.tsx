import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { toast } from '../../../components/toast';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import type { Viewer } from '../../../lib/auth/viewer';
import { useRegenerateBackupCodes } from '../api/regenerate-backup-codes.mutation';
import { useResetTwoFactor } from '../api/reset-two-factor.mutation';
import { VERIFICATION_FAILED_FALLBACK, VERIFICATION_FAILED_TITLE } from '../lib/two-factor-messages';
import { BackupCodesPanel } from './backup-codes-panel';
import { ConfirmCodeDialog } from './confirm-code-dialog';
import { SettingsCard } from './settings-card';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog';

type Open = 'none' | 'setup' | 'regenerate' | 'reset';

function codeProblem(error: unknown) {
  toast({
    title: VERIFICATION_FAILED_TITLE,
    description: problemMessage(readApiError(error), VERIFICATION_FAILED_FALLBACK),
    variant: 'destructive',
  });
}

/** Two-factor status; regenerate backup codes or reset 2FA (each after a current code), or set it up. */
export function TwoFactorCard({ viewer }: { viewer: Viewer }) {
  const [open, setOpen] = useState<Open>('none');
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const [regenerate, { loading: regenerating }] = useRegenerateBackupCodes();
  const [resetTwoFactor, { loading: resetting }] = useResetTwoFactor();
  const close = () => setOpen('none');

  const onRegenerate = async (token: string) => {
    try {
      const codes = (await regenerate({ variables: { token } })).data?.regenerateBackupCodes.backupCodes ?? [];
      close();
      setNewCodes(codes);
    } catch (error) {
      codeProblem(error);
    }
  };

  const onReset = async (token: string) => {
    try {
      const answer = (await resetTwoFactor({ variables: { token } })).data?.resetTwoFactor.actionResult;
      close();
      toast({ title: '2FA Reset', description: answer?.message || 'Two-factor authentication has been turned off.' });
    } catch (error) {
      codeProblem(error);
    }
  };

  const status = viewer.twoFactorEnabled ? (
    <Chip label="On" color="success" size="small" />
  ) : (
    <Chip label="Off" color="warning" size="small" />
  );

  return (
    <SettingsCard title="Two-factor authentication" action={status}>
      {viewer.twoFactorEnabled ? (
        <Stack spacing={2}>
          <Typography color="text.secondary">
            Signing in asks for a code from your authenticator app. Backup codes left: <strong>{viewer.backupCodesRemaining}</strong>.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button variant="outlined" onClick={() => setOpen('regenerate')}>
              Regenerate backup codes
            </Button>
            <Button variant="outlined" color="error" onClick={() => setOpen('reset')}>
              Reset 2FA
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Alert severity="warning">
            Two-factor authentication is off. It is recommended for every issuer account: with it, a stolen password is not enough to sign
            in.
          </Alert>
          <Button variant="contained" onClick={() => setOpen('setup')} sx={{ alignSelf: 'flex-start' }}>
            Set up two-factor authentication
          </Button>
        </Stack>
      )}

      {open === 'setup' ? <TwoFactorSetupDialog open account={viewer.username} onCancel={close} onComplete={close} /> : null}
      {open === 'regenerate' ? (
        <ConfirmCodeDialog
          open
          title="Regenerate backup codes"
          description="Enter a current code from your authenticator app. New codes replace the old ones, which stop working."
          confirmLabel="Regenerate"
          busy={regenerating}
          onConfirm={(token) => void onRegenerate(token)}
          onCancel={close}
        />
      ) : null}
      {open === 'reset' ? (
        <ConfirmCodeDialog
          open
          title="Reset two-factor authentication"
          description="Enter a current code from your authenticator app. Two-factor authentication is turned off and your backup codes stop working; you can set it up again on a new phone."
          confirmLabel="Reset 2FA"
          destructive
          busy={resetting}
          onConfirm={(token) => void onReset(token)}
          onCancel={close}
        />
      ) : null}
      {newCodes ? (
        <Dialog open fullWidth maxWidth="sm" aria-labelledby="new-backup-codes-title">
          <DialogTitle id="new-backup-codes-title">Your new backup codes</DialogTitle>
          <DialogContent>
            <Typography sx={{ mb: 2 }}>
              These codes are shown only now. Your old codes no longer work. Each code signs you in once.
            </Typography>
            <BackupCodesPanel codes={newCodes} account={viewer.username} onDownloaded={() => undefined} />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button variant="contained" onClick={() => setNewCodes(null)}>
              Done
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </SettingsCard>
  );
}
