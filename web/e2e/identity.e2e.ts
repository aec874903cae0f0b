import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { authenticator } from 'otplib';
import type { Page } from '@playwright/test';
import { E2E_PASSWORD, uniqueUsername } from './accounts';
import { expect, test } from './fixtures';

const TOTP_STEP_MS = 30_000;
const totpStep = (at = Date.now()) => Math.floor(at / TOTP_STEP_MS);

/**
 * The server refuses a code of a step it has already accepted, and accepts one step either side of now: the
 * code of the step after `usedStep` (or of now, if later) is fresh and valid now, as a phone clock a little ahead shows it.
 */
function codeAfterStep(secret: string, usedStep: number): string {
  return authenticator.clone({ epoch: Math.max((usedStep + 1) * TOTP_STEP_MS, Date.now()) }).generate(secret);
}

/** Clicks and waits for the GraphQL answer to `operation`. */
async function clickForOperation(page: Page, operation: string, click: () => Promise<void>): Promise<void> {
  await Promise.all([
    page.waitForResponse(
      (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes(`"operationName":"${operation}"`),
    ),
    click(),
  ]);
}

async function toastTitled(page: Page, title: string): Promise<void> {
  // includeHidden: an open dialog marks the rest of the page aria-hidden.
  await expect(
    page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true }).getByText(title, { exact: true }),
  ).toBeVisible();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('group', { name: 'Signed in user' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
}

async function fillCredentials(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

test('sign up with 2FA, sign in again with a fresh code, and are slowed down, not locked out, after wrong passwords', async ({
  page,
  shot,
}) => {
  test.setTimeout(180_000);

  const username = uniqueUsername('iw');

  // Sign up.
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Confirm password').fill(E2E_PASSWORD);
  await page.getByLabel('Company name').fill('Journey Robotics Inc.');
  await page.getByLabel('Ticker symbol').fill('jrny');
  await page.getByLabel('Contact name').fill('Jane Journey');
  await expect(page.getByLabel('Ticker symbol')).toHaveValue('JRNY');
  await expect(page.getByTestId('password-strength')).toHaveText('Strong');
  await shot('signup-form');
  await page.getByRole('button', { name: 'Create Secure Account' }).click();

  // 2FA setup, step 1: install an app.
  const dialog = page.getByRole('dialog', { name: 'Set up two-factor authentication' });
  await expect(dialog.getByText('Google Authenticator')).toBeVisible();
  await toastTitled(page, 'Account Created Successfully');
  await shot('2fa-install');
  await dialog.getByRole('button', { name: 'I have an authenticator app' }).click();

  // Step 2: the QR code and the key; the code comes from the key, as an authenticator app computes it.
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
  const qrSource = await dialog.getByRole('img', { name: /QR code/ }).getAttribute('src');
  assert.match(qrSource ?? '', /^data:image\/png;base64,/);
  const secret = ((await dialog.getByTestId('manual-entry-key').textContent()) ?? '').trim();
  assert.match(secret, /^[A-Z2-7]{16,}$/);
  await shot('2fa-scan');
  const enableCode = authenticator.generate(secret);
  const enabledStep = totpStep();
  await dialog.getByLabel('6-digit code').fill(enableCode);
  await dialog.getByRole('button', { name: 'Verify & Enable' }).click();

  // Step 3: backup codes; Complete Setup waits for the download.
  const codesList = dialog.getByRole('list', { name: 'Backup codes' });
  await expect(codesList).toBeVisible();
  const codes = (await codesList.locator('code').allTextContents()).map((code) => code.trim());
  assert.equal(codes.length, 10);
  for (const code of codes) assert.match(code, /^[a-z0-9]{4}-[a-z0-9]{4}$/);
  const complete = dialog.getByRole('button', { name: 'Complete Setup' });
  await expect(complete).toBeDisabled();
  await shot('2fa-backup-codes');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download Backup Codes' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'issuerwire-backup-codes.txt');
  const path = await download.path();
  assert.ok(path, 'the download was not saved');
  const file = await readFile(path, 'utf8');
  assert.match(file, /used only once/);
  assert.match(file, new RegExp(`Account: ${username}`));
  for (const code of codes) assert.ok(file.includes(code), `${code} is missing from the downloaded file`);
  await toastTitled(page, 'Backup Codes Downloaded');
  await expect(complete).toBeEnabled();
  await complete.click();

  // Account Secured!, then the dashboard.
  await expect(page.getByRole('heading', { name: 'Account Secured!' })).toBeVisible();
  await toastTitled(page, '2FA Enabled');
  await shot('account-secured');
  await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign Dashboard' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  const who = page.getByRole('group', { name: 'Signed in user' });
  await expect(who.getByText(username)).toBeVisible();
  await expect(who.getByText('Journey Robotics Inc.')).toBeVisible();
  await shot('dashboard-after-signup');

  // Sign out, then sign in again: password, then a fresh authenticator code.
  await signOut(page);
  await shot('signed-out');
  await fillCredentials(page, username, E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByLabel('6-digit code')).toBeVisible();
  await toastTitled(page, '2FA Required');
  const verify = page.getByRole('button', { name: 'Verify & Sign In' });
  await expect(verify).toBeDisabled();
  await shot('2fa-step');
  const loginCode = codeAfterStep(secret, enabledStep);
  await page.getByLabel('6-digit code').fill(loginCode);
  await verify.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign Dashboard' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await toastTitled(page, 'Login Successful');
  await shot('dashboard-after-sign-in');

  // Settings: 2FA is on, and this browser is listed as the current session.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Two-factor authentication' }).getByText('On', { exact: true })).toBeVisible();
  const sessions = page.getByRole('list', { name: 'Sessions' });
  await expect(sessions.getByText('This device')).toBeVisible();
  assert.ok((await sessions.getByRole('listitem').count()) >= 1);
  await shot('settings');

  // Wrong passwords slow this address down, growing waits after three (OWASP: throttle, never lock
  // the owner out): the form says how long to wait and stays usable.
  await signOut(page);
  const throttled = page.getByText(/Too many failed sign-in attempts\. Please wait \d+ seconds? and try again\./).first();
  for (let attempt = 1; attempt <= 8 && !(await throttled.isVisible()); attempt += 1) {
    await fillCredentials(page, username, `Wrong-password-${attempt}`);
    await clickForOperation(page, 'Login', () => page.getByRole('button', { name: 'Sign In' }).click());
  }
  await expect(throttled).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Account temporarily locked' })).toHaveCount(0);
  await expect(page.getByLabel('Username')).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await shot('throttled');
});

test('a signed-out visitor who opens an app screen signs in and lands on it', async ({ page, shot }) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  assert.equal(new URL(page.url()).search, '?next=%2Fsettings');
  await shot('redirected-to-login');

  await page.getByRole('link', { name: 'Create secure account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  assert.equal(new URL(page.url()).search, '?next=%2Fsettings');
});

test('forgot password always gives the same answer; a bad reset link says so', async ({ page, shot }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for that email, we sent a reset link.')).toBeVisible();
  await shot('reset-link-requested');

  await page.goto('/reset-password?token=not-a-real-token');
  await page.getByLabel('New password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Confirm new password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/This reset link is invalid or has expired/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  await shot('reset-link-invalid');
});
