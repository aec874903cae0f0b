import { describe, expect, it } from 'vitest';
import type { CalendarOrderFieldsFragment, NewswireOrderStatus, PublicationFieldsFragment, PublicationStatus } from '../../../gql/graphql';
import { calendarItems, dayKey, matchesFilter, monthGrid, monthRange, type CalendarItem } from './calendar-items';

const keys = (weeks: Date[][]) => weeks.map((w) => w.map(dayKey));

describe('publishing calendar grid', () => {
  it('covers the month in whole weeks, Sunday first', () => {
    // November 2026: starts on a Sunday, ends on a Monday.
    const nov = monthGrid(new Date(2026, 10, 15));
    expect(nov).toHaveLength(5);
    expect(keys(nov)[0][0]).toBe('2026-11-01');
    expect(keys(nov)[4][6]).toBe('2026-12-05');
    // February 2026: starts on a Sunday and ends on a Saturday — exactly four weeks, no empty row.
    const feb = monthGrid(new Date(2026, 1, 1));
    expect(keys(feb).map((w) => [w[0], w[6]])).toEqual([
      ['2026-02-01', '2026-02-07'],
      ['2026-02-08', '2026-02-14'],
      ['2026-02-15', '2026-02-21'],
      ['2026-02-22', '2026-02-28'],
    ]);
    // August 2026: starts on a Saturday, so six rows.
    expect(monthGrid(new Date(2026, 7, 1))).toHaveLength(6);
  });

  it('queries from the first of the month to the first of the next, across a year end', () => {
    const { from, to } = monthRange(new Date(2026, 11, 31));
    expect([dayKey(from), dayKey(to)]).toEqual(['2026-12-01', '2027-01-01']);
  });

  it('groups work in progress with scheduled, and lists nothing cancelled, as the server does', () => {
    const item = (status: CalendarItem['status']) => ({ status }) as CalendarItem;
    expect((['SCHEDULED', 'PENDING', 'PUBLISHING', 'AWAITING_ISSUER'] as const).every((s) => matchesFilter(item(s), 'scheduled'))).toBe(
      true,
    );
    expect(matchesFilter(item('PUBLISHED'), 'scheduled')).toBe(false);
    expect(matchesFilter(item('FAILED'), 'failed')).toBe(true);
    expect(matchesFilter(item('CANCELLED'), 'scheduled')).toBe(false);
    const post = (status: PublicationStatus) =>
      ({ id: status, status, platformName: 'X', at: '2026-01-05T12:00:00Z' }) as PublicationFieldsFragment;
    const order = (status: NewswireOrderStatus) =>
      ({ id: status, status, providerName: 'EIN', at: '2026-01-05T12:00:00Z' }) as CalendarOrderFieldsFragment;
    expect(calendarItems([post('CANCELLED'), post('SCHEDULED')], [order('CANCELLED')]).map((i) => i.status)).toEqual(['SCHEDULED']);
  });
});
