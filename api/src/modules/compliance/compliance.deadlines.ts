// Computable deadlines and release windows. Time zones through Intl only (no date library):
// wall-clock times in America/New_York are converted to instants with the zone's offset at that instant.

import { listingRulesFor, type Exchange, type RuleItem } from './compliance.rules';

const NEW_YORK = 'America/New_York';
const TORONTO = 'America/Toronto';

/**
 * Days the SEC is closed (federal holidays as observed: Saturday -> Friday, Sunday -> Monday), 2024-2028,
 * plus the 2025-01-09 national day of mourning. Form 8-K counts SEC business days (Form 8-K General
 * Instruction B.1; Regulation S-T Rule 11), which is why this list, not the NYSE one, drives it:
 * the SEC is open on Good Friday (NYSE closed) and closed on Columbus and Veterans Day (NYSE open).
 */
export const SEC_CLOSED_DAYS: ReadonlySet<string> = new Set([
  '2024-01-01',
  '2024-01-15',
  '2024-02-19',
  '2024-05-27',
  '2024-06-19',
  '2024-07-04',
  '2024-09-02',
  '2024-10-14',
  '2024-11-11',
  '2024-11-28',
  '2024-12-25',
  '2025-01-01',
  '2025-01-09',
  '2025-01-20',
  '2025-02-17',
  '2025-05-26',
  '2025-06-19',
  '2025-07-04',
  '2025-09-01',
  '2025-10-13',
  '2025-11-11',
  '2025-11-27',
  '2025-12-25',
  '2026-01-01',
  '2026-01-19',
  '2026-02-16',
  '2026-05-25',
  '2026-06-19',
  '2026-07-03',
  '2026-09-07',
  '2026-10-12',
  '2026-11-11',
  '2026-11-26',
  '2026-12-25',
  '2027-01-01',
  '2027-01-18',
  '2027-02-15',
  '2027-05-31',
  '2027-06-18',
  '2027-07-05',
  '2027-09-06',
  '2027-10-11',
  '2027-11-11',
  '2027-11-25',
  '2027-12-24',
  '2027-12-31',
  '2028-01-17',
  '2028-02-21',
  '2028-05-29',
  '2028-06-19',
  '2028-07-04',
  '2028-09-04',
  '2028-10-09',
  '2028-11-10',
  '2028-11-23',
  '2028-12-25',
  '2029-01-01',
]);

/**
 * NYSE full-day closures 2024-2028 (NYSE Rule 7.2: Saturday holidays close the Friday before, except
 * New Year's Day, which then closes nothing; Sunday holidays close the Monday after), Good Friday
 * included, plus the 2025-01-09 national day of mourning. Used for trading days and release windows.
 */
export const NYSE_HOLIDAYS: ReadonlySet<string> = new Set([
  '2024-01-01',
  '2024-01-15',
  '2024-02-19',
  '2024-03-29',
  '2024-05-27',
  '2024-06-19',
  '2024-07-04',
  '2024-09-02',
  '2024-11-28',
  '2024-12-25',
  '2025-01-01',
  '2025-01-09',
  '2025-01-20',
  '2025-02-17',
  '2025-04-18',
  '2025-05-26',
  '2025-06-19',
  '2025-07-04',
  '2025-09-01',
  '2025-11-27',
  '2025-12-25',
  '2026-01-01',
  '2026-01-19',
  '2026-02-16',
  '2026-04-03',
  '2026-05-25',
  '2026-06-19',
  '2026-07-03',
  '2026-09-07',
  '2026-11-26',
  '2026-12-25',
  '2027-01-01',
  '2027-01-18',
  '2027-02-15',
  '2027-03-26',
  '2027-05-31',
  '2027-06-18',
  '2027-07-05',
  '2027-09-06',
  '2027-11-25',
  '2027-12-24',
  '2028-01-17',
  '2028-02-21',
  '2028-04-14',
  '2028-05-29',
  '2028-06-19',
  '2028-07-04',
  '2028-09-04',
  '2028-11-23',
  '2028-12-25',
  '2029-01-01',
]);

/** NYSE 13:00 ET early closes; 2027-2028 follow NYSE's usual pattern and should be checked when published. */
export const NYSE_EARLY_CLOSES: ReadonlySet<string> = new Set([
  '2024-07-03',
  '2024-11-29',
  '2024-12-24',
  '2025-07-03',
  '2025-11-28',
  '2025-12-24',
  '2026-11-27',
  '2026-12-24',
  '2027-11-26',
  '2028-07-03',
  '2028-11-24',
]);

/** The holiday data covers these dates; outside them a computed date could silently be wrong. */
export const CALENDAR_COVERAGE = { from: '2024-01-01', to: '2029-01-14' } as const;

/**
 * The 8-K is due by 17:30 ET on its last day: EDGAR treats a submission after 17:30 ET as filed on the
 * next business day (Regulation S-T Rule 13(a)(2)). An explicit, conservative choice: 22:00 applies only
 * to some forms.
 */
export const FORM_8K_DUE_TIME = { hour: 17, minute: 30 } as const;
export const FORM_8K_BUSINESS_DAYS = 4;
export const MATERIAL_CHANGE_REPORT_DAYS = 10;

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday ... 6 = Saturday */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Wall-clock parts of an instant in a time zone. */
export function zonedParts(date: Date, timeZone: string = NEW_YORK): ZonedParts {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(date)) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS[parts.weekday],
  };
}

function offsetMs(instant: number, timeZone: string): number {
  const p = zonedParts(new Date(instant), timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant at which a wall-clock time occurs in a time zone (DST-aware, two-pass offset). */
export function zonedTimeToUtc(
  isoDay: string,
  hour: number,
  minute: number,
  timeZone: string = NEW_YORK,
  second = 0,
  millisecond = 0,
): Date {
  const [y, m, d] = isoDay.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d, hour, minute, second, millisecond);
  const first = offsetMs(wall, timeZone);
  let instant = wall - first;
  const corrected = offsetMs(instant, timeZone);
  if (corrected !== first) instant = wall - corrected;
  return new Date(instant);
}

function isoDayOf(p: Pick<ZonedParts, 'year' | 'month' | 'day'>): string {
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

function addDays(isoDay: string, days: number): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

function weekdayOf(isoDay: string): number {
  const [y, m, d] = isoDay.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

function assertCovered(isoDay: string): void {
  if (isoDay < CALENDAR_COVERAGE.from || isoDay > CALENDAR_COVERAGE.to) {
    throw new RangeError(`Holiday calendar covers ${CALENDAR_COVERAGE.from} to ${CALENDAR_COVERAGE.to}; ${isoDay} is outside it`);
  }
}

export function isSecBusinessDay(isoDay: string): boolean {
  assertCovered(isoDay);
  const wd = weekdayOf(isoDay);
  return wd !== 0 && wd !== 6 && !SEC_CLOSED_DAYS.has(isoDay);
}

export function isNyseTradingDay(isoDay: string): boolean {
  assertCovered(isoDay);
  const wd = weekdayOf(isoDay);
  return wd !== 0 && wd !== 6 && !NYSE_HOLIDAYS.has(isoDay);
}

/**
 * Form 8-K due time: the 4th SEC business day after the event's New York date, at 17:30 ET. An event on a
 * weekend or holiday starts the count on the next business day, which this formula already gives.
 */
export function formEightKDue(eventTime: Date): Date {
  let day = isoDayOf(zonedParts(eventTime, NEW_YORK));
  let counted = 0;
  while (counted < FORM_8K_BUSINESS_DAYS) {
    day = addDays(day, 1);
    if (isSecBusinessDay(day)) counted += 1;
  }
  return zonedTimeToUtc(day, FORM_8K_DUE_TIME.hour, FORM_8K_DUE_TIME.minute, NEW_YORK);
}

/**
 * Canadian material change report (Form 51-102F3): within 10 calendar days of the change (NI 51-102
 * s.7.1(1)(b)), due at the end of the 10th day in the issuer's zone (default Toronto). No extension
 * when that day is a weekend or holiday: conservative, though provincial interpretation acts may allow one.
 */
export function materialChangeReportDue(eventTime: Date, timeZone: string = TORONTO): Date {
  const day = addDays(isoDayOf(zonedParts(eventTime, timeZone)), MATERIAL_CHANGE_REPORT_DAYS);
  return zonedTimeToUtc(day, 23, 59, timeZone, 59, 999);
}

export const MARKET_SESSIONS = ['pre-market', 'regular', 'after-close', 'closed'] as const;
export type MarketSession = (typeof MARKET_SESSIONS)[number];

export interface TimeWindow {
  start: Date;
  end: Date;
  reason: string;
}

export interface ReleaseAdvice {
  exchange: Exchange;
  releaseTime: Date;
  /** The release time as New York wall-clock text, e.g. "2026-03-09 08:30 ET". */
  easternTime: string;
  /** US venues only (NYSE calendar); null where New York hours do not govern. */
  tradingDay: boolean | null;
  session: MarketSession | null;
  /** Latest time to tell the exchange, when a pre-notification rule applies at this release time. */
  notifyExchangeBy: Date | null;
  /** After the close: release no earlier than this (closing price published, 15 minutes advised). */
  earliestAfterClose: Date | null;
  avoid: TimeWindow[];
  /** False when the release time falls in an avoid window or before earliestAfterClose. */
  ok: boolean;
  warnings: string[];
  /** The rules behind the advice, with citations. */
  rules: RuleItem[];
}

const MINUTE = 60_000;
const NOTIFY_LEAD_MINUTES = 10;
const AFTER_CLOSE_WAIT_MINUTES = 15;

interface PreNotification {
  ruleId: string;
  fromMinute: number;
  toMinute: number;
}

interface UsVenueTiming {
  notify?: PreNotification;
  afterCloseRuleId?: string;
  avoidCloseRuleId?: string;
}

// Minutes after midnight ET.
const US_TIMING: Partial<Record<Exchange, UsVenueTiming>> = {
  NYSE: {
    notify: { ruleId: 'nyse.202.06.notify', fromMinute: 7 * 60, toMinute: 16 * 60 },
    afterCloseRuleId: 'nyse.202.06.after-close',
  },
  'NYSE American': {
    notify: { ruleId: 'nyse-american.notify', fromMinute: 7 * 60, toMinute: 16 * 60 },
    afterCloseRuleId: 'nyse-american.after-close',
  },
  NASDAQ: {
    notify: { ruleId: 'nasdaq.notify', fromMinute: 7 * 60, toMinute: 20 * 60 },
    avoidCloseRuleId: 'nasdaq.avoid-close',
  },
  'OTC Pink': {},
  OTCQB: {},
  OTCQX: {},
};

function hhmm(date: Date): string {
  const p = zonedParts(date, NEW_YORK);
  return `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')} ET`;
}

/**
 * Release timing for material news on a venue: the pre-notification deadline, the after-close wait and the
 * windows to avoid, with the rules behind them. Non-US venues get their order-of-release rules only.
 * Null for an unknown exchange.
 */
export function releaseWindows(exchange: string, releaseTime: Date): ReleaseAdvice | null {
  const listing = listingRulesFor(exchange);
  if (!listing) return null;
  const p = zonedParts(releaseTime, NEW_YORK);
  const day = isoDayOf(p);
  const advice: ReleaseAdvice = {
    exchange: listing.exchange,
    releaseTime,
    easternTime: `${day} ${hhmm(releaseTime)}`,
    tradingDay: null,
    session: null,
    notifyExchangeBy: null,
    earliestAfterClose: null,
    avoid: [],
    ok: true,
    warnings: [],
    rules: [],
  };
  const byId = (id: string) => listing.distributionRequirements.find((r) => r.id === id);
  const addRule = (id: string | undefined) => {
    const rule = id ? byId(id) : undefined;
    if (rule && !advice.rules.includes(rule)) advice.rules.push(rule);
  };

  const timing = US_TIMING[listing.exchange];
  if (!timing) {
    advice.rules.push(...listing.distributionRequirements);
    return advice;
  }

  const trading = isNyseTradingDay(day);
  advice.tradingDay = trading;
  const minuteOfDay = p.hour * 60 + p.minute;
  const closeMinute = NYSE_EARLY_CLOSES.has(day) ? 13 * 60 : 16 * 60;
  const openMinute = 9 * 60 + 30;
  advice.session = !trading ? 'closed' : minuteOfDay < openMinute ? 'pre-market' : minuteOfDay < closeMinute ? 'regular' : 'after-close';
  if (!trading) {
    advice.warnings.push(`${day} is not a US trading day; the release reaches the market at the next open.`);
    return advice;
  }

  const close = zonedTimeToUtc(day, Math.floor(closeMinute / 60), closeMinute % 60, NEW_YORK);
  const { notify } = timing;
  if (notify && minuteOfDay >= notify.fromMinute && minuteOfDay < notify.toMinute) {
    advice.notifyExchangeBy = new Date(releaseTime.getTime() - NOTIFY_LEAD_MINUTES * MINUTE);
    addRule(notify.ruleId);
    advice.warnings.push(`Notify ${listing.exchange} by ${hhmm(advice.notifyExchangeBy)} (${NOTIFY_LEAD_MINUTES} minutes before release).`);
  }
  if (timing.afterCloseRuleId && minuteOfDay >= closeMinute) {
    advice.earliestAfterClose = new Date(close.getTime() + AFTER_CLOSE_WAIT_MINUTES * MINUTE);
    addRule(timing.afterCloseRuleId);
    if (releaseTime < advice.earliestAfterClose) {
      advice.ok = false;
      advice.warnings.push(`Wait until the closing price is published: release no earlier than ${hhmm(advice.earliestAfterClose)}.`);
    }
  }
  if (timing.avoidCloseRuleId) {
    // The closing cross runs at the close, so an early-close day moves the window with it.
    const window: TimeWindow = {
      start: close,
      end: new Date(close.getTime() + MINUTE),
      reason: 'closing cross',
    };
    advice.avoid.push(window);
    addRule(timing.avoidCloseRuleId);
    if (releaseTime >= window.start && releaseTime < window.end) {
      advice.ok = false;
      advice.warnings.push(`Avoid releasing between ${hhmm(window.start)} and ${hhmm(window.end)} (closing cross).`);
    }
  }
  return advice;
}
