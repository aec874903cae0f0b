import { describe, expect, it } from 'vitest';
import { formatDollarsK, formatMarketCap, formatMinutes, formatMoney, formatThousands, formatVolume, minutesUntil } from './format';

describe('formatMarketCap', () => {
  it('uses T, B and M with one decimal and a dollar sign at each threshold', () => {
    expect(formatMarketCap(1e12)).toBe('$1.0T');
    expect(formatMarketCap(2.345e12)).toBe('$2.3T');
    expect(formatMarketCap(1e9)).toBe('$1.0B');
    expect(formatMarketCap(45_670_000_000)).toBe('$45.7B');
    expect(formatMarketCap(1e6)).toBe('$1.0M');
    expect(formatMarketCap(987_660_000)).toBe('$987.7M');
  });

  it('shows the plain number below a million', () => {
    expect(formatMarketCap(999_999)).toBe('999999');
    expect(formatMarketCap(0)).toBe('0');
  });

  it('moves to the next unit when rounding would show 1000.0', () => {
    expect(formatMarketCap(999_960_000)).toBe('$1.0B');
    expect(formatMarketCap(999_960_000_000)).toBe('$1.0T');
  });

  it('reads N/A when the value is missing', () => {
    expect(formatMarketCap(null)).toBe('N/A');
    expect(formatMarketCap(undefined)).toBe('N/A');
    expect(formatMarketCap(Number.NaN)).toBe('N/A');
  });
});

describe('formatThousands', () => {
  it('divides by a thousand with one decimal and K', () => {
    expect(formatThousands(1234)).toBe('1.2K');
    expect(formatThousands(1250)).toBe('1.3K');
    expect(formatThousands(500)).toBe('0.5K');
    expect(formatThousands(2_500_000)).toBe('2500.0K');
  });

  it('reads 0 when zero or missing', () => {
    expect(formatThousands(0)).toBe('0');
    expect(formatThousands(undefined)).toBe('0');
    expect(formatThousands(null)).toBe('0');
  });
});

describe('formatDollarsK', () => {
  it('shows dollars in thousands without decimals', () => {
    expect(formatDollarsK(12_345)).toBe('$12K');
    expect(formatDollarsK(12_500)).toBe('$13K');
    expect(formatDollarsK(1_999)).toBe('$2K');
    expect(formatDollarsK(400)).toBe('$0K');
  });

  it('reads $0 when zero or missing', () => {
    expect(formatDollarsK(0)).toBe('$0');
    expect(formatDollarsK(undefined)).toBe('$0');
  });
});

describe('formatVolume', () => {
  it('shows shares in the largest unit with one decimal, so a thin day is not 0.0M', () => {
    expect(formatVolume(1_234_567)).toBe('1.2M');
    expect(formatVolume(5_000)).toBe('5.0K');
    expect(formatVolume(50_000)).toBe('50.0K');
    expect(formatVolume(999_960)).toBe('1.0M');
    expect(formatVolume(2_500_000_000)).toBe('2.5B');
    expect(formatVolume(950)).toBe('950');
    expect(formatVolume(0)).toBe('0');
  });

  it('reads N/A when missing', () => {
    expect(formatVolume(undefined)).toBe('N/A');
  });
});

describe('formatMoney', () => {
  it('shows two decimals in the currency, and up to four below one unit (a penny stock)', () => {
    expect(formatMoney({ amount: '12.3', currency: 'USD' })).toBe('$12.30');
    expect(formatMoney({ amount: '0.0035', currency: 'USD' })).toBe('$0.0035');
    expect(formatMoney({ amount: '187', currency: 'USD' })).toBe('$187.00');
    expect(formatMoney({ amount: '-1.5', currency: 'USD' })).toBe('-$1.50');
    expect(formatMoney({ amount: '4.25', currency: 'CAD' })).toBe('CA$4.25');
  });

  it('reads N/A when missing', () => {
    expect(formatMoney(null)).toBe('N/A');
  });
});

describe('formatMinutes', () => {
  it('uses the singular only for exactly one', () => {
    expect(formatMinutes(1)).toBe('1 minute');
    expect(formatMinutes(2)).toBe('2 minutes');
    expect(formatMinutes(0)).toBe('0 minutes');
    expect(formatMinutes(15)).toBe('15 minutes');
  });
});

describe('minutesUntil', () => {
  const now = new Date('2025-01-01T12:00:00Z');

  it('rounds the remaining time up to whole minutes', () => {
    expect(minutesUntil(new Date('2025-01-01T12:00:01Z'), now)).toBe(1);
    expect(minutesUntil(new Date('2025-01-01T12:01:00Z'), now)).toBe(1);
    expect(minutesUntil(new Date('2025-01-01T12:01:01Z'), now)).toBe(2);
    expect(minutesUntil('2025-01-01T12:15:00Z', now)).toBe(15);
  });

  it('is 0 once the time has passed or the date is invalid', () => {
    expect(minutesUntil(new Date('2025-01-01T11:59:00Z'), now)).toBe(0);
    expect(minutesUntil(now, now)).toBe(0);
    expect(minutesUntil('not a date', now)).toBe(0);
  });
});
