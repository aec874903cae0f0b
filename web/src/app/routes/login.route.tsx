import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { LoginFlow } from '../../features/auth/components/login-flow';
import { DEFAULT_AFTER_SIGN_IN, safeNextPath } from '../../lib/auth/safe-next';

export function LoginRoute() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const signupPath = next === DEFAULT_AFTER_SIGN_IN ? '/signup' : `/signup?next=${encodeURIComponent(next)}`;
  return (
    <AuthCard
      title="Sign in"
      subtitle="Sign in to IssuerWire with your username and password."
      footer={
        <Typography variant="body2" color="text.secondary">
          New to IssuerWire?{' '}
          <Link component={RouterLink} to={signupPath}>
            Create secure account
          </Link>
        </Typography>
      }
    >
      <LoginFlow next={next} />
    </AuthCard>
  );
}
