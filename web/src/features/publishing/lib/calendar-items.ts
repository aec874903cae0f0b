import type { CalendarOrderFieldsFragment, NewswireOrderStatus, PublicationFieldsFragment, PublicationStatus } from '../../../gql/graphql';

/** One row of the Publishing screen: a post on a platform or a newswire order, on its calendar date. */
export interface CalendarItem {
  kind: 'publication' | 'order';
  id: string;
  articleTitle: string;
  /** Platform or newswire name */
  channel: string;
  status: PublicationStatus | NewswireOrderStatus;
  /** Calendar date (ISO): published, else scheduled, else created */
  at: string;
  url: string | null;
  sandbox: boolean;
  /** Why it failed (or why the last attempt did) */
  reason: string | null;
  canRetry: boolean;
  canCancel: boolean;
  /** Pending on a platform without an API: where to post it by hand and the text to paste, then record its URL. */
  manual: { formUrl: string; text: string } | null;
}

/** The filter's groups: what the issuer asks "what is coming, what went out, what went wrong". */
export const STATUS_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
  { value: 'failed', label: 'Failed' },
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

// Work in progress counts as scheduled (still to go out). A cancelled item is never listed (see calendarItems).
const FILTER_OF: Record<PublicationStatus | NewswireOrderStatus, StatusFilter | null> = {
  SCHEDULED: 'scheduled',
  PENDING: 'scheduled',
  PUBLISHING: 'scheduled',
  SUBMITTING: 'scheduled',
  SUBMITTED: 'scheduled',
  AWAITING_ISSUER: 'scheduled',
  PUBLISHED: 'published',
  FAILED: 'failed',
  // Interrupted mid-send: someone must check the wire, so it shows with what went wrong.
  UNKNOWN: 'failed',
  CANCELLED: null,
};

export function matchesFilter(item: CalendarItem, filter: StatusFilter): boolean {
  return filter === 'all' || FILTER_OF[item.status] === filter;
}

export function calendarItems(
  publications: readonly PublicationFieldsFragment[],
  orders: readonly CalendarOrderFieldsFragment[],
): CalendarItem[] {
  // The server leaves cancelled items out of the calendar; a cancel's answer puts CANCELLED into the cached month,
  // which must not show what the month's refetch then removes.
  const posts: CalendarItem[] = publications
    .filter((p) => p.status !== 'CANCELLED')
    .map((p) => ({
      kind: 'publication',
      id: p.id,
      articleTitle: p.articleTitle,
      channel: p.platformName,
      status: p.status,
      at: p.at,
      url: p.url ?? null,
      sandbox: p.sandbox,
      reason: p.lastError ?? null,
      canRetry: p.status === 'FAILED',
      canCancel: p.status === 'SCHEDULED' || p.status === 'PENDING',
      manual: p.status === 'PENDING' && p.submission ? { formUrl: p.submission.formUrl, text: p.submission.text } : null,
    }));
  const wires: CalendarItem[] = orders
    .filter((o) => o.status !== 'CANCELLED')
    .map((o) => ({
      kind: 'order',
      id: o.id,
      articleTitle: o.articleTitle,
      channel: `${o.providerName} (newswire)`,
      status: o.status,
      at: o.at,
      url: o.releaseUrl ?? null,
      sandbox: o.sandbox,
      reason: o.lastError ?? null,
      canRetry: false,
      canCancel: o.status === 'SCHEDULED',
      manual: null,
    }));
  return [...posts, ...wires].sort((a, b) => a.at.localeCompare(b.at));
}

/** The month's grid: weeks from the Sunday on or before the 1st to the Saturday on or after the last day. */
export function monthGrid(month: Date): Date[][] {
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const start = new Date(first);
  start.setDate(1 - first.getDay());
  const weeks: Date[][] = [];
  const cursor = new Date(start);
  do {
    const week: Date[] = [];
    for (let d = 0; d < 7; d++) {
      week.push(new Date(cursor));
      cursor.setDate(cursor.getDate() + 1);
    }
    weeks.push(week);
  } while (cursor.getMonth() === month.getMonth());
  return weeks;
}

/** [first day of the month, first day of the next) in local time: the calendar query's range. */
export function monthRange(month: Date): { from: Date; to: Date } {
  return { from: new Date(month.getFullYear(), month.getMonth(), 1), to: new Date(month.getFullYear(), month.getMonth() + 1, 1) };
}

export function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** Local calendar day key, e.g. 2026-01-05. */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
