// Issue 38, item 8: onboarding that is not in the way. Two factors come first and a reload does not skip them; KYC starts
// from what the signup gave; the campaign form from the verified company; an invitee's signup from the invitation.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { authenticator } from 'otplib';
import { codeFor } from '../../api/src/modules/kyc/kyc.testing';
import { E2E_PASSWORD, turnOnTwoFactorViaApi, uniqueUsername } from './accounts';
import { seriousViolations } from './axe';
import { signInAsDemoIssuer } from './demo-issuer';
import { MOBILE, screenshotDir } from './app-server';
import { expect, withMail } from './fixtures';

// This file's own server mails to a loopback SMTP server and requires two factors of everyone (the default;
// the other journeys' servers turn it off).
const test = withMail({ TWO_FACTOR_REQUIRED: 'true' });

const SETUP_DIALOG = 'Set up two-factor authentication';

/** Runs the set-up dialog to the end, as an authenticator app and a careful person would. */
async function completeTwoFactor(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: SETUP_DIALOG });
  await dialog.getByRole('button', { name: 'I have an authenticator app' }).click();
  const secret = ((await dialog.getByTestId('manual-entry-key').textContent()) ?? '').trim();
  await dialog.getByLabel('6-digit code').fill(authenticator.generate(secret));
  await dialog.getByRole('button', { name: 'Verify & Enable' }).click();
  await expect(dialog.getByRole('list', { name: 'Backup codes' })).toBeVisible();
  await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download Backup Codes' }).click()]);
  await dialog.getByRole('button', { name: 'Complete Setup' }).click();
}

async function refusedForTwoFactor(page: Page, path: string): Promise<void> {
  const answer = await page.request.get(path);
  assert.equal(answer.status(), 403);
  assert.equal(((await answer.json()) as { code: string }).code, 'two_factor_required');
}

test('a new issuer cannot reload past two factors; KYC and the campaign form start from what is known', async ({ page, shot, smtp }) => {
  test.setTimeout(300_000);

  const username = uniqueUsername('onb');
  const email = `ir-${username}@ecolab.com`;
  await page.goto('/signup');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Confirm password').fill(E2E_PASSWORD);
  await page.getByLabel('Company name').fill('Ecolab');
  await page.getByLabel('Ticker symbol').fill('ECL');
  await page.getByLabel('Contact name').fill('Jane Doe');
  await page.getByRole('button', { name: 'Create Secure Account' }).click();
  const dialog = page.getByRole('dialog', { name: SETUP_DIALOG });
  await expect(dialog).toBeVisible();

  // A reload brings the dialog back; it has no Cancel and Escape does not close it.
  await page.reload();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await shot('2fa-after-reload');
  await refusedForTwoFactor(page, '/api/campaigns');
  await refusedForTwoFactor(page, '/api/kyc/status');

  // Any screen of the app: the same dialog, in front of nothing else.
  await page.goto('/dashboard');
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Campaign Dashboard' })).toHaveCount(0);
  assert.deepEqual(await seriousViolations(page), []);
  await shot('2fa-gate-dashboard');
  await completeTwoFactor(page);
  await expect(page.getByRole('heading', { name: 'Account Secured!' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign Dashboard' })).toBeVisible();

  // KYC: the ticker and email from the signup are there already; the listing fills the company.
  await page.goto('/register');
  const validated = page.getByRole('region', { name: 'Validated company' });
  await expect(validated.getByText('Ecolab Inc.')).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue('Ecolab Inc.');
  await expect(page.getByLabel('Ticker', { exact: true })).toHaveValue('ECL');
  await expect(page.getByLabel('Official email')).toHaveValue(email);
  await expect(page.getByLabel('Contact person')).toHaveValue('Jane Doe');
  await shot('kyc-prefilled');
  await page.getByRole('checkbox').check();
  const before = smtp.messages.length;
  await page.getByRole('button', { name: 'Submit for Verification' }).click();
  await expect(page.getByText('Every check passed')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Verification code').fill(await codeFor(smtp, email, before));
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.getByRole('heading', { name: 'Account Verified!' })).toBeVisible();

  // The campaign form: website and sector (Materials) from the verified company; Bullish says how it writes.
  await page.goto('/campaigns/new');
  const website = page.getByLabel('Company Website');
  await expect(website).toBeVisible();
  await expect(website).toHaveValue('https://www.ecolab.com');
  await expect(page.getByRole('combobox', { name: 'Sector' })).toHaveText('Materials');
  await page.getByRole('combobox', { name: 'Article Tone' }).click();
  await page.getByRole('option', { name: 'Bullish: confident, strictly factual' }).click();
  await expect(page.getByRole('combobox', { name: 'Article Tone' })).toHaveText('Bullish: confident, strictly factual');
  await shot('campaign-form-prefilled');

  // X: signing in first, raw tokens only behind Advanced, where this server can connect by signing in (an operator's X app).
  await page.goto('/settings');
  const x = page.getByRole('region', { name: 'X (Twitter)', exact: true });
  await expect(x.getByText('Not connected')).toBeVisible();
  const answer = await page.request.post('/graphql', { data: { query: '{ platforms { nodes { id oauthAvailable } } }' } });
  const nodes = ((await answer.json()) as { data: { platforms: { nodes: { id: string; oauthAvailable: boolean }[] } } }).data.platforms
    .nodes;
  if (nodes.find((p) => p.id === 'TWITTER')?.oauthAvailable) {
    await expect(x.getByRole('link', { name: 'Connect with X' })).toBeVisible();
    await expect(x.getByLabel('Access token')).toHaveCount(0);
    await x.getByRole('button', { name: 'Advanced: enter access tokens instead' }).click();
  }
  await expect(x.getByLabel('Access token')).toBeVisible();
  await x.scrollIntoViewIfNeeded();
  await shot('settings-x-advanced');
});

test.describe(() => {
  test.use({ viewport: MOBILE });
  test("an invitee's signup takes the company and ticker from the invitation, then sets up two factors", async ({
    page,
    baseURL,
    smtp,
  }) => {
    test.setTimeout(240_000);

    await signInAsDemoIssuer(page);
    await refusedForTwoFactor(page, '/api/campaigns');
    await turnOnTwoFactorViaApi(page.request);
    const email = `${uniqueUsername('sam')}@demo.issuerwire.example`;
    const before = smtp.messages.length;
    const invited = await page.request.post('/api/team/invitations', { data: { email, role: 'editor' } });
    assert.equal(invited.status(), 201, await invited.text());
    const mail = await smtp.waitFor((m) => smtp.messages.indexOf(m) >= before && m.to.includes(email));
    const token = /\/invitations\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];

    // The invitee: a browser of their own, at phone size.
    const context = await page.context().browser()!.newContext({ viewport: MOBILE });
    try {
      const other = await context.newPage();
      await other.goto(new URL(`/invitations/${token}`, baseURL).href);
      await other.getByRole('link', { name: 'Create an account' }).click();
      await expect(other.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
      const company = other.getByLabel('Company name');
      await expect(company).toBeVisible();
      await expect(company).toHaveValue('Demo Issuer Holdings Inc.');
      await expect(company).toHaveAttribute('readonly', '');
      await expect(other.getByLabel('Ticker symbol')).toHaveValue('DEMO');
      await expect(other.getByLabel('Ticker symbol')).toHaveAttribute('readonly', '');
      await expect(other.getByText('From your invitation')).toHaveCount(2);
      assert.deepEqual(await seriousViolations(other), []);
      await other.screenshot({ path: join(screenshotDir, 'onboarding-invitee-01-signup-phone.png'), fullPage: true });

      await other.getByLabel('Username').fill(uniqueUsername('sam'));
      await other.getByLabel('Email').fill(email);
      await other.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
      await other.getByLabel('Confirm password').fill(E2E_PASSWORD);
      await other.getByLabel('Contact name').fill('Sam Member');
      await other.getByRole('button', { name: 'Create Secure Account' }).click();
      await expect(other.getByRole('dialog', { name: SETUP_DIALOG })).toBeVisible();
      await other.screenshot({ path: join(screenshotDir, 'onboarding-invitee-02-2fa-phone.png'), fullPage: true });
    } finally {
      await context.close();
    }
  });
});
