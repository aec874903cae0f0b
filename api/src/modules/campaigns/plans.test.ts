import { describe, expect, it } from 'vitest';
import { monthBounds, PLANS, quotaMessage, upgradeFrom } from './plans';

describe('plans', () => {
  it('has the spec prices and quotas (section 9)', () => {
    expect(PLANS.basic).toMatchObject({ priceCents: 199_900, articlesPerMonth: 4 });
    expect(PLANS.pro).toMatchObject({ priceCents: 499_900, articlesPerMonth: 12 });
    expect(PLANS.agency).toMatchObject({ priceCents: 1_000_000, articlesPerMonth: 25 });
  });

  it('upgrades basic to pro to agency, and tells an Agency user to write to the support address', () => {
    expect([upgradeFrom('basic'), upgradeFrom('pro'), upgradeFrom('agency')]).toEqual(['pro', 'agency', null]);
    expect(quotaMessage('pro', 'help@ir.example.com')).toBe(
      'Your Pro plan includes 12 articles a month and you have used them. Upgrade your plan to generate more.',
    );
    expect(quotaMessage('agency', 'help@ir.example.com')).toBe(
      'Your Agency plan includes 25 articles a month and you have used them. Write to help@ir.example.com to raise your monthly limit.',
    );
  });

  it('cuts months at UTC midnight on the first, across a year end', () => {
    expect(monthBounds(new Date('2026-01-01T00:00:00Z'))).toEqual({
      monthStart: new Date('2026-01-01T00:00:00Z'),
      previousMonthStart: new Date('2025-12-01T00:00:00Z'),
      nextMonthStart: new Date('2026-02-01T00:00:00Z'),
    });
    expect(monthBounds(new Date('2026-03-31T23:59:59.999Z')).monthStart).toEqual(new Date('2026-03-01T00:00:00Z'));
  });
});
