import { describe, expect, it } from 'vitest';
import { AuthExpired, Disconnected, InvalidContent, RateLimited, VendorError } from '@issuerwire/plugin-sdk';
import { classifyVendorFailure, MAX_ATTEMPTS, nextAttempt } from './vendor-outcome';

describe('what to do after a vendor call failed', () => {
  it('retries only what the vendor surely did not take', () => {
    expect(classifyVendorFailure(new RateLimited(4000), 'X')).toMatchObject({ kind: 'retry', retryAfterMs: 4000 });
    expect(classifyVendorFailure(new Disconnected('could not connect'), 'X')).toMatchObject({ kind: 'retry' });
    expect(classifyVendorFailure(new VendorError(503, 'unavailable'), 'X')).toMatchObject({ kind: 'retry' });
  });

  it('never repeats a call that may have gone through: the outcome is unknown and says to check the vendor', () => {
    const timeout = classifyVendorFailure(new Disconnected('did not answer; it may have been received', { retryable: false }), 'Medium');
    expect(timeout).toMatchObject({ kind: 'unknown' });
    expect(timeout.reason).toMatch(/^Outcome unknown: check Medium before retrying\./);
    expect(
      classifyVendorFailure(new VendorError(500, 'Medium may have published the post anyway', { outcomeUnknown: true }), 'Medium').kind,
    ).toBe('unknown');
    // A 5xx to a read or an idempotent call stays retryable; only the SDK's flag makes it unknown.
    expect(classifyVendorFailure(new VendorError(500, 'internal error'), 'Medium').kind).toBe('retry');
    expect(classifyVendorFailure(new TypeError('boom'), 'Medium').kind).toBe('unknown');
  });

  it('refuses what trying again will not fix, with the reason', () => {
    expect(classifyVendorFailure(new AuthExpired(), 'X')).toMatchObject({ kind: 'refused', code: 'auth_expired' });
    expect(classifyVendorFailure(new AuthExpired(), 'X').reason).toMatch(/reconnect the account in Settings/);
    expect(classifyVendorFailure(new InvalidContent('Too long'), 'X')).toMatchObject({
      kind: 'refused',
      reason: 'X refused the content: Too long',
    });
    expect(classifyVendorFailure(new VendorError(403, 'client-forbidden', { retryable: false }), 'X').kind).toBe('refused');
  });

  it("schedules the next attempt with doubling back-off, the vendor's wait if longer, and gives up after the round", () => {
    const now = new Date('2026-01-05T15:00:00Z');
    expect(nextAttempt(1, null, now, true, 'busy.')?.at.toISOString()).toBe('2026-01-05T15:00:30.000Z');
    expect(nextAttempt(3, null, now, true, 'busy.')?.at.toISOString()).toBe('2026-01-05T15:02:00.000Z');
    expect(nextAttempt(1, 600_000, now, true, 'busy.')?.note).toBe('busy. Retrying at 2026-01-05T15:10:00.000Z (attempt 2 of 5).');
    expect(nextAttempt(MAX_ATTEMPTS, null, now, true, 'busy.')).toBeNull();
    expect(nextAttempt(1, null, now, false, 'busy.')).toBeNull();
  });
});
