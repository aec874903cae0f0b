import Link from '@mui/material/Link';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Use at least 8 characters with upper and lower case letters, a number and a special character."
      footer={
        <Link component={RouterLink} to="/login" variant="body2">
          Back to sign in
        </Link>
      }
    >
      <ResetPasswordForm token={params.get('token')} />
    </AuthCard>
  );
}
