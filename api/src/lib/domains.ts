import { getDomain } from 'tldts';

// Private suffixes count (github.io, wixsite.com, substack.com's peers): acme.github.io is a domain of
// its own, not github.io's.
const PSL = { allowPrivateDomains: true } as const;

/**
 * The registrable domain of a website address, URL or bare host, by the Public Suffix List:
 * "https://investors.acme.co.uk" -> "acme.co.uk". Null for none, an IP address, a single label or a
 * bare suffix. The one place KYC's domain check and the tracked-link allow-list agree on it.
 */
export function registrableDomain(website: string | null | undefined): string | null {
  const value = website?.trim();
  if (!value) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return getDomain(url.hostname.replace(/\.$/, ''), PSL);
  } catch {
    return null;
  }
}
