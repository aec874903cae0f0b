import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../../lib/auth/full-page';
import { apiError, mockGraphQL, sampleViewer } from '../../../testing/graphql';
import { closeToasts, findToast, renderWithApi, toastText } from '../../../testing/render-with-api';
import { SignupFlow } from './signup-flow';

vi.mock('../../../lib/auth/full-page', () => ({ loadPage: vi.fn() }));

// The flow asks who is signed in (a reload after creating the account brings the 2FA dialog back): nobody, here.
const signedOut = { Me: () => ({ data: { me: null } }) };

afterEach(() => {
  closeToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(loadPage).mockClear();
});

async function fillValid(user: ReturnType<typeof renderWithApi>['user'], overrides: Partial<Record<string, string>> = {}) {
  const values = {
    Username: 'jane_ir',
    Email: 'jane@acme.example',
    Password: 'Str0ng!pass',
    'Confirm password': 'Str0ng!pass',
    'Company name': 'Acme Robotics',
    'Ticker symbol': 'acme',
    'Contact name': 'Jane Doe',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label, { selector: 'input' });
    await user.clear(input);
    // Pasted rather than typed key by key: the same change events, a fraction of the time.
    if (value) await user.paste(value);
  }
}

const submitButton = () => screen.getByRole('button', { name: 'Create Secure Account' });

// Typing through MUI fields is slow on a shared machine: room beyond the 5 s default.
describe('signup', { timeout: 15_000 }, () => {
  it('shows the three sections and keeps Create Secure Account disabled until the password is Strong (score 70+)', async () => {
    mockGraphQL({ ...signedOut });
    const { user } = renderWithApi(<SignupFlow />);
    for (const name of ['Account Information', 'Password Security', 'Company Information']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const password = screen.getByLabelText('Password', { selector: 'input' });
    expect(submitButton()).toBeDisabled();

    await user.type(password, 'abcD1'); // 3 of 5: 60, Medium
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Medium');
    expect(submitButton()).toBeDisabled();

    await user.type(password, 'xyz'); // 8 characters too: 80, Strong
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Strong');
    expect(submitButton()).toBeEnabled();
  });

  it('shows the schema messages verbatim under the fields', async () => {
    const { calls } = mockGraphQL({ ...signedOut });
    const { user } = renderWithApi(<SignupFlow />);
    await fillValid(user, {
      Username: 'ab',
      Email: 'not-an-email',
      Password: 'Abcdefg1',
      'Confirm password': 'Abcdefg2',
      'Company name': 'A',
      'Ticker symbol': '',
      'Contact name': 'J',
    });
    await user.click(submitButton());

    for (const message of [
      'Username must be at least 3 characters',
      'Please enter a valid email address',
      'Password must contain at least one special character',
      "Passwords don't match",
      'Company name is required',
      'Ticker symbol is required',
      'Contact name is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    // Nothing is sent but the question of who is signed in (the 2FA dialog comes back after a reload).
    expect(calls.filter((c) => c.operationName !== 'Me')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Username', { selector: 'input' }));
    await user.type(screen.getByLabelText('Username', { selector: 'input' }), 'jane ir');
    expect(screen.getByText('Username can only contain letters, numbers, hyphens, and underscores')).toBeInTheDocument();
  });

  it('says nothing while a person tabs through the empty form; a field speaks once changed and left', async () => {
    mockGraphQL({ ...signedOut });
    const { user } = renderWithApi(<SignupFlow />);
    const username = screen.getByLabelText('Username', { selector: 'input' });
    await user.click(username);
    for (let i = 0; i < 6; i += 1) await user.tab();
    expect(screen.queryByText('Username must be at least 3 characters')).not.toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();

    await user.type(username, 'ab');
    await user.tab();
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  });

  it('upper-cases the ticker and stops at 10 characters', async () => {
    mockGraphQL({ ...signedOut });
    const { user } = renderWithApi(<SignupFlow />);
    const ticker = screen.getByLabelText('Ticker symbol', { selector: 'input' });
    await user.type(ticker, 'brk.b');
    expect(ticker).toHaveValue('BRK.B');
    await user.type(ticker, 'abcdefghij');
    expect(ticker).toHaveValue('BRK.BABCDE');
  });

  it('shows a taken username under the field and a Signup Failed toast with the server message', async () => {
    mockGraphQL({
      ...signedOut,
      Signup: () =>
        apiError('That username is already taken.', {
          code: 'username_taken',
          fields: { username: 'That username is already taken.' },
        }),
    });
    const { user } = renderWithApi(<SignupFlow />);
    await fillValid(user);
    await user.click(submitButton());

    await findToast('Signup Failed');
    expect(toastText()).toContain('That username is already taken.');
    const username = screen.getByLabelText('Username', { selector: 'input' });
    expect(username).toHaveAccessibleDescription('That username is already taken.');

    await user.type(username, '2');
    expect(username).not.toHaveAccessibleDescription('That username is already taken.');
  });

  it('shows a field the server refused (a userError of the payload) under that field, and stays on the form', async () => {
    mockGraphQL({
      ...signedOut,
      Signup: () => ({
        data: {
          signup: {
            __typename: 'SignupPayload',
            signupResult: null,
            userErrors: [{ path: ['email'], code: 'INVALID_FORMAT', message: 'Please enter a valid email address' }],
          },
        },
      }),
    });
    const { user } = renderWithApi(<SignupFlow />);
    await fillValid(user);
    await user.click(submitButton());

    await findToast('Signup Failed');
    expect(toastText()).toContain('Please enter a valid email address');
    expect(screen.getByLabelText('Email', { selector: 'input' })).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.queryByRole('dialog', { name: 'Set up two-factor authentication' })).not.toBeInTheDocument();
  });

  it('falls back to the spec message when the server gives none', async () => {
    mockGraphQL({ ...signedOut, Signup: () => apiError('', { code: 'internal_error' }) });
    const { user } = renderWithApi(<SignupFlow />);
    await fillValid(user);
    await user.click(submitButton());
    await findToast('Signup Failed');
    expect(toastText()).toContain('Failed to create account. Please try again.');
  });

  it('sends the trimmed, upper-cased input, then opens the 2FA setup dialog', async () => {
    const { calls } = mockGraphQL({
      ...signedOut,
      Signup: () => ({ data: { signup: { __typename: 'SignupPayload', signupResult: { userId: 'u-1' }, userErrors: [] } } }),
    });
    const { user } = renderWithApi(<SignupFlow />);
    await fillValid(user);
    await user.click(submitButton());

    await findToast('Account Created Successfully');
    expect(toastText()).toContain("Now let's secure your account with two-factor authentication.");
    const dialog = await screen.findByRole('dialog', { name: 'Set up two-factor authentication' });
    expect(within(dialog).getByText('Google Authenticator')).toBeInTheDocument();
    expect(within(dialog).getByText('Authy')).toBeInTheDocument();
    expect(calls.find((call) => call.operationName === 'Signup')?.variables).toEqual({
      input: {
        username: 'jane_ir',
        email: 'jane@acme.example',
        password: 'Str0ng!pass',
        confirmPassword: 'Str0ng!pass',
        companyName: 'Acme Robotics',
        ticker: 'ACME',
        contactName: 'Jane Doe',
      },
    });
  });

  it('after the 2FA dialog shows Account Secured!, whose Continue goes to `next`', async () => {
    mockGraphQL({
      ...signedOut,
      Signup: () => ({ data: { signup: { __typename: 'SignupPayload', signupResult: { userId: 'u-1' }, userErrors: [] } } }),
      SetupTwoFactor: () => ({
        data: {
          setupTwoFactor: {
            __typename: 'SetupTwoFactorPayload',
            twoFactorSetup: { qrCodeUrl: 'data:image/png;base64,AA==', manualEntryKey: 'JBSWY3DPEHPK3PXP', backupCodes: ['abcd-efgh'] },
            userErrors: [],
          },
        },
      }),
      EnableTwoFactor: () => ({
        data: { enableTwoFactor: { __typename: 'EnableTwoFactorPayload', actionResult: { success: true, message: 'ok' }, userErrors: [] } },
      }),
      Me: () => ({ data: { me: null } }),
    });
    // The test DOM cannot download: the file's content is covered by the dialog's own tests.
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: () => 'blob:test', revokeObjectURL: () => undefined }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderWithApi(<SignupFlow next="/kyc-registration" />);
    await fillValid(user);
    await user.click(submitButton());

    const dialog = await screen.findByRole('dialog', { name: 'Set up two-factor authentication' });
    await user.click(within(dialog).getByRole('button', { name: 'I have an authenticator app' }));
    await user.type(await within(dialog).findByRole('textbox', { name: '6-digit code' }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify & Enable' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Download Backup Codes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Complete Setup' }));

    expect(await screen.findByRole('heading', { name: 'Account Secured!' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(loadPage).toHaveBeenCalledWith('/kyc-registration');
  });

  it('brings the 2FA dialog back, with no way to cancel, when the page is reloaded after the account was created', async () => {
    mockGraphQL({ Me: () => ({ data: { me: sampleViewer({ twoFactorEnabled: false, twoFactorRequired: true }) } }) });
    renderWithApi(<SignupFlow />);
    const dialog = await screen.findByRole('dialog', { name: 'Set up two-factor authentication' });
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});
