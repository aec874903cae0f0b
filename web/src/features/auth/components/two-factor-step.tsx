import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { CodeInput, isCompleteCode } from '../../../components/code-input';
import { formatBackupCode, isCompleteBackupCode } from '../lib/backup-code';
import { CODE_LENGTH_MESSAGE } from '../lib/sign-in-messages';

export type SecondFactorMode = 'totp' | 'backup';

export interface TwoFactorStepProps {
  mode: SecondFactorMode;
  onModeChange: (mode: SecondFactorMode) => void;
  code: string;
  onCodeChange: (code: string) => void;
  onVerify: (token: string) => void;
  onBack: () => void;
  verifying: boolean;
  disabled: boolean;
}

/** The sign-in's second step: an authenticator code, or a backup code for someone who lost their phone. */
export function TwoFactorStep({ mode, onModeChange, code, onCodeChange, onVerify, onBack, verifying, disabled }: TwoFactorStepProps) {
  const [left, setLeft] = useState(false);
  const complete = mode === 'totp' ? isCompleteCode(code) : isCompleteBackupCode(code);
  const showLengthError = mode === 'totp' && left && code.length > 0 && !complete;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !disabled && !verifying) onVerify(code);
    else setLeft(true);
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label="Two-factor verification">
      <div>
        <Typography variant="h4" component="h2" sx={{ mb: 0.5 }}>
          {mode === 'totp' ? 'Two-factor authentication' : 'Use a backup code'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {mode === 'totp'
            ? 'Enter the 6-digit code from your authenticator app.'
            : 'Enter one of the backup codes you saved when you set up two-factor authentication. Each code works once.'}
        </Typography>
      </div>
      {mode === 'totp' ? (
        <CodeInput
          value={code}
          onChange={onCodeChange}
          onBlur={() => setLeft(true)}
          label="6-digit code"
          disabled={disabled}
          error={showLengthError}
          helperText={showLengthError ? CODE_LENGTH_MESSAGE : ' '}
          autoFocus
        />
      ) : (
        <TextField
          name="backupCode"
          label="Backup code"
          placeholder="xxxx-xxxx"
          value={code}
          onChange={(event) => onCodeChange(formatBackupCode(event.target.value))}
          disabled={disabled}
          autoFocus
          fullWidth
          slotProps={{
            htmlInput: {
              autoComplete: 'off',
              autoCapitalize: 'none',
              spellCheck: false,
              style: {
                fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
                fontSize: '1.25rem',
                letterSpacing: '0.2em',
                textAlign: 'center',
              },
            },
          }}
        />
      )}
      <Button type="submit" variant="contained" size="large" disabled={!complete || disabled || verifying} fullWidth>
        {verifying ? 'Verifying...' : 'Verify & Sign In'}
      </Button>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Button type="button" startIcon={<ArrowBackIcon />} onClick={onBack} disabled={verifying}>
          Back to Login
        </Button>
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => {
            setLeft(false);
            onModeChange(mode === 'totp' ? 'backup' : 'totp');
          }}
          disabled={disabled}
        >
          {mode === 'totp' ? 'Lost access to your authenticator?' : 'Use your authenticator app instead'}
        </Link>
      </Stack>
    </Stack>
  );
}
