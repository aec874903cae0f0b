import type { MailMessage } from '../../mail/mailer';

/** To an owner or the author: a channel of the release is late, with the link to the article's Release tab. */
export function releaseDelayedMail(input: {
  to: string;
  organization: string;
  title: string;
  channel: string;
  dueAt: Date;
  detail: string | null;
  link: string;
}): MailMessage {
  const text = [
    'Hello,',
    '',
    `"${input.title}" (${input.organization}) was due on ${input.channel} at ${input.dueAt.toISOString()} and is not live there more than two minutes later.`,
    ...(input.detail ? ['', `What the channel says: ${input.detail}`] : []),
    '',
    'See every channel of the release and what to do on its Release tab:',
    '',
    input.link,
    '',
    'IssuerWire',
  ].join('\n');
  return { to: input.to, subject: `Release delayed: ${input.title}`, text };
}
