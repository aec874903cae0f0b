// Newsroom times as the market reads them: in the listing exchange's own time zone, with the zone named.

/** The exchange's own time zone: releases are dated as the market reads them. */
const EXCHANGE_ZONES: Record<string, string> = {
  NASDAQ: 'America/New_York',
  NYSE: 'America/New_York',
  'NYSE AMERICAN': 'America/New_York',
  OTC: 'America/New_York',
  OTCQX: 'America/New_York',
  OTCQB: 'America/New_York',
  TSX: 'America/Toronto',
  TSXV: 'America/Toronto',
  CSE: 'America/Toronto',
  LSE: 'Europe/London',
  AIM: 'Europe/London',
  ASX: 'Australia/Sydney',
};

export function newsroomZone(exchange: string | null): string {
  return (exchange && EXCHANGE_ZONES[exchange.toUpperCase()]) || 'UTC';
}

/** `November 28, 2026 at 2:40 PM EST`: the date, the time and the zone's short name. */
export function zonedTimeText(at: Date, zone: string): string {
  const text = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: zone }).format(at);
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName')
      ?.value ?? zone;
  return `${text} ${name}`;
}
