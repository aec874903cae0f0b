import { describe, expect, it } from 'vitest';
import { quoteBadge } from './tracker';

// Whether a quote is live is the server's call (api/test/stock-freshness.test.ts: a live plugin and at most
// LIVE_QUOTE_MAX_AGE_MS old); the badge words what the server says, always with the date.
describe('the stock quote badge', () => {
  it('says Live only for a live quote, with its time', () => {
    expect(quoteBadge({ freshness: 'LIVE', asOfTime: '2026-11-26T15:00:00.000Z' })).toEqual({
      live: true,
      label: 'Live, as of Nov 26, 2026, 15:00 UTC',
    });
  });

  it('dates a delayed quote as delayed', () => {
    expect(quoteBadge({ freshness: 'DELAYED', asOfTime: '2026-11-26T14:44:00.000Z' })).toEqual({
      live: false,
      label: 'Delayed, as of Nov 26, 2026, 14:44 UTC',
    });
  });

  it('labels sample data as sample with its date, never live', () => {
    expect(quoteBadge({ freshness: 'SAMPLE', asOfDate: '2024-12-31' })).toEqual({ live: false, label: 'Sample data, as of Dec 31, 2024' });
    expect(quoteBadge({ freshness: 'SAMPLE', asOfTime: null, asOfDate: null })).toEqual({
      live: false,
      label: 'Sample data, date unknown',
    });
    expect(quoteBadge({ freshness: 'UNAVAILABLE', asOfTime: null, asOfDate: null })).toEqual({ live: false, label: 'No quote' });
  });
});
