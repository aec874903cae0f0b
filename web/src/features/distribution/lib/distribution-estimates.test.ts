import { describe, expect, it } from 'vitest';
import { cardReach, formatCents, formatReach, summarize } from './distribution-estimates';

const providers = [
  { id: 'ein', pricingCents: { basic: 14_900, enhanced: 49_900, premium: 99_900 } },
  { id: 'prnewswire', pricingCents: { basic: 80_000, enhanced: 150_050, premium: 300_000 } },
  { id: 'newsfile', pricingCents: { basic: 45_000, enhanced: 90_000, premium: 150_000 } },
];

describe('distribution estimates', () => {
  it("adds the chosen providers' prices for the level and multiplies the reach by the level", () => {
    expect(summarize(providers, new Set(['ein']), 'basic')).toEqual({ providers: 1, totalCents: 14_900, reach: 2_000 });
    expect(summarize(providers, new Set(['ein', 'prnewswire']), 'enhanced')).toEqual({ providers: 2, totalCents: 199_950, reach: 12_000 });
    expect(summarize(providers, new Set(['ein', 'prnewswire', 'newsfile']), 'premium')).toEqual({
      providers: 3,
      totalCents: 549_900,
      reach: 48_000,
    });
    expect(summarize(providers, new Set(), 'premium')).toEqual({ providers: 0, totalCents: 0, reach: 0 });
  });

  it("formats cents as dollars and a card's reach as price x 10", () => {
    expect(formatCents(14_900)).toBe('$149');
    expect(formatCents(199_950)).toBe('$1,999.50');
    expect(formatCents(0)).toBe('$0');
    expect(cardReach(14_900)).toBe(1_490);
    expect(formatReach(48_000)).toBe('48,000');
  });
});
