import { describe, expect, it } from 'vitest';
import { registrableDomain } from '../../lib/domains';
import { trackableUrl, type LinkAllowList } from './link-allow-list';

const NONE: LinkAllowList = { verifiedDomain: null, platformHosts: [], confirmedLinks: [] };
const allow = (over: Partial<LinkAllowList>): LinkAllowList => ({ ...NONE, ...over });

describe('tracked link allow-list', () => {
  it('tracks nothing by itself: not platforms, newswires or filing sites the issuer has no account or confirmation for', () => {
    for (const url of [
      'https://x.com/acme/status/1',
      'https://www.sec.gov/edgar/search/',
      'https://www.businesswire.com/news/home/1/en',
      'https://evil.example/phish',
    ]) {
      expect(trackableUrl(url, NONE), url).toBeNull();
    }
  });

  it('tracks the verified domain and its subdomains, compared by registrable domain (Public Suffix List)', () => {
    const acme = allow({ verifiedDomain: registrableDomain('https://www.acme.co.uk/investors') });
    expect(acme.verifiedDomain).toBe('acme.co.uk');
    expect(trackableUrl('https://investors.acme.co.uk/q3', acme)).toBe('https://investors.acme.co.uk/q3');
    expect(trackableUrl('https://acme.co.uk/', acme)).toBe('https://acme.co.uk/');
    expect(trackableUrl('https://other.co.uk/', acme)).toBeNull();
    expect(trackableUrl('https://acme.co.uk.evil.example/', acme)).toBeNull();
    expect(trackableUrl('https://notacme.co.uk/', acme)).toBeNull();
    // A private suffix is not a domain of its own issuer: acme.github.io does not open every github.io site.
    const pages = allow({ verifiedDomain: registrableDomain('https://acme.github.io') });
    expect(pages.verifiedDomain).toBe('acme.github.io');
    expect(trackableUrl('https://evil.github.io/', pages)).toBeNull();
  });

  it("tracks the connected platforms' own hosts and their subdomains only", () => {
    const x = allow({ platformHosts: ['x.com', 'twitter.com', 'northwind.substack.com'] });
    expect(trackableUrl('https://x.com/acme/status/1', x)).toBe('https://x.com/acme/status/1');
    expect(trackableUrl('https://mobile.twitter.com/acme', x)).not.toBeNull();
    expect(trackableUrl('https://northwind.substack.com/p/q3', x)).not.toBeNull();
    expect(trackableUrl('https://evil.substack.com/p/q3', x)).toBeNull();
    expect(trackableUrl('https://x.com.evil.example/', x)).toBeNull();
  });

  it('tracks a confirmed origin for any path on it, a confirmed URL for that URL only, https only', () => {
    const c = allow({ confirmedLinks: ['https://ir.partner.example/', 'https://docs.example.org/q3.pdf'] });
    expect(trackableUrl('https://ir.partner.example/any/page?x=1', c)).not.toBeNull();
    expect(trackableUrl('http://ir.partner.example/any', c)).toBeNull();
    expect(trackableUrl('https://sub.ir.partner.example/', c)).toBeNull();
    expect(trackableUrl('https://docs.example.org/q3.pdf#page=2', c)).toBe('https://docs.example.org/q3.pdf#page=2');
    expect(trackableUrl('https://docs.example.org/q4.pdf', c)).toBeNull();
  });

  it('refuses other schemes, look-alikes and URLs carrying credentials even on an allowed host', () => {
    const a = allow({ verifiedDomain: 'acme.com', platformHosts: ['x.com'] });
    expect(trackableUrl('javascript:alert(1)//x.com', a)).toBeNull();
    expect(trackableUrl('ftp://acme.com/file', a)).toBeNull();
    expect(trackableUrl('https://user:pass@x.com/', a)).toBeNull();
    expect(trackableUrl('not a url', a)).toBeNull();
  });

  it('reads a registrable domain from a website as issuers type it; none for IPs and single labels', () => {
    expect(registrableDomain('acme.com')).toBe('acme.com');
    expect(registrableDomain('https://WWW.Acme.com/investors')).toBe('acme.com');
    expect(registrableDomain('https://127.0.0.1/')).toBeNull();
    expect(registrableDomain('localhost')).toBeNull();
    expect(registrableDomain('javascript:alert(1)')).toBeNull();
    expect(registrableDomain(null)).toBeNull();
  });
});
