import { authenticator } from 'otplib';
import { describe, expect, it } from 'vitest';
import {
  BACKUP_CODE_ALPHABET,
  matchTotpStep,
  newBackupCodes,
  newTotpSecret,
  normalizeBackupCode,
  otpauthUrl,
  totpStepAt,
} from './two-factor.codes';

describe('TOTP', () => {
  const secret = newTotpSecret();
  const now = new Date('2026-01-05T15:00:10Z');
  const codeAt = (offsetSteps: number) => authenticator.clone({ epoch: now.getTime() + offsetSteps * 30_000 }).generate(secret);

  it('matches a code of the current step or one either side, and says which step', () => {
    const step = totpStepAt(now);
    expect(matchTotpStep(secret, codeAt(0), now)).toBe(step);
    expect(matchTotpStep(secret, codeAt(-1), now)).toBe(step - 1);
    expect(matchTotpStep(secret, codeAt(1), now)).toBe(step + 1);
  });

  it('refuses codes two steps away, and anything but 6 digits', () => {
    expect(matchTotpStep(secret, codeAt(-2), now)).toBeNull();
    expect(matchTotpStep(secret, codeAt(2), now)).toBeNull();
    expect(matchTotpStep(secret, '12345', now)).toBeNull();
    expect(matchTotpStep(secret, 'abcdef', now)).toBeNull();
  });

  it('builds an otpauth URL with the IssuerWire issuer and the username', () => {
    const url = new URL(otpauthUrl('jane_doe', secret));
    expect(url.protocol).toBe('otpauth:');
    expect(decodeURIComponent(url.pathname)).toContain('IssuerWire:jane_doe');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('IssuerWire');
    expect(url.searchParams.get('period')).toBe('30');
  });
});

describe('backup codes', () => {
  it('makes 10 distinct codes from the unambiguous alphabet', () => {
    const codes = newBackupCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^.{4}-.{4}$/);
      for (const ch of code.replace('-', '')) expect(BACKUP_CODE_ALPHABET).toContain(ch);
    }
    expect(BACKUP_CODE_ALPHABET).not.toMatch(/[01ilo]/);
  });

  it('normalises case, spaces and the hyphen; refuses what cannot be a code', () => {
    expect(normalizeBackupCode(' ABCD-EFGH ')).toBe('abcdefgh');
    expect(normalizeBackupCode('abcd efgh')).toBe('abcdefgh');
    expect(normalizeBackupCode('abcd-efg')).toBeNull();
    expect(normalizeBackupCode('abcd-efg1')).toBeNull();
  });
});
