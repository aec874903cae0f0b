import { describe, expect, it } from 'vitest';
import { checkReleaseTiming, type ReleaseTimingCode } from './release-timing';

// Each row: an exchange, a UTC instant, what the exchange's clock reads then, and the codes expected.
// The DST rows sit on both sides of each switch (US: Mar 8 and Nov 1 2026; UK: Mar 29 and Oct 25 2026;
// Sydney: Apr 5 and Oct 4 2026), where a server-zone or fixed-offset reading gets the hour wrong.
const rows: { name: string; exchange: string; at: string; local: string; codes: ReleaseTimingCode[] }[] = [
  // Nasdaq: notice 07:00–20:00 ET, closing window 15:50–16:05
  {
    name: 'Nasdaq mid-session',
    exchange: 'NASDAQ',
    at: '2026-11-30T15:15:00Z',
    local: '2026-11-30T10:15:00-05:00',
    codes: ['market_hours_notice'],
  },
  {
    name: 'Nasdaq pre-market 07:30',
    exchange: 'NASDAQ',
    at: '2026-11-30T12:30:00Z',
    local: '2026-11-30T07:30:00-05:00',
    codes: ['market_hours_notice'],
  },
  {
    name: 'Nasdaq 15:50 closing',
    exchange: 'NASDAQ',
    at: '2026-11-30T20:50:00Z',
    local: '2026-11-30T15:50:00-05:00',
    codes: ['market_hours_notice', 'closing_window'],
  },
  {
    name: 'Nasdaq 16:04 closing',
    exchange: 'NASDAQ',
    at: '2026-11-30T21:04:00Z',
    local: '2026-11-30T16:04:00-05:00',
    codes: ['market_hours_notice', 'closing_window'],
  },
  {
    name: 'Nasdaq 16:05 after closing',
    exchange: 'NASDAQ',
    at: '2026-11-30T21:05:00Z',
    local: '2026-11-30T16:05:00-05:00',
    codes: ['market_hours_notice'],
  },
  {
    name: 'Nasdaq 15:49 before closing',
    exchange: 'NASDAQ',
    at: '2026-11-30T20:49:00Z',
    local: '2026-11-30T15:49:00-05:00',
    codes: ['market_hours_notice'],
  },
  {
    name: 'Nasdaq 21:00 evening',
    exchange: 'NASDAQ',
    at: '2026-12-01T02:00:00Z',
    local: '2026-11-30T21:00:00-05:00',
    codes: ['market_hours_notice'],
  },
  {
    name: 'Nasdaq Saturday',
    exchange: 'NASDAQ',
    at: '2026-11-28T15:00:00Z',
    local: '2026-11-28T10:00:00-05:00',
    codes: ['market_closed_day', 'market_hours_notice'],
  },
  {
    name: 'Nasdaq US DST spring, before (EST)',
    exchange: 'NASDAQ',
    at: '2026-03-06T20:55:00Z',
    local: '2026-03-06T15:55:00-05:00',
    codes: ['market_hours_notice', 'closing_window'],
  },
  {
    name: 'Nasdaq US DST spring, after (EDT)',
    exchange: 'NASDAQ',
    at: '2026-03-09T20:55:00Z',
    local: '2026-03-09T16:55:00-04:00',
    codes: ['market_hours_notice'],
  },
  {
    name: 'Nasdaq US DST fall, before (EDT)',
    exchange: 'NASDAQ',
    at: '2026-10-30T19:55:00Z',
    local: '2026-10-30T15:55:00-04:00',
    codes: ['market_hours_notice', 'closing_window'],
  },
  {
    name: 'Nasdaq US DST fall, after (EST)',
    exchange: 'NASDAQ',
    at: '2026-11-02T19:55:00Z',
    local: '2026-11-02T14:55:00-05:00',
    codes: ['market_hours_notice'],
  },
  // NYSE: notice 07:00–16:00 ET only, holidays, early close 13:00
  {
    name: 'NYSE mid-session',
    exchange: 'NYSE',
    at: '2026-11-30T15:15:00Z',
    local: '2026-11-30T10:15:00-05:00',
    codes: ['market_hours_notice'],
  },
  { name: 'NYSE after the close', exchange: 'NYSE', at: '2026-11-30T21:30:00Z', local: '2026-11-30T16:30:00-05:00', codes: [] },
  { name: 'NYSE 06:30 before the window', exchange: 'NYSE', at: '2026-11-30T11:30:00Z', local: '2026-11-30T06:30:00-05:00', codes: [] },
  {
    name: 'NYSE Thanksgiving',
    exchange: 'NYSE',
    at: '2026-11-26T15:00:00Z',
    local: '2026-11-26T10:00:00-05:00',
    codes: ['market_closed_day'],
  },
  {
    name: 'NYSE Good Friday 2027',
    exchange: 'NYSE',
    at: '2027-03-26T15:00:00Z',
    local: '2027-03-26T11:00:00-04:00',
    codes: ['market_closed_day'],
  },
  {
    name: 'NYSE early close 12:55',
    exchange: 'NYSE',
    at: '2026-11-27T17:55:00Z',
    local: '2026-11-27T12:55:00-05:00',
    codes: ['market_hours_notice', 'closing_window'],
  },
  {
    name: 'NYSE American mid-session',
    exchange: 'NYSE American',
    at: '2026-11-30T15:15:00Z',
    local: '2026-11-30T10:15:00-05:00',
    codes: ['market_hours_notice'],
  },
  // OTC: US calendar, no exchange notice
  { name: 'OTC Pink mid-session', exchange: 'OTC Pink', at: '2026-11-30T15:15:00Z', local: '2026-11-30T10:15:00-05:00', codes: [] },
  {
    name: 'OTCQX Juneteenth',
    exchange: 'OTCQX',
    at: '2026-06-19T15:00:00Z',
    local: '2026-06-19T11:00:00-04:00',
    codes: ['market_closed_day'],
  },
  // London: RNS 07:00–18:30 London time on business days
  { name: 'LSE 06:30 GMT', exchange: 'LSE', at: '2026-11-30T06:30:00Z', local: '2026-11-30T06:30:00+00:00', codes: ['outside_rns_hours'] },
  { name: 'LSE 07:00 GMT', exchange: 'LSE', at: '2026-11-30T07:00:00Z', local: '2026-11-30T07:00:00+00:00', codes: [] },
  { name: 'LSE 18:29 GMT', exchange: 'LSE', at: '2026-11-30T18:29:00Z', local: '2026-11-30T18:29:00+00:00', codes: [] },
  { name: 'LSE 18:30 GMT', exchange: 'LSE', at: '2026-11-30T18:30:00Z', local: '2026-11-30T18:30:00+00:00', codes: ['outside_rns_hours'] },
  {
    name: 'LSE UK DST spring, before (GMT)',
    exchange: 'LSE',
    at: '2026-03-27T06:30:00Z',
    local: '2026-03-27T06:30:00+00:00',
    codes: ['outside_rns_hours'],
  },
  { name: 'LSE UK DST spring, after (BST)', exchange: 'LSE', at: '2026-03-30T06:30:00Z', local: '2026-03-30T07:30:00+01:00', codes: [] },
  { name: 'LSE UK DST fall, before (BST)', exchange: 'LSE', at: '2026-10-23T06:30:00Z', local: '2026-10-23T07:30:00+01:00', codes: [] },
  {
    name: 'LSE UK DST fall, after (GMT)',
    exchange: 'LSE',
    at: '2026-10-26T06:30:00Z',
    local: '2026-10-26T06:30:00+00:00',
    codes: ['outside_rns_hours'],
  },
  {
    name: 'LSE summer bank holiday',
    exchange: 'LSE',
    at: '2026-08-31T09:00:00Z',
    local: '2026-08-31T10:00:00+01:00',
    codes: ['market_closed_day', 'outside_rns_hours'],
  },
  {
    name: 'AIM Sunday',
    exchange: 'AIM',
    at: '2026-11-29T10:00:00Z',
    local: '2026-11-29T10:00:00+00:00',
    codes: ['market_closed_day', 'outside_rns_hours'],
  },
  { name: 'AIM business day', exchange: 'AIM', at: '2026-11-30T10:00:00Z', local: '2026-11-30T10:00:00+00:00', codes: [] },
  // Canada
  { name: 'TSX business day', exchange: 'TSX', at: '2026-11-30T15:00:00Z', local: '2026-11-30T10:00:00-05:00', codes: [] },
  { name: 'TSX Canada Day', exchange: 'TSX', at: '2026-07-01T15:00:00Z', local: '2026-07-01T11:00:00-04:00', codes: ['market_closed_day'] },
  {
    name: 'TSXV Victoria Day',
    exchange: 'TSXV',
    at: '2026-05-18T15:00:00Z',
    local: '2026-05-18T11:00:00-04:00',
    codes: ['market_closed_day'],
  },
  {
    name: 'CSE Thanksgiving (Canada)',
    exchange: 'CSE',
    at: '2026-10-12T15:00:00Z',
    local: '2026-10-12T11:00:00-04:00',
    codes: ['market_closed_day'],
  },
  // Sydney: the southern hemisphere's DST
  { name: 'ASX before DST ends (AEDT)', exchange: 'ASX', at: '2026-04-02T00:00:00Z', local: '2026-04-02T11:00:00+11:00', codes: [] },
  { name: 'ASX after DST ends (AEST)', exchange: 'ASX', at: '2026-04-07T00:00:00Z', local: '2026-04-07T10:00:00+10:00', codes: [] },
  { name: 'ASX before DST starts (AEST)', exchange: 'ASX', at: '2026-10-02T00:00:00Z', local: '2026-10-02T10:00:00+10:00', codes: [] },
  { name: 'ASX after DST starts (AEDT)', exchange: 'ASX', at: '2026-10-05T00:00:00Z', local: '2026-10-05T11:00:00+11:00', codes: [] },
  {
    name: 'ASX Australia Day',
    exchange: 'ASX',
    at: '2026-01-26T00:00:00Z',
    local: '2026-01-26T11:00:00+11:00',
    codes: ['market_closed_day'],
  },
  // Beyond the table, and no calendar
  {
    name: 'NYSE in 2028',
    exchange: 'NYSE',
    at: '2028-03-01T21:30:00Z',
    local: '2028-03-01T16:30:00-05:00',
    codes: ['calendar_not_published'],
  },
];

describe('release timing against the exchange calendar', () => {
  it.each(rows)('$name', ({ exchange, at, local, codes }) => {
    const timing = checkReleaseTiming(exchange, new Date(at));
    expect(timing.exchangeTime).toBe(local);
    expect(timing.findings.map((f) => f.code).sort()).toEqual([...codes].sort());
  });

  it('gives the notice deadline: 10 minutes before inside the window, before 06:50 ET of the next trading day outside it', () => {
    const deadline = (exchange: string, at: string) =>
      checkReleaseTiming(exchange, new Date(at)).findings.find((f) => f.code === 'market_hours_notice')?.noticeDeadline;
    expect(deadline('NASDAQ', '2026-11-30T15:15:00Z')).toBe('2026-11-30T15:05:00.000Z');
    // Monday 21:00 ET -> Tuesday 06:50 ET; Saturday -> Monday 06:50 ET; Wednesday before Thanksgiving, evening -> Friday.
    expect(deadline('NASDAQ', '2026-12-01T02:00:00Z')).toBe('2026-12-01T11:50:00.000Z');
    expect(deadline('NASDAQ', '2026-11-28T15:00:00Z')).toBe('2026-11-30T11:50:00.000Z');
    expect(deadline('NASDAQ', '2026-11-26T02:00:00Z')).toBe('2026-11-27T11:50:00.000Z');
    // 05:00 ET on a trading day: the same morning's 06:50 (after the release; the rule's wording).
    expect(deadline('NASDAQ', '2026-11-30T10:00:00Z')).toBe('2026-11-30T11:50:00.000Z');
  });

  it('resolves the notice only when it was recorded by the deadline', () => {
    const at = new Date('2026-11-30T15:15:00Z');
    const inTime = checkReleaseTiming('NASDAQ', at, new Date('2026-11-30T15:04:00Z')).findings[0]!;
    expect(inTime).toMatchObject({ code: 'market_hours_notice', resolved: true, severity: 'info' });
    const late = checkReleaseTiming('NASDAQ', at, new Date('2026-11-30T15:06:00Z')).findings[0]!;
    expect(late).toMatchObject({ code: 'market_hours_notice', resolved: false, severity: 'warning' });
  });

  it('says when there is no calendar for the exchange', () => {
    expect(checkReleaseTiming('XETRA', new Date()).findings.map((f) => f.code)).toEqual(['no_exchange_calendar']);
    expect(checkReleaseTiming(null, new Date()).findings.map((f) => f.code)).toEqual(['no_exchange_calendar']);
  });
});
