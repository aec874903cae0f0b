import { exchangeCalendar, type ExchangeCalendar } from './exchange-calendars';

/**
 * Release timing guardrails: what a release time means on the issuer's exchange (its zone, its trading
 * day, its notice and closing rules). Pure: the service adds the article and the recorded exchange notice.
 */
export const RELEASE_TIMING_CODES = [
  'market_hours_notice',
  'closing_window',
  'outside_rns_hours',
  'market_closed_day',
  'no_exchange_calendar',
  'calendar_not_published',
] as const;
export type ReleaseTimingCode = (typeof RELEASE_TIMING_CODES)[number];

export interface ReleaseTimingFinding {
  code: ReleaseTimingCode;
  /** warning: act on it (tell the exchange, move the time); info: worth knowing. */
  severity: 'warning' | 'info';
  message: string;
  /** market_hours_notice: the latest time the exchange may be told. */
  noticeDeadline?: string;
  /** market_hours_notice: the recorded notice meets the deadline. */
  resolved?: boolean;
}

export interface ReleaseTiming {
  scheduledFor: string;
  exchange: string | null;
  timeZone: string | null;
  /** The release time on the exchange's clock, with its offset ("2026-11-30T10:15:00-05:00"). */
  exchangeTime: string | null;
  /** For people: "Mon, Nov 30, 2026, 10:15 EST". */
  exchangeTimeLabel: string | null;
  tradingDay: boolean | null;
  findings: ReleaseTimingFinding[];
}

const MINUTE = 60_000;

interface WallClock {
  date: string;
  minutes: number;
  weekday: number; // 0 Sunday … 6 Saturday
  year: number;
  offsetMinutes: number;
  zoneName: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The instant on the exchange's wall clock (Intl does the zone's DST rules). */
function wallClock(at: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const [y, mo, d, h, mi, s] = ['year', 'month', 'day', 'hour', 'minute', 'second'].map((k) => Number(parts[k]));
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: h * 60 + mi,
    weekday: new Date(Date.UTC(y, mo - 1, d)).getUTCDay(),
    year: y,
    offsetMinutes: Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / MINUTE),
    zoneName: parts.timeZoneName ?? timeZone,
  };
}

/** The instant at `minutes` past midnight of `date` on the zone's clock (DST-safe: corrected by the offset then). */
function instantAt(date: string, minutes: number, timeZone: string): Date {
  const [y, mo, d] = date.split('-').map(Number);
  const guess = Date.UTC(y, mo - 1, d, 0, minutes);
  const first = guess - wallClock(new Date(guess), timeZone).offsetMinutes * MINUTE;
  return new Date(guess - wallClock(new Date(first), timeZone).offsetMinutes * MINUTE);
}

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
function withOffset(w: WallClock): string {
  const sign = w.offsetMinutes < 0 ? '-' : '+';
  const off = Math.abs(w.offsetMinutes);
  return `${w.date}T${clock(w.minutes)}:00${sign}${pad(Math.floor(off / 60))}:${pad(off % 60)}`;
}
function label(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(at);
}

function isTradingDay(cal: ExchangeCalendar, w: WallClock): boolean {
  return w.weekday !== 0 && w.weekday !== 6 && !cal.holidays.has(w.date);
}

/** The first trading date after `date` (or `date` itself when `includeIt`), on the exchange's calendar. */
function nextTradingDate(cal: ExchangeCalendar, date: string, includeIt: boolean): string {
  const [y, mo, d] = date.split('-').map(Number);
  for (let i = includeIt ? 0 : 1; i < 15; i += 1) {
    const day = new Date(Date.UTC(y, mo - 1, d + i));
    const iso = day.toISOString().slice(0, 10);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6 && !cal.holidays.has(iso)) return iso;
  }
  return date;
}

/**
 * The findings for a release at `at` on `exchange`. `exchangeNotifiedAt`: when the issuer says it told the
 * exchange (market_hours_notice is resolved when that meets the deadline).
 */
export function checkReleaseTiming(exchange: string | null, at: Date, exchangeNotifiedAt: Date | null = null): ReleaseTiming {
  const cal = exchangeCalendar(exchange);
  const scheduledFor = at.toISOString();
  if (!cal) {
    return {
      scheduledFor,
      exchange,
      timeZone: null,
      exchangeTime: null,
      exchangeTimeLabel: null,
      tradingDay: null,
      findings: [
        {
          code: 'no_exchange_calendar',
          severity: 'info',
          message: exchange
            ? `IssuerWire has no trading calendar for ${exchange}: check the release time against your exchange's rules yourself.`
            : 'Your company has no verified exchange yet, so the release time cannot be checked against a trading calendar.',
        },
      ],
    };
  }
  const w = wallClock(at, cal.timeZone);
  const trading = isTradingDay(cal, w);
  const close = cal.earlyCloses.get(w.date) ?? cal.close;
  const findings: ReleaseTimingFinding[] = [];
  const zone = w.zoneName;

  if (w.year > cal.calendarThrough) {
    findings.push({
      code: 'calendar_not_published',
      severity: 'info',
      message: `${cal.name}'s holidays for ${w.year} are not in IssuerWire's calendar yet: only weekends are checked.`,
    });
  }
  if (!trading) {
    const why = w.weekday === 0 || w.weekday === 6 ? 'a weekend' : 'an exchange holiday';
    findings.push({
      code: 'market_closed_day',
      severity: 'info',
      message: `${cal.name} is closed that day (${why}): the market reacts at the next session.`,
    });
  }
  if (cal.notice) findings.push(...noticeFinding(cal, at, w, trading, exchangeNotifiedAt));
  if (cal.closingWindow && trading && w.minutes >= close - 10 && w.minutes < close + 5) {
    findings.push({
      code: 'closing_window',
      severity: 'warning',
      message: `${clock(close - 10)}–${clock(close + 5)} ${zone} is the closing auction: ${cal.name} asks issuers not to release material news then. Move the release before ${clock(close - 10)} or after ${clock(close + 5)}.`,
    });
  }
  if (cal.rnsHours && (!trading || w.minutes < cal.rnsHours.from || w.minutes >= cal.rnsHours.to)) {
    findings.push({
      code: 'outside_rns_hours',
      severity: 'warning',
      message: `Regulated news on ${cal.name} goes out through a Regulatory Information Service between ${clock(cal.rnsHours.from)} and ${clock(cal.rnsHours.to)} London time on business days (FCA DTR 6.3; the RNS timetable). At this time it would wait for the next window.`,
    });
  }
  return {
    scheduledFor,
    exchange: cal.name,
    timeZone: cal.timeZone,
    exchangeTime: withOffset(w),
    exchangeTimeLabel: label(at, cal.timeZone),
    tradingDay: trading,
    findings,
  };
}

function noticeFinding(cal: ExchangeCalendar, at: Date, w: WallClock, trading: boolean, notifiedAt: Date | null): ReleaseTimingFinding[] {
  const rule = cal.notice!;
  const inWindow = trading && w.minutes >= rule.from && w.minutes < rule.to;
  let deadline: Date;
  let message: string;
  if (inWindow) {
    deadline = new Date(at.getTime() - 10 * MINUTE);
    message = `The release falls between ${clock(rule.from)} and ${clock(rule.to)} ET on a trading day: ${rule.whom} must be told at least 10 minutes before it goes out (${rule.citation}). Record when you told the exchange, or move the release.`;
  } else if (rule.outsideBy !== null) {
    // Before the next trading day's 06:50 ET; in the minutes between 06:50 and the window, 10 minutes before.
    const justBeforeWindow = trading && w.minutes >= rule.outsideBy && w.minutes < rule.from;
    deadline = justBeforeWindow
      ? new Date(at.getTime() - 10 * MINUTE)
      : instantAt(nextTradingDate(cal, w.date, trading && w.minutes < rule.outsideBy), rule.outsideBy, cal.timeZone);
    message = `Outside ${clock(rule.from)}–${clock(rule.to)} ET, ${rule.whom} must have the news before ${clock(rule.outsideBy)} ET of the next trading day (${rule.citation}).`;
  } else {
    return [];
  }
  const resolved = notifiedAt !== null && notifiedAt.getTime() <= deadline.getTime();
  return [
    {
      code: 'market_hours_notice',
      severity: resolved ? 'info' : 'warning',
      message: resolved ? `${message} Recorded: you told the exchange at ${notifiedAt!.toISOString()}.` : message,
      noticeDeadline: deadline.toISOString(),
      resolved,
    },
  ];
}

/** An ISO 8601 date-time that names its zone (Z or an offset): a bare wall-clock time is ambiguous. */
export const ZONED_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;
