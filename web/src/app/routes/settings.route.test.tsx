import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlatformId } from '../../gql/graphql';
import { getApolloClient } from '../../lib/apollo-client';
import { apiError, mockGraphQL, sampleViewer, type MockHandlers } from '../../testing/graphql';
import { closeToasts, findToast, toastText } from '../../testing/render-with-api';
import { renderRoute } from '../../testing/render-route';

afterEach(async () => {
  closeToasts();
  await getApolloClient().clearStore();
  vi.unstubAllGlobals();
});

const chromeLinux = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const safariMac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

const sessions = [
  {
    __typename: 'AccountSession',
    id: 's-1',
    createdAt: '2025-01-01T10:00:00.000Z',
    lastSeenAt: '2025-01-02T10:00:00.000Z',
    ip: '203.0.113.5',
    userAgent: chromeLinux,
    current: true,
  },
  {
    __typename: 'AccountSession',
    id: 's-2',
    createdAt: '2024-12-20T10:00:00.000Z',
    lastSeenAt: '2024-12-28T10:00:00.000Z',
    ip: '198.51.100.7',
    userAgent: safariMac,
    current: false,
  },
];

function renderSettings(handlers: MockHandlers = {}, viewer = sampleViewer(), path = '/settings') {
  const mock = mockGraphQL({
    Me: () => ({ data: { me: viewer } }),
    Sessions: () => ({ data: { sessions: { nodes: sessions } } }),
    ...handlers,
  });
  return { ...renderRoute(path), ...mock };
}

describe('settings: account security', { timeout: 15_000 }, () => {
  it('lists the active sessions with device, IP and "This device", and signs out the others', async () => {
    const { user, calls } = renderSettings({
      EndOtherSessions: () => ({ data: { endOtherSessions: { __typename: 'EndOtherSessionsPayload', endedCount: 1, userErrors: [] } } }),
    });
    const list = await screen.findByRole('list', { name: 'Sessions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Chrome on Linux');
    expect(rows[0]).toHaveTextContent('IP 203.0.113.5');
    expect(within(rows[0]).getByText('This device')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Safari on macOS');
    expect(within(rows[1]).queryByText('This device')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out other sessions' }));
    await findToast('Sessions Signed Out');
    expect(toastText()).toContain('Signed out 1 other session.');
    expect(calls.map((call) => call.operationName)).toContain('EndOtherSessions');
  });

  it('signs out one other session', async () => {
    const { user, calls } = renderSettings({
      EndSession: () => ({
        data: {
          endSession: {
            __typename: 'EndSessionPayload',
            actionResult: { success: true, message: 'The session has been signed out.' },
            userErrors: [],
          },
        },
      }),
    });
    const list = await screen.findByRole('list', { name: 'Sessions' });
    await user.click(within(list).getByRole('button', { name: /^Sign out Safari on macOS/ }));
    await findToast('Session Signed Out');
    expect(calls.find((call) => call.operationName === 'EndSession')?.variables).toEqual({ id: 's-2' });
  });

  it('changes the password only with the current one, showing the server message under that field', async () => {
    const { user, calls } = renderSettings({
      ChangePassword: () =>
        apiError('Your current password is incorrect.', {
          code: 'invalid_current_password',
          fields: { currentPassword: 'Your current password is incorrect.' },
        }),
    });
    const form = await screen.findByRole('form', { name: 'Change password' });
    const submit = within(form).getByRole('button', { name: 'Change password' });
    await user.type(within(form).getByLabelText('New password', { selector: 'input' }), 'N3w!password');
    await user.type(within(form).getByLabelText('Confirm new password', { selector: 'input' }), 'N3w!password');
    await user.click(submit);
    expect(within(form).getByText('Password is required')).toBeInTheDocument();
    expect(calls.some((call) => call.operationName === 'ChangePassword')).toBe(false);

    const current = within(form).getByLabelText('Current password', { selector: 'input' });
    await user.type(current, 'wrong-one');
    await user.click(submit);
    await findToast('Password Not Changed');
    expect(current).toHaveAccessibleDescription('Your current password is incorrect.');
    expect(calls.find((call) => call.operationName === 'ChangePassword')?.variables).toEqual({
      input: { currentPassword: 'wrong-one', password: 'N3w!password', confirmPassword: 'N3w!password' },
    });
  });

  it('regenerates backup codes after a current code and shows the new ones once', async () => {
    const { user, calls } = renderSettings({
      RegenerateBackupCodes: () => ({
        data: {
          regenerateBackupCodes: { __typename: 'RegenerateBackupCodesPayload', backupCodes: ['aaaa-bbbb', 'cccc-dddd'], userErrors: [] },
        },
      }),
    });
    const card = await screen.findByRole('region', { name: 'Two-factor authentication' });
    expect(within(card).getByText('On')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Regenerate backup codes' }));

    const confirm = await screen.findByRole('dialog', { name: 'Regenerate backup codes' });
    const regenerate = within(confirm).getByRole('button', { name: 'Regenerate' });
    expect(regenerate).toBeDisabled();
    await user.type(within(confirm).getByRole('textbox', { name: 'Current 6-digit code' }), '123456');
    await user.click(regenerate);

    const shown = await screen.findByRole('dialog', { name: 'Your new backup codes' });
    expect(within(shown).getByText('aaaa-bbbb')).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Download Backup Codes' })).toBeInTheDocument();
    expect(calls.find((call) => call.operationName === 'RegenerateBackupCodes')?.variables).toEqual({ token: '123456' });
  });

  it('says Verification Failed when the code for Reset 2FA is wrong, and keeps the dialog open', async () => {
    const { user } = renderSettings({ ResetTwoFactor: () => apiError('Invalid verification code', { code: 'invalid_code' }) });
    const card = await screen.findByRole('region', { name: 'Two-factor authentication' });
    await user.click(within(card).getByRole('button', { name: 'Reset 2FA' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reset two-factor authentication' });
    await user.type(within(confirm).getByRole('textbox', { name: 'Current 6-digit code' }), '000000');
    await user.click(within(confirm).getByRole('button', { name: 'Reset 2FA' }));
    await findToast('Verification Failed');
    expect(toastText()).toContain('Invalid verification code');
    expect(screen.getByRole('dialog', { name: 'Reset two-factor authentication' })).toBeInTheDocument();
  });

  it('offers the setup dialog when 2FA is off, and can be cancelled', async () => {
    const { user } = renderSettings({}, sampleViewer({ twoFactorEnabled: false, backupCodesRemaining: 0 }));
    const card = await screen.findByRole('region', { name: 'Two-factor authentication' });
    expect(within(card).getByText('Off')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Set up two-factor authentication' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up two-factor authentication' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

function platform(id: PlatformId, name: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Platform',
    id,
    name,
    connected: false,
    label: null,
    connectedAt: null,
    sandbox: true,
    sandboxReason: `No ${name} account is connected: publishing runs in sandbox mode and nothing is posted. Connect an account in Settings.`,
    credentialFields: [],
    oauthAvailable: false,
    oauthStartUrl: null,
    ...overrides,
  };
}

const field = (name: string, required = true) => ({ __typename: 'CredentialField', name, required, description: null });
const twitter = platform('TWITTER', 'X', {
  credentialFields: [field('accessToken')],
  oauthAvailable: true,
  oauthStartUrl: '/api/platforms/twitter/oauth/start',
});
const medium = platform('MEDIUM', 'Medium', { credentialFields: [field('integrationToken')] });
const substack = platform('SUBSTACK', 'Substack', { credentialFields: [field('publicationUrl')] });
const connectedMedium = {
  ...medium,
  connected: true,
  label: '@acme',
  connectedAt: '2026-01-05T10:00:00.000Z',
  sandbox: false,
  sandboxReason: null,
};

describe('settings: connected platforms', { timeout: 15_000 }, () => {
  it('shows each platform with its state: sandbox visibly, connected with its account, and Connect with X', async () => {
    const { user } = renderSettings({
      PlatformConnections: () => ({ data: { platforms: { nodes: [twitter, connectedMedium, substack] } } }),
    });
    const x = await screen.findByRole('region', { name: 'X' });
    expect(within(x).getByText('Not connected')).toBeInTheDocument();
    expect(within(x).getByText('Sandbox: nothing is sent')).toBeInTheDocument();
    expect(within(x).getByRole('link', { name: 'Connect with X' })).toHaveAttribute('href', '/api/platforms/twitter/oauth/start');
    // Signing in comes first: raw access tokens are the advanced path, shown only on request.
    expect(within(x).queryByLabelText(/Access token/, { selector: 'input' })).not.toBeInTheDocument();
    const advanced = within(x).getByRole('button', { name: 'Advanced: enter access tokens instead' });
    expect(advanced).toHaveAttribute('aria-expanded', 'false');
    await user.click(advanced);
    expect(within(x).getByLabelText(/Access token/, { selector: 'input' })).toHaveAttribute('type', 'password');
    expect(within(x).getByRole('button', { name: 'Hide access tokens' })).toHaveAttribute('aria-expanded', 'true');

    const m = screen.getByRole('region', { name: 'Medium' });
    expect(within(m).getByText('Connected')).toBeInTheDocument();
    expect(within(m).queryByText('Sandbox: nothing is sent')).not.toBeInTheDocument();
    expect(m).toHaveTextContent('Connected as @acme since Jan 5, 2026.');
    expect(within(m).getByLabelText(/Integration token/, { selector: 'input' })).toHaveValue('');
    expect(within(m).getByRole('button', { name: 'Disconnect Medium' })).toBeInTheDocument();
    expect(within(m).queryByRole('link', { name: 'Connect with X' })).not.toBeInTheDocument();

    const s = screen.getByRole('region', { name: 'Substack' });
    expect(within(s).getByLabelText(/Publication URL/, { selector: 'input' })).toHaveAttribute('type', 'text');
  });

  it('connects with the credentials typed (never shown back) and shows the server message under a refused field', async () => {
    const token = 'tok_abcdefghijklmnopqrstuvwxyz';
    let connects = 0;
    const { user, calls } = renderSettings({
      PlatformConnections: () => ({ data: { platforms: { nodes: [twitter, medium, substack] } } }),
      ConnectPlatform: (v) => {
        connects += 1;
        // The plugin's refusal comes back in the payload's userErrors, by its path from the input.
        if (v.platform === 'SUBSTACK') {
          return {
            data: {
              connectPlatform: {
                __typename: 'ConnectPlatformPayload',
                platform: null,
                userErrors: [
                  {
                    __typename: 'UserError',
                    path: ['credentials', 'publicationUrl'],
                    code: 'INVALID_FORMAT' as const,
                    message: 'must be the https address of the Substack publication, e.g. https://northwind.substack.com',
                  },
                ],
              },
            },
          };
        }
        return { data: { connectPlatform: { __typename: 'ConnectPlatformPayload', platform: connectedMedium, userErrors: [] } } };
      },
    });
    const m = await screen.findByRole('region', { name: 'Medium' });
    await user.click(within(m).getByRole('button', { name: 'Connect Medium' }));
    expect(within(m).getByLabelText(/Integration token/, { selector: 'input' })).toHaveAccessibleDescription(
      'Integration token is required',
    );
    expect(connects).toBe(0);

    await user.type(within(m).getByLabelText(/Integration token/, { selector: 'input' }), token);
    await user.click(within(m).getByRole('button', { name: 'Connect Medium' }));
    await findToast('Platform Connected');
    expect(calls.find((c) => c.operationName === 'ConnectPlatform')?.variables).toEqual({
      platform: 'MEDIUM',
      credentials: { integrationToken: token },
    });
    await vi.waitFor(() => expect(within(m).getByText('Connected')).toBeInTheDocument());
    expect(within(m).getByLabelText(/Integration token/, { selector: 'input' })).toHaveValue('');
    expect(document.body.innerHTML).not.toContain(token);
    closeToasts();

    const s = screen.getByRole('region', { name: 'Substack' });
    const url = within(s).getByLabelText(/Publication URL/, { selector: 'input' });
    await user.type(url, 'http://northwind.example/blog');
    await user.click(within(s).getByRole('button', { name: 'Connect Substack' }));
    await vi.waitFor(() =>
      expect(url).toHaveAccessibleDescription('must be the https address of the Substack publication, e.g. https://northwind.substack.com'),
    );
    // Shown by its field, not repeated in an alert.
    expect(within(s).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(s).getByText('Not connected')).toBeInTheDocument();
  });

  it('offers Connect with X only when the server can connect by signing in', async () => {
    renderSettings({
      PlatformConnections: () => ({ data: { platforms: { nodes: [{ ...twitter, oauthAvailable: false, oauthStartUrl: null }, medium] } } }),
    });
    const x = await screen.findByRole('region', { name: 'X' });
    expect(within(x).queryByRole('link', { name: 'Connect with X' })).not.toBeInTheDocument();
    expect(within(x).getByRole('form', { name: 'X credentials' })).toBeInTheDocument();
  });

  it('says how the sign-in connect ended when X sends the browser back', async () => {
    const { user, router } = renderSettings(
      { PlatformConnections: () => ({ data: { platforms: { nodes: [twitter, medium] } } }) },
      sampleViewer(),
      '/settings?platform=twitter&connectError=oauth_denied',
    );
    const x = await screen.findByRole('region', { name: 'X' });
    expect(await within(x).findByRole('alert')).toHaveTextContent('X did not connect the account: the access was declined.');
    expect(within(screen.getByRole('region', { name: 'Medium' })).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(x).getByRole('button', { name: 'Close' }));
    expect(within(x).queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('confirms a sign-in connect', async () => {
    renderSettings(
      {
        PlatformConnections: () => ({
          data: { platforms: { nodes: [{ ...twitter, connected: true, label: '@acme', sandbox: false, sandboxReason: null }] } },
        }),
      },
      sampleViewer(),
      '/settings?connected=twitter',
    );
    const x = await screen.findByRole('region', { name: 'X' });
    expect(await within(x).findByText('X is connected. Your access is stored encrypted and never shown.')).toBeInTheDocument();
  });

  it('disconnects: the platform goes back to sandbox', async () => {
    const { user, calls } = renderSettings({
      PlatformConnections: () => ({ data: { platforms: { nodes: [twitter, connectedMedium, substack] } } }),
      DisconnectPlatform: () => ({
        data: { disconnectPlatform: { __typename: 'DisconnectPlatformPayload', platform: medium, userErrors: [] } },
      }),
    });
    const m = await screen.findByRole('region', { name: 'Medium' });
    await user.click(within(m).getByRole('button', { name: 'Disconnect Medium' }));
    await findToast('Platform Disconnected');
    await vi.waitFor(() => expect(within(m).getByText('Sandbox: nothing is sent')).toBeInTheDocument());
    expect(within(m).getByText('Not connected')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'DisconnectPlatform')?.variables).toEqual({ platform: 'MEDIUM' });
  });
});
