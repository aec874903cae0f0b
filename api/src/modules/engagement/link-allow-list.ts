/**
 * Where a tracked link on the hosted article page may lead: the platforms it is published on, the
 * newswires, the regulators' filing sites, and the issuer's own website. `/r/<id>` only ever redirects
 * to a target stored for that id, and only targets on these hosts (or their subdomains) are stored.
 */
export const TRACKABLE_HOSTS: readonly string[] = [
  // publish platforms
  'x.com', 'twitter.com', 'medium.com', 'substack.com',
  // newswires
  'businesswire.com', 'prnewswire.com', 'globenewswire.com', 'einpresswire.com', 'accessnewswire.com', 'accesswire.com', 'newsfilecorp.com',
  // regulators and exchanges (filings)
  'sec.gov', 'sedarplus.ca', 'londonstockexchange.com', 'asx.com.au',
];

/** The host of a website address ("https://www.acme.com/ir" -> "acme.com"); null when it is not one. */
export function siteHost(website: string | null | undefined): string | null {
  if (!website) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(website) ? website : `https://${website}`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    return host.includes('.') ? host : null;
  } catch {
    return null;
  }
}

function onHost(hostname: string, allowed: string): boolean {
  return hostname === allowed || hostname.endsWith(`.${allowed}`);
}

/**
 * The normalised URL when it may be tracked, otherwise null: http(s) only, no credentials in it,
 * a host on the list or one of `extraHosts` (the issuer's website).
 */
export function trackableUrl(raw: string, extraHosts: readonly (string | null)[] = []): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const hostname = url.hostname.toLowerCase().replace(/\.$/, '');
  const allowed = [...TRACKABLE_HOSTS, ...extraHosts.filter((h): h is string => Boolean(h))];
  if (!allowed.some((h) => onHost(hostname, h))) return null;
  return url.toString();
}
