import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { authenticator } from 'otplib';
import type { Page } from '@playwright/test';
import { E2E_PASSWORD, uniqueUsername } from './accounts';
import { e2eSuite, type Journey } from './harness';

const { journey } = e2eSuite();

const TOTP_STEP_MS = 30_000;
const totpStep = (at = Date.now()) => Math.floor(at / TOTP_STEP_MS);

/** The server refuses a code of a step it has already accepted: wait for the authenticator's next code. */
async function codeAfterStep(secret: string, usedStep: number): Promise<string> {
  const waitMs = (usedStep + 1) * TOTP_STEP_MS - Date.now() + 250;
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
  return authenticator.generate(secret);
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
  await page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true }).getByText(title, { exact: true }).waitFor();
}

async function signOut(j: Journey): Promise<void> {
  await j.page.getByRole('group', { name: 'Signed in user' }).getByRole('button', { name: 'Sign out' }).click();
  await j.page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  assert.equal(j.path(), '/login');
}

async function fillCredentials(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

journey(
  'sign up with 2FA, sign in again with a fresh code, and are slowed down, not locked out, after wrong passwords',
  async (j) => {
    const { page } = j;
    const username = uniqueUsername('iw');

    // Sign up.
    await j.goto('/signup');
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByLabel('Confirm password').fill(E2E_PASSWORD);
    await page.getByLabel('Company name').fill('Journey Robotics Inc.');
    await page.getByLabel('Ticker symbol').fill('jrny');
    await page.getByLabel('Contact name').fill('Jane Journey');
    assert.equal(await page.getByLabel('Ticker symbol').inputValue(), 'JRNY');
    assert.equal(await page.getByTestId('password-strength').textContent(), 'Strong');
    await j.step('signup-form');
    await page.getByRole('button', { name: 'Create Secure Account' }).click();

    // 2FA setup, step 1: install an app.
    const dialog = page.getByRole('dialog', { name: 'Set up two-factor authentication' });
    await dialog.getByText('Google Authenticator').waitFor();
    await toastTitled(page, 'Account Created Successfully');
    await j.step('2fa-install');
    await dialog.getByRole('button', { name: 'I have an authenticator app' }).click();

    // Step 2: the QR code and the key; the code comes from the key, as an authenticator app computes it.
    await dialog.getByRole('img', { name: /QR code/ }).waitFor();
    const qrSource = await dialog.getByRole('img', { name: /QR code/ }).getAttribute('src');
    assert.match(qrSource ?? '', /^data:image\/png;base64,/);
    const secret = ((await dialog.getByTestId('manual-entry-key').textContent()) ?? '').trim();
    assert.match(secret, /^[A-Z2-7]{16,}$/);
    await j.step('2fa-scan');
    const enableCode = authenticator.generate(secret);
    const enabledStep = totpStep();
    await dialog.getByLabel('6-digit code').fill(enableCode);
    await dialog.getByRole('button', { name: 'Verify & Enable' }).click();

    // Step 3: backup codes; Complete Setup waits for the download.
    const codesList = dialog.getByRole('list', { name: 'Backup codes' });
    await codesList.waitFor();
    const codes = (await codesList.locator('code').allTextContents()).map((code) => code.trim());
    assert.equal(codes.length, 10);
    for (const code of codes) assert.match(code, /^[a-z0-9]{4}-[a-z0-9]{4}$/);
    const complete = dialog.getByRole('button', { name: 'Complete Setup' });
    assert.equal(await complete.isDisabled(), true);
    await j.step('2fa-backup-codes');

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
    assert.equal(await complete.isEnabled(), true);
    await complete.click();

    // Account Secured!, then the dashboard.
    await page.getByRole('heading', { name: 'Account Secured!' }).waitFor();
    await toastTitled(page, '2FA Enabled');
    await j.step('account-secured');
    await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Campaign Dashboard' }).waitFor();
    assert.equal(j.path(), '/dashboard');
    const who = page.getByRole('group', { name: 'Signed in user' });
    await who.getByText(username).waitFor();
    await who.getByText('Journey Robotics Inc.').waitFor();
    await j.step('dashboard-after-signup');

    // Sign out, then sign in again: password, then a fresh authenticator code.
    await signOut(j);
    await j.step('signed-out');
    await fillCredentials(page, username, E2E_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByLabel('6-digit code').waitFor();
    await toastTitled(page, '2FA Required');
    const verify = page.getByRole('button', { name: 'Verify & Sign In' });
    assert.equal(await verify.isDisabled(), true);
    await j.step('2fa-step');
    const loginCode = await codeAfterStep(secret, enabledStep);
    await page.getByLabel('6-digit code').fill(loginCode);
    await verify.click();
    await page.getByRole('heading', { level: 1, name: 'Campaign Dashboard' }).waitFor();
    assert.equal(j.path(), '/dashboard');
    await toastTitled(page, 'Login Successful');
    await j.step('dashboard-after-sign-in');

    // Settings: 2FA is on, and this browser is listed as the current session.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByRole('region', { name: 'Two-factor authentication' }).getByText('On', { exact: true }).waitFor();
    const sessions = page.getByRole('list', { name: 'Sessions' });
    await sessions.getByText('This device').waitFor();
    assert.ok((await sessions.getByRole('listitem').count()) >= 1);
    await j.step('settings');

    // Wrong passwords slow this address down, growing waits after three (OWASP: throttle, never lock
    // the owner out): the form says how long to wait and stays usable.
    await signOut(j);
    const throttled = page.getByText(/Too many failed sign-in attempts\. Please wait \d+ seconds? and try again\./).first();
    for (let attempt = 1; attempt <= 8 && !(await throttled.isVisible()); attempt += 1) {
      await fillCredentials(page, username, `Wrong-password-${attempt}`);
      await clickForOperation(page, 'Login', () => page.getByRole('button', { name: 'Sign In' }).click());
    }
    await throttled.waitFor();
    assert.equal(await page.getByRole('alert').filter({ hasText: 'Account temporarily locked' }).count(), 0);
    assert.equal(await page.getByLabel('Username').isDisabled(), false);
    assert.equal(await page.getByRole('button', { name: 'Sign In' }).isDisabled(), false);
    await j.step('throttled');
  },
  { timeoutMs: 180_000 },
);

journey('a signed-out visitor who opens an app screen signs in and lands on it', async (j) => {
  const { page } = j;
  await j.goto('/settings');
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  assert.equal(new URL(page.url()).search, '?next=%2Fsettings');
  await j.step('redirected-to-login');

  await page.getByRole('link', { name: 'Create secure account' }).click();
  await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
  assert.equal(new URL(page.url()).search, '?next=%2Fsettings');
});

journey('forgot password always gives the same answer; a bad reset link says so', async (j) => {
  const { page } = j;
  await j.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
  await page.getByLabel('Email').fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByText('If an account exists for that email, we sent a reset link.').waitFor();
  await j.step('reset-link-requested');

  await j.goto('/reset-password?token=not-a-real-token');
  await page.getByLabel('New password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Confirm new password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await page.getByText(/This reset link is invalid or has expired/).waitFor();
  await page.getByRole('link', { name: 'Request a new link' }).waitFor();
  await j.step('reset-link-invalid');
});
