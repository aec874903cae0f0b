import { useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { SignInLinkLanding } from '../../features/auth/components/sign-in-link-landing';

export function SignInLinkRoute() {
  const [params] = useSearchParams();
  return (
    <AuthCard title="Sign in with your link" subtitle="The link from your email signs you in once, within 15 minutes of asking for it.">
      <SignInLinkLanding token={params.get('token')} />
    </AuthCard>
  );
}
