import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../src/mail/mail.testing';
import { createOrPromoteAdmin } from '../src/modules/identity/admin-accounts';
import { User } from '../src/modules/identity/user.entity';
import { codeFor, CROWDSTRIKE, kycBody, PALANTIR, SHOPIFY } from '../src/modules/kyc/kyc.testing';
import { Browser, createIdentityApp, logIn, signUp, turnOnTwoFactor, type Account, type IdentityTestApp } from './identity.helpers';

describe('KYC review: a reviewer (admin) approves or rejects applications with a failed check', () => {
  let t: IdentityTestApp;
  let smtp: TestSmtpServer;
  let admin: Browser;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createIdentityApp({ env: { SMTP_URL: smtp.url } });
    const created = await createOrPromoteAdmin(t.orm, { username: 'reviewer', email: 'reviewer@issuerwire.test' });
    if (created.kind !== 'created') throw new Error('expected a new admin');
    const { browser, res } = await logIn(t, 'reviewer', created.password);
    expect(res.status).toBe(200);
    await turnOnTwoFactor(t, browser);
    admin = browser;
  });
  afterAll(async () => {
    await t?.services.kyc.settled();
    await t?.close();
    await smtp?.close();
  });

  /** An account whose email domain check fails, with its email confirmed: it waits for a reviewer. */
  /** An application whose email is not at the company's domain: a reviewer decides. */
  async function inReview(listing = PALANTIR, domain = 'palantir.com'): Promise<Account> {
    const account = await signUp(t);
    const body = kycBody(listing, domain, { email: `${account.username}@gmail.com` });
    const before = smtp.messages.length;
    expect((await account.browser.post('/api/kyc/submit', body)).status).toBe(200);
    await t.services.kyc.settled();
    const code = await codeFor(smtp, body.email, before);
    const verify = await account.browser.post('/api/kyc/verify-email', { email: body.email, verificationCode: code });
    expect(verify.body.verificationStatus).toBe('in_review');
    return account;
  }

  it('is for admins only: 401 signed out, 403 for an issuer', async () => {
    const anonymous = new Browser(t);
    expect((await anonymous.get('/api/admin/reviews')).status).toBe(401);
    const issuer = await signUp(t);
    const list = await issuer.browser.get('/api/admin/reviews');
    expect(list.status).toBe(403);
    expect(list.body.code).toBe('admin_only');
    const approve = await issuer.browser.post(`/api/admin/reviews/${issuer.userId}/approve`, {});
    expect(approve.status).toBe(403);
    expect((await t.orm.em.fork().findOneOrFail(User, issuer.userId)).verificationStatus).toBe('pending');
    const gql = await issuer.browser.graphql('{ kycReviews { nodes { userId } } }');
    expect(gql.errors?.[0].extensions?.code).toBe('admin_only');
  });

  it('refuses an admin who has not enrolled two factors, until they do (before: an admin reviewed with a password alone)', async () => {
    const created = await createOrPromoteAdmin(t.orm, { username: 'new_reviewer', email: 'new-reviewer@issuerwire.test' });
    if (created.kind !== 'created') throw new Error('expected a new admin');
    const { browser, res } = await logIn(t, 'new_reviewer', created.password);
    expect(res.status).toBe(200);
    const me = await browser.get('/api/auth/me');
    expect(me.body).toMatchObject({ role: 'admin', twoFactorEnabled: false });

    const list = await browser.get('/api/admin/reviews');
    expect(list.status).toBe(403);
    expect(list.body).toEqual({ code: 'two_factor_enrolment_required', message: expect.stringContaining('two-factor') });
    const approve = await browser.post(`/api/admin/reviews/${created.userId}/approve`, {});
    expect(approve.body.code).toBe('two_factor_enrolment_required');
    const gql = await browser.graphql('{ kycReviews { nodes { userId } } }');
    expect(gql.errors?.[0].extensions?.code).toBe('two_factor_enrolment_required');

    await turnOnTwoFactor(t, browser);
    expect((await browser.get('/api/admin/reviews')).status).toBe(200);
  });

  it('lists the application with its failed check, and approval verifies the account with its ticker', async () => {
    const account = await inReview();
    const list = await admin.get('/api/admin/reviews');
    expect(list.status).toBe(200);
    const item = (
      list.body.reviews as { userId: string; userData: { ticker: string }; verificationSteps: { id: string; status: string }[] }[]
    ).find((r) => r.userId === account.userId);
    expect(item?.userData.ticker).toBe('PLTR');
    expect(item?.verificationSteps.find((s) => s.id === 'email_domain')?.status).toBe('failed');

    const approve = await admin.post(`/api/admin/reviews/${account.userId}/approve`, {
      note: 'Confirmed with the company secretary by phone.',
    });
    expect(approve.status, JSON.stringify(approve.body)).toBe(200);
    const status = (await account.browser.get('/api/kyc/status')).body;
    expect(status).toMatchObject({
      verificationStatus: 'verified',
      authorizedTicker: 'PLTR',
      review: { decision: 'approved', reason: 'Confirmed with the company secretary by phone.' },
    });
    expect((await t.services.authorization.evaluate(t.orm.em.fork(), account.userId, 'PLTR')).isAuthorized).toBe(true);
    // The applicant hears it by mail, with the reviewer's note.
    const mail = await smtp.waitFor((m) => m.to.includes(account.email) && m.subject.includes('approved'));
    expect(mail.subject).toBe('Your IssuerWire verification is approved');
    expect(mail.text).toContain('Confirmed with the company secretary by phone.');
    expect(mail.text).toContain('(PLTR)');
    // Decided once: it is no longer waiting, and it stays in the reviewers' history.
    expect((await admin.post(`/api/admin/reviews/${account.userId}/approve`, {})).body.code).toBe('not_in_review');
    expect(((await admin.get('/api/admin/reviews')).body.reviews as { userId: string }[]).some((r) => r.userId === account.userId)).toBe(
      false,
    );
    const history = await admin.get('/api/admin/reviews/history');
    expect(history.status).toBe(200);
    expect(history.body.decided).toContainEqual(
      expect.objectContaining({
        userId: account.userId,
        ticker: 'PLTR',
        decision: 'approved',
        reason: 'Confirmed with the company secretary by phone.',
        reviewer: 'reviewer',
      }),
    );
  });

  it('rejects with a reason the issuer sees, after which the issuer may apply again', async () => {
    // (Palantir was verified by the approval above: a second person of it would be told to ask for an invitation.)
    const account = await inReview(CROWDSTRIKE, 'crowdstrike.com');
    const noReason = await admin.post(`/api/admin/reviews/${account.userId}/reject`, { reason: '' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('Give the issuer a reason (at least 5 characters)');
    const REJECT =
      'mutation($id: ID!, $reason: String!) { rejectKycReview(input: { userId: $id, reason: $reason }) { result { success } userErrors { field code message } } }';
    const shortReason = await admin.graphql(REJECT, { id: account.userId, reason: 'no' });
    expect(shortReason.errors).toBeUndefined();
    expect(shortReason.data?.rejectKycReview).toEqual({
      result: null,
      userErrors: [{ field: 'reason', code: 'TOO_SHORT', message: 'Give the issuer a reason (at least 5 characters)' }],
    });
    expect((await account.browser.get('/api/kyc/status')).body).toMatchObject({ applicationStatus: 'in_review', review: null });

    t.clock.advance(60_000); // a minute after the approval above, so the history's order is defined
    const reject = await admin.graphql(REJECT, {
      id: account.userId,
      reason: 'Your email is not at crowdstrike.com. Apply again with your corporate address.',
    });
    expect(reject.errors).toBeUndefined();
    expect(reject.data?.rejectKycReview).toEqual({ result: { success: true }, userErrors: [] });
    const status = (await account.browser.get('/api/kyc/status')).body;
    expect(status).toMatchObject({
      verificationStatus: 'rejected',
      applicationStatus: 'rejected',
      authorizedTicker: null,
      review: { decision: 'rejected', reason: 'Your email is not at crowdstrike.com. Apply again with your corporate address.' },
    });
    expect((await t.services.authorization.evaluate(t.orm.em.fork(), account.userId, 'CRWD')).code).toBe('issuer_not_verified');
    const mail = await smtp.waitFor((m) => m.to.includes(account.email) && m.subject.includes('not approved'));
    expect(mail.text).toContain('The reason: Your email is not at crowdstrike.com. Apply again with your corporate address.');
    expect(mail.text).toContain('/kyc-registration');
    const history = await admin.graphql(
      '{ kycReviewHistory(first: 5) { totalCount nodes { userId ticker decision reason reviewer decidedAt } } }',
    );
    expect(history.errors).toBeUndefined();
    const decided = (history.data?.kycReviewHistory as { nodes: { userId: string; decision: string }[] }).nodes;
    // Newest decision first: this rejection, then the earlier approval.
    expect(decided[0]).toMatchObject({ userId: account.userId, ticker: 'CRWD', decision: 'REJECTED', reviewer: 'reviewer' });
    expect(decided.some((d) => d.decision === 'APPROVED')).toBe(true);
    // The history is for reviewers only.
    expect((await account.browser.get('/api/admin/reviews/history')).status).toBe(403);

    const again = await account.browser.post('/api/kyc/submit', kycBody(SHOPIFY, 'shopify.com'));
    expect(again.status).toBe(200);
    expect(again.body.userData).toMatchObject({ ticker: 'SHOP', verificationStatus: 'pending' });
    await t.services.kyc.settled();
  });
});

describe('admin accounts come only from the CLI function, never from signup', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await createIdentityApp();
  });
  afterAll(async () => t?.close());

  it('signup ignores a role in the body', async () => {
    const account = await signUp(t, { role: 'admin' });
    expect((await t.orm.em.fork().findOneOrFail(User, account.userId)).role).toBe('issuer');
  });

  it('creates an admin with a one-time password, promotes an existing account, and refuses a mismatched email', async () => {
    const created = await createOrPromoteAdmin(t.orm, { username: 'Ops-Admin', email: 'Ops@IssuerWire.test' });
    expect(created).toMatchObject({ kind: 'created', username: 'Ops-Admin', email: 'ops@issuerwire.test' });
    const password = created.kind === 'created' ? created.password : '';
    expect(password.length).toBeGreaterThanOrEqual(32);
    expect((await logIn(t, 'ops-admin', password)).res.status).toBe(200);
    expect(await createOrPromoteAdmin(t.orm, { username: 'ops-admin', email: 'ops@issuerwire.test' })).toMatchObject({
      kind: 'already_admin',
    });

    const issuer = await signUp(t);
    await expect(createOrPromoteAdmin(t.orm, { username: issuer.username, email: 'other@issuerwire.test' })).rejects.toMatchObject({
      code: 'invalid_input',
    });
    expect(await createOrPromoteAdmin(t.orm, { username: issuer.username, email: issuer.email })).toMatchObject({ kind: 'promoted' });
    const user = await t.orm.em.fork().findOneOrFail(User, issuer.userId);
    expect(user.role).toBe('admin');
    // Promotion keeps the password.
    expect((await logIn(t, issuer.username, issuer.password)).res.status).toBe(200);
  });
});
