import { describe, expect, it } from 'vitest';
import type { CompanyInfo } from '../market/market.schemas';
import { registrableDomain } from '../../lib/domains';
import {
  emailDomain,
  emailDomainCheck,
  listingMatchCheck,
  sameCompanyName,
  tickerHolderCheck,
  type KycCheckContext,
  type KycCheckSubject,
} from './kyc.checks';

const SHOPIFY: CompanyInfo = {
  companyName: 'Shopify Inc.',
  ticker: 'SHOP',
  exchange: 'TSX',
  sector: 'Information Technology',
  industry: null,
  marketCap: null,
  website: 'https://www.shopify.com',
  country: 'CA',
  isDemo: false,
};

function context(subject: Partial<KycCheckSubject>, listing: CompanyInfo | null = SHOPIFY, holders: string[] = []): KycCheckContext {
  return {
    subject: {
      userId: 'u1',
      ticker: 'SHOP',
      companyName: 'Shopify Inc.',
      exchange: 'TSX',
      officialEmail: 'ir@shopify.com',
      website: 'https://www.shopify.com',
      submittedCompanyName: 'Shopify Inc.',
      submittedExchange: 'TSX',
      ...subject,
    },
    lookupListing: async () => listing,
    verifiedHoldersOf: async () => holders.map((username, i) => ({ userId: `h${i}`, username })),
    emailConfirmedAt: null,
  };
}

describe('registrable domains', () => {
  it.each([
    ['https://www.shopify.com', 'shopify.com'],
    ['investors.shopify.com', 'shopify.com'],
    ['https://plc.autotrader.co.uk/investors', 'autotrader.co.uk'],
    ['www.bhp.com.au', 'bhp.com.au'],
    ['HTTPS://WWW.RBC.COM.', 'rbc.com'],
    ['https://demo.issuerwire.example', 'issuerwire.example'],
    // Private suffixes of the Public Suffix List: each site is a domain of its own (before: github.io, wixsite.com).
    ['https://acme.github.io/investors', 'acme.github.io'],
    ['https://acme.wixsite.com/ir', 'acme.wixsite.com'],
    ['https://ir.acme.com.sg', 'acme.com.sg'],
  ])('%s -> %s', (input, domain) => {
    expect(registrableDomain(input)).toBe(domain);
  });

  it('has none for an IP address, a bare suffix or nonsense', () => {
    expect(registrableDomain('http://192.168.1.10')).toBeNull();
    expect(registrableDomain('co.uk')).toBeNull();
    expect(registrableDomain('github.io')).toBeNull();
    expect(registrableDomain('localhost')).toBeNull();
    expect(registrableDomain('')).toBeNull();
  });

  it('takes the part after the last @ of an email', () => {
    expect(emailDomain('Jane.Doe@IR.Shopify.com')).toBe('shopify.com');
    expect(emailDomain('no-at-sign')).toBeNull();
  });

  it('compares company names without case or punctuation', () => {
    expect(sameCompanyName('CrowdStrike Holdings, Inc.', 'crowdstrike holdings inc')).toBe(true);
    expect(sameCompanyName('AT&T Inc.', 'AT and T Inc')).toBe(true);
    expect(sameCompanyName('Shopify Inc.', 'Shopify Holdings Inc.')).toBe(false);
  });
});

describe('the offline checks', () => {
  it('passes the listing check only when exchange and company match a real listing', async () => {
    expect((await listingMatchCheck.run(context({}))).status).toBe('passed');
    expect(await listingMatchCheck.run(context({ submittedExchange: 'NYSE' }))).toEqual({
      status: 'failed',
      detail: 'SHOP is listed on TSX, not NYSE.',
    });
    expect((await listingMatchCheck.run(context({ submittedCompanyName: 'Shopify Holdings' }))).status).toBe('failed');
    expect((await listingMatchCheck.run(context({}, null))).detail).toMatch(/not in the market data/);
    expect((await listingMatchCheck.run(context({}, { ...SHOPIFY, isDemo: true }))).detail).toMatch(/fictional demo listing/);
  });

  it('passes the domain check when email, website and listing share one registrable domain', async () => {
    expect(await emailDomainCheck.run(context({ officialEmail: 'ir@investors.shopify.com' }))).toEqual({
      status: 'passed',
      detail: 'The email, the website and the listing all use shopify.com.',
    });
    expect((await emailDomainCheck.run(context({ officialEmail: 'ir@gmail.com' }))).status).toBe('failed');
    expect((await emailDomainCheck.run(context({ officialEmail: 'ir@shopify-ir.com', website: 'https://shopify-ir.com' }))).detail).toMatch(
      /lists shopify.com/,
    );
    // With no website in the market data, email and website alone decide.
    expect(
      (await emailDomainCheck.run(context({ officialEmail: 'ir@zed.co.uk', website: 'zed.co.uk' }, { ...SHOPIFY, website: null }))).status,
    ).toBe('passed');
  });

  it('fails the holder check when another verified account holds the ticker', async () => {
    expect((await tickerHolderCheck.run(context({}))).status).toBe('passed');
    expect((await tickerHolderCheck.run(context({}, SHOPIFY, ['someone']))).status).toBe('failed');
  });

  it('says which checks stand in for regulatory lookups', () => {
    expect([listingMatchCheck, emailDomainCheck].every((c) => c.offlineStandIn && /Offline stand-in/.test(c.description))).toBe(true);
    expect(tickerHolderCheck.offlineStandIn).toBe(false);
  });
});
