import { describe, expect, it } from 'vitest';
import {
  formEightKDue,
  isNyseTradingDay,
  isSecBusinessDay,
  materialChangeReportDue,
  releaseWindows,
  zonedParts,
  zonedTimeToUtc,
} from './compliance.deadlines';

const at = (iso: string) => new Date(iso);

describe('time zone conversion', () => {
  it('maps New York wall time to the right instant on both sides of DST', () => {
    expect(zonedTimeToUtc('2026-03-06', 17, 30).toISOString()).toBe('2026-03-06T22:30:00.000Z'); // EST
    expect(zonedTimeToUtc('2026-03-09', 17, 30).toISOString()).toBe('2026-03-09T21:30:00.000Z'); // EDT
    expect(zonedTimeToUtc('2026-11-02', 9, 0).toISOString()).toBe('2026-11-02T14:00:00.000Z'); // back to EST
  });

  it('reads the New York date of an instant, not the UTC date', () => {
    expect(zonedParts(at('2026-03-05T03:00:00Z'))).toMatchObject({ year: 2026, month: 3, day: 4, hour: 22, weekday: 3 });
  });
});

describe('calendars', () => {
  it('keeps the SEC open on Good Friday and closed on Columbus and Veterans Day', () => {
    expect(isSecBusinessDay('2026-04-03')).toBe(true);
    expect(isNyseTradingDay('2026-04-03')).toBe(false);
    expect(isSecBusinessDay('2026-10-12')).toBe(false);
    expect(isNyseTradingDay('2026-10-12')).toBe(true);
  });

  it('applies observed-holiday rules', () => {
    expect(isSecBusinessDay('2026-07-03')).toBe(false); // July 4 on a Saturday
    expect(isSecBusinessDay('2027-07-05')).toBe(false); // July 4 on a Sunday
    expect(isSecBusinessDay('2027-12-31')).toBe(false); // New Year's Day 2028 on a Saturday
    expect(isNyseTradingDay('2027-12-31')).toBe(true); // NYSE does not close for it
  });

  it('refuses dates outside the holiday data rather than guessing', () => {
    expect(() => formEightKDue(at('2023-06-01T15:00:00Z'))).toThrow(RangeError);
    expect(() => isSecBusinessDay('2030-01-02')).toThrow(RangeError);
  });
});

describe('formEightKDue', () => {
  it.each([
    ['across a weekend and the DST change', '2026-03-05T15:00:00Z', '2026-03-11T21:30:00.000Z'],
    ['for an event on a Saturday', '2026-03-07T12:00:00Z', '2026-03-12T21:30:00.000Z'],
    ['for an evening event by its New York date', '2026-03-05T03:00:00Z', '2026-03-10T21:30:00.000Z'],
    ['across Thanksgiving', '2026-11-24T14:00:00Z', '2026-12-01T22:30:00.000Z'],
    ['across July 4 observed on Friday', '2026-07-01T15:00:00Z', '2026-07-08T21:30:00.000Z'],
    ['across July 4 observed on Monday', '2027-07-01T15:00:00Z', '2027-07-08T21:30:00.000Z'],
    ['across Columbus Day', '2026-10-09T15:00:00Z', '2026-10-16T21:30:00.000Z'],
    ['counting Good Friday as an SEC business day', '2026-04-01T15:00:00Z', '2026-04-07T21:30:00.000Z'],
    ['across the end of DST', '2026-10-29T16:00:00Z', '2026-11-04T22:30:00.000Z'],
    ['across the year end and New Year observed on Dec 31', '2027-12-29T15:00:00Z', '2028-01-05T22:30:00.000Z'],
  ])('is 4 business days later at 17:30 ET %s', (_label, event, due) => {
    expect(formEightKDue(at(event)).toISOString()).toBe(due);
  });
});

describe('materialChangeReportDue', () => {
  it('is the end of the 10th calendar day in Toronto, DST included', () => {
    expect(materialChangeReportDue(at('2026-03-02T20:00:00Z')).toISOString()).toBe('2026-03-13T03:59:59.999Z');
  });

  it('counts from the local date of the change', () => {
    // 23:30 in Toronto on June 14 is already June 15 in UTC.
    expect(materialChangeReportDue(at('2026-06-15T03:30:00Z')).toISOString()).toBe('2026-06-25T03:59:59.999Z');
  });

  it('does not extend a deadline that falls on a weekend', () => {
    expect(materialChangeReportDue(at('2026-05-06T15:00:00Z')).toISOString()).toBe('2026-05-17T03:59:59.999Z');
  });

  it('takes the issuer zone when given', () => {
    expect(materialChangeReportDue(at('2026-03-02T20:00:00Z'), 'America/Vancouver').toISOString()).toBe('2026-03-13T06:59:59.999Z');
  });
});

describe('releaseWindows', () => {
  it('asks NYSE issuers to notify 10 minutes ahead during 07:00-16:00 ET, DST-aware', () => {
    const summer = releaseWindows('NYSE', at('2026-03-10T12:30:00Z'))!;
    expect(summer.easternTime).toBe('2026-03-10 08:30 ET');
    expect(summer.session).toBe('pre-market');
    expect(summer.notifyExchangeBy?.toISOString()).toBe('2026-03-10T12:20:00.000Z');
    expect(summer.ok).toBe(true);
    expect(summer.rules.map((r) => r.id)).toContain('nyse.202.06.notify');
    const winter = releaseWindows('NYSE', at('2026-01-13T13:30:00Z'))!;
    expect(winter.easternTime).toBe('2026-01-13 08:30 ET');
    expect(winter.notifyExchangeBy?.toISOString()).toBe('2026-01-13T13:20:00.000Z');
  });

  it('needs no notification before 07:00 ET', () => {
    const early = releaseWindows('NYSE', at('2026-03-10T10:30:00Z'))!;
    expect(early.notifyExchangeBy).toBeNull();
    expect(early.ok).toBe(true);
  });

  it('makes NYSE releases after the close wait for the closing price', () => {
    const tooSoon = releaseWindows('NYSE', at('2026-03-10T20:05:00Z'))!;
    expect(tooSoon.session).toBe('after-close');
    expect(tooSoon.notifyExchangeBy).toBeNull();
    expect(tooSoon.earliestAfterClose?.toISOString()).toBe('2026-03-10T20:15:00.000Z');
    expect(tooSoon.ok).toBe(false);
    expect(tooSoon.rules.map((r) => r.id)).toContain('nyse.202.06.after-close');
    expect(releaseWindows('NYSE', at('2026-03-10T20:20:00Z'))!.ok).toBe(true);
  });

  it('moves the after-close wait on an early-close day', () => {
    const dayAfterThanksgiving = releaseWindows('NYSE', at('2026-11-27T18:05:00Z'))!;
    expect(dayAfterThanksgiving.earliestAfterClose?.toISOString()).toBe('2026-11-27T18:15:00.000Z');
    expect(dayAfterThanksgiving.ok).toBe(false);
  });

  it('gives NASDAQ its 07:00-20:00 window (flagged unconfirmed) and the closing-cross minute', () => {
    const atClose = releaseWindows('NASDAQ', at('2026-03-10T20:00:30Z'))!;
    expect(atClose.ok).toBe(false);
    expect(atClose.avoid[0].start.toISOString()).toBe('2026-03-10T20:00:00.000Z');
    expect(atClose.avoid[0].end.toISOString()).toBe('2026-03-10T20:01:00.000Z');
    expect(atClose.notifyExchangeBy?.toISOString()).toBe('2026-03-10T19:50:30.000Z');
    expect(atClose.rules.find((r) => r.id === 'nasdaq.notify')?.unconfirmed).toBe(true);
    const evening = releaseWindows('NASDAQ', at('2026-03-10T23:30:00Z'))!;
    expect(evening.ok).toBe(true);
    expect(evening.notifyExchangeBy).not.toBeNull();
    expect(releaseWindows('NASDAQ', at('2026-03-11T00:30:00Z'))!.notifyExchangeBy).toBeNull();
  });

  it('knows weekends and NYSE holidays are not trading days', () => {
    expect(releaseWindows('NYSE', at('2026-03-07T14:00:00Z'))).toMatchObject({ tradingDay: false, session: 'closed' });
    expect(releaseWindows('NASDAQ', at('2026-04-03T14:00:00Z'))).toMatchObject({ tradingDay: false, session: 'closed' });
  });

  it('returns the order-of-release rules for non-US venues and null for unknown ones', () => {
    const tsx = releaseWindows('TSX', at('2026-03-10T14:00:00Z'))!;
    expect(tsx.tradingDay).toBeNull();
    expect(tsx.notifyExchangeBy).toBeNull();
    expect(tsx.rules.map((r) => r.id)).toContain('ca.ciro.newswire-first');
    expect(releaseWindows('ASX', at('2026-03-10T14:00:00Z'))!.rules.map((r) => r.id)).toContain('asx.lr-15.7');
    expect(releaseWindows('NYSEX', at('2026-03-10T14:00:00Z'))).toBeNull();
  });
});
