import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';

export function ForgotPasswordRoute() {
  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the email address of your account and we will send you a link to choose a new password."
      footer={
        <Link component={RouterLink} to="/login" variant="body2">
          Back to sign in
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
