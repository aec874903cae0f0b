import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { toast } from '../../../components/toast';
import { isLockout, problemMessage, readApiError } from '../../../lib/auth/api-error';
import { DEFAULT_AFTER_SIGN_IN } from '../../../lib/auth/safe-next';
import { useLogin } from '../api/login.mutation';
import { useVerifyTwoFactor } from '../api/verify-two-factor.mutation';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { useLockout } from '../hooks/use-lockout';
import { useSchemaForm } from '../hooks/use-schema-form';
import { loginSchema } from '../lib/schemas';
import {
  LOGIN_FAILED_FALLBACK,
  LOGIN_FAILED_TITLE,
  TWO_FACTOR_REQUIRED,
  VERIFY_FAILED_FALLBACK,
  VERIFY_FAILED_TITLE,
} from '../lib/sign-in-messages';
import { LockoutAlert } from './lockout-alert';
import { PasswordField } from './password-field';
import { offersSignInLink, SignInLinkOffer } from './sign-in-link-offer';
import { TwoFactorStep, type SecondFactorMode } from './two-factor-step';

type Step = { kind: 'credentials' } | { kind: 'two-factor'; tempToken: string; mode: SecondFactorMode };

export interface LoginFlowProps {
  /** Where to go once signed in: a same-origin path already checked by the caller. */
  next?: string;
  /** Start at the code step with this temp token (a mailed sign-in link, with 2FA on, answered one). */
  tempToken?: string;
}

/** Spec section 4, Login: credentials, then (if the account has 2FA) a code step; locked accounts wait. */
export function LoginFlow({ next = DEFAULT_AFTER_SIGN_IN, tempToken }: LoginFlowProps) {
  const form = useSchemaForm(loginSchema, { username: '', password: '' });
  const lockout = useLockout();
  const [login, { loading: signingIn }] = useLogin();
  const [verify, { loading: verifying }] = useVerifyTwoFactor();
  const [step, setStep] = useState<Step>(tempToken ? { kind: 'two-factor', tempToken, mode: 'totp' } : { kind: 'credentials' });
  const [code, setCode] = useState('');
  /** The username the account ceiling paused sign-in for: its owner may ask for a mailed link. */
  const [linkFor, setLinkFor] = useState<string | null>(null);

  const finishSignIn = useFinishSignIn(next);
  const finish = () => finishSignIn(form.values.username.trim());

  const backToLogin = () => {
    setStep({ kind: 'credentials' });
    setCode('');
  };

  const failLogin = (error: unknown) => {
    const problem = readApiError(error);
    if (isLockout(problem)) lockout.lock(problem.lockoutExpiry);
    setLinkFor(offersSignInLink(error) ? form.values.username.trim() : null);
    toast({ title: LOGIN_FAILED_TITLE, description: problemMessage(problem, LOGIN_FAILED_FALLBACK), variant: 'destructive' });
  };

  const onCredentials = form.handleSubmit(async (input) => {
    let answer;
    try {
      answer = (await login({ variables: { input } })).data?.login.loginResult;
    } catch (error) {
      failLogin(error);
      return;
    }
    if (answer?.success) {
      await finish();
    } else if (answer?.requiresTwoFactor && answer.tempToken) {
      setStep({ kind: 'two-factor', tempToken: answer.tempToken, mode: 'totp' });
      toast(TWO_FACTOR_REQUIRED);
    } else {
      toast({ title: LOGIN_FAILED_TITLE, description: answer?.message || LOGIN_FAILED_FALLBACK, variant: 'destructive' });
    }
  });

  const onVerify = async (token: string) => {
    if (step.kind !== 'two-factor') return;
    try {
      await verify({ variables: { input: { tempToken: step.tempToken, token } } });
    } catch (error) {
      const problem = readApiError(error);
      const description = problemMessage(problem, VERIFY_FAILED_FALLBACK);
      setCode('');
      // A lock or an expired sign-in voids the temp token: start again from the credentials.
      if (isLockout(problem)) {
        lockout.lock(problem.lockoutExpiry);
        backToLogin();
      } else if (problem.code === 'invalid_temp_token') {
        backToLogin();
      }
      toast({ title: VERIFY_FAILED_TITLE, description, variant: 'destructive' });
      return;
    }
    await finish();
  };

  if (step.kind === 'two-factor') {
    return (
      <Stack spacing={2}>
        {lockout.locked ? <LockoutAlert minutesLeft={lockout.minutesLeft} /> : null}
        <TwoFactorStep
          mode={step.mode}
          onModeChange={(mode) => {
            setCode('');
            setStep({ ...step, mode });
          }}
          code={code}
          onCodeChange={setCode}
          onVerify={(token) => void onVerify(token)}
          onBack={backToLogin}
          verifying={verifying}
          disabled={lockout.locked}
        />
      </Stack>
    );
  }

  const locked = lockout.locked;
  return (
    <Stack component="form" noValidate onSubmit={(event) => void onCredentials(event)} spacing={1} aria-label="Sign in">
      {locked ? (
        <Stack sx={{ mb: 1.5 }}>
          <LockoutAlert minutesLeft={lockout.minutesLeft} />
        </Stack>
      ) : null}
      {linkFor ? (
        <Stack sx={{ mb: 1.5 }}>
          <SignInLinkOffer key={linkFor} username={linkFor} />
        </Stack>
      ) : null}
      <TextField {...form.field('username')} label="Username" autoComplete="username" autoFocus fullWidth disabled={locked} />
      <PasswordField {...form.field('password')} label="Password" autoComplete="current-password" disabled={locked} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: -0.5 }}>
        <Link component={RouterLink} to="/forgot-password" variant="body2">
          Forgot your password?
        </Link>
      </Stack>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={locked || signingIn} sx={{ mt: 1.5 }}>
        {signingIn ? 'Signing In...' : 'Sign In'}
      </Button>
    </Stack>
  );
}
