/**
 * The trading calendars a release time is checked against (release-timing.ts): each exchange's own time
 * zone (so DST is the exchange's, not the server's), its regular session, and its full-day closures and
 * early closes for the current and next year. Dates are the exchanges' published calendars:
 * NYSE and Nasdaq (nyse.com/markets/hours-calendars, nasdaqtrader.com "Holiday schedule"), London Stock
 * Exchange (londonstockexchange.com "Business days", England and Wales bank holidays), TMX (tmx.com
 * "Market holidays": TSX, TSX Venture; the CSE follows the same days) and ASX (asx.com.au "Trading calendar").
 * A year past the table is answered with weekends only and says so (`calendarThrough`).
 */

/** A wall-clock time in the exchange's zone, minutes after midnight. */
type Minutes = number;
const hm = (h: number, m = 0): Minutes => h * 60 + m;

/**
 * NYSE and Nasdaq: material news released inside `from`–`to` (exchange time) must reach the exchange at
 * least 10 minutes before; outside it (Nasdaq only) before 06:50 ET of the next trading day.
 */
export interface NoticeRule {
  from: Minutes;
  to: Minutes;
  outsideBy: Minutes | null;
  /** Who must be told, and the rule. */
  whom: string;
  citation: string;
}

export interface ExchangeCalendar {
  /** The name shown to the issuer. */
  name: string;
  timeZone: string;
  open: Minutes;
  close: Minutes;
  /** Full-day closures, YYYY-MM-DD in the exchange's zone. */
  holidays: ReadonlySet<string>;
  /** Days the session ends early, with the early close. */
  earlyCloses: ReadonlyMap<string, Minutes>;
  notice: NoticeRule | null;
  /** NYSE and Nasdaq ask that news wait out the closing auction: 10 minutes before the close to 5 after. */
  closingWindow: boolean;
  /** LSE/AIM: regulated news goes out through a Regulatory Information Service only inside these hours. */
  rnsHours: { from: Minutes; to: Minutes } | null;
  /** The last year the holiday table covers. */
  calendarThrough: number;
}

const US_HOLIDAYS = new Set([
  // 2026
  '2026-01-01', // New Year's Day
  '2026-01-19', // Martin Luther King Jr. Day
  '2026-02-16', // Washington's Birthday
  '2026-04-03', // Good Friday
  '2026-05-25', // Memorial Day
  '2026-06-19', // Juneteenth
  '2026-07-03', // Independence Day (observed; July 4 is a Saturday)
  '2026-09-07', // Labor Day
  '2026-11-26', // Thanksgiving Day
  '2026-12-25', // Christmas Day
  // 2027
  '2027-01-01',
  '2027-01-18',
  '2027-02-15',
  '2027-03-26', // Good Friday
  '2027-05-31',
  '2027-06-18', // Juneteenth (observed; June 19 is a Saturday)
  '2027-07-05', // Independence Day (observed; July 4 is a Sunday)
  '2027-09-06',
  '2027-11-25',
  '2027-12-24', // Christmas Day (observed; December 25 is a Saturday)
]);
// The day after Thanksgiving and Christmas Eve close at 13:00 ET.
const US_EARLY_CLOSES = new Map([
  ['2026-11-27', hm(13)],
  ['2026-12-24', hm(13)],
  ['2027-11-26', hm(13)],
]);

const UK_HOLIDAYS = new Set([
  '2026-01-01',
  '2026-04-03', // Good Friday
  '2026-04-06', // Easter Monday
  '2026-05-04', // Early May bank holiday
  '2026-05-25', // Spring bank holiday
  '2026-08-31', // Summer bank holiday
  '2026-12-25',
  '2026-12-28', // Boxing Day (substitute; December 26 is a Saturday)
  '2027-01-01',
  '2027-03-26',
  '2027-03-29',
  '2027-05-03',
  '2027-05-31',
  '2027-08-30',
  '2027-12-27', // Christmas Day (substitute)
  '2027-12-28', // Boxing Day (substitute)
]);
// Christmas Eve and New Year's Eve: the London order book closes at 12:30.
const UK_EARLY_CLOSES = new Map([
  ['2026-12-24', hm(12, 30)],
  ['2026-12-31', hm(12, 30)],
  ['2027-12-24', hm(12, 30)],
  ['2027-12-31', hm(12, 30)],
]);

const CANADA_HOLIDAYS = new Set([
  '2026-01-01',
  '2026-02-16', // Family Day
  '2026-04-03', // Good Friday
  '2026-05-18', // Victoria Day
  '2026-07-01', // Canada Day
  '2026-08-03', // Civic Holiday
  '2026-09-07', // Labour Day
  '2026-10-12', // Thanksgiving Day
  '2026-12-25',
  '2026-12-28', // Boxing Day (observed)
  '2027-01-01',
  '2027-02-15',
  '2027-03-26',
  '2027-05-24',
  '2027-07-01',
  '2027-08-02',
  '2027-09-06',
  '2027-10-11',
  '2027-12-27', // Christmas Day (observed)
  '2027-12-28', // Boxing Day (observed)
]);

const AUSTRALIA_HOLIDAYS = new Set([
  '2026-01-01',
  '2026-01-26', // Australia Day
  '2026-04-03', // Good Friday
  '2026-04-06', // Easter Monday
  '2026-06-08', // King's Birthday
  '2026-12-25',
  '2026-12-28', // Boxing Day (observed)
  '2027-01-01',
  '2027-01-26',
  '2027-03-26',
  '2027-03-29',
  '2027-06-14',
  '2027-12-27', // Christmas Day (observed)
  '2027-12-28', // Boxing Day (observed)
]);
const AUSTRALIA_EARLY_CLOSES = new Map([
  ['2026-12-24', hm(14, 10)],
  ['2026-12-31', hm(14, 10)],
  ['2027-12-24', hm(14, 10)],
  ['2027-12-31', hm(14, 10)],
]);

const NONE = new Map<string, Minutes>();
const THROUGH = 2027;

const NASDAQ_NOTICE: NoticeRule = {
  from: hm(7),
  to: hm(20),
  outsideBy: hm(6, 50),
  whom: 'Nasdaq MarketWatch',
  citation: 'Nasdaq Rule 5250(b)(1) and IM-5250-1',
};
const NYSE_NOTICE: NoticeRule = {
  from: hm(7),
  to: hm(16),
  outsideBy: null,
  whom: 'NYSE Market Watch',
  citation: 'NYSE Listed Company Manual 202.06(B)',
};

const us = (name: string, notice: NoticeRule | null): ExchangeCalendar => ({
  name,
  timeZone: 'America/New_York',
  open: hm(9, 30),
  close: hm(16),
  holidays: US_HOLIDAYS,
  earlyCloses: US_EARLY_CLOSES,
  notice,
  closingWindow: notice !== null,
  rnsHours: null,
  calendarThrough: THROUGH,
});
const london = (name: string): ExchangeCalendar => ({
  name,
  timeZone: 'Europe/London',
  open: hm(8),
  close: hm(16, 30),
  holidays: UK_HOLIDAYS,
  earlyCloses: UK_EARLY_CLOSES,
  notice: null,
  closingWindow: false,
  rnsHours: { from: hm(7), to: hm(18, 30) },
  calendarThrough: THROUGH,
});
const canada = (name: string): ExchangeCalendar => ({
  name,
  timeZone: 'America/Toronto',
  open: hm(9, 30),
  close: hm(16),
  holidays: CANADA_HOLIDAYS,
  earlyCloses: NONE,
  notice: null,
  closingWindow: false,
  rnsHours: null,
  calendarThrough: THROUGH,
});

/** Keyed by the exchange as KYC stores it (upper case). */
const CALENDARS: Record<string, ExchangeCalendar> = {
  NYSE: us('NYSE', NYSE_NOTICE),
  'NYSE AMERICAN': us('NYSE American', NYSE_NOTICE),
  NASDAQ: us('Nasdaq', NASDAQ_NOTICE),
  'OTC PINK': us('OTC Pink', null),
  OTCQB: us('OTCQB', null),
  OTCQX: us('OTCQX', null),
  TSX: canada('TSX'),
  TSXV: canada('TSX Venture'),
  CSE: canada('CSE'),
  LSE: london('London Stock Exchange'),
  AIM: london('AIM'),
  ASX: {
    name: 'ASX',
    timeZone: 'Australia/Sydney',
    open: hm(10),
    close: hm(16),
    holidays: AUSTRALIA_HOLIDAYS,
    earlyCloses: AUSTRALIA_EARLY_CLOSES,
    notice: null,
    closingWindow: false,
    rnsHours: null,
    calendarThrough: THROUGH,
  },
};

export function exchangeCalendar(exchange: string | null | undefined): ExchangeCalendar | null {
  return exchange ? (CALENDARS[exchange.trim().toUpperCase()] ?? null) : null;
}
