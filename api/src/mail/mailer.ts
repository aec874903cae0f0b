import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../lib/logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058) on alert mails. */
  headers?: Record<string, string>;
}

/** Outgoing mail. Callers build the message; a mailer only delivers it. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Closes open connections (at shutdown, after the work that sends has settled). */
  close?(): void;
}

/** SMTP connections kept open and reused: an alert to 10,000 readers is not 10,000 handshakes. */
const SMTP_POOL = { pool: true, maxConnections: 4, maxMessages: 500 } as const;

/** Delivers through nodemailer to SMTP_URL (smtp:// or smtps://). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly logger: Logger,
  ) {
    this.transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_POOL });
  }

  close(): void {
    this.transport.close();
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
    });
    // The recipient and subject only: bodies carry links and codes.
    this.logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
  }
}

/**
 * With no SMTP_URL the whole message, codes and links included, goes to the log, so a local
 * `npm start` can finish a sign-up or a password reset. The only place a secret may be logged.
 */
export class LogMailer implements Mailer {
  constructor(
    private readonly from: string,
    private readonly logger: Logger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    this.logger.info(
      { mail: { from: this.from, to: message.to, subject: message.subject, body: message.text } },
      'mail not sent (no SMTP_URL set): written here instead',
    );
  }
}

export function createMailer(settings: { smtpUrl: string | undefined; mailFrom: string }, logger: Logger): Mailer {
  return settings.smtpUrl ? new SmtpMailer(settings.smtpUrl, settings.mailFrom, logger) : new LogMailer(settings.mailFrom, logger);
}
