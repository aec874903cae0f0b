import { randomUUID } from 'node:crypto';
import { isPluginError } from '@issuerwire/plugin-sdk';
import type { Article } from '../articles';

// What to do after a vendor call, decided once for platforms and newswires alike (the lifecycle that
// acts on it is vendor-call.ts). A publish or an order is public (and often paid): it is retried only
// when the vendor surely did not take it.

export type VendorFailure =
  /** The vendor did not take it and asked us to come back (rate limit, outage before sending). */
  | { kind: 'retry'; reason: string; retryAfterMs: number | null }
  /** The vendor refused it; trying again as is will not help (credentials, content, configuration). */
  | { kind: 'refused'; reason: string; code: string }
  /** The request may have reached the vendor: never repeated automatically. */
  | { kind: 'unknown'; reason: string };

/** Vendor calls per round before a retryable failure is given up (a manual Retry starts a new round). */
export const MAX_ATTEMPTS = 5;
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60 * 1000;

/** A call still under way after this long was interrupted (vendor calls time out far sooner). */
export const INTERRUPTED_AFTER_MS = 10 * 60 * 1000;
/** How often the interrupted-call sweep runs (pg-boss cron, UTC). */
export const INTERRUPTED_SWEEP_CRON = '*/5 * * * *';

/** The message every unknown outcome carries, so the issuer checks before pressing Retry. */
export function outcomeUnknownReason(vendor: string, detail: string): string {
  return `Outcome unknown: check ${vendor} before retrying. ${detail}`.trim();
}

/** Why an interrupted call was given up without knowing what the vendor did. */
export function interruptedReason(vendor: string, detail = ''): string {
  return `Interrupted; check ${vendor} before retrying: the server stopped during the call, before ${vendor}'s answer was recorded. ${detail}`.trim();
}

export function classifyVendorFailure(error: unknown, vendor: string): VendorFailure {
  if (!isPluginError(error)) {
    const detail = error instanceof Error ? error.message : String(error);
    return { kind: 'unknown', reason: outcomeUnknownReason(vendor, `The call ended unexpectedly (${detail}).`) };
  }
  const message = error.message;
  // The SDK says so when an irreversible call may have been carried out (a 5xx or a lost connection after
  // sending); a connection failure not worth retrying is treated alike.
  if (error.outcomeUnknown || (error.code === 'disconnected' && !error.retryable))
    return { kind: 'unknown', reason: outcomeUnknownReason(vendor, message) };
  switch (error.code) {
    case 'rate_limited':
      return {
        kind: 'retry',
        reason: `${vendor} is rate limiting requests: ${message}`,
        retryAfterMs: (error as { retryAfterMs?: number }).retryAfterMs ?? null,
      };
    case 'auth_expired':
      return {
        kind: 'refused',
        code: error.code,
        reason: `${vendor} refused the credentials: reconnect the account in Settings. ${message}`,
      };
    case 'invalid_content':
      return { kind: 'refused', code: error.code, reason: `${vendor} refused the content: ${message}` };
    case 'disconnected':
    case 'vendor_error':
      if (error.retryable) {
        const retryAfterMs = (error as { retryAfterMs?: number | null }).retryAfterMs ?? null;
        return { kind: 'retry', reason: `${vendor} could not take it now: ${message}`, retryAfterMs };
      }
      return { kind: 'refused', code: error.code, reason: `${vendor} refused it: ${message}` };
    default:
      return { kind: 'refused', code: error.code, reason: `${vendor}: ${message}` };
  }
}

/** A failed vendor call as the effect records it: retried later, or failed with the reason. */
export function failedCall(
  error: unknown,
  vendor: string,
): { kind: 'retry'; reason: string; retryAfterMs: number | null } | { kind: 'failed'; reason: string } {
  const failure = classifyVendorFailure(error, vendor);
  return failure.kind === 'retry' ? failure : { kind: 'failed', reason: failure.reason };
}

/**
 * The next attempt of a retryable failure: back-off doubling from 30 s (or the vendor's wait, if
 * longer), capped at an hour; null once the round's attempts are used up or nothing can be scheduled.
 */
export function nextAttempt(
  attempts: number,
  retryAfterMs: number | null,
  now: Date,
  canSchedule: boolean,
  reason: string,
): { jobId: string; at: Date; note: string } | null {
  if (attempts >= MAX_ATTEMPTS || !canSchedule) return null;
  const delay = Math.min(RETRY_MAX_MS, Math.max(retryAfterMs ?? 0, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1)));
  const at = new Date(now.getTime() + delay);
  return { jobId: randomUUID(), at, note: `${reason} Retrying at ${at.toISOString()} (attempt ${attempts + 1} of ${MAX_ATTEMPTS}).` };
}

/** Why a retryable failure ended the round. */
export function gaveUpReason(attempts: number, reason: string): string {
  return `Gave up after ${attempts} attempt${attempts === 1 ? '' : 's'}: ${reason}`;
}

/** What the audit log keeps of the article an effect released. */
export function auditContent(article: Pick<Article, 'title' | 'content'>): string {
  return `# ${article.title}\n\n${article.content}`;
}
