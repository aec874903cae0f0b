import type { KycStatusQuery } from '../../../gql/graphql';

export type KycStatus = NonNullable<KycStatusQuery['kycStatus']>;
export type KycStep = KycStatus['verificationSteps'][number];
export type KycScreen = 'signed_out' | 'form' | 'verification' | 'email' | 'review' | 'complete';

/** Spec section 4: the email step opens one second after the last check has finished and been shown. */
export const EMAIL_STEP_DELAY_MS = 1000;
/** How often the verification screen asks the server for the checks' statuses while they run. */
export const STATUS_POLL_MS = 1000;
/** The check that waits for the applicant (the emailed code) rather than running on its own. */
export const EMAIL_CHECK_ID = 'email_control';

export const KYC_STEPS = ['Company details', 'Verification', 'Email confirmation', 'Approved'] as const;

export function isFinished(step: Pick<KycStep, 'status'>): boolean {
  return step.status === 'PASSED' || step.status === 'FAILED';
}

/** True once every check that runs by itself has an outcome (the email check waits for the code). */
export function automatedChecksDone(steps: readonly KycStep[]): boolean {
  const automated = steps.filter((s) => s.id !== EMAIL_CHECK_ID);
  return automated.length > 0 && automated.every(isFinished);
}

/** Which screen the server's answer calls for; the browser decides nothing the server has not. */
export function kycScreen(status: KycStatus | null, emailStepReady: boolean): KycScreen {
  if (!status) return 'signed_out';
  if (status.verificationStatus === 'VERIFIED') return 'complete';
  switch (status.applicationStatus) {
    case 'IN_REVIEW':
      return 'review';
    case 'CHECKING':
      return 'verification';
    case 'AWAITING_EMAIL':
      return emailStepReady ? 'email' : 'verification';
    default:
      return 'form';
  }
}

/** Position in the four-step progress bar. */
export function stepIndex(screen: KycScreen): number {
  switch (screen) {
    case 'verification':
      return 1;
    case 'email':
    case 'review':
      return 2;
    case 'complete':
      return 4;
    default:
      return 0;
  }
}

const COUNTRY_JURISDICTIONS: Record<string, string> = {
  US: 'United States',
  CA: 'Canada',
  GB: 'United Kingdom',
  AU: 'Australia',
};

/** A starting value for the jurisdiction field from the listing's country; the issuer can change it. */
export function jurisdictionFor(country: string | null | undefined): string {
  return (country && COUNTRY_JURISDICTIONS[country.toUpperCase()]) ?? '';
}
