import { isPluginError } from '@issuerwire/plugin-sdk';

// What to do after a vendor call failed, decided once for platforms and newswires alike. A publish or
// an order is public (and often paid): it is retried only when the vendor surely did not take it.

export type VendorFailure =
  /** The vendor did not take it and asked us to come back (rate limit, outage before sending). */
  | { kind: 'retry'; reason: string; retryAfterMs: number | null }
  /** The vendor refused it; trying again as is will not help (credentials, content, configuration). */
  | { kind: 'refused'; reason: string; code: string }
  /** The request may have reached the vendor: never repeated automatically. */
  | { kind: 'unknown'; reason: string };

/** The message every unknown outcome carries, so the issuer checks before pressing Retry. */
export function outcomeUnknownReason(vendor: string, detail: string): string {
  return `Outcome unknown: check ${vendor} before retrying. ${detail}`.trim();
}

export function classifyVendorFailure(error: unknown, vendor: string): VendorFailure {
  if (!isPluginError(error)) {
    const detail = error instanceof Error ? error.message : String(error);
    return { kind: 'unknown', reason: outcomeUnknownReason(vendor, `The call ended unexpectedly (${detail}).`) };
  }
  const message = error.message;
  switch (error.code) {
    case 'rate_limited':
      return { kind: 'retry', reason: `${vendor} is rate limiting requests: ${message}`, retryAfterMs: (error as { retryAfterMs?: number }).retryAfterMs ?? null };
    case 'auth_expired':
      return { kind: 'refused', code: error.code, reason: `${vendor} refused the credentials: reconnect the account in Settings. ${message}` };
    case 'invalid_content':
      return { kind: 'refused', code: error.code, reason: `${vendor} refused the content: ${message}` };
    case 'disconnected':
    case 'vendor_error':
      if (error.retryable) {
        const retryAfterMs = (error as { retryAfterMs?: number | null }).retryAfterMs ?? null;
        return { kind: 'retry', reason: `${vendor} could not take it now: ${message}`, retryAfterMs };
      }
      // Non-retryable transport failures and 5xx after sending: the plugins say the call may have gone through.
      if (error.code === 'disconnected' || /may have/i.test(message)) return { kind: 'unknown', reason: outcomeUnknownReason(vendor, message) };
      return { kind: 'refused', code: error.code, reason: `${vendor} refused it: ${message}` };
    default:
      return { kind: 'refused', code: error.code, reason: `${vendor}: ${message}` };
  }
}
