// Display formatters from the spec (sections 2, 4 and 9). Every screen formats through these.

type MaybeNumber = number | null | undefined;

function isMissing(value: MaybeNumber): value is null | undefined {
  return value === null || value === undefined || !Number.isFinite(value);
}

const UNITS = [
  { size: 1e12, suffix: 'T' },
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
] as const;

/** One decimal in the largest unit down to `smallest` (1.2T, 3.4B, 5.6M, 5.0K); below it the plain number. */
function compact(value: number, smallest: number, prefix = ''): string {
  const units = UNITS.filter((unit) => unit.size >= smallest);
  for (const [index, unit] of units.entries()) {
    if (Math.abs(value) < unit.size) continue;
    const scaled = (value / unit.size).toFixed(1);
    // 999,960,000 rounds to 1000.0M: show it as 1.0B, the next unit up.
    const larger = units[index - 1];
    if (larger && Math.abs(Number(scaled)) >= 1000) return `${prefix}${(value / larger.size).toFixed(1)}${larger.suffix}`;
    return `${prefix}${scaled}${unit.suffix}`;
  }
  return String(value);
}

/** Market cap: $1.2T, $3.4B, $5.6M (one decimal); below a million the plain number; N/A if missing. */
export function formatMarketCap(value: MaybeNumber): string {
  if (isMissing(value)) return 'N/A';
  return compact(value, 1e6, '$');
}

/** A count in thousands with one decimal and K (1234 -> 1.2K); 0 when zero or missing. */
export function formatThousands(value: MaybeNumber): string {
  if (isMissing(value) || value === 0) return '0';
  return `${(value / 1000).toFixed(1)}K`;
}

/** Dollars in thousands, no decimals, with K (12345 -> $12K); $0 when zero or missing. */
export function formatDollarsK(value: MaybeNumber): string {
  if (isMissing(value) || value === 0) return '$0';
  return `$${(value / 1000).toFixed(0)}K`;
}

/** Shares traded, compact (5,000 -> 5.0K, 1,234,567 -> 1.2M, 950 -> 950); N/A if missing. */
export function formatVolume(value: MaybeNumber): string {
  if (isMissing(value)) return 'N/A';
  return compact(Math.round(value), 1e3);
}

/** Money as people read it, in its currency: 2 decimals, up to 4 below one unit (a penny stock's price). */
export function formatMoney(money: { amount: string; currency: string } | null | undefined): string {
  if (!money) return 'N/A';
  const value = Number(money.amount);
  const maximumFractionDigits = Math.abs(value) < 1 ? 4 : 2;
  return value.toLocaleString('en-US', { style: 'currency', currency: money.currency, minimumFractionDigits: 2, maximumFractionDigits });
}

/** "1 minute", "2 minutes", "0 minutes". */
export function formatMinutes(minutes: number): string {
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** Whole minutes left until `until`, rounded up, never negative (a lockout expiring in 61 s is 2 minutes). */
export function minutesUntil(until: Date | string | number, now: Date = new Date()): number {
  const remainingMs = new Date(until).getTime() - now.getTime();
  if (!Number.isFinite(remainingMs) || remainingMs <= 0) return 0;
  return Math.ceil(remainingMs / 60_000);
}

// Date and time inputs: an <input type="datetime-local"> holds the browser's wall clock, the API takes ISO 8601.

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as a datetime-local value (the browser's local time, minutes). */
export function toDateTimeLocal(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A datetime-local value (local time, no offset) as ISO 8601 UTC: the server reads a time without an
 * offset as UTC, so the browser's zone is applied here. Null for an empty or invalid value.
 */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const WHEN = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "Jan 5, 2026, 3:30 PM" in the browser's zone. */
export function formatWhen(iso: string): string {
  return WHEN.format(new Date(iso));
}

/** An amount in cents as money: 499900 -> "$4,999.00". */
export function formatCents(cents: number, currency = 'USD'): string {
  return (cents / 100).toLocaleString('en-US', { style: 'currency', currency });
}

/** An API enum value for people: NEEDS_REVIEW -> "Needs review", PUBLISHED -> "Published". */
export function enumLabel(value: string): string {
  const words = value.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What wrote a draft, as the screens name it: the built-in composer, or the AI model by its name. */
export function writtenBy(model: string | null | undefined): string | null {
  if (!model) return null;
  return model === 'composer' ? 'Built-in composer' : model;
}
