import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decrypt, deriveKey, encrypt, hmacSha256, randomToken, safeEqual, sha256 } from './crypto';

describe('crypto helpers', () => {
  const key = randomBytes(32);

  it('round-trips a secret and never stores it in clear', () => {
    const payload = encrypt('JBSWY3DPEHPK3PXP', key, 'totp:user-1');
    expect(payload).not.toContain('JBSWY3DPEHPK3PXP');
    expect(decrypt(payload, key, 'totp:user-1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('uses a fresh IV each time', () => {
    expect(encrypt('same', key)).not.toBe(encrypt('same', key));
  });

  it('refuses a ciphertext moved to another context, decrypted with another key, or altered', () => {
    const payload = encrypt('secret', key, 'totp:user-1');
    expect(() => decrypt(payload, key, 'totp:user-2')).toThrow();
    expect(() => decrypt(payload, randomBytes(32), 'totp:user-1')).toThrow();
    const parts = payload.split('.');
    const body = Buffer.from(parts[3], 'base64url');
    body[0] ^= 1;
    parts[3] = body.toString('base64url');
    expect(() => decrypt(parts.join('.'), key, 'totp:user-1')).toThrow();
  });

  it('refuses a key of the wrong size', () => {
    expect(() => encrypt('x', randomBytes(16))).toThrow(/32 bytes/);
  });

  it('makes URL-safe 256-bit tokens that do not repeat', () => {
    const a = randomToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(a);
  });

  it('hashes deterministically; keyed hashes depend on the key; subkeys depend on the purpose', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hmacSha256(key, 'code')).not.toBe(hmacSha256(randomBytes(32), 'code'));
    expect(deriveKey(key, 'a').equals(deriveKey(key, 'b'))).toBe(false);
    expect(deriveKey(key, 'a').equals(deriveKey(key, 'a'))).toBe(true);
    expect(deriveKey(key, 'a')).toHaveLength(32);
  });

  it('compares in constant time without throwing on length mismatch', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
