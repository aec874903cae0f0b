import { describe, expect, it } from 'vitest';
import '../../lib/zod';
import { loginSchema, passwordStrength, signupSchema, totpCodeSchema, verifyTwoFactorSchema } from './identity.schemas';

const valid = {
  username: 'jane_doe-1',
  email: 'Jane@Acme.test ',
  password: 'Sturdy-Otter-42',
  confirmPassword: 'Sturdy-Otter-42',
  companyName: 'Acme',
  ticker: 'acme',
  contactName: 'Jane Doe',
};

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('passwordStrength (spec section 5)', () => {
  it.each([
    ['', 0, 'Weak'],
    ['abc', 20, 'Weak'],
    ['abcdefgh', 40, 'Medium'],
    ['Abcdefgh', 60, 'Medium'],
    ['Abcdefg1', 80, 'Strong'],
    ['Abcdefg1!', 100, 'Strong'],
  ])('%j scores %i (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toMatchObject({ score, label });
  });

  it('reports each check for the checklist', () => {
    expect(passwordStrength('abc1').checks).toEqual({ length: false, uppercase: false, lowercase: true, number: true, special: false });
  });
});

describe('signupSchema', () => {
  it('accepts a valid form, trimming and normalising email and ticker', () => {
    const parsed = signupSchema.parse(valid);
    expect(parsed.email).toBe('jane@acme.test');
    expect(parsed.ticker).toBe('ACME');
  });

  it('lists every failing password rule, with the spec messages', () => {
    const result = signupSchema.safeParse({ ...valid, password: 'abc', confirmPassword: 'abc' });
    expect(messages(result)).toEqual([
      'password: Password must be at least 8 characters',
      'password: Password must contain at least one uppercase letter',
      'password: Password must contain at least one number',
      'password: Password must contain at least one special character',
    ]);
  });

  it("says Passwords don't match on confirmPassword even while another field is still wrong", () => {
    const result = signupSchema.safeParse({ ...valid, username: 'ab', confirmPassword: 'nope' });
    expect(messages(result)).toContain("confirmPassword: Passwords don't match");
    expect(messages(result)).toContain('username: Username must be at least 3 characters');
  });

  it('says Required for a missing field', () => {
    const { companyName: _drop, ...rest } = valid;
    expect(messages(signupSchema.safeParse(rest))).toContain('companyName: Required');
  });
});

describe('login and code schemas', () => {
  it('uses the spec messages for empty login fields', () => {
    expect(messages(loginSchema.safeParse({ username: ' ', password: '' }))).toEqual([
      'username: Username is required',
      'password: Password is required',
    ]);
  });

  it('strips non-digits from a code and wants exactly 6', () => {
    expect(totpCodeSchema.parse('123 456')).toBe('123456');
    expect(messages(totpCodeSchema.safeParse('12a45'))).toEqual([': Please enter a 6-digit code']);
  });

  it('takes a backup code at the verify step too', () => {
    expect(verifyTwoFactorSchema.parse({ tempToken: 't', token: 'abcd-efgh' }).token).toBe('abcd-efgh');
  });
});
