import type { MailMessage } from '../../mail/mailer';

/** The mail KYC sends: the code in the body only (subjects reach the mail log), what it is for and how long it lasts. */
export function kycCodeMail(input: {
  to: string;
  username: string;
  code: string;
  ticker: string;
  companyName: string;
  ttlMinutes: number;
}): MailMessage {
  const text = [
    `Hello ${input.username},`,
    '',
    `Your IssuerWire verification code for ${input.companyName} (${input.ticker}) is:`,
    '',
    `    ${input.code}`,
    '',
    `Enter it on the verification screen within ${input.ttlMinutes} minutes. After 5 wrong tries it stops working and you can request a new one.`,
    '',
    'If you did not apply to verify this company on IssuerWire, ignore this email.',
    '',
    'IssuerWire',
  ].join('\n');
  return { to: input.to, subject: 'Your IssuerWire verification code', text };
}

/** The reviewer's decision, mailed to the account that applied (the reason is the reviewer's own words). */
export function kycDecisionMail(input: {
  to: string;
  username: string;
  companyName: string;
  ticker: string;
  decision: 'approved' | 'rejected';
  reason: string | null;
  appUrl: string;
}): MailMessage {
  const approved = input.decision === 'approved';
  const text = [
    `Hello ${input.username},`,
    '',
    approved
      ? `A reviewer approved your IssuerWire verification for ${input.companyName} (${input.ticker}). You can now create campaigns for ${input.ticker}.`
      : `A reviewer could not approve your IssuerWire verification for ${input.companyName} (${input.ticker}).`,
    ...(input.reason ? ['', approved ? `The reviewer's note: ${input.reason}` : `The reason: ${input.reason}`] : []),
    '',
    approved ? `Sign in: ${input.appUrl}/dashboard` : `You can correct your details and apply again: ${input.appUrl}/kyc-registration`,
    '',
    'IssuerWire',
  ].join('\n');
  return {
    to: input.to,
    subject: approved ? 'Your IssuerWire verification is approved' : 'Your IssuerWire verification was not approved',
    text,
  };
}
