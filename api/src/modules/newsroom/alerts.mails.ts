import { markdownToText } from '../articles';
import type { MailMessage } from '../../mail/mailer';
import type { Newsroom, NewsroomRelease } from './newsroom.entity';

/** The double opt-in mail: its link opens a page whose one button confirms (a link scanner's GET does nothing). */
export function confirmationMail(newsroom: Newsroom, to: string, confirmUrl: string): MailMessage {
  return {
    to,
    subject: `Confirm your email alerts from ${newsroom.title}`,
    text: [
      `Someone, probably you, asked to receive the news releases of ${newsroom.title} by email at this address.`,
      '',
      `To confirm, open this page and press its button:`,
      confirmUrl,
      '',
      'If you did not ask, ignore this mail: you will receive nothing more.',
    ].join('\n'),
  };
}

/**
 * One alert: the release's title, its opening and its permalink, with RFC 8058 one-click unsubscribe
 * (List-Unsubscribe with an https URL, and List-Unsubscribe-Post) and the same link in the text.
 */
export function alertMail(
  newsroom: Newsroom,
  release: NewsroomRelease,
  permalink: string,
  to: string,
  unsubscribeUrl: string,
): MailMessage {
  const text = markdownToText(release.body).replace(/\s+/g, ' ').trim();
  const opening = text.length > 600 ? `${text.slice(0, 597).replace(/\s+\S*$/, '')}…` : text;
  return {
    to,
    subject: `${newsroom.title}: ${release.title}`,
    text: [release.title, '', opening, '', `Read the release: ${permalink}`, '', `Unsubscribe with one click: ${unsubscribeUrl}`].join(
      '\n',
    ),
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
