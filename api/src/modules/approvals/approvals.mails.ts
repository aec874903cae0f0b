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

/** To the author (and whoever asked): an approver's decision on their version, with the link to the article. */
export function approvalDecidedMail(input: {
  to: string;
  decidedBy: string;
  decision: 'approved' | 'rejected';
  /** Approved by enough approvers (false while it waits for another one). */
  complete: boolean;
  approvals: number;
  approvalsNeeded: number;
  title: string;
  version: number;
  comment: string | null;
  link: string;
}): MailMessage {
  const outcome =
    input.decision === 'rejected'
      ? `${input.decidedBy} asks for changes to "${input.title}" (version ${input.version}).`
      : input.complete
        ? `${input.decidedBy} approved "${input.title}" (version ${input.version}).`
        : `${input.decidedBy} approved "${input.title}" (version ${input.version}): ${input.approvals} of ${input.approvalsNeeded} approvals, it waits for another approver.`;
  const next =
    input.decision === 'rejected'
      ? 'Edit the article, then request approval of the new version:'
      : input.complete
        ? 'This exact version may now be released from the article (any later edit needs a new approval):'
        : 'The article:';
  const text = [
    'Hello,',
    '',
    outcome,
    ...(input.comment ? ['', `Their comment: ${input.comment}`] : []),
    '',
    next,
    '',
    input.link,
    '',
    'IssuerWire',
  ].join('\n');
  const subject = input.decision === 'rejected' ? `Changes requested: ${input.title}` : `Approved: ${input.title}`;
  return { to: input.to, subject, text };
}
