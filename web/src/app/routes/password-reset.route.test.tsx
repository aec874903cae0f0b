import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getApolloClient } from '../../lib/apollo-client';
import { apiError, mockGraphQL } from '../../testing/graphql';
import { closeToasts } from '../../testing/render-with-api';
import { renderRoute } from '../../testing/render-route';

afterEach(async () => {
  closeToasts();
  await getApolloClient().clearStore();
  vi.unstubAllGlobals();
});

const sentMessage = 'If an account exists for that email, we sent a reset link.';

describe('forgot password', { timeout: 15_000 }, () => {
  it('checks the email, then always gives the same answer', async () => {
    const { calls } = mockGraphQL({
      ForgotPassword: () => ({
        data: {
          forgotPassword: { __typename: 'ForgotPasswordPayload', actionResult: { success: true, message: sentMessage }, userErrors: [] },
        },
      }),
    });
    const { user } = renderRoute('/forgot-password');
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.type(email, 'nobody');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'Nobody@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(sentMessage)).toBeInTheDocument();
    expect(calls[0].variables).toEqual({ email: 'nobody@example.com' });
  });
});

describe('reset password', { timeout: 15_000 }, () => {
  it('without a token says the link is invalid and offers a new one', async () => {
    mockGraphQL({});
    renderRoute('/reset-password');
    expect(await screen.findByText(/This reset link is invalid or has expired/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('keeps the button disabled under Strong, then sets the password and links to sign in', async () => {
    const { calls } = mockGraphQL({
      ResetPassword: () => ({
        data: {
          resetPassword: {
            __typename: 'ResetPasswordPayload',
            actionResult: { success: true, message: 'Your password has been reset. Please sign in with your new password.' },
            userErrors: [],
          },
        },
      }),
    });
    const { user } = renderRoute('/reset-password?token=tok-123');
    const password = await screen.findByLabelText('New password', { selector: 'input' });
    const submit = screen.getByRole('button', { name: 'Set new password' });
    await user.type(password, 'abcdefg');
    expect(submit).toBeDisabled();
    await user.type(password, 'H1!');
    expect(submit).toBeEnabled();
    await user.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), 'abcdefgH1!');
    await user.click(submit);

    expect(await screen.findByText('Your password has been reset. Please sign in with your new password.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(calls[0].variables).toEqual({ input: { token: 'tok-123', password: 'abcdefgH1!', confirmPassword: 'abcdefgH1!' } });
  });

  it('an expired link says so, with a way to ask for a new one', async () => {
    mockGraphQL({
      ResetPassword: () =>
        apiError('This reset link is invalid or has expired. Please request a new one.', { code: 'invalid_reset_token' }),
    });
    const { user } = renderRoute('/reset-password?token=old');
    await user.type(await screen.findByLabelText('New password', { selector: 'input' }), 'abcdefgH1!');
    await user.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), 'abcdefgH1!');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('This reset link is invalid or has expired. Please request a new one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });
});
