import pino, { type Logger, type LoggerOptions } from 'pino';

export type { Logger };

/** Secrets never reach the log: cookies, auth headers, passwords, codes and tokens are redacted. */
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.confirmPassword',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.tempToken',
  '*.secret',
  '*.apiKey',
];

/** Single-use tokens travel in links (?token=...); request logs keep the path, never the token. */
export function scrubUrl(url: string): string {
  return url.replace(/([?&](?:token|tempToken|code)=)[^&#]*/gi, '$1[redacted]');
}

/** Request lines keep the method, the path (tokens scrubbed) and the address: never headers or bodies. */
export const serializers = {
  req(req: { method?: string; url?: string; headers?: Record<string, unknown>; ip?: string }) {
    return { method: req.method, url: req.url ? scrubUrl(req.url) : req.url, remoteAddress: req.ip };
  },
};

/** `destination`: where lines go instead of stdout (tests read them). */
export function createLogger(level: string, pretty = process.stdout.isTTY, destination?: pino.DestinationStream): Logger {
  const options: LoggerOptions = { level, redact: { paths: REDACT, censor: '[redacted]' }, serializers };
  if (destination) return pino(options, destination);
  if (pretty) {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
    });
  }
  // Lines go out in blocks of 4 KB, or every 200 ms when quieter, not one system call per line: with a
  // line per request, writing was a quarter of what a small request cost. pino writes what it holds when
  // the process exits; a kill -9 can lose the last 200 ms of lines.
  return pino(options, pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 200 }));
}
