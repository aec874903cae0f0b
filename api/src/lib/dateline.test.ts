import { describe, expect, it } from 'vitest';
import { datelinePlace, withoutLeadingDateline } from './dateline';

describe('release datelines', () => {
  it('prints the head office as the wires do, and nothing without a city (never a country alone)', () => {
    expect(datelinePlace({ city: 'Seattle', region: 'WA', country: 'US' })).toBe('SEATTLE, WA');
    expect(datelinePlace({ city: 'London', country: 'United Kingdom' })).toBe('LONDON, UNITED KINGDOM');
    expect(datelinePlace({ city: ' Minnetonka ' })).toBe('MINNETONKA');
    expect(datelinePlace({ country: 'United States' })).toBe('');
    expect(datelinePlace(null)).toBe('');
  });

  it("drops the composer's own dateline from a body a wire leads with its dateline", () => {
    expect(withoutLeadingDateline('**SEATTLE, WA, March 14, 2025** — Acme (NASDAQ: ACME) today announced that it signed.')).toBe(
      'Acme (NASDAQ: ACME) today announced that it signed.',
    );
    expect(withoutLeadingDateline('**March 14, 2025** — Acme today announced.')).toBe('Acme today announced.');
    expect(withoutLeadingDateline('**Bold start** of a feature article.')).toBe('**Bold start** of a feature article.');
  });
});
