import { describe, expect, it } from 'vitest';
import { quoteBadge } from './tracker';

const NOW = new Date('2026-11-26T15:00:00.000Z');
const minutesAgo = (n: number) => new Date(NOW.getTime() - n * 60_000).toISOString();

describe('the stock quote badge', () => {
  it('shows a live provider quote up to 15 minutes old as current, by its time, never the word "Live"', () => {
    expect(quoteBadge({ source: 'live-feed', asOf: minutesAgo(0) }, NOW)).toEqual({ live: true, label: 'As of Nov 26, 2026, 15:00 UTC' });
    expect(quoteBadge({ source: 'live-feed', asOf: minutesAgo(15) }, NOW)).toEqual({ live: true, label: 'As of Nov 26, 2026, 14:45 UTC' });
  });

  it('dates an older live quote as delayed', () => {
    expect(quoteBadge({ source: 'live-feed', asOf: minutesAgo(16) }, NOW)).toEqual({
      live: false,
      label: 'As of Nov 26, 2026, 14:44 UTC, delayed',
    });
  });

  it('never says Live for the bundled dataset, however recent its date', () => {
    expect(quoteBadge({ source: 'embedded-dataset', asOf: '2024-12-31' }, NOW)).toEqual({
      live: false,
      label: 'As of Dec 31, 2024, bundled data',
    });
    expect(quoteBadge({ source: 'embedded-dataset', asOf: minutesAgo(1) }, NOW).live).toBe(false);
    expect(quoteBadge({ source: null, asOf: null }, NOW)).toEqual({ live: false, label: 'Date unknown, bundled data' });
  });

  it('does not call a bare date or a time in the future live', () => {
    expect(quoteBadge({ source: 'live-feed', asOf: '2026-11-26' }, NOW).live).toBe(false);
    expect(quoteBadge({ source: 'live-feed', asOf: new Date(NOW.getTime() + 3_600_000).toISOString() }, NOW).live).toBe(false);
  });
});
