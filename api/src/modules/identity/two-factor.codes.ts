import { randomInt } from 'node:crypto';
import { authenticator } from 'otplib';
import QRCode from 'qrcode';

/** TOTP (RFC 6238 via otplib) and single-use backup codes: pure functions, time passed in. */

export const TOTP_ISSUER = 'IssuerWire';
export const TOTP_STEP_SECONDS = 30;
/** One step either side of now: tolerates a phone clock about 30 s off. */
export const TOTP_WINDOW = 1;
export const BACKUP_CODE_COUNT = 10;
/** No 0/o, 1/i/l: codes are read off paper. 31 symbols, 8 per code: about 40 bits each. */
export const BACKUP_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const BACKUP_CODE_LENGTH = 8;

export function newTotpSecret(): string {
  return authenticator.generateSecret(20);
}

export function otpauthUrl(username: string, secret: string): string {
  return authenticator.keyuri(username, TOTP_ISSUER, secret);
}

export function qrCodeDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
}

export function totpStepAt(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_STEP_SECONDS);
}

/** The time step whose code `token` is (within the window around `now`), or null. Replay is the caller's check. */
export function matchTotpStep(secret: string, token: string, now: Date): number | null {
  if (!/^\d{6}$/.test(token)) return null;
  const checker = authenticator.clone({ epoch: now.getTime(), step: TOTP_STEP_SECONDS, window: TOTP_WINDOW });
  const delta = checker.checkDelta(token, secret);
  return delta === null ? null : totpStepAt(now) + delta;
}

/** Ten fresh codes formatted `abcd-efgh`. */
export function newBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const chars = Array.from({ length: BACKUP_CODE_LENGTH }, () => BACKUP_CODE_ALPHABET[randomInt(BACKUP_CODE_ALPHABET.length)]);
    return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
  });
}

/** The canonical form of what a user typed as a backup code (case, spaces and hyphen ignored), or null if it cannot be one. */
export function normalizeBackupCode(input: string): string | null {
  const compact = input.toLowerCase().replace(/[\s-]/g, '');
  if (compact.length !== BACKUP_CODE_LENGTH) return null;
  for (const ch of compact) if (!BACKUP_CODE_ALPHABET.includes(ch)) return null;
  return compact;
}
