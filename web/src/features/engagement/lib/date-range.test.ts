import { describe, expect, it } from 'vitest';
import { customRangeProblem, presetRange, rangeFromParams, withRange } from './date-range';

const NOW = new Date('2026-03-15T23:30:00Z');

describe('analytics date range', () => {
  it('counts a preset back from today (UTC), today included', () => {
    expect(presetRange(7, NOW)).toEqual({ preset: 7, from: '2026-03-09', to: '2026-03-15' });
    expect(presetRange(90, NOW)).toEqual({ preset: 90, from: '2025-12-16', to: '2026-03-15' });
  });

  it('reads the URL: a valid custom range, a preset, or the 30-day default for anything else', () => {
    expect(rangeFromParams(new URLSearchParams('from=2026-01-01&to=2026-01-31'), NOW)).toEqual({
      preset: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(rangeFromParams(new URLSearchParams('range=7'), NOW).preset).toBe(7);
    expect(rangeFromParams(new URLSearchParams('range=12'), NOW)).toEqual(presetRange(30, NOW));
    expect(rangeFromParams(new URLSearchParams('from=2026-02-30&to=2026-03-01'), NOW)).toEqual(presetRange(30, NOW));
    expect(rangeFromParams(new URLSearchParams('from=2026-03-01&to=2026-02-01'), NOW)).toEqual(presetRange(30, NOW));
  });

  it('writes the range into the URL, keeping other parameters', () => {
    const params = new URLSearchParams('campaign=c1&range=7');
    expect(withRange(params, { preset: 'custom', from: '2026-01-01', to: '2026-01-31' }).toString()).toBe(
      'campaign=c1&from=2026-01-01&to=2026-01-31',
    );
    expect(withRange(new URLSearchParams('from=2026-01-01&to=2026-01-31'), { preset: 90, from: '', to: '' }).toString()).toBe('range=90');
  });

  it('refuses reversed, unreal and over-long custom ranges with a message', () => {
    expect(customRangeProblem('2026-01-01', '2026-12-31')).toBeNull();
    expect(customRangeProblem('2026-02-10', '2026-02-01')).toBe('The start date must not be after the end date.');
    expect(customRangeProblem('2026-02-30', '2026-03-01')).toBe('Enter both dates.');
    expect(customRangeProblem('2024-01-01', '2025-01-01')).toBe('Choose a range of at most 366 days.');
  });
});
