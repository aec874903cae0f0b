import type { MailMessage } from '../../mail/mailer';
import type { MemberRole } from '../identity';

const ROLE_WORDS: Record<MemberRole, string> = {
  owner: 'an owner (members, plan, integrations and everything else)',
  editor: 'an editor (campaigns and articles; asks for approval)',
  approver: 'an approver (approves or rejects what goes out; may also edit)',
  viewer: 'a viewer (reads everything, changes nothing)',
};

/** The invitation: plain text, the link spelled out, what the role allows, and when it stops working. */
export function invitationMail(input: {
  to: string;
  organization: string;
  invitedBy: string;
  role: MemberRole;
  link: string;
  expiresAt: Date;
}): MailMessage {
  const text = [
    'Hello,',
    '',
    `${input.invitedBy} invites you to join ${input.organization} on IssuerWire as ${ROLE_WORDS[input.role]}.`,
    '',
    'Open this link to accept. Sign in with, or create, an account of this email address; it works once,',
    `until ${input.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC:`,
    '',
    input.link,
    '',
    'Members of a company with a team sign in with a password and two-factor authentication.',
    'If you did not expect this, ignore this email.',
    '',
    'IssuerWire',
  ].join('\n');
  return { to: input.to, subject: `Join ${input.organization} on IssuerWire`, text };
}
