import { useEffect, useState } from 'react';
import { loadPage } from '../../../lib/auth/full-page';
import { DEFAULT_AFTER_SIGN_IN } from '../../../lib/auth/safe-next';
import { useViewerQuery } from '../../../lib/auth/viewer';
import { AccountSecured } from './account-secured';
import { SignupForm, type SignupPreset } from './signup-form';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog';

type SignupStep = { kind: 'signup' } | { kind: '2fa' | 'complete'; userId: string; username: string };

export interface SignupFlowProps {
  /** Where Continue goes: a same-origin path already checked by the caller. */
  next?: string;
  /** From an invitation: the company fields it supplies. */
  preset?: SignupPreset;
}

/** Spec section 4, Signup: the form, then the 2FA setup dialog (user id kept), then Account Secured!. */
export function SignupFlow({ next = DEFAULT_AFTER_SIGN_IN, preset }: SignupFlowProps) {
  const [step, setStep] = useState<SignupStep>({ kind: 'signup' });
  const { viewer } = useViewerQuery();
  // Reloaded after creating the account: the session is there and two factors are not on yet, so the dialog comes back.
  const pending = step.kind === 'signup' && viewer && viewer.twoFactorRequired && !viewer.twoFactorEnabled;
  const current: SignupStep = pending ? { kind: '2fa', userId: viewer.id, username: viewer.username } : step;
  // Kept as the step: enabling refetches the viewer, and the dialog must stay for its backup codes.
  useEffect(() => {
    if (pending) setStep(current);
  }, [pending]); // eslint-disable-line react-hooks/exhaustive-deps -- current is derived from pending's viewer

  if (current.kind === 'complete') return <AccountSecured next={next} onContinue={() => loadPage(next)} />;
  return (
    <>
      <SignupForm preset={preset} onCreated={(account) => setStep({ kind: '2fa', ...account })} />
      {current.kind === '2fa' ? (
        <TwoFactorSetupDialog open account={current.username} onComplete={() => setStep({ ...current, kind: 'complete' })} />
      ) : null}
    </>
  );
}
