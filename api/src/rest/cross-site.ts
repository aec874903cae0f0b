import type { IncomingHttpHeaders } from 'node:http';
import { AppError } from '../lib/errors';

/**
 * Cross-site request refusal, from what the browser says about where a request comes from (OWASP's
 * CSRF cheat sheet: Fetch Metadata, then the Origin header). Non-browser clients send neither header and
 * carry no ambient cookie, so they pass; a browser always sends Sec-Fetch-Site (or at least Origin) on
 * a cross-site POST, and a page cannot forge either.
 */

export class CrossSiteRequestError extends AppError {
  constructor() {
    super('cross_site_request', 'This request came from another site, so it was refused. Use IssuerWire from its own address.', 403);
  }
}

/** True when an Origin header names this site: the public URL's origin, or the host the request was sent to. */
export function originAllowed(headers: IncomingHttpHeaders, publicUrl: string): boolean {
  const origin = headers.origin;
  // Non-browser clients send no Origin and carry no ambient cookies.
  if (!origin) return true;
  try {
    const url = new URL(origin);
    return url.origin === new URL(publicUrl).origin || url.host === headers.host;
  } catch {
    // "null" (sandboxed frames, file: pages, some redirects) and anything unparsable.
    return false;
  }
}

/** The refusal for a state-changing request another site made the browser send; null when it may go on. */
export function crossSiteRefusal(headers: IncomingHttpHeaders, publicUrl: string): CrossSiteRequestError | null {
  const site = headers['sec-fetch-site'];
  if (site === 'cross-site') return new CrossSiteRequestError();
  // Fetch Metadata first: a form POST from one of our own pages says same-origin, while its Origin is "null"
  // under our Referrer-Policy: no-referrer (the Fetch spec serialises it so), e.g. the alert mail's unsubscribe page.
  if (site === 'same-origin' || site === 'none') return null;
  return originAllowed(headers, publicUrl) ? null : new CrossSiteRequestError();
}

/**
 * JSON routes take JSON: a body of any other type (a cross-site form's or text) is refused (415). A
 * request without a body needs no content type (the spec's client sends none on generate-article or logout).
 */
export function hasNonJsonBody(headers: IncomingHttpHeaders): boolean {
  const contentType = headers['content-type'];
  if (contentType !== undefined) return !contentType.toLowerCase().startsWith('application/json');
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}
