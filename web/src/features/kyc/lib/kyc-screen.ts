import type { KycStatusQuery } from '../../../gql/graphql';

export type KycStatus = NonNullable<KycStatusQuery['kycStatus']>;
export type KycStep = KycStatus['verificationSteps'][number];
export type KycScreen = 'signed_out' | 'form' | 'verification' | 'email' | 'review' | 'complete';

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

/** The automated checks that failed (a reviewer will look at the application). */
export function failedChecks(steps: readonly KycStep[]): KycStep[] {
  return steps.filter((s) => s.id !== EMAIL_CHECK_ID && s.status === 'FAILED');
}

/**
 * Each progress step's state: done, failed (never ticked), or neither. Verification fails with any
 * automated check; email confirmation fails when the code step sent the application to a reviewer.
 */
export function stepStates(screen: KycScreen, steps: readonly KycStep[]): { completed: boolean; error: boolean }[] {
  const active = stepIndex(screen);
  const failed = [false, failedChecks(steps).length > 0, steps.some((s) => s.id === EMAIL_CHECK_ID && s.status === 'FAILED'), false];
  return KYC_STEPS.map((_, index) => ({ completed: index < active && !failed[index], error: index <= active && failed[index] }));
}

/**
 * Which screen the server's answer calls for; the browser decides nothing the server has not. The
 * checks' results stay on screen until the applicant chooses to continue to the email step.
 */
export function kycScreen(status: KycStatus | null, continuedToEmail: boolean): KycScreen {
  if (!status) return 'signed_out';
  if (status.verificationStatus === 'VERIFIED') return 'complete';
  switch (status.applicationStatus) {
    case 'IN_REVIEW':
      return 'review';
    case 'CHECKING':
      return 'verification';
    case 'AWAITING_EMAIL':
      return continuedToEmail ? 'email' : 'verification';
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
