import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { toast } from '../../../components/toast';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { DEFAULT_AFTER_SIGN_IN } from '../../../lib/auth/safe-next';
import { useSignInWithLink } from '../api/sign-in-link.mutations';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { TWO_FACTOR_REQUIRED } from '../lib/sign-in-messages';
import { LoginFlow } from './login-flow';

export const INVALID_SIGN_IN_LINK = 'This sign-in link is invalid, used or expired.';

/**
 * Where a mailed sign-in link lands. It signs in on a click, not on opening: a mail scanner that fetches
 * the page must not spend the single-use link. With 2FA on, the code step follows.
 */
export function SignInLinkLanding({ token }: { token: string | null }) {
  const [signIn, { loading }] = useSignInWithLink();
  const finish = useFinishSignIn(DEFAULT_AFTER_SIGN_IN);
  const [tempToken, setTempToken] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(token ? null : INVALID_SIGN_IN_LINK);

  const onSignIn = async () => {
    if (!token) return;
    try {
      const answer = (await signIn({ variables: { token } })).data?.signInWithLink.loginResult;
      if (answer?.requiresTwoFactor && answer.tempToken) {
        setTempToken(answer.tempToken);
        toast(TWO_FACTOR_REQUIRED);
      } else if (answer?.success) {
        await finish('');
      }
    } catch (error) {
      setProblem(problemMessage(readApiError(error), INVALID_SIGN_IN_LINK));
    }
  };

  if (tempToken) return <LoginFlow tempToken={tempToken} />;
  if (problem) {
    return (
      <Alert severity="error" role="alert">
        {problem}{' '}
        <Link component={RouterLink} to="/login">
          Back to sign in
        </Link>
      </Alert>
    );
  }
  return (
    <Stack spacing={2}>
      <Button variant="contained" size="large" fullWidth disabled={loading} onClick={() => void onSignIn()}>
        {loading ? 'Signing In...' : 'Sign In'}
      </Button>
    </Stack>
  );
}
