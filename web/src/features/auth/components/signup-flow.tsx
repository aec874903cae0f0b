import { useState } from 'react';
import { loadPage } from '../../../lib/auth/full-page';
import { DEFAULT_AFTER_SIGN_IN } from '../../../lib/auth/safe-next';
import { AccountSecured } from './account-secured';
import { SignupForm } from './signup-form';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog';

type SignupStep = { kind: 'signup' } | { kind: '2fa' | 'complete'; userId: string; username: string };

export interface SignupFlowProps {
  /** Where Continue goes: a same-origin path already checked by the caller. */
  next?: string;
}

/** Spec section 4, Signup: the form, then the 2FA setup dialog (user id kept), then Account Secured!. */
export function SignupFlow({ next = DEFAULT_AFTER_SIGN_IN }: SignupFlowProps) {
  const [step, setStep] = useState<SignupStep>({ kind: 'signup' });

  if (step.kind === 'complete') return <AccountSecured next={next} onContinue={() => loadPage(next)} />;
  return (
    <>
      <SignupForm onCreated={(account) => setStep({ kind: '2fa', ...account })} />
      {step.kind === '2fa' ? (
        <TwoFactorSetupDialog open account={step.username} onComplete={() => setStep({ ...step, kind: 'complete' })} />
      ) : null}
    </>
  );
}
