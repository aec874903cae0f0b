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

interface SqlRunner {
  execute<T>(sql: string, params: unknown[]): Promise<T>;
}

/** What the issuer of a campaign may link to, read in one statement. */
export async function loadLinkAllowList(db: SqlRunner, owner: { userId: string; campaignId: string }): Promise<LinkAllowList> {
  const [row] = await db.execute<
    { website: string | null; verification_status: string; confirmed_links: string[] | null; platform_hosts: string[] | null }[]
  >(
    `select u.website, u.verification_status, c.confirmed_links,
            array(select distinct h from platform_connections pc, unnest(pc.link_hosts) h where pc.user_id = u.id order by h) as platform_hosts
       from users u join campaigns c on c.user_id = u.id
      where u.id = ? and c.id = ?`,
    [owner.userId, owner.campaignId],
  );
  return {
    verifiedDomain: row?.verification_status === 'verified' ? registrableDomain(row.website) : null,
    platformHosts: row?.platform_hosts ?? [],
    confirmedLinks: row?.confirmed_links ?? [],
  };
}
