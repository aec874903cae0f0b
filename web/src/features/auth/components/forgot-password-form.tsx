import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { toast } from '../../../components/toast';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { useForgotPassword } from '../api/forgot-password.mutation';
import { useSchemaForm } from '../hooks/use-schema-form';
import { forgotPasswordSchema } from '../lib/schemas';

/** The server answers the same whether or not the email has an account; so does this screen. */
export const RESET_LINK_SENT = 'If an account exists for that email, we sent a reset link.';

/** Asks for a password reset link by email. */
export function ForgotPasswordForm() {
  const form = useSchemaForm(forgotPasswordSchema, { email: '' });
  const [requestReset, { loading }] = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const answer = (await requestReset({ variables: { email } })).data?.forgotPassword.actionResult;
      setSent(answer?.message || RESET_LINK_SENT);
    } catch (error) {
      const problem = readApiError(error);
      form.showServerErrors(problem.fields);
      toast({
        title: 'Request Failed',
        description: problemMessage(problem, 'We could not send a reset link. Please try again.'),
        variant: 'destructive',
      });
    }
  });

  if (sent) {
    return (
      <Alert severity="success" role="status">
        {sent}
      </Alert>
    );
  }
  return (
    <Stack component="form" noValidate onSubmit={(event) => void onSubmit(event)} spacing={2} aria-label="Request a reset link">
      <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" autoFocus fullWidth />
      <Button type="submit" variant="contained" size="large" disabled={loading} fullWidth>
        {loading ? 'Sending...' : 'Send reset link'}
      </Button>
    </Stack>
  );
}
