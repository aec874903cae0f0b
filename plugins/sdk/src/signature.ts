import { createHmac, timingSafeEqual } from 'node:crypto';

// Vendors that call back sign their requests; a plugin checks the signature over the raw body with these
// (constant-time comparison: the time taken says nothing about how much of a forged signature matched).

export type HmacAlgorithm = 'sha1' | 'sha256' | 'sha512';
export type SignatureEncoding = 'hex' | 'base64';

export interface HmacOptions {
  algorithm?: HmacAlgorithm;
  encoding?: SignatureEncoding;
}

/** The HMAC of the payload (the raw body, or timestamp + body as the vendor signs it), encoded. */
export function hmacSignature(secret: string, payload: string | Uint8Array, options: HmacOptions = {}): string {
  return createHmac(options.algorithm ?? 'sha256', secret)
    .update(payload)
    .digest(options.encoding ?? 'hex');
}

export interface VerifyHmacOptions extends HmacOptions {
  secret: string;
  /** Exactly the bytes the vendor signed: PluginCallbackRequest.rawBody, never a re-serialized body. */
  payload: string | Uint8Array;
  /** The header's value; absent or empty: not verified. */
  signature: string | undefined;
  /** Stripped from the header first when present, e.g. 'sha256=' (GitHub-style headers). */
  prefix?: string;
}

/** True when the signature is the HMAC of the payload under the secret. */
export function verifyHmacSignature(options: VerifyHmacOptions): boolean {
  let given = options.signature?.trim() ?? '';
  if (options.prefix && given.startsWith(options.prefix)) given = given.slice(options.prefix.length);
  if (!given || !options.secret) return false;
  const encoding = options.encoding ?? 'hex';
  const expected = Buffer.from(hmacSignature(options.secret, options.payload, options), encoding);
  const received = Buffer.from(encoding === 'hex' ? given.toLowerCase() : given, encoding);
  return received.length === expected.length && timingSafeEqual(received, expected);
}
