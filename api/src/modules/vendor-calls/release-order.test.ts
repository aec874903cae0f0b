import { describe, expect, it } from 'vitest';
import { platformReleaseTime, RELEASE_LEAD_MS } from './release-order';

describe('order of release: the newswire leads the platforms', () => {
  const wire = new Date('2026-12-01T14:00:00Z');

  it('moves a platform time before the wire (or within the lead) to the wire time plus the lead', () => {
    const requested = new Date('2026-12-01T13:30:00Z');
    expect(platformReleaseTime(requested, wire)).toEqual({
      at: new Date(wire.getTime() + RELEASE_LEAD_MS),
      moved: { from: requested, to: new Date(wire.getTime() + RELEASE_LEAD_MS) },
    });
    expect(platformReleaseTime(new Date(wire.getTime() + 60_000), wire).moved).not.toBeNull();
  });

  it('leaves a time after the lead, or with no wire pending, as asked', () => {
    const later = new Date(wire.getTime() + RELEASE_LEAD_MS);
    expect(platformReleaseTime(later, wire)).toEqual({ at: later, moved: null });
    expect(platformReleaseTime(new Date('2026-12-01T13:30:00Z'), null).moved).toBeNull();
  });
});
