import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../../lib/auth/full-page';
import { apiError, mockGraphQL, sampleViewer } from '../../../testing/graphql';
import { closeToasts, findToast, renderWithApi, toastText } from '../../../testing/render-with-api';
import { LoginFlow } from './login-flow';

vi.mock('../../../lib/auth/full-page', () => ({ loadPage: vi.fn() }));

afterEach(() => {
  closeToasts();
  vi.unstubAllGlobals();
  vi.mocked(loadPage).mockClear();
  vi.useRealTimers();
  window.sessionStorage.clear();
});

const twoFactorAnswer = {
  data: {
    login: {
      __typename: 'LoginPayload',
      loginResult: {
        success: false,
        requiresTwoFactor: true,
        tempToken: 'temp-1',
        message: 'Please enter the code from your authenticator app.',
        lockoutExpiry: null,
      },
      userErrors: [],
    },
  },
};
const successAnswer = {
  data: {
    login: {
      __typename: 'LoginPayload',
      loginResult: { success: true, requiresTwoFactor: false, tempToken: null, message: 'Login successful', lockoutExpiry: null },
      userErrors: [],
    },
  },
};

function lockedFor(ms: number) {
  return apiError('Account temporarily locked due to multiple failed attempts.', {
    code: 'account_locked',
    success: false,
    lockoutExpiry: new Date(Date.now() + ms).toISOString(),
  });
}

const usernameInput = () => screen.getByLabelText('Username', { selector: 'input' });
const passwordInput = () => screen.getByLabelText('Password', { selector: 'input' });

async function signIn(user: ReturnType<typeof renderWithApi>['user'], username = 'jane_ir', password = 'Secret-pass1') {
  await user.type(usernameInput(), username);
  await user.type(passwordInput(), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('login', { timeout: 15_000 }, () => {
  it('requires a username and a password, with the spec messages', async () => {
    const { calls } = mockGraphQL({});
    const { user } = renderWithApi(<LoginFlow />);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    mockGraphQL({});
    const { user } = renderWithApi(<LoginFlow />);
    expect(passwordInput()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordInput()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });

  it('without 2FA: Login Successful, then a full page load of `next`', async () => {
    const { calls } = mockGraphQL({ Login: () => successAnswer });
    const { user } = renderWithApi(<LoginFlow next="/settings" />);
    await signIn(user);
    await findToast('Login Successful');
    expect(toastText()).toContain('Welcome back, jane_ir!');
    expect(loadPage).toHaveBeenCalledWith('/settings');
    expect(calls[0].variables).toEqual({ input: { username: 'jane_ir', password: 'Secret-pass1' } });
  });

  it('without a page in mind, lands a reviewer (admin account) at the KYC review queue', async () => {
    mockGraphQL({ Login: () => successAnswer, Me: () => ({ data: { me: sampleViewer({ role: 'ADMIN' }) } }) });
    const { user } = renderWithApi(<LoginFlow />);
    await signIn(user);
    await findToast('Login Successful');
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/admin/reviews'));
  });

  it('without a page in mind, lands an issuer at the dashboard', async () => {
    mockGraphQL({ Login: () => successAnswer, Me: () => ({ data: { me: sampleViewer() } }) });
    const { user } = renderWithApi(<LoginFlow />);
    await signIn(user);
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/dashboard'));
  });

  it('says Login Failed with the server message for a wrong password', async () => {
    mockGraphQL({ Login: () => apiError('Invalid username or password.', { code: 'invalid_credentials' }) });
    const { user } = renderWithApi(<LoginFlow />);
    await signIn(user);
    await findToast('Login Failed');
    expect(toastText()).toContain('Invalid username or password.');
    expect(loadPage).not.toHaveBeenCalled();
    expect(usernameInput()).toBeEnabled();
  });

  it('past the account ceiling, offers a mailed sign-in link for the username typed', async () => {
    const sent = 'If sign-in to that account is paused, we emailed its owner a sign-in link. It works once, within 15 minutes.';
    const { calls } = mockGraphQL({
      Login: () =>
        apiError('Too many failed sign-in attempts on this account. Please wait 58 minutes, or have us email you a sign-in link.', {
          code: 'sign_in_throttled',
          retryAfterSeconds: 3480,
          signInLinkAvailable: true,
        }),
      RequestSignInLink: () => ({
        data: {
          requestSignInLink: { __typename: 'RequestSignInLinkPayload', actionResult: { success: true, message: sent }, userErrors: [] },
        },
      }),
    });
    const { user } = renderWithApi(<LoginFlow />);
    await signIn(user);
    await findToast('Login Failed');
    await user.click(await screen.findByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(calls.find((call) => call.operationName === 'RequestSignInLink')?.variables).toEqual({ username: 'jane_ir' });
  });

  it('offers no link when an address merely waits (no ceiling)', async () => {
    mockGraphQL({
      Login: () =>
        apiError('Too many failed sign-in attempts. Please wait 2 seconds and try again.', {
          code: 'sign_in_throttled',
          signInLinkAvailable: false,
        }),
    });
    const { user } = renderWithApi(<LoginFlow />);
    await signIn(user);
    await findToast('Login Failed');
    expect(screen.queryByRole('button', { name: 'Email me a sign-in link' })).toBeNull();
  });

  it('moves to the code step, verifies 6 digits with the temp token, and signs in', async () => {
    const { calls } = mockGraphQL({
      Login: () => twoFactorAnswer,
      VerifyTwoFactor: () => ({
        data: {
          verifyTwoFactor: {
            __typename: 'VerifyTwoFactorPayload',
            verifyTwoFactorResult: { success: true, message: 'Login successful', method: 'TOTP', backupCodesRemaining: 10 },
            userErrors: [],
          },
        },
      }),
    });
    const { user } = renderWithApi(<LoginFlow />);
    await signIn(user);
    await findToast('2FA Required');
    expect(toastText()).toContain('Please enter the code from your authenticator app.');

    const code = await screen.findByRole('textbox', { name: '6-digit code' });
    const verify = screen.getByRole('button', { name: 'Verify & Sign In' });
    await user.type(code, '12a34');
    expect(code).toHaveValue('1234');
    expect(verify).toBeDisabled();
    await user.tab();
    expect(screen.getByText('Please enter a 6-digit code')).toBeInTheDocument();

    await user.type(code, '56');
    expect(verify).toBeEnabled();
    await user.click(verify);
    await findToast('Login Successful');
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/dashboard'));
    expect(calls.find((call) => call.operationName === 'VerifyTwoFactor')?.variables).toEqual({
      input: { tempToken: 'temp-1', token: '123456' },
    });
  });

  it('Back to Login clears the code; a new sign-in starts the code step empty', async () => {
    mockGraphQL({ Login: () => twoFactorAnswer });
    const { user } = renderWithApi(<LoginFlow />);
    await signIn(user);
    await user.type(await screen.findByRole('textbox', { name: '6-digit code' }), '123');
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));

    expect(usernameInput()).toHaveValue('jane_ir');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('textbox', { name: '6-digit code' })).toHaveValue('');
  });

  it('takes a backup code (xxxx-xxxx) after "Lost access to your authenticator?"', async () => {
    const { calls } = mockGraphQL({
      Login: () => twoFactorAnswer,
      VerifyTwoFactor: () => ({
        data: {
          verifyTwoFactor: {
            __typename: 'VerifyTwoFactorPayload',
            verifyTwoFactorResult: { success: true, message: 'Login successful', method: 'BACKUP_CODE', backupCodesRemaining: 9 },
            userErrors: [],
          },
        },
      }),
    });
    const { user } = renderWithApi(<LoginFlow />);
    await signIn(user);
    await user.click(await screen.findByRole('button', { name: 'Lost access to your authenticator?' }));

    const backup = screen.getByRole('textbox', { name: 'Backup code' });
    const verify = screen.getByRole('button', { name: 'Verify & Sign In' });
    await user.type(backup, 'ABCD efg');
    expect(backup).toHaveValue('abcd-efg');
    expect(verify).toBeDisabled();
    await user.type(backup, 'h');
    await user.click(verify);
    await findToast('Login Successful');
    expect(calls.find((call) => call.operationName === 'VerifyTwoFactor')?.variables).toEqual({
      input: { tempToken: 'temp-1', token: 'abcd-efgh' },
    });
  });

  it('says 2FA Verification Failed for a wrong code and empties the field', async () => {
    mockGraphQL({ Login: () => twoFactorAnswer, VerifyTwoFactor: () => apiError('Invalid verification code', { code: 'invalid_code' }) });
    const { user } = renderWithApi(<LoginFlow />);
    await signIn(user);
    const code = await screen.findByRole('textbox', { name: '6-digit code' });
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
    await findToast('2FA Verification Failed');
    expect(toastText()).toContain('Invalid verification code');
    expect(code).toHaveValue('');
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('locks: the alert says the minutes left, inputs are disabled, and a timer re-enables them', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockGraphQL({ Login: () => lockedFor(14 * 60_000 + 30_000) });
    const { user } = renderWithApi(<LoginFlow />);
    await signIn(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Account temporarily locked due to multiple failed attempts.');
    expect(alert).toHaveTextContent('Try again in 15 minutes');
    expect(usernameInput()).toBeDisabled();
    expect(passwordInput()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    await findToast('Login Failed');

    act(() => vi.advanceTimersByTime(14 * 60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Try again in 1 minute');
    expect(screen.getByRole('alert')).not.toHaveTextContent('1 minutes');

    act(() => vi.advanceTimersByTime(31_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(usernameInput()).toBeEnabled();
    expect(passwordInput()).toBeEnabled();
  });

  it('a lock reached at the code step returns to the credentials with the alert', async () => {
    mockGraphQL({ Login: () => twoFactorAnswer, VerifyTwoFactor: () => lockedFor(15 * 60_000) });
    const { user } = renderWithApi(<LoginFlow />);
    await signIn(user);
    await user.type(await screen.findByRole('textbox', { name: '6-digit code' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify & Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in 15 minutes');
    expect(usernameInput()).toBeDisabled();
  });
});
