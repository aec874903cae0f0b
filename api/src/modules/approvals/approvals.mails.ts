import type { MailMessage } from '../../mail/mailer';

/** To an approver: what waits for them and where; plain text, the link spelled out. */
export function approvalRequestedMail(input: {
  to: string;
  organization: string;
  requestedBy: string;
  title: string;
  version: number;
  link: string;
}): MailMessage {
  const text = [
    'Hello,',
    '',
    `${input.requestedBy} asks you to approve "${input.title}" (version ${input.version}) for ${input.organization} before it goes out.`,
    '',
    'Read it, then approve it or request changes:',
    '',
    input.link,
    '',
    'An approval covers this exact version: any later edit needs a new one.',
    '',
    'IssuerWire',
  ].join('\n');
  return { to: input.to, subject: `Approval requested: ${input.title}`, text };
}
