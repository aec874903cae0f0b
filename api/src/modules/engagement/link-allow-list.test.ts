import { describe, expect, it } from 'vitest';
import { siteHost, trackableUrl } from './link-allow-list';

describe('tracked link allow-list', () => {
  it('tracks links to platforms, newswires, filing sites and their subdomains', () => {
    expect(trackableUrl('https://x.com/acme/status/1')).toBe('https://x.com/acme/status/1');
    expect(trackableUrl('https://northwind.substack.com/p/q3')).toBe('https://northwind.substack.com/p/q3');
    expect(trackableUrl('https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=0000320193')).toContain('www.sec.gov');
    expect(trackableUrl('https://www.businesswire.com/news/home/1/en')).not.toBeNull();
    expect(trackableUrl('https://www.asx.com.au/markets/company/BHP')).not.toBeNull();
  });

  it("tracks the issuer's own website only when it is given", () => {
    expect(trackableUrl('https://investors.acme.com/q3')).toBeNull();
    expect(trackableUrl('https://investors.acme.com/q3', [siteHost('https://www.acme.com')])).toBe('https://investors.acme.com/q3');
  });

  it('refuses other hosts, look-alikes, other schemes and URLs carrying credentials', () => {
    expect(trackableUrl('https://evil.example/phish')).toBeNull();
    expect(trackableUrl('https://sec.gov.evil.example/')).toBeNull();
    expect(trackableUrl('https://notsec.gov/')).toBeNull();
    expect(trackableUrl('javascript:alert(1)//x.com')).toBeNull();
    expect(trackableUrl('ftp://sec.gov/file')).toBeNull();
    expect(trackableUrl('https://user:pass@x.com/')).toBeNull();
    expect(trackableUrl('not a url')).toBeNull();
  });

  it('reads a website host loosely, as issuers type it', () => {
    expect(siteHost('acme.com')).toBe('acme.com');
    expect(siteHost('https://WWW.Acme.com/investors')).toBe('acme.com');
    expect(siteHost('localhost')).toBeNull();
    expect(siteHost(null)).toBeNull();
  });
});
