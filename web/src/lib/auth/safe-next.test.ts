import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './safe-next';

describe('safeNextPath', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeNextPath('/kyc-registration')).toBe('/kyc-registration');
    expect(safeNextPath('/settings?tab=security#sessions')).toBe('/settings?tab=security#sessions');
  });

  it('refuses anything that could leave the site', () => {
    for (const raw of [
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'dashboard',
      '',
      null,
      undefined,
    ]) {
      expect(safeNextPath(raw)).toBe('/dashboard');
    }
    expect(safeNextPath('//evil.example', '/signup')).toBe('/signup');
  });
});

describe('loginPathFor', () => {
  it('carries the wanted page, except the default one', () => {
    expect(loginPathFor('/settings?tab=1')).toBe('/login?next=%2Fsettings%3Ftab%3D1');
    expect(loginPathFor('/dashboard')).toBe('/login');
  });
});
