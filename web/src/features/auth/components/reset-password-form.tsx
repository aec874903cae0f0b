import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { toast } from '../../../components/toast';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { useResetPassword } from '../api/reset-password.mutation';
import { useSchemaForm } from '../hooks/use-schema-form';
import { MIN_PASSWORD_SCORE, passwordStrength, resetPasswordSchema } from '../lib/schemas';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';

export const INVALID_RESET_LINK = 'This reset link is invalid or has expired. Please request a new one.';

function InvalidLink({ message }: { message: string }) {
  return (
    <Alert
      severity="error"
      action={
        <Button component={RouterLink} to="/forgot-password" color="inherit" size="small">
          Request a new link
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/** A new password from the emailed link (`token`), with the signup's strength rules. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const form = useSchemaForm(resetPasswordSchema, { token: token ?? '', password: '', confirmPassword: '' });
  const [resetPassword, { loading }] = useResetPassword();
  const [outcome, setOutcome] = useState<{ kind: 'done'; message: string } | { kind: 'invalid'; message: string } | null>(null);
  const strong = passwordStrength(form.values.password).score >= MIN_PASSWORD_SCORE;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const answer = (await resetPassword({ variables: { input } })).data?.resetPassword.actionResult;
      setOutcome({ kind: 'done', message: answer?.message || 'Your password has been reset. Please sign in with your new password.' });
    } catch (error) {
      const problem = readApiError(error);
      if (problem.code === 'invalid_reset_token' || problem.fields.token) {
        setOutcome({ kind: 'invalid', message: INVALID_RESET_LINK });
        return;
      }
      form.showServerErrors(problem.fields);
      toast({
        title: 'Reset Failed',
        description: problemMessage(problem, 'Your password could not be reset. Please try again.'),
        variant: 'destructive',
      });
    }
  });

  if (!token || outcome?.kind === 'invalid') return <InvalidLink message={outcome?.message ?? INVALID_RESET_LINK} />;
  if (outcome?.kind === 'done') {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {outcome.message}
        </Alert>
        <Link component={RouterLink} to="/login">
          Go to sign in
        </Link>
      </Stack>
    );
  }
  return (
    <Stack component="form" noValidate onSubmit={(event) => void onSubmit(event)} spacing={2} aria-label="Choose a new password">
      <PasswordField {...form.field('password')} label="New password" autoComplete="new-password" autoFocus />
      <PasswordStrengthMeter password={form.values.password} />
      <PasswordField {...form.field('confirmPassword')} label="Confirm new password" autoComplete="new-password" />
      <Button type="submit" variant="contained" size="large" disabled={!strong || loading} fullWidth>
        {loading ? 'Saving...' : 'Set new password'}
      </Button>
    </Stack>
  );
}
