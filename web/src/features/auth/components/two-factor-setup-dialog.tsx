import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PhoneIphoneOutlinedIcon from '@mui/icons-material/PhoneIphoneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { CodeInput, isCompleteCode } from '../../../components/code-input';
import { Tip } from '../../../components/tip/tip';
import { toast } from '../../../components/toast';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { useEnableTwoFactor } from '../api/enable-two-factor.mutation';
import { useSetupTwoFactor } from '../api/setup-two-factor.mutation';
import {
  COPIED_INDICATOR_MS,
  INVALID_CODE,
  SECRET_COPIED,
  SETUP_FAILED,
  TWO_FACTOR_ENABLED,
  VERIFICATION_FAILED_FALLBACK,
  VERIFICATION_FAILED_TITLE,
} from '../lib/two-factor-messages';
import { BackupCodesPanel } from './backup-codes-panel';

type SetupStep = 'install' | 'verify' | 'backup';
const steps: { id: SetupStep; label: string }[] = [
  { id: 'install', label: 'Install an app' },
  { id: 'verify', label: 'Scan and verify' },
  { id: 'backup', label: 'Save backup codes' },
];

interface SetupData {
  qrCodeUrl: string;
  manualEntryKey: string;
  backupCodes: string[];
}

export interface TwoFactorSetupDialogProps {
  open: boolean;
  /** The username, written into the backup codes file. */
  account: string;
  /** Called after Complete Setup: 2FA is on and the codes were downloaded. */
  onComplete: () => void;
  /** When given, the user may leave before 2FA is on (Settings); signup has no way out but finishing. */
  onCancel?: () => void;
  /** When given, a Sign out button: the only other way out of a required setup. */
  onSignOut?: () => void;
}

/** Spec section 2: install an authenticator, scan (or type) the secret and confirm a code, then save the backup codes. */
export function TwoFactorSetupDialog({ open, account, onComplete, onCancel, onSignOut }: TwoFactorSetupDialogProps) {
  const [step, setStep] = useState<SetupStep>('install');
  const [setup, setSetup] = useState<SetupData | null>(null);
  const [code, setCode] = useState('');
  const [copied, setCopied] = useState(false);
  const [downloaded, setDownloaded] = useState(false);
  const [startSetup, { loading: starting }] = useSetupTwoFactor();
  const [enable, { loading: enabling }] = useEnableTwoFactor();

  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const begin = async () => {
    try {
      const data = (await startSetup()).data?.setupTwoFactor.twoFactorSetup;
      if (!data) throw new Error('setupTwoFactor answered nothing');
      setSetup(data);
      setCode('');
      setStep('verify');
    } catch {
      toast({ ...SETUP_FAILED, variant: 'destructive' });
    }
  };

  const copySecret = async () => {
    if (!setup) return;
    try {
      await navigator.clipboard.writeText(setup.manualEntryKey);
      setCopied(true);
      toast(SECRET_COPIED);
    } catch {
      toast({ title: 'Copy failed', description: 'Select the key and copy it yourself.', variant: 'destructive' });
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteCode(code)) {
      toast({ ...INVALID_CODE, variant: 'destructive' });
      return;
    }
    try {
      await enable({ variables: { token: code } });
      setStep('backup');
    } catch (error) {
      setCode('');
      toast({
        title: VERIFICATION_FAILED_TITLE,
        description: problemMessage(readApiError(error), VERIFICATION_FAILED_FALLBACK),
        variant: 'destructive',
      });
    }
  };

  const complete = () => {
    toast(TWO_FACTOR_ENABLED);
    onComplete();
  };

  const cancellable = Boolean(onCancel) && step !== 'backup';
  const activeIndex = steps.findIndex((s) => s.id === step);

  return (
    <Dialog open={open} onClose={cancellable ? onCancel : undefined} fullWidth maxWidth="sm" aria-labelledby="two-factor-setup-title">
      <DialogTitle id="two-factor-setup-title">Set up two-factor authentication</DialogTitle>
      <DialogContent>
        <Stepper activeStep={activeIndex} alternativeLabel sx={{ mb: 3 }}>
          {steps.map((s) => (
            <Step key={s.id}>
              <StepLabel>{s.label}</StepLabel>
            </Step>
          ))}
        </Stepper>

        {step === 'install' ? (
          <Stack spacing={2}>
            <Typography variant="h4" component="h3">
              Step 1: Install an authenticator app
            </Typography>
            <Typography>Install an authenticator app on your phone. Any app that supports time-based codes works, for example:</Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              <li>
                <Typography>
                  <strong>Google Authenticator</strong> (iOS and Android)
                </Typography>
              </li>
              <li>
                <Typography>
                  <strong>Authy</strong> (iOS, Android and desktop)
                </Typography>
              </li>
            </Box>
            <Alert severity="warning" icon={<PhoneIphoneOutlinedIcon />}>
              Make sure your phone sets its time automatically: codes depend on the exact time, and a clock that is off by a minute gives
              codes that do not work.
            </Alert>
          </Stack>
        ) : null}

        {step === 'verify' && setup ? (
          <Stack spacing={2} component="form" id="two-factor-verify-form" noValidate onSubmit={(event) => void verify(event)}>
            <Typography variant="h4" component="h3">
              Step 2: Scan the QR code
            </Typography>
            <Typography>Open your authenticator app, add an account and scan this code.</Typography>
            <Box sx={{ display: 'flex', justifyContent: 'center' }}>
              <Box
                component="img"
                src={setup.qrCodeUrl}
                alt="QR code to add IssuerWire to your authenticator app"
                sx={{ width: 200, height: 200, borderRadius: 1, border: 1, borderColor: 'divider', imageRendering: 'pixelated' }}
              />
            </Box>
            <div>
              <Typography variant="body2" color="text.secondary" id="manual-entry-key-label">
                Can&apos;t scan it? Enter this key in the app instead:
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
                <Box
                  component="code"
                  aria-labelledby="manual-entry-key-label"
                  data-testid="manual-entry-key"
                  sx={{
                    flex: 1,
                    p: 1.25,
                    borderRadius: 1,
                    bgcolor: 'action.hover',
                    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
                    fontWeight: 600,
                    wordBreak: 'break-all',
                  }}
                >
                  {setup.manualEntryKey}
                </Box>
                <Tip title={copied ? 'Copied' : 'Copy key'}>
                  <IconButton
                    aria-label={copied ? 'Copied' : 'Copy key'}
                    onClick={() => void copySecret()}
                    color={copied ? 'success' : 'default'}
                  >
                    {copied ? <CheckIcon /> : <ContentCopyIcon />}
                  </IconButton>
                </Tip>
              </Stack>
              {copied ? (
                <Typography variant="caption" color="success.main" role="status">
                  Copied
                </Typography>
              ) : null}
            </div>
            <Typography>Then enter the 6-digit code the app shows.</Typography>
            <CodeInput value={code} onChange={setCode} label="6-digit code" disabled={enabling} autoFocus />
          </Stack>
        ) : null}

        {step === 'backup' && setup ? (
          <Stack spacing={2}>
            <Typography variant="h4" component="h3">
              Step 3: Save your backup codes
            </Typography>
            <Typography>
              If you lose your phone, each of these codes signs you in once. They are shown only now: download them and keep the file
              somewhere safe.
            </Typography>
            <BackupCodesPanel codes={setup.backupCodes} account={account} onDownloaded={() => setDownloaded(true)} />
            {downloaded ? null : (
              <Typography variant="body2" color="text.secondary">
                Complete Setup is available once the codes are downloaded.
              </Typography>
            )}
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {cancellable ? <Button onClick={onCancel}>Cancel</Button> : null}
        {onSignOut && !cancellable ? (
          <Button onClick={onSignOut} sx={{ mr: 'auto' }}>
            Sign out
          </Button>
        ) : null}
        {step === 'install' ? (
          <Button variant="contained" onClick={() => void begin()} disabled={starting}>
            {starting ? 'Preparing...' : 'I have an authenticator app'}
          </Button>
        ) : null}
        {step === 'verify' ? (
          <Button variant="contained" type="submit" form="two-factor-verify-form" disabled={enabling}>
            {enabling ? 'Verifying...' : 'Verify & Enable'}
          </Button>
        ) : null}
        {step === 'backup' ? (
          <Button variant="contained" onClick={complete} disabled={!downloaded}>
            Complete Setup
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
