import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../src/mail/mail.testing';
import { codeFor, CROWDSTRIKE, kycBody, PALANTIR, SHOPIFY } from '../src/modules/kyc/kyc.testing';
import { createIdentityApp, signUp, type Account, type IdentityTestApp } from './identity.helpers';

const MINUTE = 60_000;
const SUBJECT = 'Your IssuerWire verification code';

/** Codes cannot be harvested: one new code a minute per applicant, a few mails an hour per address, ten wrong codes a day. */
describe('KYC: limits on the emailed code', () => {
  let t: IdentityTestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createIdentityApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t?.services.kyc.settled();
    await t?.close();
    await smtp?.close();
  });

  const mailsTo = (email: string) => smtp.messages.filter((m) => m.subject === SUBJECT && m.to.includes(email.toLowerCase())).length;

  async function submit(account: Account, body: Record<string, unknown>) {
    const res = await account.browser.post('/api/kyc/submit', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await t.services.kyc.settled();
  }

  async function wrongCode(account: Account, email: string, right: string) {
    return account.browser.post('/api/kyc/verify-email', { email, verificationCode: right === '000000' ? '111111' : '000000' });
  }

  it('mails one code a minute to an applicant however often they resubmit, and the screen says when the next may come', async () => {
    const account = await signUp(t);
    const body = kycBody(SHOPIFY, 'shopify.com');
    for (let i = 0; i < 20; i++) await submit(account, body);
    // Before: 20 submissions mailed 20 codes (each with 5 fresh tries).
    expect(mailsTo(body.email)).toBe(1);

    const status = (await account.browser.get('/api/kyc/status')).body as {
      applicationStatus: string;
      code: { expiresAt: string | null; resendAvailableAt: string };
    };
    expect(status.applicationStatus).toBe('awaiting_email');
    expect(status.code.expiresAt).toBeNull();
    expect(new Date(status.code.resendAvailableAt).getTime()).toBe(t.clock.now().getTime() + MINUTE);
    const tooSoon = await account.browser.post('/api/kyc/resend-code');
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toMatchObject({ code: 'code_resend_too_soon', retryAfterSeconds: 60 });
    expect(tooSoon.headers['retry-after']).toBe('60');

    t.clock.advance(MINUTE);
    const before = smtp.messages.length;
    expect((await account.browser.post('/api/kyc/resend-code')).status).toBe(200);
    const code = await codeFor(smtp, body.email, before);
    const ok = await account.browser.post('/api/kyc/verify-email', { email: body.email, verificationCode: code });
    expect(ok.body).toMatchObject({ verificationStatus: 'verified' });
  });

  it('counts wrong codes across codes and resubmissions: the tenth in a day sends the application to a reviewer', async () => {
    const account = await signUp(t);
    const body = kycBody(PALANTIR, 'palantir.com');
    let since = smtp.messages.length;
    await submit(account, body);
    let code = await codeFor(smtp, body.email, since);
    for (let i = 0; i < 5; i++) await wrongCode(account, body.email, code); // the fifth voids this code

    t.clock.advance(MINUTE);
    since = smtp.messages.length;
    expect((await account.browser.post('/api/kyc/resend-code')).status).toBe(200);
    code = await codeFor(smtp, body.email, since);
    for (let i = 0; i < 4; i++) expect((await wrongCode(account, body.email, code)).body.code).toBe('invalid_code');

    // Resubmitting starts a new application and a new code, not a new count.
    t.clock.advance(MINUTE);
    since = smtp.messages.length;
    await submit(account, body);
    code = await codeFor(smtp, body.email, since);
    const tenth = await wrongCode(account, body.email, code);
    expect(tenth.status).toBe(403);
    expect(tenth.body).toMatchObject({ code: 'kyc_sent_to_review' });
    expect(tenth.body.message).toContain('reviewer');

    // The right code no longer helps, the application waits for a reviewer, and resubmitting cannot reset it.
    expect((await account.browser.post('/api/kyc/verify-email', { email: body.email, verificationCode: code })).body.code).toBe(
      'no_pending_code',
    );
    const status = (await account.browser.get('/api/kyc/status')).body as { applicationStatus: string; verificationStatus: string };
    expect(status).toMatchObject({ applicationStatus: 'in_review', verificationStatus: 'in_review' });
    const again = await account.browser.post('/api/kyc/submit', body);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('kyc_in_review');
  });

  it('mails one address at most five codes an hour, whoever asks and however the address is written', async () => {
    const email = `ir-${Date.now().toString(36)}@crowdstrike.com`;
    const first = await signUp(t);
    await submit(first, kycBody(CROWDSTRIKE, 'crowdstrike.com', { email }));
    for (let i = 0; i < 4; i++) {
      t.clock.advance(MINUTE);
      expect((await first.browser.post('/api/kyc/resend-code')).status).toBe(200);
    }
    expect(mailsTo(email)).toBe(5);

    t.clock.advance(MINUTE);
    const limited = await first.browser.post('/api/kyc/resend-code');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('code_mail_limit');
    expect(limited.body.retryAfterSeconds).toBe(55 * 60);
    expect(limited.headers['retry-after']).toBe(String(55 * 60));

    // Another account naming the same mailbox gets no mail either; its screen says why and when.
    const second = await signUp(t);
    await submit(second, kycBody(CROWDSTRIKE, 'crowdstrike.com', { email: email.toUpperCase() }));
    expect(mailsTo(email)).toBe(5);
    const status = (await second.browser.get('/api/kyc/status')).body as {
      code: { resendAvailableAt: string };
      verificationSteps: { id: string; detail: string }[];
    };
    expect(new Date(status.code.resendAvailableAt).getTime()).toBe(t.clock.now().getTime() + 55 * MINUTE);
    expect(status.verificationSteps.find((s) => s.id === 'email_control')?.detail).toContain('5 codes this hour');

    // (The screen polls, which keeps the session from its 30-minute idle end.)
    for (const step of [20, 20, 15]) {
      await second.browser.get('/api/kyc/status');
      t.clock.advance(step * MINUTE);
    }
    expect((await second.browser.post('/api/kyc/resend-code')).status).toBe(200);
    expect(mailsTo(email)).toBe(6);
  });
});
