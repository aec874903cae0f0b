import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { toast } from '../../../components/toast';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { useChangePassword } from '../api/change-password.mutation';
import { useSchemaForm } from '../hooks/use-schema-form';
import { changePasswordSchema, MIN_PASSWORD_SCORE, passwordStrength } from '../lib/schemas';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';
import { SettingsCard } from './settings-card';

const emptyChange = { currentPassword: '', password: '', confirmPassword: '' };

/** Change the password with the current one; the server signs out the other sessions. */
export function ChangePasswordCard() {
  const form = useSchemaForm(changePasswordSchema, emptyChange);
  const [changePassword, { loading }] = useChangePassword();
  const strong = passwordStrength(form.values.password).score >= MIN_PASSWORD_SCORE;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const answer = (await changePassword({ variables: { input } })).data?.changePassword.actionResult;
      form.reset(emptyChange);
      toast({ title: 'Password Changed', description: answer?.message || 'Your password has been changed.' });
    } catch (error) {
      const problem = readApiError(error);
      form.showServerErrors(problem.fields);
      toast({
        title: 'Password Not Changed',
        description: problemMessage(problem, 'Your password could not be changed. Please try again.'),
        variant: 'destructive',
      });
    }
  });

  return (
    <SettingsCard title="Password">
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        spacing={1.5}
        aria-label="Change password"
        sx={{ maxWidth: 520 }}
      >
        <PasswordField {...form.field('currentPassword')} label="Current password" autoComplete="current-password" />
        <PasswordField {...form.field('password')} label="New password" autoComplete="new-password" />
        <PasswordStrengthMeter password={form.values.password} />
        <PasswordField {...form.field('confirmPassword')} label="Confirm new password" autoComplete="new-password" sx={{ mt: 1 }} />
        <Button type="submit" variant="contained" disabled={!strong || loading} sx={{ alignSelf: 'flex-start' }}>
          {loading ? 'Changing...' : 'Change password'}
        </Button>
      </Stack>
    </SettingsCard>
  );
}
