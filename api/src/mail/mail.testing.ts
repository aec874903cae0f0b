import { SMTPServer } from 'smtp-server';

/** Test support: a real SMTP server on loopback that keeps what it receives. Never used by the app. */

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The decoded text/plain body. */
  text: string;
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  messages: ReceivedMail[];
  /** Recipients to refuse once, with the SMTP code to answer (4xx: try later, 5xx: never): failure tests. */
  refuse: Map<string, number>;
  /** Resolves with the first message matching `match` (already received or arriving within `timeoutMs`). */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const refuse = new Map<string, number>();
  const server = new SMTPServer({
    // Closing drops the connections a pooled mailer keeps open at once (the default waits 30 s for them).
    closeTimeout: 100,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = refuse.get(address.address);
      if (code === undefined) return callback();
      refuse.delete(address.address);
      callback(Object.assign(new Error(code < 500 ? 'Try again later' : 'No such mailbox'), { responseCode: code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push(
          parseMail(
            raw,
            session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as { port: number };

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuse,
    waitFor(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error('no matching mail arrived'));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Just enough MIME for what nodemailer sends us: a single text part or multipart/alternative. */
export function parseMail(raw: string, from: string, to: string[]): ReceivedMail {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = parseHeaders(head);
  const subject = decodeEncodedWords(headers['subject'] ?? '');
  const contentType = headers['content-type'] ?? 'text/plain';
  let text: string;
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (boundary) {
    const parts = rest.join('\n\n').split(`--${boundary}`);
    const plain = parts.find((p) => /content-type:\s*text\/plain/i.test(p)) ?? '';
    const [partHead, ...partBody] = plain.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    text = decodeBody(partBody.join('\n\n'), parseHeaders(partHead)['content-transfer-encoding']);
  } else {
    text = decodeBody(rest.join('\n\n'), headers['content-transfer-encoding']);
  }
  return { from, to, subject, text: text.trim(), raw };
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return headers;
}

function decodeBody(body: string, encoding = '7bit'): string {
  const kind = encoding.toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (kind === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function decodeEncodedWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : decodeBody(data.replace(/_/g, ' '), 'quoted-printable'),
  );
}
