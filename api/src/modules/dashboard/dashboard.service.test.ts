import { describe, expect, it } from 'vitest';
import { percentChange } from './dashboard.service';

describe('percentChange', () => {
  it('is rounded percent against last month, null without a base', () => {
    expect(percentChange(3, 2)).toBe(50);
    expect(percentChange(1, 3)).toBe(-67);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(0, 4)).toBe(-100);
  });
});
