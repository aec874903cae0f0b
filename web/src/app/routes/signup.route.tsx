import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { SignupFlow } from '../../features/auth/components/signup-flow';
import { useInvitation } from '../../features/team';
import { DEFAULT_AFTER_SIGN_IN, safeNextPath } from '../../lib/auth/safe-next';

/** The token of an invitation the visitor came from (/signup?next=/invitations/<token>), if any. */
function invitationToken(next: string): string | null {
  return /^\/invitations\/([A-Za-z0-9_-]+)$/.exec(next)?.[1] ?? null;
}

export function SignupRoute() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const token = invitationToken(next);
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
      {token ? <InvitedSignup token={token} next={next} /> : <SignupFlow next={next} />}
    </AuthCard>
  );
}

/** An invitee's sign-up: the invitation supplies the company and ticker (its address is shown masked, so the invitee types it). */
function InvitedSignup({ token, next }: { token: string; next: string }) {
  const { data, loading } = useInvitation(token);
  if (loading && !data) return <CircularProgress aria-label="Loading the invitation" />;
  const invitation = data?.invitation;
  // An invitation that no longer answers: the ordinary form (the invitation screen explains what went wrong).
  if (!invitation) return <SignupFlow next={next} />;
  return <SignupFlow next={next} preset={{ companyName: invitation.organizationName, ticker: invitation.ticker ?? null }} />;
}
