// The Analytics screen's date range: a preset (the last 7, 30 or 90 days) or custom from/to, kept in the
// URL (?range=7 or ?from=YYYY-MM-DD&to=YYYY-MM-DD). Days are UTC days, as the server stores them.

export const RANGE_PRESETS = [7, 30, 90] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_PRESET: RangePreset = 30;
/** The server's limit (engagement.schemas MAX_RANGE_DAYS). */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface DateRange {
  preset: RangePreset | 'custom';
  from: string;
  to: string;
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A real calendar day written YYYY-MM-DD. */
export function isDay(value: string | null | undefined): value is string {
  if (!value || !ISO_DAY.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && isoDay(parsed) === value;
}

export function addDays(day: string, days: number): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length <= MAX_RANGE_DAYS; day = addDays(day, 1)) days.push(day);
  return days;
}

export function presetRange(preset: RangePreset, now: Date = new Date()): DateRange {
  const to = isoDay(now);
  return { preset, from: addDays(to, -(preset - 1)), to };
}

/** Why a custom range cannot be asked for, or null when it can. */
export function customRangeProblem(from: string, to: string): string | null {
  if (!isDay(from) || !isDay(to)) return 'Enter both dates.';
  if (from > to) return 'The start date must not be after the end date.';
  if (daysBetween(from, to).length > MAX_RANGE_DAYS) return `Choose a range of at most ${MAX_RANGE_DAYS} days.`;
  return null;
}

/** The range the URL asks for; anything unreadable falls back to the default preset. */
export function rangeFromParams(params: URLSearchParams, now: Date = new Date()): DateRange {
  const from = params.get('from');
  const to = params.get('to');
  if (from !== null && to !== null && customRangeProblem(from, to) === null) return { preset: 'custom', from, to };
  const preset = Number(params.get('range'));
  return presetRange((RANGE_PRESETS as readonly number[]).includes(preset) ? (preset as RangePreset) : DEFAULT_PRESET, now);
}

/** Writes the range into the URL's parameters (other parameters stay). */
export function withRange(params: URLSearchParams, range: DateRange): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('range');
  next.delete('from');
  next.delete('to');
  if (range.preset === 'custom') {
    next.set('from', range.from);
    next.set('to', range.to);
  } else {
    next.set('range', String(range.preset));
  }
  return next;
}
