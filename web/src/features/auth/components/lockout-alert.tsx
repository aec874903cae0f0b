import LockClockOutlinedIcon from '@mui/icons-material/LockClockOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { formatMinutes } from '../../../lib/format';

export const LOCKED_MESSAGE = 'Account temporarily locked due to multiple failed attempts.';

/** Spec section 2: the locked-account alert with the minutes left, rounded up. */
export function LockoutAlert({ minutesLeft }: { minutesLeft: number | null }) {
  return (
    <Alert severity="error" icon={<LockClockOutlinedIcon />} role="alert">
      <AlertTitle sx={{ mb: minutesLeft === null ? 0 : undefined }}>{LOCKED_MESSAGE}</AlertTitle>
      {minutesLeft === null ? null : `Try again in ${formatMinutes(minutesLeft)}`}
    </Alert>
  );
}
