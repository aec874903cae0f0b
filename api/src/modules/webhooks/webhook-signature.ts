import { createHmac } from 'node:crypto';

/** The header a receiver checks: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, one v1 per secret in use. */
export const SIGNATURE_HEADER = 'IssuerWire-Signature';

/** Signs `body` at `at` with each secret (the current one first; the previous one during a rotation). */
export function signatureHeader(body: string, at: Date, secrets: string[]): string {
  const t = Math.floor(at.getTime() / 1000);
  const signatures = secrets.map((secret) => `v1=${createHmac('sha256', secret).update(`${t}.${body}`, 'utf8').digest('hex')}`);
  return [`t=${t}`, ...signatures].join(',');
}
