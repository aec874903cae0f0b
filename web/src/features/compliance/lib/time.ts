// Deadlines are shown twice: in the viewer's own zone and in New York time, where the rules are written.
import { localInputToIso } from '../../../lib/format';

const EASTERN = 'America/New_York';

const localFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

const easternFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN,
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** In the viewer's time zone, with the zone's name: "Fri, Nov 27, 2026, 5:30 PM EST". */
export function formatLocal(iso: string): string {
  return localFormat.format(new Date(iso));
}

/** In New York time: "Fri, Nov 27, 2026, 5:30 PM ET". */
export function formatEastern(iso: string): string {
  return `${easternFormat.format(new Date(iso))} ET`;
}

/** A datetime-local value as an ISO instant; null while the input is incomplete. */
export function fromDateTimeLocalValue(value: string): string | null {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) ? localInputToIso(value) : null;
}
