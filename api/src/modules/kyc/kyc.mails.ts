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
