import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getApolloClient } from '../../lib/apollo-client';
import { loadPage } from '../../lib/auth/full-page';
import { apiError, mockGraphQL, sampleViewer } from '../../testing/graphql';
import { closeToasts } from '../../testing/render-with-api';
import { renderRoute } from '../../testing/render-route';

vi.mock('../../lib/auth/full-page', () => ({ loadPage: vi.fn() }));

afterEach(async () => {
  closeToasts();
  vi.mocked(loadPage).mockClear();
  await getApolloClient().clearStore();
});

function linkAnswer(result: { success: boolean; requiresTwoFactor: boolean; tempToken: string | null }) {
  const message = result.requiresTwoFactor ? 'Please enter the code from your authenticator app.' : 'Login successful';
  return {
    data: {
      signInWithLink: { __typename: 'SignInWithLinkPayload', loginResult: { ...result, message, lockoutExpiry: null }, userErrors: [] },
    },
  };
}

describe('the mailed sign-in link', { timeout: 15_000 }, () => {
  it('signs in on a click (not on opening) and lands on the home page', async () => {
    const { calls } = mockGraphQL({
      SignInWithLink: () => linkAnswer({ success: true, requiresTwoFactor: false, tempToken: null }),
      Me: () => ({ data: { me: sampleViewer() } }),
    });
    const { user } = renderRoute('/sign-in-link?token=tok-1');
    const button = await screen.findByRole('button', { name: 'Sign In' });
    expect(calls.filter((call) => call.operationName === 'SignInWithLink')).toEqual([]);
    await user.click(button);
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/dashboard'));
    expect(calls.find((call) => call.operationName === 'SignInWithLink')?.variables).toEqual({ token: 'tok-1' });
  });

  it('asks for the second factor when the account has 2FA on', async () => {
    const { calls } = mockGraphQL({
      SignInWithLink: () => linkAnswer({ success: false, requiresTwoFactor: true, tempToken: 'temp-9' }),
      VerifyTwoFactor: () => ({
        data: {
          verifyTwoFactor: {
            __typename: 'VerifyTwoFactorPayload',
            verifyTwoFactorResult: { success: true, message: 'Login successful', method: 'TOTP', backupCodesRemaining: 10 },
            userErrors: [],
          },
        },
      }),
      Me: () => ({ data: { me: sampleViewer() } }),
    });
    const { user } = renderRoute('/sign-in-link?token=tok-2');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    await user.type(await screen.findByRole('textbox', { name: '6-digit code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/dashboard'));
    expect(calls.find((call) => call.operationName === 'VerifyTwoFactor')?.variables).toEqual({
      input: { tempToken: 'temp-9', token: '123456' },
    });
  });

  it('says when a link is used or expired, and without a token', async () => {
    mockGraphQL({
      SignInWithLink: () =>
        apiError('This sign-in link is invalid, used or expired. Please ask for a new one.', { code: 'invalid_sign_in_link' }),
    });
    const { user } = renderRoute('/sign-in-link?token=used');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(/This sign-in link is invalid, used or expired. Please ask for a new one./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('without a token says the link is invalid', async () => {
    mockGraphQL({});
    renderRoute('/sign-in-link');
    expect(await screen.findByText(/This sign-in link is invalid, used or expired./)).toBeInTheDocument();
  });
});
