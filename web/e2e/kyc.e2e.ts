import assert from 'node:assert/strict';
import { startTestSmtpServer, type TestSmtpServer } from '../../api/src/mail/mail.testing';
import { DEMO_ISSUER_PASSWORD } from '../../api/src/modules/kyc/demo-accounts';
import { codeFor } from '../../api/src/modules/kyc/kyc.testing';
import { seriousViolations } from './axe';
import { E2E_PASSWORD, signUpViaApi, uniqueUsername } from './accounts';
import { e2eSuite, test } from './harness';

// The API mails the KYC code: this file's server sends it to an SMTP server on loopback, where the journey reads it.
// Registered before e2eSuite(), so it runs before the server starts (and its SMTP_URL goes to the server's environment).
let smtp: TestSmtpServer | undefined;
test.beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
test.afterAll(async () => {
  await smtp?.close();
});

const { journey } = e2eSuite({ env: () => (smtp ? { SMTP_URL: smtp.url } : {}) });

journey('a new issuer signs up, completes KYC with the emailed code and lands on the dashboard verified', async (j) => {
  const { page } = j;
  await j.goto('/register');
  await page.getByRole('heading', { level: 1, name: 'Issuer verification' }).waitFor();
  const create = page.getByRole('link', { name: 'Create your account' });
  assert.equal(await create.getAttribute('href'), '/signup?next=%2Fregister');
  await j.step('signed-out');

  // Sign up (2FA is the identity journey's; this account skips it and comes back).
  await create.click();
  await page.waitForURL((url) => url.pathname === '/signup');
  const username = uniqueUsername('kyc');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Confirm password').fill(E2E_PASSWORD);
  await page.getByLabel('Company name').fill('Shopify');
  await page.getByLabel('Ticker symbol').fill('SHOP');
  await page.getByLabel('Contact name').fill('Jane Doe');
  await page.getByRole('button', { name: 'Create Secure Account' }).click();
  await page.getByRole('dialog', { name: 'Set up two-factor authentication' }).waitFor();
  await j.step('account-created');

  await j.goto('/register');
  const search = page.getByRole('combobox', { name: 'Search your ticker or company' });
  await search.fill('Shopify');
  await page.getByRole('option', { name: /SHOP.*Shopify Inc\./ }).click();
  const validated = page.getByRole('region', { name: 'Validated company' });
  await validated.getByText('Shopify Inc.').waitFor();
  assert.equal(await page.getByLabel('Company name').inputValue(), 'Shopify Inc.');
  assert.equal(await page.getByLabel('Exchange', { exact: true }).inputValue(), 'TSX');
  assert.equal(await page.getByLabel('Corporate website').inputValue(), 'https://www.shopify.com');
  assert.equal(await page.getByLabel('Contact person').inputValue(), 'Jane Doe');

  const email = `ir-${username}@shopify.com`;
  await page.getByLabel('Official email').fill(email);
  const submit = page.getByRole('button', { name: 'Submit for Verification' });
  assert.equal(await submit.isDisabled(), true);
  await page.getByRole('checkbox').check();
  await j.step('form-filled');
  const before = smtp!.messages.length;
  await submit.click();
  await page.getByText('KYC Submitted Successfully', { exact: true }).waitFor();

  // The results stay on screen until the applicant continues to the email step.
  await page.getByText('Every check passed').waitFor();
  await j.step('checks-passed');
  // The checks' chips and the outcome, as a screen reader and a low-vision user meet them.
  assert.deepEqual(await seriousViolations(page), []);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Confirm your official email' }).waitFor();
  await j.step('email-step');
  const status = await (await page.request.get(j.url('/api/kyc/status'))).json();
  assert.deepEqual(
    status.verificationSteps.map((s: { id: string; status: string }) => [s.id, s.status]),
    [
      ['listing_match', 'passed'],
      ['email_domain', 'passed'],
      ['ticker_holder', 'passed'],
      ['email_control', 'checking'],
    ],
  );

  const code = await codeFor(smtp!, email, before);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await page.getByText('Email Verified Successfully', { exact: true }).waitFor();
  await page.getByRole('heading', { name: 'Account Verified!' }).waitFor();
  await j.step('verified');

  await page.getByRole('link', { name: 'Access Your Dashboard' }).click();
  await page.getByRole('heading', { level: 1, name: 'Campaign Dashboard' }).waitFor();
  assert.equal(j.path(), '/dashboard');
  const me = await (await page.request.get(j.url('/api/auth/me'))).json();
  assert.equal(me.verificationStatus, 'verified');
  assert.equal(me.ticker, 'SHOP');
  await j.step('dashboard');
});

journey('the authorization tester answers the four presets on the seeded sample accounts', async (j) => {
  const { page } = j;
  await signUpViaApi(j);
  await j.goto('/ticker-authorization');
  await page.getByRole('heading', { level: 1, name: 'Ticker authorization' }).waitFor();
  const result = page.getByRole('region', { name: 'Authorization result' });

  const expectations = [
    ['Valid issuer, own ticker', 'AUTHORIZED', 'Verified issuer acting for its own ticker DEMO.'],
    ['Valid issuer, another ticker', 'DENIED', 'This issuer is authorized for DEMO only, not for AAPL.'],
    ['Non-existent user', 'DENIED', 'No such user.'],
    ['Unverified user', 'DENIED', 'The issuer is not verified (verification status: pending). Only verified issuers can create content.'],
  ] as const;
  for (const [preset, verdict, reason] of expectations) {
    await page.getByRole('button', { name: preset }).click();
    await result.getByText(reason).waitFor();
    await result.getByText(verdict, { exact: true }).waitFor();
    await j.step(preset);
  }

  await j.goto('/user-demo');
  await page.getByRole('heading', { level: 1, name: 'Verified issuer demo' }).waitFor();
  await page.getByText('demo_issuer').first().waitFor();
  assert.equal(await page.getByText(DEMO_ISSUER_PASSWORD).count(), 0);
  await page.getByRole('button', { name: 'Test Ticker Authorization' }).click();
  await result.getByText('AUTHORIZED', { exact: true }).waitFor();
  await j.step('user-demo');
});
