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

export function emailCodeMail(to: string, username: string, code: string): MailMessage {
  const text = [
    `Hello ${username},`,
    '',
    'To confirm that this address is yours, enter this code on IssuerWire within 15 minutes:',
    '',
    code,
    '',
    'If you did not ask for it, ignore this email: nothing changes until the code is entered.',
    '',
    'IssuerWire',
  ].join('\n');
  return { to, subject: `Your IssuerWire confirmation code: ${code}`, text };
}

/** A new account of this address (the sign-up answer says nothing about the address; this mail does). */
export function signupWelcomeMail(to: string, username: string): MailMessage {
  const text = [
    `Hello ${username},`,
    '',
    `An IssuerWire account with the username ${username} was created with this address.`,
    'The address counts as yours once you confirm it with a code we mail when it is needed (joining a team).',
    '',
    'If this was not you, ignore this email: the account cannot act for this address without that code.',
    '',
    'IssuerWire',
  ].join('\n');
  return { to, subject: 'Your IssuerWire account', text };
}

/** Someone signed up with an address that already has an account: its owner hears of it here. */
export function signupAddressTakenMail(to: string, existingUsername: string, newUsername: string): MailMessage {
  const text = [
    `Hello ${existingUsername},`,
    '',
    `Someone just signed up to IssuerWire with this address (as ${newUsername}), which already has your account.`,
    'If it was you: sign in with your username instead, or reset your password from the sign-in page.',
    '',
    'If it was not you: the new account cannot act for this address, since it cannot confirm it without',
    'a code mailed here. Your account and its password are unchanged.',
    '',
    'IssuerWire',
  ].join('\n');
  return { to, subject: 'Someone tried to sign up with your address', text };
}
