import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockGraphQL } from '../../../testing/graphql';
import { closeToasts, findToast, renderWithApi, toastText } from '../../../testing/render-with-api';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog';

const setup = {
  qrCodeUrl: 'data:image/png;base64,iVBORw0KGgo=',
  manualEntryKey: 'JBSWY3DPEHPK3PXP',
  backupCodes: ['abcd-efgh', 'jkmn-pqrs', 'tuvw-xyz2', '3456-789a'],
};

let downloads: { name: string; text: Promise<string> }[];

beforeEach(() => {
  downloads = [];
  // The test DOM has no downloads: keep the blob and the file name the page asked for.
  const blobs = new Map<string, Blob>();
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${blobs.size}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) downloads.push({ name: this.download, text: blob.text() });
  });
});

afterEach(() => {
  closeToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderDialog(onComplete = vi.fn()) {
  const view = renderWithApi(<TwoFactorSetupDialog open account="jane_ir" onComplete={onComplete} />);
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Set up two-factor authentication' }), onComplete };
}

async function reachVerifyStep(user: ReturnType<typeof renderWithApi>['user']) {
  await user.click(screen.getByRole('button', { name: 'I have an authenticator app' }));
  await screen.findByRole('img', { name: /QR code/ });
}

describe('2FA setup dialog', { timeout: 15_000 }, () => {
  it('step 1 names two authenticator apps and warns about phone time sync', () => {
    mockGraphQL({});
    const { dialog } = renderDialog();
    expect(within(dialog).getByText('Google Authenticator')).toBeInTheDocument();
    expect(within(dialog).getByText('Authy')).toBeInTheDocument();
    expect(within(dialog).getByText(/sets its time automatically/)).toBeInTheDocument();
  });

  it('says Setup Failed when the setup call fails', async () => {
    mockGraphQL({ SetupTwoFactor: () => apiError('You need to sign in first.', { code: 'unauthenticated' }) });
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'I have an authenticator app' }));
    await findToast('Setup Failed');
    expect(toastText()).toContain('Failed to setup 2FA');
    expect(screen.getByRole('button', { name: 'I have an authenticator app' })).toBeInTheDocument();
  });

  it('step 2 shows the QR code and the key, which copies with a Copied indicator for 2 seconds', async () => {
    mockGraphQL({
      SetupTwoFactor: () => ({ data: { setupTwoFactor: { __typename: 'SetupTwoFactorPayload', twoFactorSetup: setup, userErrors: [] } } }),
    });
    const { user } = renderDialog();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await reachVerifyStep(user);

    expect(screen.getByRole('img', { name: /QR code/ })).toHaveAttribute('src', setup.qrCodeUrl);
    expect(screen.getByTestId('manual-entry-key')).toHaveTextContent(setup.manualEntryKey);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Copy key' }));
      expect(writeText).toHaveBeenCalledWith(setup.manualEntryKey);
      expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
      await findToast('Copied');

      act(() => vi.advanceTimersByTime(1900));
      expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a code that is not 6 digits, and says Verification Failed for a wrong one', async () => {
    const { calls } = mockGraphQL({
      SetupTwoFactor: () => ({ data: { setupTwoFactor: { __typename: 'SetupTwoFactorPayload', twoFactorSetup: setup, userErrors: [] } } }),
      EnableTwoFactor: () => apiError('Invalid verification code', { code: 'invalid_code' }),
    });
    const { user } = renderDialog();
    await reachVerifyStep(user);

    await user.type(screen.getByRole('textbox', { name: '6-digit code' }), '123');
    await user.click(screen.getByRole('button', { name: 'Verify & Enable' }));
    await findToast('Invalid Code');
    expect(toastText()).toContain('Please enter a 6-digit verification code');
    expect(calls.some((call) => call.operationName === 'EnableTwoFactor')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: '6-digit code' }), '456');
    await user.click(screen.getByRole('button', { name: 'Verify & Enable' }));
    await findToast('Verification Failed');
    expect(toastText()).toContain('Invalid verification code');
    expect(calls.find((call) => call.operationName === 'EnableTwoFactor')?.variables).toEqual({ token: '123456' });
    expect(screen.getByRole('textbox', { name: '6-digit code' })).toHaveValue('');
  });

  it('step 3 numbers the backup codes and enables Complete Setup only after the download', async () => {
    mockGraphQL({
      SetupTwoFactor: () => ({ data: { setupTwoFactor: { __typename: 'SetupTwoFactorPayload', twoFactorSetup: setup, userErrors: [] } } }),
      EnableTwoFactor: () => ({
        data: { enableTwoFactor: { __typename: 'EnableTwoFactorPayload', actionResult: { success: true, message: 'ok' }, userErrors: [] } },
      }),
      Me: () => ({ data: { me: null } }),
    });
    const { user, onComplete } = renderDialog();
    await reachVerifyStep(user);
    await user.type(screen.getByRole('textbox', { name: '6-digit code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Enable' }));

    const list = await screen.findByRole('list', { name: 'Backup codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1.abcd-efgh', '2.jkmn-pqrs', '3.tuvw-xyz2', '4.3456-789a']);
    const completeButton = screen.getByRole('button', { name: 'Complete Setup' });
    expect(completeButton).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Download Backup Codes' }));
    await findToast('Backup Codes Downloaded');
    expect(toastText()).toContain('Keep the file in a secure location');
    expect(downloads).toHaveLength(1);
    expect(downloads[0].name).toBe('issuerwire-backup-codes.txt');
    const text = await downloads[0].text;
    expect(text).toMatch(/used only once/);
    expect(text).toContain('Account: jane_ir');
    for (const code of setup.backupCodes) expect(text).toContain(code);

    expect(completeButton).toBeEnabled();
    expect(onComplete).not.toHaveBeenCalled();
    await user.click(completeButton);
    await findToast('2FA Enabled');
    expect(toastText()).toContain('Two-factor authentication has been successfully enabled.');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});
