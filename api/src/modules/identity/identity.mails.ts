import type { MailMessage } from '../../mail/mailer';

/** The mails identity sends; plain text first, every link spelled out. */

export function passwordResetMail(to: string, username: string, link: string): MailMessage {
  const text = [
    `Hello ${username},`,
    '',
    'Someone (hopefully you) asked to reset the password of your IssuerWire account.',
    'Open this link within 1 hour to choose a new password. It works once:',
    '',
    link,
    '',
    'Resetting your password signs you out everywhere.',
    'If you did not ask for this, ignore this email: your password stays as it is.',
    '',
    'IssuerWire',
  ].join('\n');
  return { to, subject: 'Reset your IssuerWire password', text };
}
