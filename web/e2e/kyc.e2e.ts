import assert from 'node:assert/strict';
import { DEMO_ISSUER_PASSWORD } from '../../api/src/modules/kyc/demo-accounts';
import { codeFor } from '../../api/src/modules/kyc/kyc.testing';
import { seriousViolations } from './axe';
import { E2E_PASSWORD, uniqueUsername } from './accounts';
import { expect, withMail } from './fixtures';

// The API mails the KYC code: this file's own server sends it to an SMTP server on loopback (the smtp fixture).
const test = withMail();

test('a new issuer signs up, completes KYC with the emailed code and lands on the dashboard verified', async ({ page, shot, smtp }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Issuer verification' })).toBeVisible();
  const create = page.getByRole('link', { name: 'Create your account' });
  await expect(create).toHaveAttribute('href', '/signup?next=%2Fregister');
  await shot('signed-out');

  // Sign up (2FA is the identity journey's; this account skips it and comes back).
  await create.click();
  await expect(page).toHaveURL((url) => url.pathname === '/signup');
  const username = uniqueUsername('kyc');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Confirm password').fill(E2E_PASSWORD);
  await page.getByLabel('Company name').fill('Shopify');
  await page.getByLabel('Ticker symbol').fill('SHOP');
  await page.getByLabel('Contact name').fill('Jane Doe');
  await page.getByRole('button', { name: 'Create Secure Account' }).click();
  await expect(page.getByRole('dialog', { name: 'Set up two-factor authentication' })).toBeVisible();
  await shot('account-created');

  await page.goto('/register');
  const search = page.getByRole('combobox', { name: 'Search your ticker or company' });
  await search.fill('Shopify');
  await page.getByRole('option', { name: /SHOP.*Shopify Inc\./ }).click();
  const validated = page.getByRole('region', { name: 'Validated company' });
  await expect(validated.getByText('Shopify Inc.')).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue('Shopify Inc.');
  await expect(page.getByLabel('Exchange', { exact: true })).toHaveValue('TSX');
  await expect(page.getByLabel('Corporate website')).toHaveValue('https://www.shopify.com');
  await expect(page.getByLabel('Contact person')).toHaveValue('Jane Doe');

  const email = `ir-${username}@shopify.com`;
  await page.getByLabel('Official email').fill(email);
  const submit = page.getByRole('button', { name: 'Submit for Verification' });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox').check();
  await shot('form-filled');
  const before = smtp.messages.length;
  await submit.click();
  await expect(page.getByText('KYC Submitted Successfully', { exact: true })).toBeVisible();

  // The results stay on screen until the applicant continues to the email step.
  await expect(page.getByText('Every check passed')).toBeVisible();
  await shot('checks-passed');
  // The checks' chips and the outcome, as a screen reader and a low-vision user meet them.
  assert.deepEqual(await seriousViolations(page), []);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your official email' })).toBeVisible();
  await shot('email-step');
  const status = await (await page.request.get('/api/kyc/status')).json();
  assert.deepEqual(
    status.verificationSteps.map((s: { id: string; status: string }) => [s.id, s.status]),
    [
      ['listing_match', 'passed'],
      ['email_domain', 'passed'],
      ['ticker_holder', 'passed'],
      ['email_control', 'checking'],
    ],
  );

  const code = await codeFor(smtp, email, before);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.getByText('Email Verified Successfully', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Account Verified!' })).toBeVisible();
  await shot('verified');

  await page.getByRole('link', { name: 'Access Your Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign Dashboard' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  const me = await (await page.request.get('/api/auth/me')).json();
  assert.equal(me.verificationStatus, 'verified');
  assert.equal(me.ticker, 'SHOP');
  await shot('dashboard');
});

test('the authorization tester answers the four presets on the seeded sample accounts', async ({ page, shot, issuer: _issuer }) => {
  await page.goto('/ticker-authorization');
  await expect(page.getByRole('heading', { level: 1, name: 'Ticker authorization' })).toBeVisible();
  const result = page.getByRole('region', { name: 'Authorization result' });

  const expectations = [
    ['Valid issuer, own ticker', 'AUTHORIZED', 'Verified issuer acting for its own ticker DEMO.'],
    ['Valid issuer, another ticker', 'DENIED', 'This issuer is authorized for DEMO only, not for AAPL.'],
    ['Non-existent user', 'DENIED', 'No such user.'],
    ['Unverified user', 'DENIED', 'The issuer is not verified (verification status: pending). Only verified issuers can create content.'],
  ] as const;
  for (const [preset, verdict, reason] of expectations) {
    await page.getByRole('button', { name: preset }).click();
    await expect(result.getByText(reason)).toBeVisible();
    await expect(result.getByText(verdict, { exact: true })).toBeVisible();
    await shot(preset);
  }

  await page.goto('/user-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Verified issuer demo' })).toBeVisible();
  await expect(page.getByText('demo_issuer').first()).toBeVisible();
  await expect(page.getByText(DEMO_ISSUER_PASSWORD)).toHaveCount(0);
  await page.getByRole('button', { name: 'Test Ticker Authorization' }).click();
  await expect(result.getByText('AUTHORIZED', { exact: true })).toBeVisible();
  await shot('user-demo');
});
