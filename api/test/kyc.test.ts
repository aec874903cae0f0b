import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../src/seed';
import { startTestSmtpServer, type TestSmtpServer } from '../src/mail/mail.testing';
import { User } from '../src/modules/identity/user.entity';
import { KycApplication } from '../src/modules/kyc/kyc-application.entity';
import { codeFor, CROWDSTRIKE, kycBody, PALANTIR, SHOPIFY, SNOWFLAKE } from '../src/modules/kyc/kyc.testing';
import { Browser, createIdentityApp, signUp, type Account, type IdentityTestApp } from './identity.helpers';

const MINUTE = 60_000;

type Step = { id: string; name: string; description: string; status: string; detail: string | null; offlineStandIn: boolean };

describe('KYC: submission, server-side checks and the emailed code', () => {
  let t: IdentityTestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createIdentityApp({ env: { SMTP_URL: smtp.url } });
    await seedDemoAccounts(t.orm);
  });
  afterAll(async () => {
    await t?.services.kyc.settled();
    await t?.close();
    await smtp?.close();
  });

  /** Submits, waits for the checks, and answers the mailed code. */
  async function apply(account: Account, body: ReturnType<typeof kycBody>) {
    const before = smtp.messages.length;
    const res = await account.browser.post('/api/kyc/submit', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await t.services.kyc.settled();
    const code = await codeFor(smtp, body.email, before);
    const status = await account.browser.get('/api/kyc/status');
    return { submitted: res.body, status: status.body, code };
  }

  function stepsById(body: Record<string, unknown>): Record<string, Step> {
    return Object.fromEntries((body.verificationSteps as Step[]).map((s) => [s.id, s]));
  }

  it('refuses a signed-out visitor: KYC belongs to an account', async () => {
    const anonymous = new Browser(t);
    const res = await anonymous.post('/api/kyc/submit', kycBody(SHOPIFY, 'shopify.com'));
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthenticated');
    expect((await anonymous.get('/api/kyc/status')).status).toBe(401);
  });

  it('validates the form with the spec messages', async () => {
    const { browser } = await signUp(t);
    const res = await browser.post('/api/kyc/submit', {
      ...kycBody(SHOPIFY, 'shopify.com'),
      email: 'nope',
      website: 'not a site',
      consent: false,
      jurisdiction: 'X',
      exchange: '',
    });
    expect(res.status).toBe(400);
    const fields = (res.body as { fields: Record<string, string> }).fields;
    expect(fields).toMatchObject({
      email: 'Valid email is required',
      website: 'Valid website URL is required',
      consent: 'You must agree to proceed',
      jurisdiction: 'Jurisdiction is required',
      exchange: 'Exchange selection is required',
    });
    const long = await browser.post('/api/kyc/submit', kycBody({ ...SHOPIFY, ticker: 'ABCDEFGHIJK' }, 'shopify.com'));
    expect(long.body.message).toBe('Ticker too long');
  });

  it('verifies an issuer whose checks all pass once the emailed code is confirmed', async () => {
    const account = await signUp(t);
    const body = kycBody(SHOPIFY, 'shopify.com');
    const { submitted, status, code } = await apply(account, body);

    // The spec's answer: userData with the email, and the checks as recorded at submission.
    expect(submitted.userData).toMatchObject({
      email: body.email,
      companyName: 'Shopify Inc.',
      ticker: 'SHOP',
      exchange: 'TSX',
      verificationStatus: 'pending',
      listingKnown: true,
    });
    expect((submitted.verificationSteps as Step[]).map((s) => [s.id, s.status])).toEqual([
      ['listing_match', 'pending'],
      ['email_domain', 'pending'],
      ['ticker_holder', 'pending'],
      ['email_control', 'pending'],
    ]);

    // The checks ran on the server; the code step waits for the applicant.
    const steps = stepsById(status);
    expect(steps.listing_match).toMatchObject({ status: 'passed', offlineStandIn: true });
    expect(steps.listing_match.description).toMatch(/Offline stand-in/);
    expect(steps.email_domain).toMatchObject({ status: 'passed', offlineStandIn: true });
    expect(steps.ticker_holder).toMatchObject({ status: 'passed', offlineStandIn: false });
    expect(steps.email_control).toMatchObject({ status: 'checking' });
    expect(status).toMatchObject({
      verificationStatus: 'pending',
      applicationStatus: 'awaiting_email',
      code: { sentTo: body.email, attemptsLeft: 5 },
    });

    // Only a keyed hash of the code is stored.
    const stored = await t.orm.em.fork().findOneOrFail(User, account.userId);
    expect(stored.verificationCode).toBeTruthy();
    expect(stored.verificationCode).not.toContain(code);
    expect(JSON.stringify(status)).not.toContain(code);

    const verify = await account.browser.post('/api/kyc/verify-email', { email: body.email, verificationCode: code });
    expect(verify.status, JSON.stringify(verify.body)).toBe(200);
    expect(verify.body).toEqual({
      success: true,
      message: 'Your account has been activated. You can now create campaigns.',
      verificationStatus: 'verified',
    });

    const after = (await account.browser.get('/api/kyc/status')).body;
    expect(after).toMatchObject({ verificationStatus: 'verified', authorizedTicker: 'SHOP', applicationStatus: 'verified', code: null });
    expect(after.verifiedAt).toBe(t.clock.now().toISOString());
    expect(stepsById(after).email_control.status).toBe('passed');
    const user = await t.orm.em.fork().findOneOrFail(User, account.userId);
    expect(user).toMatchObject({ verificationStatus: 'verified', ticker: 'SHOP', companyName: 'Shopify Inc.', verificationCode: null });
    expect(user.aiVerificationData).toMatchObject({ outcome: 'verified' });

    // The ticker is now the account's authorized ticker for the one authorization decision.
    const decision = await t.services.authorization.evaluate(t.orm.em.fork(), account.userId, 'shop');
    expect(decision).toMatchObject({ isAuthorized: true, authorizedTicker: 'SHOP' });

    // A verified account cannot re-apply for another ticker.
    const again = await account.browser.post('/api/kyc/submit', kycBody(PALANTIR, 'palantir.com'));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_verified');
  });

  it('counts wrong codes: 5 wrong tries void the code, a new code works', async () => {
    const account = await signUp(t);
    const body = kycBody(SNOWFLAKE, 'snowflake.com');
    const { code } = await apply(account, body);
    const wrong = code === '000000' ? '111111' : '000000';

    for (let left = 4; left >= 1; left -= 1) {
      const res = await account.browser.post('/api/kyc/verify-email', { email: body.email, verificationCode: wrong });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid_code', message: 'Invalid verification code', attemptsLeft: left });
    }
    const fifth = await account.browser.post('/api/kyc/verify-email', { email: body.email, verificationCode: wrong });
    expect(fifth.body).toMatchObject({ code: 'code_voided', attemptsLeft: 0 });
    // Even the right code no longer works.
    const late = await account.browser.post('/api/kyc/verify-email', { email: body.email, verificationCode: code });
    expect(late.body.code).toBe('code_voided');
    const status = (await account.browser.get('/api/kyc/status')).body;
    expect(stepsById(status).email_control.status).toBe('failed');
    expect(status.code).toMatchObject({ attemptsLeft: 0, expiresAt: null });

    // A new code can be asked for after the one-minute pause, and the old one stays dead.
    t.clock.advance(MINUTE + 1000);
    const before = smtp.messages.length;
    const resend = await account.browser.post('/api/kyc/resend-code');
    expect(resend.status, JSON.stringify(resend.body)).toBe(200);
    const fresh = await codeFor(smtp, body.email, before);
    expect(stepsById((await account.browser.get('/api/kyc/status')).body).email_control.status).toBe('checking');
    if (fresh !== code) {
      expect((await account.browser.post('/api/kyc/verify-email', { email: body.email, verificationCode: code })).body.code).toBe(
        'invalid_code',
      );
    }
    const ok = await account.browser.post('/api/kyc/verify-email', { email: body.email, verificationCode: fresh });
    expect(ok.body).toMatchObject({ success: true, verificationStatus: 'verified' });
  });

  it('refuses an expired code (valid 10 minutes), and resends at most once a minute', async () => {
    const account = await signUp(t);
    const body = kycBody(CROWDSTRIKE, 'crowdstrike.com');
    const { code } = await apply(account, body);

    const tooSoon = await account.browser.post('/api/kyc/resend-code');
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toMatchObject({ code: 'code_resend_too_soon', retryAfterSeconds: 60 });

    t.clock.advance(10 * MINUTE);
    const expired = await account.browser.post('/api/kyc/verify-email', { email: body.email, verificationCode: code });
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ code: 'code_expired', message: 'This code has expired. Request a new code.' });
    expect((await t.orm.em.fork().findOneOrFail(User, account.userId)).verificationStatus).toBe('pending');

    // The email must be the one the code went to; a malformed code is the spec's Invalid Code message.
    const otherEmail = await account.browser.post('/api/kyc/verify-email', { email: 'someone@else.test', verificationCode: code });
    expect(otherEmail.body.code).toBe('email_mismatch');
    const short = await account.browser.post('/api/kyc/verify-email', { email: body.email, verificationCode: '12a3' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Please enter a 6-digit verification code');
  });

  it('trusts only the market data for the read-only company fields; a mismatch fails the listing check and goes to review', async () => {
    const account = await signUp(t);
    const body = kycBody({ ...CROWDSTRIKE, companyName: 'Totally Real Holdings', exchange: 'NYSE', sector: 'Energy' }, 'crowdstrike.com');
    const { submitted, status, code } = await apply(account, body);
    expect(submitted.userData).toMatchObject({
      companyName: 'CrowdStrike Holdings, Inc.',
      exchange: 'NASDAQ',
      sector: 'Information Technology',
    });
    expect(stepsById(status).listing_match).toMatchObject({ status: 'failed', detail: 'CRWD is listed on NASDAQ, not NYSE.' });

    const verify = await account.browser.post('/api/kyc/verify-email', { email: body.email, verificationCode: code });
    expect(verify.body).toMatchObject({ success: true, verificationStatus: 'in_review' });
    expect(verify.body.message).toMatch(/24–48 hours/);
    const after = (await account.browser.get('/api/kyc/status')).body;
    expect(after).toMatchObject({ verificationStatus: 'in_review', applicationStatus: 'in_review', authorizedTicker: null });
    expect((await t.services.authorization.evaluate(t.orm.em.fork(), account.userId, 'CRWD')).code).toBe('issuer_not_verified');

    // While a reviewer has it, the issuer cannot replace it.
    const resubmit = await account.browser.post('/api/kyc/submit', body);
    expect(resubmit.status).toBe(409);
    expect(resubmit.body.code).toBe('kyc_in_review');
  });

  it('fails the domain check when the email is not at the website domain, or the website is not the listed one', async () => {
    const account = await signUp(t);
    const mismatch = await apply(account, kycBody(PALANTIR, 'palantir.com', { email: 'ir@gmail.com' }));
    expect(stepsById(mismatch.status).email_domain).toMatchObject({
      status: 'failed',
      detail: 'The email domain gmail.com does not match the website domain palantir.com.',
    });

    // Resubmitting replaces an application still waiting for its code.
    t.clock.advance(MINUTE + 1000);
    const lookalike = await apply(account, kycBody(PALANTIR, 'palantir-ir.com'));
    expect(stepsById(lookalike.status).email_domain).toMatchObject({
      status: 'failed',
      detail: "The market data lists palantir.com as PLTR's website, not palantir-ir.com.",
    });
    const applications = await t.orm.em.fork().find(KycApplication, { user: account.userId }, { orderBy: { createdAt: 'asc' } });
    expect(applications.map((a) => a.status)).toEqual(['superseded', 'awaiting_email']);
  });

  it('tells a second person of a verified company who can invite them, instead of verifying the company again', async () => {
    // Shopify was verified above by its first applicant, who owns its organization.
    const [owner] = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ email: string }[]>(
        `select u.email from organizations o join memberships m on m.organization_id = o.id and m.role = 'owner' join users u on u.id = m.user_id where o.ticker = 'SHOP'`,
      );
    const account = await signUp(t);
    await t.services.identity.settled(); // the sign-up's own mail
    const before = smtp.messages.length;
    const res = await account.browser.post('/api/kyc/submit', kycBody(SHOPIFY, 'shopify.com'));
    expect(res.status).toBe(409);
    const masked = `${owner.email[0]}${'*'.repeat(owner.email.split('@')[0].length - 1)}@${owner.email.split('@')[1]}`;
    expect(res.body).toMatchObject({ code: 'company_already_verified', ticker: 'SHOP', owners: [masked] });
    expect(res.body.message).toBe(
      `Shopify Inc. (SHOP) is already verified on IssuerWire. Ask ${masked} to invite you from Settings → Team: you join the company's account instead of verifying it again.`,
    );
    expect(res.body.message).not.toContain(owner.email);
    expect(smtp.messages.length).toBe(before);
    expect((await account.browser.get('/api/kyc/status')).body).toMatchObject({ verificationStatus: 'pending', applicationStatus: null });
  });

  it('keeps the form values for a ticker the market data does not know, and cannot claim the fictional DEMO listing', async () => {
    const unknown = await apply(
      await signUp(t),
      kycBody({ ticker: 'ZZQX', companyName: 'Zed Quux Corp', exchange: 'NASDAQ', sector: 'Energy' }, 'zedquux.com'),
    );
    expect(unknown.submitted.userData).toMatchObject({ companyName: 'Zed Quux Corp', ticker: 'ZZQX', listingKnown: false });
    expect(stepsById(unknown.status).listing_match).toMatchObject({
      status: 'failed',
      detail: 'ZZQX is not in the market data: a reviewer will look up the listing.',
    });

    const demo = await apply(
      await signUp(t),
      kycBody(
        { ticker: 'DEMO', companyName: 'Demo Issuer Holdings Inc. (fictional)', exchange: 'NASDAQ', sector: 'Information Technology' },
        'issuerwire.example',
        {
          website: 'https://demo.issuerwire.example',
        },
      ),
    );
    const steps = stepsById(demo.status);
    expect(steps.listing_match.status).toBe('failed');
    expect(steps.listing_match.detail).toMatch(/fictional demo listing/);
    expect(steps.ticker_holder.status).toBe('failed');
  });

  it('offers the same flow over GraphQL', async () => {
    const account = await signUp(t);
    const body = kycBody(CROWDSTRIKE, 'crowdstrike.com');
    const before = smtp.messages.length;
    const submit = await account.browser.graphql(
      `mutation($input: KycSubmissionInput!) { submitKyc(input: $input) { result { userData { email ticker companyName } verificationSteps { id name status offlineStandIn } } userErrors { field code message } } }`,
      { input: body },
    );
    expect(submit.errors).toBeUndefined();
    expect(submit.data?.submitKyc).toMatchObject({
      userErrors: [],
      result: { userData: { email: body.email, ticker: 'CRWD', companyName: 'CrowdStrike Holdings, Inc.' } },
    });
    await t.services.kyc.settled();
    const code = await codeFor(smtp, body.email, before);

    const status = await account.browser.graphql(
      `{ kycStatus { verificationStatus applicationStatus code { sentTo attemptsLeft } verificationSteps { id status } } }`,
    );
    expect(status.data?.kycStatus).toMatchObject({ applicationStatus: 'AWAITING_EMAIL', code: { sentTo: body.email, attemptsLeft: 5 } });

    const wrong = await account.browser.graphql(
      `mutation($input: KycVerifyEmailInput!) { verifyKycEmail(input: $input) { result { success } } }`,
      {
        input: { email: body.email, verificationCode: code === '999999' ? '999998' : '999999' },
      },
    );
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'Invalid verification code',
      extensions: { code: 'invalid_code', attemptsLeft: 4 },
    });
    const ok = await account.browser.graphql(
      `mutation($input: KycVerifyEmailInput!) { verifyKycEmail(input: $input) { result { success message verificationStatus } } }`,
      {
        input: { email: body.email, verificationCode: code },
      },
    );
    // CRWD's first holder: every check passes.
    expect(ok.data?.verifyKycEmail).toMatchObject({ result: { success: true, verificationStatus: 'VERIFIED' } });

    account.browser.cookie = undefined;
    expect((await account.browser.graphql(`{ kycStatus { verificationStatus } }`)).data).toEqual({ kycStatus: null });
  });
});
