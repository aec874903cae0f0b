export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

/** Where a person lands after signing in without a page in mind: a reviewer at the KYC queue, everyone else at the dashboard. */
export function homePathFor(role: string | null | undefined): string {
  return role === 'ADMIN' ? '/admin/reviews' : DEFAULT_AFTER_SIGN_IN;
}

const PROBE_ORIGIN = 'https://issuerwire.invalid';

/**
 * The `next` query parameter as a same-origin path (`/kyc-registration?x=1`), or the fallback.
 * Anything that could leave the site (`//evil.com`, `https://…`, `/\evil.com`, `javascript:`) is refused.
 */
export function safeNextPath(raw: string | null | undefined, fallback: string = DEFAULT_AFTER_SIGN_IN): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return fallback;
  try {
    const url = new URL(raw, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** `/login?next=/settings` for the page the visitor wanted. */
export function loginPathFor(next: string): string {
  const target = safeNextPath(next);
  return target === DEFAULT_AFTER_SIGN_IN ? '/login' : `/login?next=${encodeURIComponent(target)}`;
}
