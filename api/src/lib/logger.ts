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

export function createLogger(level: string, pretty = process.stdout.isTTY): Logger {
  const options: LoggerOptions = { level, redact: { paths: REDACT, censor: '[redacted]' } };
  if (pretty) {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
    });
  }
  return pino(options);
}
