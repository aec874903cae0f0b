import { describe, expect, it } from 'vitest';
import { monthBounds, overageMessage, PLANS, upgradeFrom } from './plans';

describe('plans', () => {
  it('has the spec prices and quotas (section 9)', () => {
    expect(PLANS.basic).toMatchObject({ priceCents: 199_900, articlesPerMonth: 4 });
    expect(PLANS.pro).toMatchObject({ priceCents: 499_900, articlesPerMonth: 12 });
    expect(PLANS.agency).toMatchObject({ priceCents: 1_000_000, articlesPerMonth: 25 });
  });

  it('upgrades basic to pro to agency, and prices each article beyond the allowance before it is charged', () => {
    expect([upgradeFrom('basic'), upgradeFrom('pro'), upgradeFrom('agency')]).toEqual(['pro', 'agency', null]);
    expect(overageMessage('pro')).toBe(
      "This article is beyond your Pro plan's 12 this month: $420 will be charged. Confirm the charge to generate it.",
    );
    expect(overageMessage('basic')).toContain("beyond your Basic plan's 4 this month: $500 will be charged");
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
