import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { SignupFlow } from '../../features/auth/components/signup-flow';
import { DEFAULT_AFTER_SIGN_IN, safeNextPath } from '../../lib/auth/safe-next';

export function SignupRoute() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const loginPath = next === DEFAULT_AFTER_SIGN_IN ? '/login' : `/login?next=${encodeURIComponent(next)}`;
  return (
    <AuthCard
      title="Create your account"
      subtitle="Open an IssuerWire account protected by a strong password and two-factor authentication."
      maxWidth={640}
      footer={
        <Typography variant="body2" color="text.secondary">
          Already have an account?{' '}
          <Link component={RouterLink} to={loginPath}>
            Sign in
          </Link>
        </Typography>
      }
    >
      <SignupFlow next={next} />
    </AuthCard>
  );
}
