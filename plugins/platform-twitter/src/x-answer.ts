import { z } from 'zod';
import {
  AuthExpired,
  InvalidContent,
  RateLimited,
  VendorError,
  parseRetryAfter,
  vendorMessage,
  type HttpResponse,
  type PluginError,
} from '@issuerwire/plugin-sdk';

// What X's answers mean: its problem bodies (RFC 7807-like `title`/`detail`/`type`, or `errors[]`) and
// its rate-limit headers, turned into the SDK's typed errors.

/** X's rate-limit windows are 15 minutes: the wait when an answer names no reset time. */
const DEFAULT_WAIT_MS = 15 * 60_000;

const problemSchema = z.looseObject({
  title: z.string().optional(),
  detail: z.string().optional(),
  type: z.string().optional(),
  reason: z.string().optional(),
  message: z.string().optional(),
  errors: z.array(z.looseObject({ message: z.string().optional(), detail: z.string().optional() })).optional(),
});
type Problem = z.infer<typeof problemSchema>;

function problemOf(res: HttpResponse): Problem {
  try {
    const parsed = problemSchema.safeParse(JSON.parse(res.text()));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** X's own words: the messages of `errors[]` first (they name the field), then `detail`. */
function explanation(problem: Problem, res: HttpResponse): string | null {
  const listed = (problem.errors ?? []).map((e) => e.message ?? e.detail).filter((m): m is string => Boolean(m));
  const said = [...new Set([...listed, problem.detail, problem.message].filter((m): m is string => Boolean(m)))];
  return said.length > 0 ? said.join(' ') : vendorMessage(res.text());
}

/** Epoch seconds in a header as milliseconds from now; null when absent or unreadable. */
function resetIn(headers: Record<string, string>, name: string, now: number): number | null {
  const value = Number(headers[name]);
  return headers[name] !== undefined && Number.isFinite(value) ? Math.max(0, value * 1000 - now) : null;
}

/**
 * How long X asked us to wait: the reset of whichever limit is exhausted (the 15-minute window, the
 * user's or the app's 24-hour cap), else Retry-After, else the window's reset, else 15 minutes.
 */
export function rateLimitWaitMs(headers: Record<string, string>, now: number): number {
  const exhausted = [
    ['x-rate-limit-remaining', 'x-rate-limit-reset'],
    ['x-user-limit-24hour-remaining', 'x-user-limit-24hour-reset'],
    ['x-app-limit-24hour-remaining', 'x-app-limit-24hour-reset'],
  ]
    .filter(([remaining]) => headers[remaining] === '0')
    .map(([, reset]) => resetIn(headers, reset, now))
    .filter((ms): ms is number => ms !== null);
  if (exhausted.length > 0) return Math.max(...exhausted);
  return parseRetryAfter(headers['retry-after'], now) ?? resetIn(headers, 'x-rate-limit-reset', now) ?? DEFAULT_WAIT_MS;
}

/** Statuses the plugin reads itself instead of letting the SDK classify them (see xError). */
export const X_READ_STATUSES = [400, 403, 429];

/** The typed error for an X answer with a status in X_READ_STATUSES. */
export function xError(res: HttpResponse, what: string, now: number): PluginError {
  const problem = problemOf(res);
  const said = explanation(problem, res);
  if (res.status === 429) {
    return new RateLimited(rateLimitWaitMs(res.headers, now), `X is rate limiting ${what} (429)${said ? `: ${said}` : '.'}`);
  }
  if (res.status === 400) return new InvalidContent(said ? `X refused ${what}: ${said}` : `X refused ${what} as invalid (400).`);
  // 403 covers three different things on X: duplicate text, an app X does not allow, an account that may not post.
  if (said && /duplicate/i.test(said)) return new InvalidContent(`X refused ${what}: ${said}`);
  if (problem.type?.includes('client-forbidden') || problem.reason === 'client-not-enrolled') {
    return new VendorError(
      403,
      `X refused the IssuerWire app for ${what}${said ? `: ${said}` : '.'} The operator must fix the app's access level.`,
      {
        retryable: false,
      },
    );
  }
  return new AuthExpired(`X refused ${what} (403)${said ? `: ${said}` : ''}. Reconnect the X account with permission to post.`);
}
