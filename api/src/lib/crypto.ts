import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** Small, audited-by-reading primitives: random tokens, hashes, keyed hashes and authenticated encryption. */

/** A URL-safe random token (32 bytes = 256 bits by default). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Hex SHA-256; enough for high-entropy tokens (session, reset, challenge) that are looked up by hash. */
export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Hex HMAC-SHA256 with a server key: for low-entropy secrets a stolen table alone must not reveal. */
export function hmacSha256(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value, 'utf8').digest('hex');
}

/** A purpose-bound 32-byte subkey, so one master key never serves two uses directly. */
export function deriveKey(master: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `issuerwire:${purpose}`, 32));
}

/** Constant-time comparison of two strings (false when lengths differ). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

const VERSION = 'v1';

/**
 * AES-256-GCM. `context` (e.g. `totp:<userId>`) is authenticated but not stored, so a ciphertext
 * copied to another row or purpose fails to decrypt. Output: `v1.<iv>.<tag>.<ciphertext>` in base64url.
 */
export function encrypt(plaintext: string, key: Buffer, context = ''): string {
  assertKey(key);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** Inverse of `encrypt`; throws when the payload was altered, or the key or context differ. */
export function decrypt(payload: string, key: Buffer, context = ''): string {
  assertKey(key);
  const [version, iv, tag, body] = payload.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Unrecognised encrypted payload.');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

function assertKey(key: Buffer): void {
  if (key.length !== 32) throw new Error('The encryption key must be 32 bytes.');
}
