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

export function signInThrottledMail(to: string, username: string, until: Date): MailMessage {
  const text = [
    `Hello ${username},`,
    '',
    'There have been many failed attempts to sign in to your IssuerWire account from different places.',
    `Until ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC, sign-in is paused everywhere except from networks you signed in from before.`,
    '',
    'If this was not you, your password is still safe as long as it is not used elsewhere. Consider turning on',
    'two-factor authentication in Settings, or reset your password from the sign-in page.',
    '',
    'IssuerWire',
  ].join('\n');
  return { to, subject: 'Sign-in to your IssuerWire account was paused', text };
}

export function signInLinkMail(to: string, username: string, link: string, minutes: number): MailMessage {
  const text = [
    `Hello ${username},`,
    '',
    'Sign-in to your IssuerWire account is paused after many failed attempts from different places, and',
    'someone (hopefully you) asked for a sign-in link. Open this link within',
    `${minutes} minutes to sign in. It works once:`,
    '',
    link,
    '',
    'If your account has two-factor authentication, you will still be asked for a code.',
    'If you did not ask for this, ignore this email: nobody can use the link without your mailbox.',
    '',
    'IssuerWire',
  ].join('\n');
  return { to, subject: 'Your IssuerWire sign-in link', text };
}
