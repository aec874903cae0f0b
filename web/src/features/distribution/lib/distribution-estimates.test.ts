import { describe, expect, it } from 'vitest';
import { formatCents, formatReach, reachPerOrder, summarize, wordLimitNotices } from './distribution-estimates';

const providers = [
  { id: 'ein', prices: { basic: { amountCents: 14_900 }, enhanced: { amountCents: 49_900 }, premium: { amountCents: 99_900 } } },
  { id: 'prnewswire', prices: { basic: { amountCents: 80_000 }, enhanced: { amountCents: 150_050 }, premium: { amountCents: 300_000 } } },
  { id: 'newsfile', prices: { basic: { amountCents: 45_000 }, enhanced: { amountCents: 90_000 }, premium: { amountCents: 150_000 } } },
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

  it('formats cents as dollars, and gives one reach per order whatever the price (the figure the order records)', () => {
    expect(formatCents(14_900)).toBe('$149');
    expect(formatCents(199_950)).toBe('$1,999.50');
    expect(formatCents(0)).toBe('$0');
    expect([reachPerOrder('basic'), reachPerOrder('enhanced'), reachPerOrder('premium')]).toEqual([2_000, 6_000, 16_000]);
    expect(formatReach(48_000)).toBe('48,000');
  });

  it("lists the server's word-limit notices for the chosen providers at the level only", () => {
    const packages = [
      { provider: 'ein', level: 'BASIC', wordLimit: 700, notice: '1,077 words: the Basic package covers 700' },
      { provider: 'ein', level: 'PREMIUM', wordLimit: 2_500, notice: null },
      { provider: 'prnewswire', level: 'BASIC', wordLimit: null, notice: null },
    ];
    expect(wordLimitNotices(packages, new Set(['ein', 'prnewswire']), 'basic')).toEqual(['1,077 words: the Basic package covers 700']);
    expect(wordLimitNotices(packages, new Set(['ein']), 'premium')).toEqual([]);
    expect(wordLimitNotices(packages, new Set(['prnewswire']), 'basic')).toEqual([]);
  });
});
