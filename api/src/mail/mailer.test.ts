import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from './mail.testing';
import { createMailer, LogMailer, SmtpMailer } from './mailer';

function capturingLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
}

describe('mailer', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => smtp?.close());

  it('delivers over SMTP to SMTP_URL, with the sender from MAIL_FROM', async () => {
    const { logger, lines } = capturingLogger();
    const mailer = createMailer({ smtpUrl: smtp.url, mailFrom: 'IssuerWire <no-reply@issuerwire.test>' }, logger);
    expect(mailer).toBeInstanceOf(SmtpMailer);
    const link = `https://app.example/reset-password?token=${'x'.repeat(60)}`;
    await mailer.send({ to: 'ceo@acme.test', subject: 'Reset your password', text: `Open ${link} within 1 hour.` });
    const mail = await smtp.waitFor((m) => m.to.includes('ceo@acme.test'));
    expect(mail.from).toBe('no-reply@issuerwire.test');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain(link);
    // What was logged names the mail but never carries its body.
    expect(lines.join('')).toContain('mail sent');
    expect(lines.join('')).not.toContain('x'.repeat(60));
  });

  it('writes the whole mail to the log when no SMTP_URL is set', async () => {
    const { logger, lines } = capturingLogger();
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'IssuerWire <no-reply@issuerwire.test>' }, logger);
    expect(mailer).toBeInstanceOf(LogMailer);
    await mailer.send({ to: 'ceo@acme.test', subject: 'Your code', text: 'Code: 123456' });
    const entry = JSON.parse(lines[0]);
    expect(entry.mail).toMatchObject({ to: 'ceo@acme.test', subject: 'Your code', body: 'Code: 123456' });
  });

  it('fails loudly when the SMTP server is unreachable', async () => {
    const { logger } = capturingLogger();
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', mailFrom: 'a@b.test' }, logger);
    await expect(mailer.send({ to: 'x@y.test', subject: 's', text: 't' })).rejects.toThrow();
  });
});
