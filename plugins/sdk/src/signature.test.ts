import { describe, expect, it } from 'vitest';
import { hmacSignature, verifyHmacSignature } from './signature';

describe('verifyHmacSignature', () => {
  const body = Buffer.from('{"orderId":"480001","status":"published"}');

  it('accepts the HMAC of the exact body under the secret, hex or base64, with a prefix', () => {
    const hex = hmacSignature('whsec-0123', body);
    expect(verifyHmacSignature({ secret: 'whsec-0123', payload: body, signature: hex })).toBe(true);
    expect(verifyHmacSignature({ secret: 'whsec-0123', payload: body, signature: `sha256=${hex.toUpperCase()}`, prefix: 'sha256=' })).toBe(
      true,
    );
    const b64 = hmacSignature('whsec-0123', body, { algorithm: 'sha512', encoding: 'base64' });
    expect(verifyHmacSignature({ secret: 'whsec-0123', payload: body, signature: b64, algorithm: 'sha512', encoding: 'base64' })).toBe(
      true,
    );
  });

  it('refuses another secret, a changed body, a truncated or missing signature', () => {
    const hex = hmacSignature('whsec-0123', body);
    expect(verifyHmacSignature({ secret: 'whsec-9999', payload: body, signature: hex })).toBe(false);
    expect(verifyHmacSignature({ secret: 'whsec-0123', payload: Buffer.from(`${body.toString()} `), signature: hex })).toBe(false);
    expect(verifyHmacSignature({ secret: 'whsec-0123', payload: body, signature: hex.slice(0, 20) })).toBe(false);
    expect(verifyHmacSignature({ secret: 'whsec-0123', payload: body, signature: undefined })).toBe(false);
    expect(verifyHmacSignature({ secret: '', payload: body, signature: hex })).toBe(false);
  });
});
