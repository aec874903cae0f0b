import { describe, expect, it } from 'vitest';
import { parseIsoDateTime } from '../vendor-calls/vendor-calls.schemas';
import { publishSchema } from './publishing.schemas';

describe('publishing inputs', () => {
  it('reads ISO date-times with or without an offset; without one (datetime-local) as UTC', () => {
    expect(parseIsoDateTime('2026-12-01T09:30')?.toISOString()).toBe('2026-12-01T09:30:00.000Z');
    expect(parseIsoDateTime('2026-12-01T09:30:15.250+02:00')?.toISOString()).toBe('2026-12-01T07:30:15.250Z');
    expect(parseIsoDateTime('2026-12-01T09:30Z')?.toISOString()).toBe('2026-12-01T09:30:00.000Z');
    expect(parseIsoDateTime('tomorrow')).toBeNull();
    expect(parseIsoDateTime('2026-13-01T09:30')).toBeNull();
  });

  it("takes the selector's comma-joined platforms as well as a list", () => {
    expect(publishSchema.parse({ platforms: 'twitter,medium' }).platforms).toEqual(['twitter', 'medium']);
    expect(publishSchema.parse({ platforms: ['Twitter', 'twitter', ' medium '] }).platforms).toEqual(['twitter', 'medium']);
    expect(publishSchema.safeParse({ platforms: '' }).error?.issues[0].message).toBe('Please select at least one platform');
  });
});
