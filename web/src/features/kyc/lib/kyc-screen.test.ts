import { describe, expect, it } from 'vitest';
import type { KycStepStatus } from '../../../gql/graphql';
import { automatedChecksDone, jurisdictionFor, kycScreen, stepStates, type KycStatus, type KycStep } from './kyc-screen';

function step(id: string, status: string): KycStep {
  return { id, name: id, description: '', status: status.toUpperCase() as KycStepStatus, detail: null, offlineStandIn: false };
}

function status(overrides: Partial<KycStatus>): KycStatus {
  return {
    verificationStatus: 'PENDING' as const,
    applicationStatus: null,
    verificationSteps: [],
    userData: null,
    code: null,
    review: null,
    ...overrides,
  } as KycStatus;
}

describe('the KYC screen follows the server', () => {
  it('asks a signed-out visitor to create an account first', () => {
    expect(kycScreen(null, false)).toBe('signed_out');
  });

  it('shows the form before any application and after a rejection', () => {
    expect(kycScreen(status({}), false)).toBe('form');
    expect(kycScreen(status({ verificationStatus: 'REJECTED' as const, applicationStatus: 'REJECTED' as const }), false)).toBe('form');
  });

  it('stays on the verification screen until the checks are done and the applicant continues', () => {
    expect(kycScreen(status({ applicationStatus: 'CHECKING' as const }), true)).toBe('verification');
    expect(kycScreen(status({ applicationStatus: 'AWAITING_EMAIL' as const }), false)).toBe('verification');
    expect(kycScreen(status({ applicationStatus: 'AWAITING_EMAIL' as const }), true)).toBe('email');
  });

  it('ends on review or complete as the server decided', () => {
    expect(kycScreen(status({ verificationStatus: 'IN_REVIEW' as const, applicationStatus: 'IN_REVIEW' as const }), true)).toBe('review');
    expect(kycScreen(status({ verificationStatus: 'VERIFIED' as const, applicationStatus: 'VERIFIED' as const }), false)).toBe('complete');
  });

  it('counts the automated checks as done only when each passed or failed; the email check waits for the code', () => {
    expect(automatedChecksDone([step('listing_match', 'passed'), step('email_domain', 'checking'), step('email_control', 'pending')])).toBe(
      false,
    );
    expect(automatedChecksDone([step('listing_match', 'passed'), step('email_domain', 'failed'), step('email_control', 'checking')])).toBe(
      true,
    );
    expect(automatedChecksDone([])).toBe(false);
  });

  it('never ticks a failed step in the progress bar', () => {
    const passed = [step('listing_match', 'passed'), step('email_domain', 'passed'), step('email_control', 'checking')];
    const failed = [step('listing_match', 'passed'), step('email_domain', 'failed'), step('email_control', 'checking')];
    expect(stepStates('email', passed).map((s) => s.completed)).toEqual([true, true, false, false]);
    expect(stepStates('email', failed)).toEqual([
      { completed: true, error: false },
      { completed: false, error: true },
      { completed: false, error: false },
      { completed: false, error: false },
    ]);
    // Too many wrong codes sent it to a reviewer: email confirmation is not ticked either.
    const codeFailed = [step('listing_match', 'passed'), step('email_control', 'failed')];
    expect(stepStates('review', codeFailed)[2]).toEqual({ completed: false, error: true });
    expect(stepStates('complete', passed).every((s) => s.completed && !s.error)).toBe(true);
  });

  it('suggests a jurisdiction from the listing country', () => {
    expect(jurisdictionFor('CA')).toBe('Canada');
    expect(jurisdictionFor('JP')).toBe('');
    expect(jurisdictionFor(null)).toBe('');
  });
});
