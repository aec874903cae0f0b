// Issue 38, item 8: onboarding that is not in the way. Two factors come first and a reload does not skip them; KYC starts
// from what the signup gave; the campaign form from the verified company; an invitee's signup from the invitation.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { authenticator } from 'otplib';
import { startTestSmtpServer, type TestSmtpServer } from '../../api/src/mail/mail.testing';
import { codeFor } from '../../api/src/modules/kyc/kyc.testing';
import { E2E_PASSWORD, turnOnTwoFactorViaApi, uniqueUsername } from './accounts';
import { seriousViolations } from './axe';
import { signInAsDemoIssuer } from './demo-issuer';
import { e2eSuite, MOBILE, screenshotDir, test, type Journey } from './harness';

let smtp: TestSmtpServer | undefined;
test.beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
test.afterAll(async () => {
  await smtp?.close();
});

// This file's server requires two factors of everyone (the default; other journeys' servers turn it off).
const { journey } = e2eSuite({ env: () => ({ TWO_FACTOR_REQUIRED: 'true', ...(smtp ? { SMTP_URL: smtp.url } : {}) }) });

const SETUP_DIALOG = 'Set up two-factor authentication';

/** Runs the set-up dialog to the end, as an authenticator app and a careful person would. */
async function completeTwoFactor(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: SETUP_DIALOG });
  await dialog.getByRole('button', { name: 'I have an authenticator app' }).click();
  const secret = ((await dialog.getByTestId('manual-entry-key').textContent()) ?? '').trim();
  await dialog.getByLabel('6-digit code').fill(authenticator.generate(secret));
  await dialog.getByRole('button', { name: 'Verify & Enable' }).click();
  await dialog.getByRole('list', { name: 'Backup codes' }).waitFor();
  await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download Backup Codes' }).click()]);
  await dialog.getByRole('button', { name: 'Complete Setup' }).click();
}

async function refusedForTwoFactor(j: Journey, path: string): Promise<void> {
  const answer = await j.page.request.get(j.url(path));
  assert.equal(answer.status(), 403);
  assert.equal(((await answer.json()) as { code: string }).code, 'two_factor_required');
}

journey(
  'a new issuer cannot reload past two factors; KYC and the campaign form start from what is known',
  async (j) => {
    const { page } = j;
    const username = uniqueUsername('onb');
    const email = `ir-${username}@ecolab.com`;
    await j.goto('/signup');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByLabel('Confirm password').fill(E2E_PASSWORD);
    await page.getByLabel('Company name').fill('Ecolab');
    await page.getByLabel('Ticker symbol').fill('ECL');
    await page.getByLabel('Contact name').fill('Jane Doe');
    await page.getByRole('button', { name: 'Create Secure Account' }).click();
    const dialog = page.getByRole('dialog', { name: SETUP_DIALOG });
    await dialog.waitFor();

    // A reload brings the dialog back; it has no Cancel and Escape does not close it.
    await page.reload();
    await dialog.waitFor();
    assert.equal(await dialog.getByRole('button', { name: 'Cancel' }).count(), 0);
    await page.keyboard.press('Escape');
    assert.equal(await dialog.isVisible(), true);
    await j.step('2fa-after-reload');
    await refusedForTwoFactor(j, '/api/campaigns');
    await refusedForTwoFactor(j, '/api/kyc/status');

    // Any screen of the app: the same dialog, in front of nothing else.
    await j.goto('/dashboard');
    await dialog.waitFor();
    assert.equal(await page.getByRole('heading', { name: 'Campaign Dashboard' }).count(), 0);
    assert.deepEqual(await seriousViolations(page), []);
    await j.step('2fa-gate-dashboard');
    await completeTwoFactor(page);
    await page.getByRole('heading', { name: 'Account Secured!' }).waitFor();
    await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Campaign Dashboard' }).waitFor();

    // KYC: the ticker and email from the signup are there already; the listing fills the company.
    await j.goto('/register');
    const validated = page.getByRole('region', { name: 'Validated company' });
    await validated.getByText('Ecolab Inc.').waitFor();
    assert.equal(await page.getByLabel('Company name').inputValue(), 'Ecolab Inc.');
    assert.equal(await page.getByLabel('Ticker', { exact: true }).inputValue(), 'ECL');
    assert.equal(await page.getByLabel('Official email').inputValue(), email);
    assert.equal(await page.getByLabel('Contact person').inputValue(), 'Jane Doe');
    await j.step('kyc-prefilled');
    await page.getByRole('checkbox').check();
    const before = smtp!.messages.length;
    await page.getByRole('button', { name: 'Submit for Verification' }).click();
    await page.getByText('Every check passed').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Verification code').fill(await codeFor(smtp!, email, before));
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await page.getByRole('heading', { name: 'Account Verified!' }).waitFor();

    // The campaign form: website and sector (Materials) from the verified company; Bullish says how it writes.
    await j.goto('/campaigns/new');
    const website = page.getByLabel('Company Website');
    await website.waitFor();
    assert.equal(await website.inputValue(), 'https://www.ecolab.com');
    assert.equal((await page.getByRole('combobox', { name: 'Sector' }).textContent())?.trim(), 'Materials');
    await page.getByRole('combobox', { name: 'Article Tone' }).click();
    await page.getByRole('option', { name: 'Bullish: confident, strictly factual' }).click();
    assert.equal(
      (await page.getByRole('combobox', { name: 'Article Tone' }).textContent())?.trim(),
      'Bullish: confident, strictly factual',
    );
    await j.step('campaign-form-prefilled');

    // X: signing in first, raw tokens only behind Advanced, where this server can connect by signing in (an operator's X app).
    await j.goto('/settings');
    const x = page.getByRole('region', { name: 'X (Twitter)', exact: true });
    await x.getByText('Not connected').waitFor();
    const answer = await page.request.post(j.url('/graphql'), { data: { query: '{ platforms { nodes { id oauthAvailable } } }' } });
    const nodes = ((await answer.json()) as { data: { platforms: { nodes: { id: string; oauthAvailable: boolean }[] } } }).data.platforms
      .nodes;
    if (nodes.find((p) => p.id === 'TWITTER')?.oauthAvailable) {
      await x.getByRole('link', { name: 'Connect with X' }).waitFor();
      assert.equal(await x.getByLabel('Access token').count(), 0);
      await x.getByRole('button', { name: 'Advanced: enter access tokens instead' }).click();
    }
    await x.getByLabel('Access token').waitFor();
    await x.scrollIntoViewIfNeeded();
    await j.step('settings-x-advanced');
  },
  { timeoutMs: 300_000 },
);

journey(
  "an invitee's signup takes the company and ticker from the invitation, then sets up two factors",
  async (j) => {
    const { page } = j;
    await signInAsDemoIssuer(j);
    await refusedForTwoFactor(j, '/api/campaigns');
    await turnOnTwoFactorViaApi(j, page.request);
    const email = `${uniqueUsername('sam')}@demo.issuerwire.example`;
    const before = smtp!.messages.length;
    const invited = await page.request.post(j.url('/api/team/invitations'), { data: { email, role: 'editor' } });
    assert.equal(invited.status(), 201, await invited.text());
    const mail = await smtp!.waitFor((m) => smtp!.messages.indexOf(m) >= before && m.to.includes(email));
    const token = /\/invitations\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];

    // The invitee: a browser of their own, at phone size.
    const context = await page.context().browser()!.newContext({ viewport: MOBILE });
    try {
      const other = await context.newPage();
      await other.goto(j.url(`/invitations/${token}`));
      await other.getByRole('link', { name: 'Create an account' }).click();
      await other.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
      const company = other.getByLabel('Company name');
      await company.waitFor();
      assert.equal(await company.inputValue(), 'Demo Issuer Holdings Inc. (fictional)');
      assert.equal(await company.getAttribute('readonly'), '');
      assert.equal(await other.getByLabel('Ticker symbol').inputValue(), 'DEMO');
      assert.equal(await other.getByLabel('Ticker symbol').getAttribute('readonly'), '');
      assert.equal(await other.getByText('From your invitation').count(), 2);
      assert.deepEqual(await seriousViolations(other), []);
      await other.screenshot({ path: join(screenshotDir, 'onboarding-invitee-01-signup-phone.png'), fullPage: true });

      await other.getByLabel('Username').fill(uniqueUsername('sam'));
      await other.getByLabel('Email').fill(email);
      await other.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
      await other.getByLabel('Confirm password').fill(E2E_PASSWORD);
      await other.getByLabel('Contact name').fill('Sam Member');
      await other.getByRole('button', { name: 'Create Secure Account' }).click();
      await other.getByRole('dialog', { name: SETUP_DIALOG }).waitFor();
      await other.screenshot({ path: join(screenshotDir, 'onboarding-invitee-02-2fa-phone.png'), fullPage: true });
    } finally {
      await context.close();
    }
  },
  { viewport: MOBILE, timeoutMs: 240_000 },
);
