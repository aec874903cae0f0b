import Button from '@mui/material/Button';
import type { KycStepStatus } from '../../../gql/graphql';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockGraphQL, mockUnreachableApi, sampleViewer, type MockHandlers } from '../../../testing/graphql';
import { closeToasts, findToast, renderWithApi, toastText } from '../../../testing/render-with-api';
import { TEST_SUPPORT_EMAIL } from '../../../testing/server';
import type { KycStatus } from '../lib/kyc-screen';
import { KycFlow } from './kyc-flow';

afterEach(() => {
  closeToasts();
  vi.unstubAllGlobals();
});

const STEP_INFO = [
  ['listing_match', 'Listing verification', true],
  ['email_domain', 'Corporate email domain', true],
  ['ticker_holder', 'Ticker ownership', false],
  ['email_control', 'Email confirmation', false],
] as const;

function steps(statuses: string[], details: (string | null)[] = []): KycStatus['verificationSteps'] {
  return STEP_INFO.map(([id, name, offlineStandIn], i) => ({
    __typename: 'KycStep',
    id,
    name,
    description: offlineStandIn ? `${name}. Offline stand-in: checked against bundled market data.` : `${name}.`,
    status: statuses[i].toUpperCase() as KycStepStatus,
    detail: details[i] ?? null,
    offlineStandIn,
  }));
}

const USER_DATA = {
  __typename: 'KycUserData',
  username: 'jane_ir',
  email: 'ir@shopify.com',
  companyName: 'Shopify Inc.',
  ticker: 'SHOP',
  exchange: 'TSX',
  sector: 'Information Technology',
  contactName: 'Jane Doe',
  website: 'https://www.shopify.com',
  jurisdiction: 'Canada',
  newsUpdate: null,
  verificationStatus: 'PENDING' as const,
  listingKnown: true,
} as const;

function kyc(overrides: Partial<KycStatus>): KycStatus {
  return {
    __typename: 'KycStatus',
    verificationStatus: 'PENDING' as const,
    authorizedTicker: null,
    verifiedAt: null,
    applicationStatus: null,
    submittedAt: null,
    userData: null,
    verificationSteps: [],
    code: null,
    review: null,
    ...overrides,
  };
}

const AWAITING_CODE = kyc({
  applicationStatus: 'AWAITING_EMAIL' as const,
  userData: USER_DATA,
  verificationSteps: steps(['passed', 'passed', 'passed', 'checking'], [null, null, null, 'We sent a 6-digit code to ir@shopify.com.']),
  code: {
    __typename: 'KycCode',
    sentTo: 'ir@shopify.com',
    expiresAt: '2099-01-01T00:00:00.000Z',
    attemptsLeft: 5,
    resendAvailableAt: null,
  },
});

/** The company search slot: a stand-in for the ticker search widget that reports Shopify's listing. */
function StubSearch({
  onListing,
}: {
  onListing: (
    listing: {
      companyName: string;
      ticker: string;
      exchange: string;
      sector: string | null;
      website: string | null;
      country: string | null;
    } | null,
  ) => void;
}) {
  return (
    <Button
      onClick={() =>
        onListing({
          companyName: 'Shopify Inc.',
          ticker: 'SHOP',
          exchange: 'TSX',
          sector: 'Information Technology',
          website: 'https://www.shopify.com',
          country: 'CA',
        })
      }
    >
      Pick Shopify
    </Button>
  );
}

function render(handlers: MockHandlers, path = '/kyc-registration') {
  const mock = mockGraphQL({ Me: () => ({ data: { me: sampleViewer({ contactName: 'Jane Doe' }) } }), ...handlers });
  const view = renderWithApi(<KycFlow renderCompanySearch={(onListing) => <StubSearch onListing={onListing} />} />, { path });
  return { ...view, ...mock };
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

// Real timers and a real Apollo client: slow on a busy machine, so a generous limit.
describe('KYC registration', { timeout: 30_000 }, () => {
  it('sends a signed-out visitor to create the account first, then back here', async () => {
    render({ Me: () => ({ data: { me: null } }), KycStatus: () => ({ data: { kycStatus: null } }) }, '/register');
    expect(await screen.findByRole('link', { name: 'Create your account' })).toHaveAttribute('href', '/signup?next=%2Fregister');
    expect(screen.getByRole('link', { name: 'I already have an account' })).toHaveAttribute('href', '/login?next=%2Fregister');
  });

  it('fills company fields only from the ticker search, read-only; submit waits for consent; spec messages', async () => {
    const { user, calls } = render({ KycStatus: () => ({ data: { kycStatus: kyc({}) } }) });
    const submit = await screen.findByRole('button', { name: 'Submit for Verification' });
    expect(submit).toBeDisabled();
    expect(field('Company name')).toHaveAttribute('readonly');
    expect(field('Ticker')).toHaveAttribute('readonly');
    expect(field('Contact person')).toHaveValue('Jane Doe');
    // The email given at signup is there already (issue 38, item 8); emptied, the spec's message shows.
    expect(field('Official email')).toHaveValue('jane@acme.example');
    await user.clear(field('Official email'));

    await user.click(screen.getByRole('checkbox'));
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(screen.getByText('Company name is required')).toBeInTheDocument();
    expect(screen.getByText('Ticker symbol is required')).toBeInTheDocument();
    expect(screen.getByText('Exchange selection is required')).toBeInTheDocument();
    expect(screen.getByText('Valid email is required')).toBeInTheDocument();
    expect(calls.some((c) => c.operationName === 'SubmitKyc')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Pick Shopify' }));
    expect(field('Company name')).toHaveValue('Shopify Inc.');
    expect(field('Exchange')).toHaveValue('TSX');
    expect(field('Corporate website')).toHaveValue('https://www.shopify.com');
    expect(field('Jurisdiction')).toHaveValue('Canada');

    // The domain notice warns before the server's check fails.
    await user.type(field('Official email'), 'jane@gmail.com');
    expect(screen.getByRole('note')).toHaveTextContent('The email domain gmail.com does not match the website domain shopify.com');
  });

  it('submits, shows each check as the server reports it, opens the email step, and ends verified', async () => {
    let state = kyc({});
    let submitted: Record<string, unknown> | null = null;
    const { user, calls } = render({
      KycStatus: () => ({ data: { kycStatus: state } }),
      SubmitKyc: (variables) => {
        submitted = variables.input as Record<string, unknown>;
        state = kyc({
          applicationStatus: 'CHECKING' as const,
          userData: USER_DATA,
          verificationSteps: steps(['passed', 'checking', 'pending', 'pending']),
        });
        return {
          data: {
            submitKyc: {
              __typename: 'SubmitKycPayload',
              kycSubmissionResult: {
                __typename: 'KycSubmissionResult',
                userData: { __typename: 'KycUserData', email: 'ir@shopify.com', ticker: 'SHOP', companyName: 'Shopify Inc.' },
                verificationSteps: [],
              },
              userErrors: [],
            },
          },
        };
      },
      VerifyKycEmail: (variables) => {
        const input = variables.input as { verificationCode: string };
        if (input.verificationCode !== '424242') return apiError('Invalid verification code', { code: 'invalid_code', attemptsLeft: 4 });
        state = kyc({
          verificationStatus: 'VERIFIED' as const,
          applicationStatus: 'VERIFIED' as const,
          authorizedTicker: 'SHOP',
          userData: { ...USER_DATA, verificationStatus: 'VERIFIED' as const },
          verificationSteps: steps(['passed', 'passed', 'passed', 'passed']),
        });
        return {
          data: {
            verifyKycEmail: {
              __typename: 'VerifyKycEmailPayload',
              kycVerifyEmailResult: {
                __typename: 'KycVerifyEmailResult',
                success: true,
                message: 'Your account has been activated. You can now create campaigns.',
                verificationStatus: 'VERIFIED' as const,
              },
              userErrors: [],
            },
          },
        };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Pick Shopify' }));
    await user.clear(field('Official email'));
    await user.type(field('Official email'), 'ir@shopify.com');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Submit for Verification' }));

    await findToast('KYC Submitted Successfully');
    expect(toastText()).toContain('We are checking your details against exchange listing data now.');
    expect(submitted).toMatchObject({
      companyName: 'Shopify Inc.',
      ticker: 'SHOP',
      exchange: 'TSX',
      sector: 'Information Technology',
      email: 'ir@shopify.com',
      consent: true,
    });

    const checks = await screen.findByRole('list', { name: 'Verification checks' });
    expect(within(checks).getByRole('listitem', { name: 'Listing verification: Passed' })).toBeInTheDocument();
    expect(within(checks).getByRole('listitem', { name: 'Corporate email domain: Checking' })).toBeInTheDocument();
    expect(within(checks).getAllByText('Offline stand-in')).toHaveLength(2);

    // The next poll finds the checks done; the results stay until the applicant continues.
    state = AWAITING_CODE;
    expect(await screen.findByRole('listitem', { name: 'Corporate email domain: Passed' }, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByText('Every check passed')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.queryByRole('heading', { name: 'Confirm your official email' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Confirm your official email' })).toBeInTheDocument();
    expect(screen.getByText(/Check your spam/)).toBeInTheDocument();
    // The support address is the server's configured one, as a mail link.
    expect(await screen.findByRole('link', { name: TEST_SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${TEST_SUPPORT_EMAIL}`);

    const codeBox = screen.getByLabelText('Verification code', { selector: 'input' });
    await user.type(codeBox, '12a3');
    expect(codeBox).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    await findToast('Invalid Code');
    expect(toastText()).toContain('Please enter a 6-digit verification code');
    expect(calls.some((c) => c.operationName === 'VerifyKycEmail')).toBe(false);

    await user.type(codeBox, '456');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    await findToast('Verification Failed');
    expect(toastText()).toContain('Invalid verification code');

    await user.type(codeBox, '424242');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    await findToast('Email Verified Successfully');
    expect(toastText()).toContain('Your account has been activated. You can now create campaigns.');
    expect(await screen.findByRole('heading', { name: 'Account Verified!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Access Your Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(calls.find((c) => c.operationName === 'VerifyKycEmail')?.variables).toEqual({
      input: { email: 'ir@shopify.com', verificationCode: '123456' },
    });
  });

  it('explains a failed check and waits for the applicant; the progress bar does not tick it', async () => {
    const failed = kyc({
      ...AWAITING_CODE,
      verificationSteps: steps(
        ['passed', 'failed', 'passed', 'checking'],
        [null, 'The email domain gmail.com does not match the website domain shopify.com.'],
      ),
    });
    const { user } = render({ KycStatus: () => ({ data: { kycStatus: failed } }) });
    expect(await screen.findByText('One check did not pass')).toBeInTheDocument();
    const outcome = screen.getByRole('alert');
    expect(within(outcome).getByText(/The email domain gmail.com does not match/)).toBeInTheDocument();
    expect(
      within(outcome).getByText(/a person at IssuerWire then reviews your application and decides within 24–48 hours/),
    ).toBeInTheDocument();
    expect(within(outcome).getByText('We sent a 6-digit code to ir@shopify.com.')).toBeInTheDocument();
    const progress = screen.getByLabelText('Verification progress');
    expect(within(progress).getByText('Needs a reviewer')).toBeInTheDocument();
    await user.click(within(outcome).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Confirm your official email' })).toBeInTheDocument();
    // Still not ticked on the email step.
    expect(within(screen.getByLabelText('Verification progress')).getByText('Needs a reviewer')).toBeInTheDocument();
  });

  it('shows the spec’s Submission Failed notice when the server refuses for no stated reason', async () => {
    const { user } = render({
      KycStatus: () => ({ data: { kycStatus: kyc({}) } }),
      SubmitKyc: () => apiError('Something went wrong on our side.', { code: 'internal_error' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Pick Shopify' }));
    await user.clear(field('Official email'));
    await user.type(field('Official email'), 'ir@shopify.com');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Submit for Verification' }));
    await findToast('Submission Failed');
    expect(toastText()).toContain('Failed to submit KYC application. Please try again.');
  });

  it('shows a review in progress with the failed check, and a rejection with the reviewer’s reason', async () => {
    const review = kyc({
      verificationStatus: 'IN_REVIEW' as const,
      applicationStatus: 'IN_REVIEW' as const,
      userData: USER_DATA,
      verificationSteps: steps(
        ['passed', 'failed', 'passed', 'passed'],
        [null, 'The email domain gmail.com does not match the website domain shopify.com.'],
      ),
    });
    const first = render({ KycStatus: () => ({ data: { kycStatus: review } }) });
    expect(await screen.findByRole('heading', { name: 'Your application is with a reviewer' })).toBeInTheDocument();
    expect(screen.getByText(/within 24–48 hours/)).toBeInTheDocument();
    expect(screen.getByText('The email domain gmail.com does not match the website domain shopify.com.')).toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();

    const rejected = kyc({
      verificationStatus: 'REJECTED' as const,
      applicationStatus: 'REJECTED' as const,
      userData: USER_DATA,
      review: {
        __typename: 'KycReviewDecision',
        decision: 'REJECTED' as const,
        reason: 'Use your corporate email address.',
        decidedAt: '2025-01-01T00:00:00.000Z',
      },
    });
    render({ KycStatus: () => ({ data: { kycStatus: rejected } }) });
    expect(await screen.findByText('Your previous application was not approved')).toBeInTheDocument();
    expect(screen.getByText('Use your corporate email address.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit for Verification' })).toBeInTheDocument();
  });

  it('waits for the server: an unreachable API says so instead of showing a form', async () => {
    mockUnreachableApi();
    renderWithApi(<KycFlow renderCompanySearch={() => null} />);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/couldn't reach IssuerWire/));
  });
});
