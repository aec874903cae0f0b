import type { EntityManager } from '@mikro-orm/core';
import { registrableDomain } from '../../lib/domains';

/**
 * Where a tracked link may lead: `/r/<id>` redirects under our domain, so only to places the issuer may
 * send readers. Every other link stays as written (never redirected by us).
 */
export interface LinkAllowList {
  /** The registrable domain KYC verified (the organization's website, matched by its official email); null until verified. */
  verifiedDomain: string | null;
  /** The platforms' own hosts for the issuer's connected accounts (x.com, northwind.substack.com, ...). */
  platformHosts: readonly string[];
  /** https URLs or origins the issuer confirmed for the campaign. */
  confirmedLinks: readonly string[];
}

function onHost(hostname: string, allowed: string): boolean {
  const host = allowed.toLowerCase().replace(/\.$/, '');
  return Boolean(host) && (hostname === host || hostname.endsWith(`.${host}`));
}

/** A confirmed origin (https://ir.acme.com) covers every link on it; a confirmed URL with a path covers that URL only. */
function confirmed(url: URL, links: readonly string[]): boolean {
  const target = new URL(url);
  target.hash = '';
  return links.some((link) => {
    try {
      const entry = new URL(link);
      if (entry.protocol !== 'https:' || entry.origin !== url.origin) return false;
      if (entry.pathname === '/' && !entry.search) return true;
      entry.hash = '';
      return entry.toString() === target.toString();
    } catch {
      return false;
    }
  });
}

/**
 * The normalised URL when it may be tracked, otherwise null: http(s) only, no credentials in it, and on the
 * verified domain (or a subdomain), on a connected platform's host, or confirmed by the issuer.
 */
export function trackableUrl(raw: string, allow: LinkAllowList): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const hostname = url.hostname.toLowerCase().replace(/\.$/, '');
  const allowed =
    (allow.verifiedDomain !== null && registrableDomain(url.toString()) === allow.verifiedDomain) ||
    allow.platformHosts.some((h) => onHost(hostname, h)) ||
    confirmed(url, allow.confirmedLinks);
  return allowed ? url.toString() : null;
}

/** Where the parts of the allow-list live: identity (the verified website), campaigns (confirmed links), publishing (account hosts). */
export interface LinkAllowListSources {
  verifiedWebsite(em: EntityManager, organizationId: string): Promise<string | null>;
  confirmedLinks(em: EntityManager, campaignId: string): Promise<readonly string[]>;
  platformHosts(em: EntityManager, organizationId: string): Promise<readonly string[]>;
}

/** What the issuer of a campaign may link to, from the modules that own each part. */
export async function loadLinkAllowList(
  em: EntityManager,
  sources: LinkAllowListSources,
  owner: { organizationId: string; campaignId: string },
): Promise<LinkAllowList> {
  return {
    verifiedDomain: registrableDomain(await sources.verifiedWebsite(em, owner.organizationId)),
    platformHosts: await sources.platformHosts(em, owner.organizationId),
    confirmedLinks: await sources.confirmedLinks(em, owner.campaignId),
  };
}
