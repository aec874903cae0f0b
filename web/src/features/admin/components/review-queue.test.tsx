import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockGraphQL } from '../../../testing/graphql';
import { closeToasts, findToast, renderWithApi } from '../../../testing/render-with-api';
import { ReviewQueue } from './review-queue';

afterEach(() => {
  closeToasts();
  vi.unstubAllGlobals();
});

const REVIEW = {
  __typename: 'KycReviewItem',
  userId: '11111111-1111-4111-8111-111111111111',
  applicationId: 'a1',
  accountEmail: 'jane@acme.example',
  submittedAt: '2026-01-05T15:00:00.000Z',
  emailConfirmedAt: '2026-01-05T15:05:00.000Z',
  userData: {
    __typename: 'KycUserData',
    username: 'jane_ir',
    email: 'jane@gmail.com',
    companyName: 'Palantir Technologies Inc.',
    ticker: 'PLTR',
    exchange: 'NASDAQ',
    sector: 'Information Technology',
    contactName: 'Jane Doe',
    website: 'https://www.palantir.com',
    jurisdiction: 'United States',
    newsUpdate: null,
    listingKnown: true,
  },
  verificationSteps: [
    {
      __typename: 'KycStep',
      id: 'email_domain',
      name: 'Corporate email domain',
      status: 'FAILED' as const,
      detail: 'The email domain gmail.com does not match the website domain palantir.com.',
      offlineStandIn: true,
    },
  ],
};

// Real timers and a real Apollo client: slow on a busy machine, so a generous limit.
describe('KYC review queue', { timeout: 30_000 }, () => {
  it('tells an issuer the page is for reviewers only', async () => {
    mockGraphQL({ KycReviews: () => apiError('Only reviewers (admin accounts) can do this.', { code: 'admin_only' }) });
    renderWithApi(<ReviewQueue />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only reviewers (admin accounts) can see this page.');
  });

  it('shows the failed check and rejects only with a reason', async () => {
    let pending = [REVIEW];
    const { calls } = mockGraphQL({
      KycReviews: () => ({ data: { kycReviews: { nodes: pending } } }),
      RejectKycReview: () => {
        pending = [];
        return {
          data: {
            rejectKycReview: {
              __typename: 'RejectKycReviewPayload',
              reviewActionResult: { __typename: 'ReviewActionResult', success: true, message: 'ok' },
              userErrors: [],
            },
          },
        };
      },
    });
    const { user } = renderWithApi(<ReviewQueue />);
    const card = await screen.findByRole('article', { name: 'Palantir Technologies Inc. (PLTR)' });
    expect(within(card).getByText('The email domain gmail.com does not match the website domain palantir.com.')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Give the issuer a reason (at least 5 characters)')).toBeInTheDocument();
    expect(calls.some((c) => c.operationName === 'RejectKycReview')).toBe(false);

    await user.type(within(dialog).getByRole('textbox'), 'Apply with your corporate email.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await findToast('Application rejected');
    expect(calls.find((c) => c.operationName === 'RejectKycReview')?.variables).toEqual({
      userId: REVIEW.userId,
      reason: 'Apply with your corporate email.',
    });
    expect(await screen.findByText('No applications are waiting for review.')).toBeInTheDocument();
  });
});
